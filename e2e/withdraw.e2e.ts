import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOnAccount,
  type E2eServer,
  fundPlayer,
  grantBonus,
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
  [server, browser] = await Promise.all([
    startServer({ SANDBOX_DUPLICATE_PERCENT: '30', OTP_RESEND_SECONDS: '0' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const sendCode = (page: Page) => page.getByRole('button', { name: /^(Send code|Kirim kode)$/ }).click();

describe('withdrawal in Chromium (390x844)', () => {
  it('bind phone → withdrawal password → bank account → withdraw → operator approves → paid in history', async () => {
    const page = await openPhone(browser);
    const userId = await loginAsGuest(page, server.baseUrl);
    await fundPlayer(server, userId, 500_000);
    await page.goto(`${server.baseUrl}/pages/wallet/Withdraw`);

    // First missing piece: the phone.
    const phoneStep = page.getByTestId('setup-phone');
    await phoneStep.waitFor();
    await screenshot(page, 'withdraw-setup-phone');
    await phoneStep.getByRole('button').last().click();
    await page.waitForURL('**/pages/**Phone**');
    const phone = `85${String(Date.now()).slice(-9)}`;
    await page.getByTestId('phone-input').fill(phone);
    await sendCode(page);
    await expect.poll(() => server.latestOtp(phone).catch(() => ''), { timeout: 10_000 }).toMatch(/^\d{6}$/);
    await page.getByTestId('code-input').fill(await server.latestOtp(phone));
    await page.getByTestId('phone-binding-submit').click();
    await page.waitForURL('**/pages/wallet/Withdraw');

    // Then the withdrawal password, confirmed by a code sent to the bound phone.
    const passwordStep = page.getByTestId('setup-password');
    await passwordStep.waitFor();
    await passwordStep.getByRole('button').last().click();
    await page.getByTestId('new-password-input').fill('246810');
    await page.getByTestId('confirm-password-input').fill('246810');
    const before = await server.latestOtp(phone);
    await sendCode(page);
    await expect.poll(() => server.latestOtp(phone), { timeout: 10_000 }).not.toBe(before);
    await page.getByTestId('code-input').fill(await server.latestOtp(phone));
    await screenshot(page, 'withdraw-password-form');
    await page.getByTestId('withdraw-password-submit').click();
    await page.waitForURL('**/pages/wallet/Withdraw');

    // Then a bank account.
    const accountStep = page.getByTestId('setup-account');
    await accountStep.waitFor();
    await accountStep.getByRole('button').last().click();
    // Indonesia: a bank of the region's list (BCA: 10 digits), no IFSC anywhere.
    await page.getByTestId('bank-BCA').click();
    expect(await page.getByTestId('ifsc-input').count()).toBe(0);
    await page.getByTestId('account-name-input').fill('Siti Rahayu');
    await page.getByTestId('account-number-input').fill('12345678');
    await page.getByTestId('confirm-number-input').fill('12345678');
    await page.getByTestId('add-account-submit').click();
    await expect
      .poll(() => plainTextOf(page.getByTestId('add-account-form')))
      .toContain('Ini bukan nomor rekening BCA');
    await page.getByTestId('account-number-input').fill('1234567890');
    await page.getByTestId('confirm-number-input').fill('1234567890');
    await screenshot(page, 'withdraw-add-account-bca');
    await page.getByTestId('add-account-submit').click();
    await page.waitForURL('**/pages/wallet/Withdraw');
    await expect.poll(() => plainTextOf(page.getByTestId('payout-account'))).toContain('BCA');

    // And a DANA wallet: the mobile number registered with it.
    await page.goto(`${server.baseUrl}/pages/account/BankCard/BankCard`);
    await page.getByTestId('account-kind-ewallet').click();
    await page.getByTestId('bank-DANA').click();
    expect(await plainTextOf(page.getByTestId('add-account-form'))).toContain('Nomor HP DANA');
    await page.getByTestId('account-name-input').fill('Siti Rahayu');
    await page.getByTestId('account-number-input').fill('0812 3456 7890');
    await page.getByTestId('confirm-number-input').fill('+62 812 3456 7890');
    await screenshot(page, 'withdraw-add-account-dana');
    await page.getByTestId('add-account-submit').click();
    await page.waitForURL((url) => !url.pathname.includes('BankCard/BankCard'));
    await page.goto(`${server.baseUrl}/pages/account/BankCard/BankCardList`);
    await expect.poll(() => plainTextOf(page.locator('main'))).toContain('DANA');
    await screenshot(page, 'withdraw-accounts-id');
    await page.goto(`${server.baseUrl}/pages/wallet/Withdraw`);

    // A bonus not yet wagered: shown apart, and a withdrawal asks before forfeiting it.
    await grantBonus(server, userId, 25_000, 30);
    await page.reload();
    await page.getByTestId('payout-account').waitFor();
    await expect.poll(() => plainTextOf(page.getByTestId('bonus-balance'))).toBe('Rp 25.000');
    await page.getByTestId('amount-input').fill('200000');
    // A wrong withdrawal password: the server's refusal reads in Indonesian.
    await page.getByTestId('withdraw-password-input').fill('135790');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('forfeit-confirm').click();
    await expect.poll(() => plainTextOf(page.locator('.fp-toast'))).toContain('Kata sandi penarikan salah');
    await screenshot(page, 'withdraw-refusal-id');
    await page.getByTestId('withdraw-password-input').fill('246810');
    await expect.poll(() => page.getByTestId('withdraw-arrival').textContent()).toMatch(/\d/);
    await screenshot(page, 'withdraw-form-filled');
    await page.getByTestId('withdraw-submit').click();
    const forfeit = page.getByTestId('forfeit-dialog');
    await forfeit.waitFor();
    expect(await plainTextOf(forfeit)).toContain('Rp 25.000');
    await screenshot(page, 'withdraw-forfeit-bonus');
    await page.getByTestId('forfeit-confirm').click();
    await page.getByTestId('order-arrival').waitFor({ timeout: 15_000 });
    await screenshot(page, 'withdraw-wait');

    const pending = await server.admin<{ withdrawals: { orderNo: string; userId: number }[] }>(
      'GET',
      '/withdrawals?status=pending',
    );
    const order = pending.body.withdrawals.find((withdrawal) => withdrawal.userId === userId);
    expect(order).toBeDefined();
    expect((await server.admin('POST', `/withdrawals/${order!.orderNo}/approve`, {})).status).toBe(200);

    await expect
      .poll(
        async () => {
          await page.goto(`${server.baseUrl}/pages/wallet/WithdrawHistory`);
          await page.getByTestId('withdraw-record').first().waitFor();
          return page.getByTestId('withdraw-record').first().textContent();
        },
        { timeout: 20_000 },
      )
      .toMatch(/Paid|Dibayar/);
    await screenshot(page, 'withdraw-history-paid');
    expect(await balanceOnAccount(page, server.baseUrl)).toBe('Rp 300.000');
    expect(await page.getByTestId('account-bonus').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
