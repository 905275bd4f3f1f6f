import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@fairplay/contract/constants';
import {
  formatAmountIn,
  formatMoneyIn,
  formatMoneyShort,
  type MoneyStyle,
  moneyStyle,
} from '@fairplay/contract/money-format';
import { REGIONS } from '@fairplay/contract/regions';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fund } from '../../test/players.ts';
import { serverRootDirectory } from '../platform/paths.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function asset(url: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The game page in a DOM, its scripts as served, its API calls answered by the real provider. */
async function openGamePage(url: string) {
  const window = new Window({ url: `http://localhost${url}` });
  window.document.body.innerHTML = '<main id="game"></main>';
  window.document.body.dataset.game = 'dice';
  const fetchThroughServer = async (input: string, init: { body: string }) => {
    const response = await t.app.inject({
      method: 'POST',
      url: input,
      headers: { 'content-type': 'application/json' },
      payload: init.body,
    });
    return new window.Response(response.body, { status: response.statusCode });
  };
  Object.assign(window, { fetch: fetchThroughServer });
  for (const script of ['money-format.js', 'game-texts.js', 'game.js'])
    window.eval(await asset(`/provider/static/${script}`));
  return window;
}

const text = (window: Window, selector: string) => window.document.querySelector(selector)?.textContent ?? '';
const untilShown = async (window: Window, selector: string) => {
  await expect.poll(() => window.document.querySelector(selector) !== null, { timeout: 10_000 }).toBe(true);
};

describe('the game page texts', () => {
  it("every language of the app, each text with English's placeholders; plural forms the language needs", async () => {
    const texts = JSON.parse(
      readFileSync(join(serverRootDirectory(), 'provider-client', 'game-texts.json'), 'utf8'),
    ) as Record<string, Record<string, string>>;
    expect(Object.keys(texts).sort()).toEqual(LANGUAGES.map((language) => language.requestKey).sort());
    const placeholders = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const english = texts.en!;
    for (const [language, translation] of Object.entries(texts)) {
      const plurals = new Intl.PluralRules(language);
      for (const [key, value] of Object.entries(english)) {
        const base = key.replace(/_(one|other)$/, '');
        if (base !== key) {
          // Plural forms: `_other` always, and the form the language picks for each count the page shows.
          const forms = new Set(Array.from({ length: 24 }, (_, index) => plurals.select(index + 1)));
          for (const form of [...forms, 'other'])
            expect(translation, `${language} ${base}_${form}`).toHaveProperty([`${base}_${form}`]);
          continue;
        }
        expect(translation, `${language} ${key}`).toHaveProperty([key]);
        expect(placeholders(translation[key]!), `${language} ${key}`).toEqual(placeholders(value));
        if (
          language !== 'en' &&
          !/^(slot|tile|target|betRange|rollResult|fairTitle|pathLeft|pathRight|mines|mine)$/.test(key)
        )
          expect(translation[key], `${language} ${key} is translated`).not.toBe(value);
      }
    }
  });
});

describe('the game page speaks the player language and shows money as the app does', () => {
  it('serves the contract formatter itself: the same answers for every region and language', async () => {
    const window = new Window();
    window.eval(await asset('/provider/static/money-format.js'));
    const served = (window as unknown as { FairplayMoney: Record<string, (...args: unknown[]) => unknown> })
      .FairplayMoney;
    for (const region of Object.values(REGIONS)) {
      for (const language of ['id', 'en', 'hi', 'es', 'fr', 'zh-CN', 'zh-TW']) {
        const style = moneyStyle(region, language);
        expect(served.moneyStyle!(region, language)).toEqual(style);
        for (const amount of [0, 1_565_478, 1_234.5, 5_500_000, -50]) {
          expect(served.formatMoneyIn!(style, amount)).toBe(formatMoneyIn(style, amount));
          expect(served.formatAmountIn!(style, amount)).toBe(formatAmountIn(style, amount));
          expect(served.formatMoneyShort!(style, amount)).toBe(formatMoneyShort(style, amount));
        }
      }
    }
    await window.happyDOM.close();
  });

  it('an Indonesian launch: Indonesian words, Rupiah the Indonesian way, refusals in Indonesian', async () => {
    const player = await t.guest();
    await fund(t, player, 1_565_478);
    const { url } = await t.ok<{ url: string }>('/game/launch', { gameId: 100_001, locale: 'id' }, player);
    const query = new URL(url, 'http://localhost').searchParams;
    expect([query.get('lang'), query.get('currency')]).toEqual(['id', 'IDR']);

    const html = await asset(url);
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('Memuat…');
    expect(html).toMatch(/money-format\.js.*game-texts\.js.*game\.js/s);

    const window = await openGamePage(url);
    await untilShown(window, '#balance');
    const style: MoneyStyle = moneyStyle(REGIONS.ID, 'id');
    expect(text(window, '#balance')).toBe(formatMoneyIn(style, 1_565_478));
    expect(text(window, '#balance').replace(/\s/g, ' ')).toBe('Rp 1.565.478');
    expect(text(window, '.back')).toBe('‹ Lobi');
    expect(text(window, 'label[for="bet"]')).toBe(
      `Taruhan (${formatAmountIn(style, 200)} – ${formatAmountIn(style, 2_000_000)})`,
    );
    expect(text(window, '#max-win')).toBe(formatMoneyIn(style, 200_000_000));
    const buttons = [...window.document.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).toEqual(expect.arrayContaining(['Lempar', 'Di bawah', 'Di atas']));
    expect(window.document.querySelector('summary')?.textContent).toBe('Terbukti adil · RTP 97,0%');

    // A refused bet reads in Indonesian, its limits formatted like the app's.
    const bet = window.document.querySelector('#bet') as unknown as { value: string };
    bet.value = '1';
    (window.document.querySelector('.go') as unknown as { click(): void }).click();
    await expect
      .poll(() => text(window, '#error'), { timeout: 10_000 })
      .toBe(`Taruhan harus antara ${formatAmountIn(style, 200)} dan ${formatAmountIn(style, 2_000_000)}`);

    // A round played: the new balance as the app writes it.
    bet.value = '1000';
    (window.document.querySelector('.go') as unknown as { click(): void }).click();
    await untilShown(window, '#history li');
    const info = await t.ok<{ balance: number }>('/user/getUserInfo', {}, player);
    await expect.poll(() => text(window, '#balance')).toBe(formatMoneyIn(style, info.balance));
    expect(text(window, '#history li span')).toMatch(/^Lemparan \d{1,2},\d{2}/);
    await window.happyDOM.close();
  });

  it('an unknown language reads English; the currency still comes from the launch', async () => {
    const player = await t.guest();
    await fund(t, player, 1_000);
    const { url } = await t.ok<{ url: string }>('/game/launch', { gameId: 100_001, locale: 'en' }, player);
    const html = await asset(url.replace('lang=en', 'lang=xx'));
    expect(html).toContain('<html lang="en">');
    const window = await openGamePage(url.replace('lang=en', 'lang=xx'));
    await untilShown(window, '#balance');
    expect(text(window, '.back')).toBe('‹ Lobby');
    expect(text(window, '#balance')).toBe(formatMoneyIn(moneyStyle(REGIONS.ID, 'en'), 1_000));
    await window.happyDOM.close();
  });
});
