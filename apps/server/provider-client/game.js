// Fairplay Originals: the game page the app shows in its iframe. Plain JavaScript, no framework:
// it talks to /provider/api (which moves money only through the operator's seamless wallet).
// Its words come from game-texts.json (window.FairplayGameTexts) in the language the launch URL
// names; its money from the app's own formatter, the contract's money-format.ts (window.FairplayMoney).
(() => {
  var root = document.getElementById('game');
  var params = new URLSearchParams(location.search);
  var token = params.get('token') || '';
  var gameCode = document.body.dataset.game || '';
  var state = { session: null, busy: false, history: [], round: null, afterRun: null, onRefusal: null };
  var TEXTS = window.FairplayGameTexts;
  var Money = window.FairplayMoney;
  var language = Object.hasOwn(TEXTS, params.get('lang') || '') ? params.get('lang') : 'en';
  var texts = TEXTS[language];
  var style = moneyStyleOf(params.get('currency'));
  document.documentElement.lang = language;

  /** The region's money in this language ("id-ID", IDR), as the app formats it; null for an unknown currency. */
  function moneyStyleOf(currency) {
    var region = Object.values(Money.REGIONS).find((candidate) => candidate.currency === currency);
    return region ? Money.moneyStyle(region, language) : null;
  }
  /** A text in the page's language, its {placeholders} filled in. */
  function t(key, values) {
    var text = Object.hasOwn(texts, key) ? texts[key] : key;
    return text.replace(/\{(\w+)\}/g, (whole, name) =>
      values && values[name] !== undefined ? String(values[name]) : whole,
    );
  }
  /** A text with a count, in the language's plural form ("1 mine", "3 mines"). */
  function plural(key, count) {
    var form = `${key}_${new Intl.PluralRules(numberLocale()).select(count)}`;
    return t(Object.hasOwn(texts, form) ? form : `${key}_other`, { count: count });
  }
  function numberLocale() {
    return style ? style.locale : language;
  }
  /** A multiplier or a result in the language's digits: "1,9800×" in Indonesian. */
  function decimal(value, digits) {
    return new Intl.NumberFormat(numberLocale(), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  }
  function times(value, digits) {
    return `${decimal(value, digits)}×`;
  }

  function h(tag, attrs, children) {
    var el = document.createElement(tag);
    Object.keys(attrs || {}).forEach((key) => {
      if (key === 'text') el.textContent = attrs[key];
      else if (key.slice(0, 2) === 'on') el.addEventListener(key.slice(2), attrs[key]);
      else el.setAttribute(key, attrs[key]);
    });
    (children || []).forEach((child) => {
      if (child) el.appendChild(child);
    });
    return el;
  }

  function api(path, body) {
    return fetch(`/provider/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) =>
      response.json().then((json) => {
        if (!response.ok) throw Object.assign(new Error(json.message || ''), { code: json.error });
        return json;
      }),
    );
  }

  function tell(message) {
    try {
      parent.postMessage(message, '*');
    } catch {
      /* not framed */
    }
  }
  /** An amount without the currency, the app's way ("100.000" in Indonesian). */
  function money(value) {
    return style ? Money.formatAmountIn(style, Number(value)) : String(value);
  }
  /** An amount with the currency, the app's way ("Rp 1.565.478"). */
  function amount(value) {
    return style ? Money.formatMoneyIn(style, Number(value)) : `${state.session.currency} ${value}`;
  }
  function setBalance(value) {
    if (value === null || value === undefined) return;
    state.session.balance = Number(value);
    document.getElementById('balance').textContent = amount(value);
    tell({ type: 'fairplay:balance', balance: Number(value) });
  }
  /** A refusal in the page's language: by its code, else a general one (never the server's English). */
  function errorText(error) {
    var game = state.session?.game;
    if (error.code === 'INVALID_BET' && game)
      return t('error.INVALID_BET', { min: money(game.minBet), max: money(game.maxBet) });
    if (error.code && Object.hasOwn(texts, `error.${error.code}`)) return t(`error.${error.code}`);
    if (error instanceof TypeError) return t('error.connection');
    return t('error.unknown');
  }
  function setError(text) {
    document.getElementById('error').textContent = text || '';
  }
  function betValue() {
    return Number(document.getElementById('bet').value);
  }
  function clientSeed() {
    return document.getElementById('client-seed').value.trim();
  }

  function remember(label, payout, isWin) {
    state.history.unshift({ label: label, payout: payout, isWin: isWin });
    state.history = state.history.slice(0, 10);
    var list = document.getElementById('history');
    list.innerHTML = '';
    state.history.forEach((item) => {
      list.appendChild(
        h('li', {}, [
          h('span', { text: item.label }),
          h('span', {
            class: item.isWin ? 'win' : 'lose',
            text: (item.isWin ? '+' : '') + money(item.payout),
          }),
        ]),
      );
    });
  }

  function refreshFairness(fairness) {
    document.getElementById('seed-hash').textContent = fairness.serverSeedHash;
    document.getElementById('client-seed').value = fairness.clientSeed;
    document.getElementById('nonce').textContent = String(fairness.nonce);
    var previous = document.getElementById('previous-seed');
    previous.textContent = fairness.previousServerSeed
      ? t('revealed', {
          seed: fairness.previousServerSeed,
          clientSeed: fairness.previousClientSeed,
          lastNonce: fairness.previousNonce - 1,
        })
      : '';
  }

  function run(task) {
    if (state.busy) return;
    state.busy = true;
    setError('');
    document.querySelectorAll('.go').forEach((button) => {
      button.disabled = true;
    });
    task()
      .catch((error) => {
        setError(errorText(error));
        if (state.onRefusal) state.onRefusal(error);
      })
      .then(() => {
        state.busy = false;
        document.querySelectorAll('.go').forEach((button) => {
          button.disabled = false;
        });
        if (state.afterRun) state.afterRun();
        return api('seeds', { sessionId: state.session.sessionId })
          .then(refreshFairness)
          .catch(() => {});
      });
  }

  function betControls(game) {
    var input = h('input', {
      id: 'bet',
      type: 'number',
      inputmode: 'decimal',
      min: String(game.minBet),
      max: String(game.maxBet),
      step: 'any',
      value: String(game.defaultBet),
      'aria-label': t('bet'),
    });
    function scale(factor) {
      return () => {
        input.value = String(
          Math.min(game.maxBet, Math.max(game.minBet, Math.round(betValue() * factor * 100) / 100)),
        );
      };
    }
    return h('div', {}, [
      h('label', { for: 'bet', text: t('betRange', { min: money(game.minBet), max: money(game.maxBet) }) }),
      h('div', { class: 'row' }, [
        input,
        h('button', { class: 'chip', type: 'button', text: '½', onclick: scale(0.5) }),
        h('button', { class: 'chip', type: 'button', text: '2×', onclick: scale(2) }),
      ]),
      h('div', { class: 'stats' }, [
        h('span', {}, [
          document.createTextNode(`${t('maxWin')} `),
          h('b', { id: 'max-win', text: amount(game.maxWin) }),
        ]),
      ]),
    ]);
  }

  /** A round's label in the history: a capped win says so. */
  function labelled(text, result) {
    return result.isMaxWin ? t('maxWinLabel', { label: text }) : text;
  }

  function toggle(options, initial, onChange) {
    var box = h('div', { class: 'toggle', role: 'group' });
    options.forEach((option) => {
      var button = h('button', {
        type: 'button',
        'aria-pressed': String(option.value === initial),
        text: option.label,
        onclick: () => {
          box.querySelectorAll('button').forEach((other) => {
            other.setAttribute('aria-pressed', 'false');
          });
          button.setAttribute('aria-pressed', 'true');
          onChange(option.value);
        },
      });
      box.appendChild(button);
    });
    return box;
  }

  function dice(game, stage, controls) {
    var direction = 'under';
    var target = h('input', {
      id: 'target',
      type: 'number',
      inputmode: 'decimal',
      min: '2',
      max: '98',
      step: '0.01',
      value: '50',
    });
    var chance = h('b');
    var payout = h('b');
    function update() {
      var t = Math.round(Number(target.value) * 100);
      var outcomes = direction === 'under' ? t : 10000 - t;
      chance.textContent = new Intl.NumberFormat(numberLocale(), {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(outcomes / 10001);
      payout.textContent = times((game.rtp * 10001) / outcomes, 4);
    }
    target.addEventListener('input', update);
    stage.appendChild(h('div', { class: 'big', id: 'result', text: '--' }));
    controls.append(
      betControls(game),
      h('label', { for: 'target', text: t('target', { min: decimal(2, 0), max: decimal(98, 0) }) }),
      target,
      h('div', { style: 'margin-top:8px' }, [
        toggle(
          [
            { value: 'under', label: t('rollUnder') },
            { value: 'over', label: t('rollOver') },
          ],
          'under',
          (value) => {
            direction = value;
            update();
          },
        ),
      ]),
      h('div', { class: 'stats' }, [
        h('span', {}, [document.createTextNode(`${t('winChance')} `), chance]),
        h('span', {}, [document.createTextNode(`${t('payout')} `), payout]),
      ]),
      h('button', {
        class: 'go',
        type: 'button',
        text: t('roll'),
        onclick: () => {
          run(() =>
            api('play', {
              sessionId: state.session.sessionId,
              bet: betValue(),
              clientSeed: clientSeed(),
              dice: { targetHundredths: Math.round(Number(target.value) * 100), direction: direction },
            }).then((result) => {
              var el = document.getElementById('result');
              el.textContent = decimal(result.outcome.rollHundredths / 100, 2);
              el.className = `big ${result.payout > 0 ? 'win' : 'lose'}`;
              setBalance(result.balance);
              remember(
                labelled(t('rollResult', { value: el.textContent }), result),
                result.payout,
                result.payout > 0,
              );
            }),
          );
        },
      }),
    );
    update();
  }

  function limbo(game, stage, controls) {
    var target = h('input', {
      id: 'target',
      type: 'number',
      inputmode: 'decimal',
      min: '1.01',
      max: '10000',
      step: '0.01',
      value: '2',
    });
    stage.appendChild(h('div', { class: 'big', id: 'result', text: times(1, 2) }));
    controls.append(
      betControls(game),
      h('label', { for: 'target', text: t('targetMultiplier') }),
      target,
      h('button', {
        class: 'go',
        type: 'button',
        text: t('play'),
        onclick: () => {
          run(() =>
            api('play', {
              sessionId: state.session.sessionId,
              bet: betValue(),
              clientSeed: clientSeed(),
              limbo: { targetHundredths: Math.round(Number(target.value) * 100) },
            }).then((result) => {
              var el = document.getElementById('result');
              el.textContent = times(result.outcome.resultHundredths / 100, 2);
              el.className = `big ${result.payout > 0 ? 'win' : 'lose'}`;
              setBalance(result.balance);
              remember(labelled(el.textContent, result), result.payout, result.payout > 0);
            }),
          );
        },
      }),
    );
  }

  function plinko(game, stage, controls) {
    var risk = 'medium';
    var slots = h('div', { class: 'slots', id: 'slots' });
    for (let index = 0; index <= 12; index += 1)
      slots.appendChild(h('div', { class: 'slot', text: String(index) }));
    stage.append(
      h('div', { class: 'big', id: 'result', text: '—' }),
      slots,
      h('div', { class: 'path', id: 'path' }),
    );
    controls.append(
      betControls(game),
      h('label', { text: t('risk') }),
      toggle(
        [
          { value: 'low', label: t('riskLow') },
          { value: 'medium', label: t('riskMedium') },
          { value: 'high', label: t('riskHigh') },
        ],
        risk,
        (value) => {
          risk = value;
        },
      ),
      h('button', {
        class: 'go',
        type: 'button',
        text: t('drop'),
        onclick: () => {
          run(() =>
            api('play', {
              sessionId: state.session.sessionId,
              bet: betValue(),
              clientSeed: clientSeed(),
              plinko: { risk: risk },
            }).then((result) => {
              document.querySelectorAll('.slot').forEach((slot, index) => {
                slot.className = `slot${index === result.outcome.slot ? ' hit' : ''}`;
              });
              var el = document.getElementById('result');
              el.textContent = times(result.multiplier, 2);
              el.className = `big ${result.multiplier >= 1 ? 'win' : 'lose'}`;
              document.getElementById('path').textContent = result.outcome.path
                .map((step) => (step ? t('pathRight') : t('pathLeft')))
                .join(' ');
              setBalance(result.balance);
              remember(
                labelled(t('slot', { slot: result.outcome.slot }), result),
                result.payout,
                result.multiplier >= 1,
              );
            }),
          );
        },
      }),
    );
  }

  function mines(game, stage, controls, resumed) {
    var grid = h('div', { class: 'grid', id: 'grid' });
    var info = h('div', { id: 'mines-info', text: t('minesChoose') });
    var count = h('select', { id: 'mines-count', 'aria-label': t('mines') });
    for (let m = 1; m <= 24; m += 1)
      count.appendChild(h('option', { value: String(m), text: plural('mineCount', m) }));
    count.value = '3';
    var start = h('button', { class: 'go', type: 'button', text: t('start') });
    var cashout = h('button', { class: 'go', type: 'button', text: t('cashOut') });
    // After every request: Start only between rounds, Cash out once a gem is open.
    function sync() {
      start.disabled = state.busy || Boolean(state.round);
      cashout.disabled = state.busy || !state.round || state.round.revealed.length === 0;
      count.disabled = Boolean(state.round);
    }
    function progress(multiplier, nextMultiplier) {
      info.className = '';
      info.textContent = t('progress', { multiplier: times(multiplier, 4), next: times(nextMultiplier, 4) });
    }
    function draw(revealed, minesAt, isOver) {
      grid.innerHTML = '';
      for (let tile = 0; tile < 25; tile += 1) {
        ((tile) => {
          var isMine = minesAt && minesAt.indexOf(tile) >= 0;
          var isOpen = revealed.indexOf(tile) >= 0;
          var cls = `tile${isOpen && !isMine ? ' gem' : ''}${isMine ? (isOpen ? ' mine' : ' hidden-mine') : ''}`;
          var button = h('button', {
            class: cls,
            type: 'button',
            'aria-label': t('tile', { tile: tile + 1 }),
            text: isMine ? '💣' : isOpen ? '💎' : '',
          });
          if (isOver || isOpen || !state.round) button.disabled = true;
          button.addEventListener('click', () => {
            run(() =>
              api('mines/reveal', {
                sessionId: state.session.sessionId,
                roundId: state.round.roundId,
                tile: tile,
              }).then((result) => {
                state.round.revealed.push(tile);
                if (result.isOver) finish(result);
                else {
                  progress(result.multiplier, result.nextMultiplier);
                  draw(state.round.revealed, null, false);
                }
              }),
            );
          });
          grid.appendChild(button);
        })(tile);
      }
    }
    function finish(result) {
      draw(state.round.revealed, result.minePositions, true);
      if (result.hit) info.textContent = t('hitMine');
      else if (result.isMaxWin) info.textContent = t('maxWinCashedOut', { amount: amount(result.payout) });
      else
        info.textContent = t('cashedOut', {
          amount: amount(result.payout),
          multiplier: times(result.multiplier, 4),
        });
      info.className = result.hit ? 'lose' : 'win';
      setBalance(result.balance);
      remember(
        result.hit ? t('mine') : labelled(times(result.multiplier, 2), result),
        result.payout,
        !result.hit,
      );
      state.round = null;
    }
    // A refusal that means the round is over (cashed out after a long pause, a refused win): start afresh.
    state.onRefusal = (error) => {
      if (['ROUND_CLOSED', 'ROUND_NOT_FOUND', 'WIN_REFUSED', 'ROUND_CANCELLED'].indexOf(error.code) < 0)
        return;
      if (!state.round) return;
      draw(state.round.revealed, null, true);
      state.round = null;
      info.className = '';
      info.textContent = t('minesChoose');
    };
    state.afterRun = sync;
    cashout.addEventListener('click', () => {
      run(() =>
        api('mines/cashout', { sessionId: state.session.sessionId, roundId: state.round.roundId }).then(
          finish,
        ),
      );
    });
    start.addEventListener('click', () => {
      if (state.round) return;
      run(() =>
        api('mines/start', {
          sessionId: state.session.sessionId,
          bet: betValue(),
          mines: Number(count.value),
          clientSeed: clientSeed(),
        }).then((result) => {
          state.round = { roundId: result.roundId, revealed: [] };
          info.className = '';
          info.textContent = t('pickTile', { multiplier: times(result.nextMultiplier, 4) });
          setBalance(result.balance);
          draw([], null, false);
        }),
      );
    });
    stage.append(info, grid);
    controls.append(
      betControls(game),
      h('label', { for: 'mines-count', text: t('mines') }),
      count,
      start,
      cashout,
    );
    if (resumed) {
      // The round left open (a reload, a lost connection): the board as it was, play goes on.
      state.round = { roundId: resumed.roundId, revealed: resumed.revealed.slice() };
      count.value = String(resumed.mines);
      document.getElementById('bet').value = String(resumed.bet);
      draw(state.round.revealed, null, false);
      if (resumed.revealed.length > 0) progress(resumed.multiplier, resumed.nextMultiplier);
      else info.textContent = t('resumed', { multiplier: times(resumed.nextMultiplier, 4) });
    } else draw([], null, true);
    sync();
  }

  function render(session) {
    var game = session.game;
    root.innerHTML = '';
    var stage = h('section', { class: 'stage' });
    var controls = h('section', { class: 'panel' });
    root.append(
      h('div', { class: 'top' }, [
        h('button', {
          class: 'back',
          type: 'button',
          text: t('back'),
          onclick: () => {
            tell({ type: 'fairplay:close' });
          },
        }),
        h('h1', { text: game.name }),
        h('span', { class: 'balance', id: 'balance', text: amount(session.balance) }),
      ]),
      stage,
      controls,
      h('div', { class: 'error', id: 'error', role: 'alert' }),
      h('section', { class: 'panel' }, [
        h('label', { text: t('lastRounds') }),
        h('ul', { class: 'history', id: 'history' }),
      ]),
      h('details', { class: 'panel' }, [
        h('summary', {
          text: t('fairTitle', {
            rtp: new Intl.NumberFormat(numberLocale(), {
              style: 'percent',
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            }).format(game.rtp),
          }),
        }),
        h('label', { text: t('serverSeed') }),
        h('div', { class: 'mono', id: 'seed-hash' }),
        h('label', { for: 'client-seed', text: t('clientSeed') }),
        h('input', { id: 'client-seed', maxlength: '64' }),
        h('div', { class: 'stats' }, [
          h('span', {}, [document.createTextNode(`${t('nextNonce')} `), h('b', { id: 'nonce' })]),
        ]),
        h('button', {
          class: 'chip',
          type: 'button',
          style: 'width:100%;margin-top:8px',
          text: t('rotate'),
          onclick: () => {
            run(() =>
              api('seeds/rotate', { sessionId: state.session.sessionId, clientSeed: clientSeed() }).then(
                refreshFairness,
              ),
            );
          },
        }),
        h('div', { class: 'mono', id: 'previous-seed' }),
      ]),
    );
    ({ dice: dice, limbo: limbo, plinko: plinko, mines: mines })[game.engine](
      game,
      stage,
      controls,
      session.round,
    );
    refreshFairness(session.fairness);
  }

  root.innerHTML = '';
  root.appendChild(h('p', { class: 'loading', text: t('loading') }));
  api('session', { token: token, game: gameCode })
    .then((session) => {
      state.session = session;
      // The session's currency is the wallet's: a currency in the URL only styles the page until it answers.
      style = moneyStyleOf(session.currency) || style;
      render(session);
      tell({ type: 'fairplay:ready' });
    })
    .catch((error) => {
      root.innerHTML = '';
      root.appendChild(h('p', { class: 'loading', text: errorText(error) }));
    });
})();
