import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type E2eServer,
  fundPlayer,
  launchBrowser,
  loginAsGuest,
  openPhone,
  plainTextOf,
  screenshot,
  startServer,
} from './harness.ts';

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('content in the player language: an Indonesian player (region ID, 390x844)', () => {
  it('reads Indonesian banners, marquee, FAQ (searched in Indonesian), service page and game screen', async () => {
    const page = await openPhone(browser);
    const userId = await loginAsGuest(page, server.baseUrl);
    await fundPlayer(server, userId, 1_565_478);

    // Home: the banners' titles and pictures, the marquee and the lobby labels are Indonesian.
    await page.goto(`${server.baseUrl}/pages/home/Home`);
    const firstBanner = page.getByTestId('banner-swiper').locator('img').first();
    await expect.poll(() => firstBanner.getAttribute('alt'), { timeout: 15_000 }).toBe('Bonus deposit');
    expect(await firstBanner.getAttribute('src')).toBe('/static/banners/id/deposit.svg');
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[data-testid="banner-swiper"] img');
      return image?.complete && image.naturalWidth > 0;
    });
    const marquee = page.getByRole('marquee', { name: 'Berita' });
    await expect.poll(() => plainTextOf(marquee), { timeout: 15_000 }).toContain('Selamat datang!');
    const news = await plainTextOf(marquee);
    // A paid withdrawal, worded in Indonesian when read, its money the Indonesian way.
    expect(news).toMatch(
      /Selamat kepada pengguna [A-Z][a-z]+[A-Z][a-z]*\*\*\* yang berhasil menarik Rp \d{1,3}(\.\d{3})+/,
    );
    expect(news).not.toMatch(/Congratulations|Welcome/);
    await expect.poll(() => page.getByRole('tab', { name: 'Populer' }).count(), { timeout: 15_000 }).toBe(1);
    // The marquee scrolls in from the right: a moment later its first words are on screen.
    await page.waitForTimeout(5_000);
    await screenshot(page, 'content-language-home');

    // FAQ: Indonesian questions, and an Indonesian word finds its entry.
    await page.goto(`${server.baseUrl}/pages/account/Faq`);
    await expect
      .poll(() => page.getByTestId('faq-question').allTextContents(), { timeout: 15_000 })
      .toContain('Berapa lama proses deposit?');
    await page.getByTestId('faq-search').fill('penarikan');
    await expect
      .poll(() => page.getByTestId('faq-question').allTextContents(), { timeout: 15_000 })
      .not.toContain('Berapa lama proses deposit?');
    expect(await page.getByTestId('faq-question').allTextContents()).toContain('Kapan penarikan saya masuk?');
    await screenshot(page, 'content-language-faq-search');
    await page.getByTestId('faq-question').filter({ hasText: 'Kapan penarikan saya masuk?' }).click();
    await expect
      .poll(() => plainTextOf(page.getByTestId('faq-info-answer')))
      .toContain('Penarikan ditinjau setiap hari pukul 09.00-21.00');

    // The customer-service page: the operator's sentences and the withdrawal hours in Indonesian.
    await page.goto(`${server.baseUrl}/pages/account/Service`);
    const service = page.locator('main');
    await expect
      .poll(() => plainTextOf(service), { timeout: 15_000 })
      .toContain('Silakan hubungi layanan pelanggan jika Anda membutuhkan bantuan.');
    const serviceText = await plainTextOf(service);
    expect(serviceText).toContain('Kami biasanya menjawab dalam 5 menit.');
    expect(serviceText).toMatch(/Penarikan diproses setiap hari 09\.00.21\.00 WIB/);
    await screenshot(page, 'content-language-service');

    // A game: its screen in Indonesian, Rupiah as the app writes it.
    await page.goto(`${server.baseUrl}/pages/home/Home`);
    const dice = page
      .getByTestId('game-tile')
      .filter({ has: page.getByText('Dice', { exact: true }) })
      .first();
    await dice.click();
    await page.waitForURL('**/pages/webview/GameWeb**');
    const game = page.frameLocator('[data-testid="game-frame"]');
    await game.locator('#balance').waitFor({ timeout: 15_000 });
    expect(await plainTextOf(game.locator('#balance'))).toBe('Rp 1.565.478');
    expect(await plainTextOf(game.locator('label[for="bet"]'))).toBe('Taruhan (200 – 2.000.000)');
    expect(await plainTextOf(game.locator('#max-win'))).toBe('Rp 200.000.000');
    await game.locator('#bet').fill('1000');
    await game.getByRole('button', { name: 'Lempar', exact: true }).click();
    await expect.poll(() => game.locator('#history li').count(), { timeout: 10_000 }).toBe(1);
    expect(await plainTextOf(game.locator('#history li span').first())).toMatch(/^Lemparan \d{1,2},\d{2}/);
    expect(await plainTextOf(game.locator('#balance'))).toMatch(/^Rp \d\.\d{3}\.\d{3}(,\d{2})?$/);
    expect(await game.locator('html').getAttribute('lang')).toBe('id');
    await screenshot(page, 'content-language-game');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
