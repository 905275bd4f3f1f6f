// Fairplay Originals: the game page the app shows in its iframe. Plain JavaScript, no framework:
// it talks to /provider/api (which moves money only through the operator's seamless wallet).
(() => {
  var root = document.getElementById('game');
  var params = new URLSearchParams(location.search);
  var token = params.get('token') || '';
  var gameCode = document.body.dataset.game || '';
  var state = { session: null, busy: false, history: [], round: null, afterRun: null, onRefusal: null };

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
        if (!response.ok)
          throw Object.assign(new Error(json.message || 'Something went wrong'), { code: json.error });
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
  function money(value) {
    return Number(value).toLocaleString('en-US', { maximumFractionDigits: 2 });
  }
  function amount(value) {
    return `${state.session.currency} ${money(value)}`;
  }
  function setBalance(value) {
    if (value === null || value === undefined) return;
    state.session.balance = Number(value);
    document.getElementById('balance').textContent = `${state.session.currency} ${money(value)}`;
    tell({ type: 'fairplay:balance', balance: Number(value) });
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
      ? 'Revealed: ' +
        fairness.previousServerSeed +
        ' (client seed ' +
        fairness.previousClientSeed +
        ', nonces 0-' +
        (fairness.previousNonce - 1) +
        ')'
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
        setError(error.message);
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
      'aria-label': 'Bet',
    });
    function scale(factor) {
      return () => {
        input.value = String(
          Math.min(game.maxBet, Math.max(game.minBet, Math.round(betValue() * factor * 100) / 100)),
        );
      };
    }
    return h('div', {}, [
      h('label', { for: 'bet', text: `Bet (${money(game.minBet)} - ${money(game.maxBet)})` }),
      h('div', { class: 'row' }, [
        input,
        h('button', { class: 'chip', type: 'button', text: '½', onclick: scale(0.5) }),
        h('button', { class: 'chip', type: 'button', text: '2×', onclick: scale(2) }),
      ]),
      h('div', { class: 'stats' }, [
        h('span', {}, [
          document.createTextNode('Max win '),
          h('b', { id: 'max-win', text: amount(game.maxWin) }),
        ]),
      ]),
    ]);
  }

  /** A round's label in the history: a capped win says so. */
  function labelled(text, result) {
    return result.isMaxWin ? `${text} · max win` : text;
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
      chance.textContent = `${(outcomes / 100.01).toFixed(2)}%`;
      payout.textContent = `${((game.rtp * 10001) / outcomes).toFixed(4)}×`;
    }
    target.addEventListener('input', update);
    stage.appendChild(h('div', { class: 'big', id: 'result', text: '--.--' }));
    controls.append(
      betControls(game),
      h('label', { for: 'target', text: 'Target (2 - 98)' }),
      target,
      h('div', { style: 'margin-top:8px' }, [
        toggle(
          [
            { value: 'under', label: 'Roll under' },
            { value: 'over', label: 'Roll over' },
          ],
          'under',
          (value) => {
            direction = value;
            update();
          },
        ),
      ]),
      h('div', { class: 'stats' }, [
        h('span', {}, [document.createTextNode('Win chance '), chance]),
        h('span', {}, [document.createTextNode('Payout '), payout]),
      ]),
      h('button', {
        class: 'go',
        type: 'button',
        text: 'Roll',
        onclick: () => {
          run(() =>
            api('play', {
              sessionId: state.session.sessionId,
              bet: betValue(),
              clientSeed: clientSeed(),
              dice: { targetHundredths: Math.round(Number(target.value) * 100), direction: direction },
            }).then((result) => {
              var el = document.getElementById('result');
              el.textContent = (result.outcome.rollHundredths / 100).toFixed(2);
              el.className = `big ${result.payout > 0 ? 'win' : 'lose'}`;
              setBalance(result.balance);
              remember(labelled(`Roll ${el.textContent}`, result), result.payout, result.payout > 0);
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
    stage.appendChild(h('div', { class: 'big', id: 'result', text: '1.00×' }));
    controls.append(
      betControls(game),
      h('label', { for: 'target', text: 'Target multiplier' }),
      target,
      h('button', {
        class: 'go',
        type: 'button',
        text: 'Play',
        onclick: () => {
          run(() =>
            api('play', {
              sessionId: state.session.sessionId,
              bet: betValue(),
              clientSeed: clientSeed(),
              limbo: { targetHundredths: Math.round(Number(target.value) * 100) },
            }).then((result) => {
              var el = document.getElementById('result');
              el.textContent = `${(result.outcome.resultHundredths / 100).toFixed(2)}×`;
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
      h('label', { text: 'Risk' }),
      toggle(
        [
          { value: 'low', label: 'Low' },
          { value: 'medium', label: 'Medium' },
          { value: 'high', label: 'High' },
        ],
        risk,
        (value) => {
          risk = value;
        },
      ),
      h('button', {
        class: 'go',
        type: 'button',
        text: 'Drop',
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
              el.textContent = `${result.multiplier.toFixed(2)}×`;
              el.className = `big ${result.multiplier >= 1 ? 'win' : 'lose'}`;
              document.getElementById('path').textContent = result.outcome.path
                .map((step) => (step ? 'R' : 'L'))
                .join(' ');
              setBalance(result.balance);
              remember(
                labelled(`Slot ${result.outcome.slot}`, result),
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
    var info = h('div', { id: 'mines-info', text: 'Choose your mines and start' });
    var count = h('select', { id: 'mines-count', 'aria-label': 'Mines' });
    for (let m = 1; m <= 24; m += 1)
      count.appendChild(h('option', { value: String(m), text: m + (m === 1 ? ' mine' : ' mines') }));
    count.value = '3';
    var start = h('button', { class: 'go', type: 'button', text: 'Start' });
    var cashout = h('button', { class: 'go', type: 'button', text: 'Cash out' });
    // After every request: Start only between rounds, Cash out once a gem is open.
    function sync() {
      start.disabled = state.busy || Boolean(state.round);
      cashout.disabled = state.busy || !state.round || state.round.revealed.length === 0;
      count.disabled = Boolean(state.round);
    }
    function progress(multiplier, nextMultiplier) {
      info.className = '';
      info.textContent = `Current ${multiplier.toFixed(4)}× · next ${nextMultiplier.toFixed(4)}×`;
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
            'aria-label': `Tile ${tile + 1}`,
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
      if (result.hit) info.textContent = 'Boom! You hit a mine.';
      else if (result.isMaxWin)
        info.textContent = `Max win! Cashed out ${amount(result.payout)} automatically`;
      else info.textContent = `Cashed out ${money(result.payout)} at ${result.multiplier.toFixed(4)}×`;
      info.className = result.hit ? 'lose' : 'win';
      setBalance(result.balance);
      remember(
        result.hit ? 'Mine' : labelled(`${result.multiplier.toFixed(2)}×`, result),
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
      info.textContent = 'Choose your mines and start';
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
          info.textContent = `Pick a tile · first gem pays ${result.nextMultiplier.toFixed(4)}×`;
          setBalance(result.balance);
          draw([], null, false);
        }),
      );
    });
    stage.append(info, grid);
    controls.append(
      betControls(game),
      h('label', { for: 'mines-count', text: 'Mines' }),
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
      else info.textContent = `Round resumed · first gem pays ${resumed.nextMultiplier.toFixed(4)}×`;
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
          text: '‹ Lobby',
          onclick: () => {
            tell({ type: 'fairplay:close' });
          },
        }),
        h('h1', { text: game.name }),
        h('span', { class: 'balance', id: 'balance', text: `${session.currency} ${money(session.balance)}` }),
      ]),
      stage,
      controls,
      h('div', { class: 'error', id: 'error', role: 'alert' }),
      h('section', { class: 'panel' }, [
        h('label', { text: 'Last rounds' }),
        h('ul', { class: 'history', id: 'history' }),
      ]),
      h('details', { class: 'panel' }, [
        h('summary', { text: `Provably fair · RTP ${(game.rtp * 100).toFixed(1)}%` }),
        h('label', { text: 'Server seed (SHA-256, shown before play)' }),
        h('div', { class: 'mono', id: 'seed-hash' }),
        h('label', { for: 'client-seed', text: 'Client seed (yours to change)' }),
        h('input', { id: 'client-seed', maxlength: '64' }),
        h('div', { class: 'stats' }, [
          h('span', {}, [document.createTextNode('Next nonce '), h('b', { id: 'nonce' })]),
        ]),
        h('button', {
          class: 'chip',
          type: 'button',
          style: 'width:100%;margin-top:8px',
          text: 'Change seeds (reveals the current server seed)',
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

  api('session', { token: token, game: gameCode })
    .then((session) => {
      state.session = session;
      render(session);
      tell({ type: 'fairplay:ready' });
    })
    .catch((error) => {
      root.innerHTML = '';
      root.appendChild(h('p', { class: 'loading', text: error.message }));
    });
})();
