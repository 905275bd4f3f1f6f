import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOnAccount as balanceOf,
  type E2eServer,
  launchBrowser,
  loginAsGuest,
  openPhone,
  plainTextOf,
  screenshot,
  skipLimitPrompt,
  startServer,
} from './harness.ts';

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SANDBOX_DUPLICATE_PERCENT: '30' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const guest = (page: Page) => loginAsGuest(page, server.baseUrl);
const balanceOnAccount = (page: Page) => balanceOf(page, server.baseUrl);

describe('deposits in Chromium (390x844)', () => {
  it('guest → Deposit → amount → sandbox checkout → Pay → balance, history and balance records', async () => {
    const page = await openPhone(browser);
    await guest(page);
    await page.getByTestId('account-deposit').click();
    await page.waitForURL('**/pages/wallet/Deposit');
    await skipLimitPrompt(page);
    await page.getByTestId('online-amount-input').fill('100000');
    await screenshot(page, 'wallet-deposit-online');
    await page.getByTestId('online-submit').click();
    await page.waitForURL('**/sandbox-pay/orders/**');
    expect(await page.getByTestId('sandbox-amount').textContent()).toBe('IDR 100,000');
    await screenshot(page, 'wallet-sandbox-checkout');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL('**/pages/wallet/DepositOrderDetail?orderNo=*', { timeout: 15_000 });
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.textContent('main');
        },
        { timeout: 15_000 },
      )
      .toMatch(/Berhasil|Success/);
    await screenshot(page, 'wallet-order-detail-success');
    // The deposit is cash; its gift is bonus money, shown apart until it is wagered.
    await expect.poll(() => balanceOnAccount(page), { timeout: 15_000 }).toBe('Rp 100.000');
    await expect.poll(() => plainTextOf(page.getByTestId('account-bonus'))).toContain('Rp 19.400');
    await page.goto(`${server.baseUrl}/pages/wallet/DepositHistory`);
    await expect.poll(() => page.getByTestId('deposit-record').count()).toBe(1);
    await screenshot(page, 'wallet-deposit-history');
    await page.goto(`${server.baseUrl}/pages/account/BalanceRecords/BalanceRecords`);
    await expect.poll(() => page.getByTestId('balance-record').count()).toBe(1);
    await screenshot(page, 'wallet-balance-records');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('bank transfer: account and reference shown, sent, approved by the operator, credited', async () => {
    const page = await openPhone(browser);
    await guest(page);
    await page.goto(`${server.baseUrl}/pages/wallet/Deposit`);
    await skipLimitPrompt(page);
    await page.getByTestId('deposit-tab-2').click();
    await page.getByTestId('transfer-amount-input').fill('1000000');
    await page.getByTestId('transfer-submit').click();
    await page.waitForURL('**/pages/wallet/DepositOrderDetail?orderNo=*');
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await expect.poll(() => page.textContent('main')).toContain('8720194563');
    expect(await page.getByTestId('transfer-reference').textContent()).toMatch(/^FP/);
    await screenshot(page, 'wallet-bank-transfer-detail');
    await page.getByTestId('transfer-confirm').click();
    await expect
      .poll(async () =>
        (
          await server.admin<{ deposits: { orderNo: string }[] }>('GET', '/deposits?status=review')
        ).body.deposits.map((deposit) => deposit.orderNo),
      )
      .toContain(orderNo);
    expect((await server.admin('POST', `/deposits/${orderNo}/approve`, {})).status).toBe(200);
    await expect.poll(() => balanceOnAccount(page)).toBe('Rp 1.000.000');
    await expect.poll(() => plainTextOf(page.getByTestId('account-bonus'))).toContain('Rp 50.000');
    await screenshot(page, 'wallet-account-after-transfer');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
