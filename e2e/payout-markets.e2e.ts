import { REGIONS } from '@fairplay/contract/regions';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSetting } from '../apps/server/src/modules/settings/repository.ts';
import { demoMinor } from '../apps/server/src/seed/demo.ts';
import {
  apiOk,
  bindPhoneByApi,
  type E2eServer,
  fundPlayer,
  launchBrowser,
  loginAsGuest,
  openPhone,
  plainTextOf,
  screenshot,
  sessionOf,
  startServer,
} from './harness.ts';

/** India and Pakistan: each market's payout accounts in the app (Indonesia: withdraw.e2e.ts). */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A guest with money, a bound phone and a withdrawal password, on the add-account page. */
async function readyPlayer(server: E2eServer, region: 'IN' | 'PK'): Promise<Page & { errors: string[] }> {
  const page = await openPhone(browser);
  const userId = await loginAsGuest(page, server.baseUrl);
  await fundPlayer(server, userId, 150_000);
  const session = await sessionOf(page);
  const phone = await bindPhoneByApi(server, session, region);
  await apiOk(server, '/sms/send', { ...session, type: 'withdrawPassword' });
  await apiOk(server, '/user/setWithdrawPassword', {
    ...session,
    withdrawPassword: '246810',
    verificationCode: await server.latestOtp(phone),
  });
  await page.goto(`${server.baseUrl}/pages/account/BankCard/BankCard`);
  await page.getByTestId('add-account-form').waitFor();
  return page;
}

async function fill(page: Page, name: string, number: string, confirmation = number): Promise<void> {
  await page.getByTestId('account-name-input').fill(name);
  await page.getByTestId('account-number-input').fill(number);
  await page.getByTestId('confirm-number-input').fill(confirmation);
}

describe('India: bank with IFSC and UPI ID', () => {
  let server: E2eServer;
  beforeAll(async () => {
    server = await startServer({ APP_REGION: 'IN', OTP_RESEND_SECONDS: '0' });
    // The test database is seeded for Indonesia: India's own minimum withdrawal (₹100).
    await putSetting(
      server.deps.db,
      'withdraw',
      { minAmountMinor: Number(demoMinor(REGIONS.IN, 100)) },
      new Date(),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('adds an HDFC account (its IFSC checked against the bank) and a UPI ID, then withdraws to the UPI ID', async () => {
    const page = await readyPlayer(server, 'IN');
    await page.getByTestId('bank-HDFC').click();
    await fill(page, 'Asha Rao', '50100123456789');
    await page.getByTestId('ifsc-input').fill('SBIN0001234');
    await page.getByTestId('add-account-submit').click();
    await expect
      .poll(() => plainTextOf(page.getByTestId('add-account-form')))
      .toContain('This IFSC belongs to another bank, not HDFC Bank');
    await page.getByTestId('ifsc-input').fill('HDFC0001234');
    await screenshot(page, 'payout-in-add-bank');
    await page.getByTestId('add-account-submit').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/BankCard'));

    await page.goto(`${server.baseUrl}/pages/account/BankCard/BankCard`);
    await page.getByTestId('account-kind-ewallet').click();
    expect(await plainTextOf(page.getByTestId('account-kind-ewallet'))).toBe('UPI');
    expect(await page.getByTestId('ifsc-input').count()).toBe(0);
    await fill(page, 'Asha Rao', 'asha.rao');
    await page.getByTestId('add-account-submit').click();
    await expect
      .poll(() => plainTextOf(page.getByTestId('add-account-form')))
      .toContain('The UPI ID must look like name@bank');
    await fill(page, 'Asha Rao', 'asha.rao@okaxis');
    await screenshot(page, 'payout-in-add-upi');
    await page.getByTestId('add-account-submit').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/BankCard'));

    await page.goto(`${server.baseUrl}/pages/account/BankCard/BankCardList`);
    await expect.poll(() => plainTextOf(page.locator('main'))).toContain('as****@okaxis');
    expect(await plainTextOf(page.locator('main'))).toContain('HDFC Bank');
    await screenshot(page, 'payout-in-accounts');

    await page.goto(`${server.baseUrl}/pages/wallet/Withdraw`);
    await page.getByTestId('payout-account').waitFor();
    await expect.poll(() => plainTextOf(page.getByTestId('withdraw-balance'))).toBe('₹1,50,000');
    await screenshot(page, 'payout-in-withdraw');
    // The default is the first account (HDFC); choose the UPI ID, then withdraw to it.
    await page.goto(`${server.baseUrl}/pages/account/BankCard/BankCardList`);
    await page.getByRole('button', { name: 'Set as default' }).first().click();
    await page.goto(`${server.baseUrl}/pages/wallet/Withdraw`);
    await expect.poll(() => plainTextOf(page.getByTestId('payout-account'))).toContain('as****@okaxis');
    await page.getByTestId('amount-input').fill('1000');
    await page.getByTestId('withdraw-password-input').fill('246810');
    await screenshot(page, 'payout-in-withdraw-filled');
    await page.getByTestId('withdraw-submit').click();
    await page
      .getByTestId('order-arrival')
      .waitFor({ timeout: 15_000 })
      .catch(async (error) => {
        await screenshot(page, 'payout-in-withdraw-failed');
        throw error;
      });
    const pending = await server.admin<{ withdrawals: { bankCode: string; accountNumber: string }[] }>(
      'GET',
      '/withdrawals?status=pending',
    );
    expect(pending.body.withdrawals[0]).toMatchObject({ bankCode: 'UPI', accountNumber: 'asha.rao@okaxis' });
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe('Pakistan: IBAN and JazzCash', () => {
  let server: E2eServer;
  beforeAll(async () => {
    server = await startServer({ APP_REGION: 'PK', OTP_RESEND_SECONDS: '0' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses an IBAN whose check digits are wrong, adds a valid HBL IBAN and a JazzCash wallet', async () => {
    const page = await readyPlayer(server, 'PK');
    await page.getByTestId('bank-HBL').click();
    await fill(page, 'Ali Khan', 'PK73 HABB 0012 3456 7890 1234');
    await page.getByTestId('add-account-submit').click();
    await expect
      .poll(() => plainTextOf(page.getByTestId('add-account-form')))
      .toContain('This IBAN is not valid: please check the number');
    await fill(page, 'Ali Khan', 'PK72 HABB 0012 3456 7890 1234');
    await screenshot(page, 'payout-pk-add-iban');
    await page.getByTestId('add-account-submit').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/BankCard'));

    await page.goto(`${server.baseUrl}/pages/account/BankCard/BankCard`);
    await page.getByTestId('account-kind-ewallet').click();
    await page.getByTestId('bank-JAZZCASH').click();
    await fill(page, 'Ali Khan', '0300 1234567', '+92 300 1234567');
    await screenshot(page, 'payout-pk-add-jazzcash');
    await page.getByTestId('add-account-submit').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/BankCard'));

    await page.goto(`${server.baseUrl}/pages/account/BankCard/BankCardList`);
    await expect.poll(() => plainTextOf(page.locator('main'))).toContain('JazzCash');
    expect(await plainTextOf(page.locator('main'))).toContain('PK72 **** 1234');
    await screenshot(page, 'payout-pk-accounts');

    await page.goto(`${server.baseUrl}/pages/wallet/Withdraw`);
    await page.getByTestId('payout-account').waitFor();
    await expect.poll(() => plainTextOf(page.getByTestId('withdraw-balance'))).toMatch(/^Rs\s?150,000$/);
    await screenshot(page, 'payout-pk-withdraw');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
