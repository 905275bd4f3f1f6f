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

/** Player protection in the app (issue 14), in Indonesian at 390x844: a limit set, a break taken. */

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  // A code may be sent again at once: the break screen sends one to bind the phone, then one for the password.
  [server, browser] = await Promise.all([startServer({ OTP_RESEND_SECONDS: '0' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('player protection', () => {
  it('sets a daily deposit limit that the server then holds; a break signs the player out and the app refuses signing in', async () => {
    const page = await openPhone(browser);
    const userId = await loginAsGuest(page, server.baseUrl);
    await fundPlayer(server, userId, 50_000);
    // The guest's generated password, kept by the app until changed: to sign in again below.
    const password = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('fairplay-session') ?? '{}') as { state?: { password?: string } })
          .state?.password ?? '',
    );
    expect(password).not.toBe('');
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

    // Signing in again with the right ID and password: refused until the break ends, with the way to
    // the cash (decision 023): a withdraw-only session shows the balance and nothing else.
    await page.goto(`${server.baseUrl}/pages/Login/Login`);
    await page.getByRole('checkbox').check();
    await page
      .getByRole('tab', { name: 'Kata sandi' })
      .or(page.getByText('Kata sandi', { exact: true }))
      .first()
      .click();
    await page.locator('input[name="identifier"]').fill(String(userId));
    await page.locator('input[name="password"]').fill(password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    const breakScreen = page.getByTestId('break-screen');
    await breakScreen.getByText(/^Anda sedang rehat sampai /).waitFor();
    await screenshot(page, 'protection-sign-in-refused');
    expect(new URL(page.url()).pathname).toBe('/pages/Login/Login');
    await breakScreen.getByRole('button', { name: 'Tarik saldo saya' }).click();
    await expect.poll(() => plainTextOf(page.getByTestId('break-balance'))).toBe('Saldo Anda: Rp 50.000');
    await screenshot(page, 'protection-break-withdraw');

    // A guest has no phone, no withdrawal password and no payout account: the break screen sets each
    // up with the withdraw-only session, then withdraws all the cash.
    const step = breakScreen.getByTestId('break-step');
    expect(await plainTextOf(step)).toBe('Langkah 1 dari 4 · Tautkan nomor telepon Anda');
    const phone = `83${String(Date.now()).slice(-9)}`;
    await breakScreen.getByTestId('phone-input').fill(phone);
    await breakScreen.getByRole('button', { name: 'Kirim kode' }).click();
    await expect.poll(() => server.latestOtp(phone).catch(() => ''), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    await breakScreen.getByTestId('code-input').fill(await server.latestOtp(phone));
    await screenshot(page, 'protection-break-bind-phone');
    await breakScreen.getByTestId('phone-binding-submit').click();

    await expect.poll(() => plainTextOf(step)).toBe('Langkah 2 dari 4 · Buat kata sandi penarikan');
    await breakScreen.getByTestId('new-password-input').fill('246810');
    await breakScreen.getByTestId('confirm-password-input').fill('246810');
    const bindCode = await server.latestOtp(phone);
    await breakScreen.getByRole('button', { name: 'Kirim kode' }).click();
    await expect.poll(() => server.latestOtp(phone), { timeout: 10_000 }).not.toBe(bindCode);
    await breakScreen.getByTestId('code-input').fill(await server.latestOtp(phone));
    await screenshot(page, 'protection-break-password');
    await breakScreen.getByTestId('withdraw-password-submit').click();

    await expect.poll(() => plainTextOf(step)).toBe('Langkah 3 dari 4 · Tambah akun penarikan');
    await breakScreen.getByTestId('bank-BCA').click();
    await breakScreen.getByTestId('account-name-input').fill('Siti Rahayu');
    // The market's rules (BCA: 10 digits), in the player's language; what was typed stays.
    await breakScreen.getByTestId('account-number-input').fill('12345678');
    await breakScreen.getByTestId('confirm-number-input').fill('12345678');
    await breakScreen.getByTestId('add-account-submit').click();
    await expect
      .poll(() => plainTextOf(breakScreen.getByTestId('add-account-form')))
      .toContain('Ini bukan nomor rekening BCA');
    expect(await breakScreen.getByTestId('account-name-input').inputValue()).toBe('Siti Rahayu');
    await breakScreen.getByTestId('account-number-input').fill('1234567890');
    await breakScreen.getByTestId('confirm-number-input').fill('1234567890');
    await screenshot(page, 'protection-break-account');
    await breakScreen.getByTestId('add-account-submit').click();

    // All of the cash by default, with the fee and what arrives in rupiah.
    await expect.poll(() => plainTextOf(step)).toBe('Langkah 4 dari 4 · Tarik dana');
    expect(await breakScreen.getByTestId('break-amount').inputValue()).toBe('50000');
    expect(await plainTextOf(breakScreen.getByTestId('break-account'))).toContain('BCA');
    expect(await plainTextOf(breakScreen.getByTestId('break-arrival'))).toMatch(
      /^Biaya Rp [\d.]+ · Anda terima Rp [\d.]+$/,
    );
    await breakScreen.getByTestId('break-withdraw-password').fill('246810');
    await screenshot(page, 'protection-break-apply');
    await breakScreen.getByTestId('break-withdraw-submit').click();
    await breakScreen.getByTestId('order-arrival').waitFor({ timeout: 15_000 });
    expect(await plainTextOf(breakScreen.getByTestId('order-amount'))).toContain('Rp 50.000');
    await expect.poll(() => plainTextOf(page.getByTestId('break-balance'))).toBe('Saldo Anda: Rp 0');
    await screenshot(page, 'protection-break-withdrawn');
    // The app itself stays signed out: the withdraw-only session is never the app's session.
    const stored = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('fairplay-session') ?? '{}') as { state?: { sign?: string } }).state
          ?.sign ?? '',
    );
    expect(stored).toBe('');
    await breakScreen.getByRole('button', { name: 'Tutup' }).click();
    await breakScreen.waitFor({ state: 'detached' });
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
