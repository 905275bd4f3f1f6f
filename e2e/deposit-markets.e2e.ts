import { REGIONS, type RegionCode } from '@fairplay/contract/regions';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putSetting } from '../apps/server/src/modules/settings/repository.ts';
import { demoDepositSetting } from '../apps/server/src/seed/deposit-demo.ts';
import {
  balanceOnAccount,
  type E2eServer,
  launchBrowser,
  loginAsGuest,
  openPhone,
  plainTextOf,
  screenshot,
  skipLimitPrompt,
  startServer,
} from './harness.ts';

/**
 * Each market deposits on its own rails (DESIGN.md section 4), in a real Chromium at 390x844:
 * an Indonesian player pays a dynamic QRIS on the sandbox page, an Indian player gets the UPI
 * intent link and its QR code, a Pakistani player pays by JazzCash and sends the transaction id.
 */

let browser: Browser;
const servers: Partial<Record<RegionCode, E2eServer>> = {};

/** A deployment of the region, with the deposit configuration `npm start` seeds for it. */
async function marketServer(region: RegionCode): Promise<E2eServer> {
  const server = await startServer({ APP_REGION: region, SANDBOX_DUPLICATE_PERCENT: '0' });
  // The test database is seeded for Indonesia; the others get their own market's configuration.
  if (region !== 'ID')
    await putSetting(server.deps.db, 'deposit', demoDepositSetting(REGIONS[region]), new Date());
  return server;
}

beforeAll(async () => {
  [servers.ID, servers.IN, servers.PK, browser] = await Promise.all([
    marketServer('ID'),
    marketServer('IN'),
    marketServer('PK'),
    launchBrowser(),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all(Object.values(servers).map((server) => server?.close()));
});

function serverOf(region: RegionCode): E2eServer {
  const server = servers[region];
  if (!server) throw new Error(`no ${region} server`);
  return server;
}

async function openDeposit(region: RegionCode): Promise<Page & { errors: string[] }> {
  const page = await openPhone(browser);
  await loginAsGuest(page, serverOf(region).baseUrl);
  await page.getByTestId('account-deposit').click();
  await page.waitForURL('**/pages/wallet/Deposit');
  await page.getByTestId('deposit-balance').waitFor();
  await skipLimitPrompt(page);
  return page;
}

/** Nothing in the page is wider than the phone (no text pushed out of sight). */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('deposits per market in Chromium (390x844)', () => {
  it('Indonesia: QRIS opens as a QR code, is paid on the sandbox page, and the balance rises', async () => {
    const server = serverOf('ID');
    const page = await openDeposit('ID');
    const main = page.locator('main');
    await page.getByTestId('deposit-method').filter({ hasText: 'QRIS' }).click();
    await page.getByTestId('online-amount-input').fill('100000');
    await expect.poll(() => plainTextOf(main)).toContain('Min 10.000 - Maks 10.000.000');
    const pageText = await plainTextOf(main);
    expect(pageText).toContain('Sebelum menarik dana, pasang taruhan 5× jumlah deposit');
    expect(pageText).not.toMatch(/UTR|IMPS|UPI|IFSC/);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'deposit-markets-id-deposit');

    await page.getByTestId('online-submit').click();
    await page.waitForURL('**/pages/wallet/DepositOrderDetail?orderNo=*');
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await expect.poll(() => page.getByTestId('qris-qr').getAttribute('data-ready')).toBe('true');
    expect(await plainTextOf(page.getByTestId('qris-amount'))).toBe('Rp 100.000');
    expect(await plainTextOf(page.getByTestId('qris-countdown'))).toMatch(/^Sisa waktu 1[45]:\d\d$/);
    expect(await plainTextOf(main)).toContain('Pindai dengan DANA, OVO, GoPay');
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'deposit-markets-id-qris');

    await page.getByTestId('qris-open-payer').click();
    await page.waitForURL(`**/sandbox-pay/orders/${orderNo}`);
    expect(await page.getByTestId('sandbox-qris').textContent()).toMatch(/^000201010212.*6304[0-9A-F]{4}$/);
    await screenshot(page, 'deposit-markets-id-qris-payer');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL('**/pages/wallet/DepositOrderDetail?orderNo=*', { timeout: 15_000 });
    await expect.poll(() => plainTextOf(main), { timeout: 20_000 }).toContain('Berhasil');
    await expect.poll(() => balanceOnAccount(page, server.baseUrl), { timeout: 15_000 }).toBe('Rp 100.000');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('Indonesia: a bank transfer shows the account and its own reference, no UTR', async () => {
    const server = serverOf('ID');
    const page = await openDeposit('ID');
    await page.getByTestId('deposit-tab-2').click();
    expect(await plainTextOf(page.getByTestId('transfer-rail'))).toBe('Transfer bank · BCA');
    expect(await plainTextOf(page.getByTestId('transfer-note'))).toContain('berita transfer');
    await page.getByTestId('transfer-amount-input').fill('250000');
    await screenshot(page, 'deposit-markets-id-transfer');
    await page.getByTestId('transfer-submit').click();
    await page.waitForURL('**/pages/wallet/DepositOrderDetail?orderNo=*');
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await page.getByTestId('transfer-reference').waitFor();
    const reference = await page.getByTestId('transfer-reference').textContent();
    expect(reference).toMatch(/^FP[2-9A-HJKMNP-Z]{7}$/);
    expect(await plainTextOf(page.getByTestId('transfer-amount'))).toBe('Rp 250.000');
    expect(await plainTextOf(page.locator('main'))).not.toMatch(/UTR|IFSC/);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'deposit-markets-id-transfer-order');
    await page.getByTestId('transfer-confirm').click();
    await page.getByTestId('transfer-checking').waitFor();
    const found = await server.admin<{ deposits: { orderNo: string; reference: string; status: string }[] }>(
      'GET',
      `/deposits?reference=${reference}`,
    );
    expect(found.body.deposits).toEqual([expect.objectContaining({ orderNo, reference, status: 'review' })]);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('Indonesia: crypto shows the USDT address with its QR code, coins in Indonesian numbers', async () => {
    const page = await openDeposit('ID');
    await page.getByTestId('deposit-tab-4').click();
    const panel = page.getByTestId('crypto-panel');
    expect(await plainTextOf(panel)).toContain('Min 10 USDT - Maks 100.000 USDT');
    await page.getByTestId('crypto-amount-input').fill('183660');
    expect(await plainTextOf(page.getByTestId('crypto-coin-amount'))).toBe('10,000 USDT');
    await page.getByTestId('crypto-submit').click();
    await page.getByTestId('crypto-order').waitFor();
    expect(await page.getByTestId('crypto-address').textContent()).toBe('TRDwX1wJWUGB1FHBDHyPdiLNnUZRyNLKE7');
    await expect.poll(() => page.getByTestId('crypto-qr').getAttribute('data-ready')).toBe('true');
    await page.getByTestId('crypto-qr').scrollIntoViewIfNeeded();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'deposit-markets-id-crypto');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('India: the UPI order gives the upi:// intent for the amount and its QR code', async () => {
    const page = await openDeposit('IN');
    await screenshot(page, 'deposit-markets-in-deposit');
    await page.getByTestId('deposit-tab-2').click();
    await page.getByTestId('transfer-panel').getByRole('tab', { name: 'UPI', exact: true }).click();
    await page.getByTestId('transfer-amount-input').fill('10000');
    await page.getByTestId('transfer-submit').click();
    await page.waitForURL('**/pages/wallet/DepositUpiDetail?orderNo=*');
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    const intent = page.getByTestId('upi-intent');
    await intent.waitFor();
    const link = new URL((await intent.getAttribute('href'))!);
    expect(link.protocol).toBe('upi:');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      pa: 'fairplaydigital@hdfcbank',
      pn: 'Fairplay Digital Services Pvt Ltd',
      am: '10000.00',
      cu: 'INR',
      tr: orderNo,
    });
    await expect.poll(() => page.getByTestId('upi-qr').getAttribute('data-ready')).toBe('true');
    expect(await plainTextOf(page.getByTestId('transfer-amount'))).toBe('₹10,000');
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'deposit-markets-in-upi');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('Pakistan: a JazzCash transfer with its transaction id is credited once the operator approves', async () => {
    const server = serverOf('PK');
    const page = await openDeposit('PK');
    await page.getByTestId('transfer-panel').getByRole('tab', { name: 'JazzCash' }).click();
    await page.getByTestId('transfer-amount-input').fill('5000');
    expect(await plainTextOf(page.getByTestId('transfer-note'))).toContain('transaction ID (TID)');
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'deposit-markets-pk-deposit');
    await page.getByTestId('transfer-submit').click();
    await page.waitForURL('**/pages/wallet/DepositOrderDetail?orderNo=*');
    const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
    await page.getByTestId('transfer-account-no').waitFor();
    expect(await page.getByTestId('transfer-account-no').textContent()).toBe('03001234567');
    expect(await plainTextOf(page.getByTestId('transfer-amount'))).toBe('Rs 5,000');
    expect(await plainTextOf(page.locator('main'))).not.toMatch(/UTR|IFSC|UPI/);

    await page.getByTestId('transaction-id-input').fill('12ab');
    await page.getByTestId('transaction-id-submit').click();
    await expect.poll(() => page.locator('.fp-toast').textContent()).toContain('8-20 digits');
    await page.getByTestId('transaction-id-input').fill('0412 3456 789');
    expect(await page.getByTestId('transaction-id-input').inputValue()).toBe('04123456789');
    await screenshot(page, 'deposit-markets-pk-jazzcash');
    await page.getByTestId('transaction-id-submit').click();
    await page.getByTestId('transfer-checking').waitFor();
    const queue = await server.admin<{
      deposits: { orderNo: string; transactionId: string; rail: string }[];
    }>('GET', '/deposits?status=review');
    expect(queue.body.deposits.find((deposit) => deposit.orderNo === orderNo)).toMatchObject({
      rail: 'jazzcash',
      transactionId: '4123456789',
    });
    expect((await server.admin('POST', `/deposits/${orderNo}/approve`, {})).status).toBe(200);
    await expect.poll(() => balanceOnAccount(page, server.baseUrl)).toBe('Rs 5,000');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
