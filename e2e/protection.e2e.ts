import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type E2eServer,
  launchBrowser,
  loginAsGuest,
  openPhone,
  plainTextOf,
  screenshot,
  startServer,
} from './harness.ts';

/** Player protection in the app (issue 14), in Indonesian at 390x844: a limit set, a break taken. */

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('player protection', () => {
  it('sets a daily deposit limit that the server then holds; a break signs the player out and the app refuses signing in', async () => {
    const page = await openPhone(browser);
    await loginAsGuest(page, server.baseUrl);
    await page.getByRole('link', { name: 'Perlindungan pemain' }).click();
    await page.waitForURL('**/pages/account/Protection');
    await page.getByText('Belum ada batas.').waitFor();

    const form = page.getByTestId('limit-form');
    await page.getByTestId('limit-amount').fill('150000');
    await form.getByTestId('limit-save').click();
    const limit = page.getByTestId('limit-deposit-day');
    await limit.waitFor();
    expect(await plainTextOf(limit)).toContain('Terpakai Rp 0 dari Rp 150.000');
    await screenshot(page, 'protection-limit-set');

    // The server holds it: an order above what is left is refused in the player's language.
    const refused = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('fairplay-session') ?? '{}') as {
        state?: { sign?: string; uid?: string };
      };
      const response = await fetch('/api/recharge/createRechargeOrder', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: 200_000,
          depositMethod: 19,
          locale: 'ind',
          sign: session.state?.sign,
          uid: session.state?.uid,
        }),
      });
      return (await response.json()) as { code?: string; msg: string };
    });
    expect(refused.code).toBe('rg.depositLimitDay');
    expect(refused.msg).toContain('batas deposit harian');

    const takeBreak = page.getByTestId('take-break');
    await takeBreak.getByRole('button', { name: 'Ambil jeda' }).click();
    await page.getByText('Ambil jeda 24 jam? Jeda tidak dapat diakhiri lebih awal.').waitFor();
    await screenshot(page, 'protection-break-confirm');
    await page.getByRole('button', { name: 'Konfirmasi' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/Protection'));

    // The same phone signs in as the same guest: refused until the break ends.
    await page.goto(`${server.baseUrl}/pages/Login/Login`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Main sebagai tamu' }).click();
    await page.getByText(/^Anda sedang rehat sampai /).waitFor();
    await screenshot(page, 'protection-sign-in-refused');
    expect(new URL(page.url()).pathname).toBe('/pages/Login/Login');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
