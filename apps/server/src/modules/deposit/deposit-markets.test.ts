import { isTransferReference } from '@fairplay/contract/deposit-rails';
import { REGIONS } from '@fairplay/contract/regions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { depositOrders } from '../../db/schema.ts';
import { demoDepositSetting } from '../../seed/deposit-demo.ts';
import { isWellFormedQris, parseEmvFields } from '../sandbox-gateway/qris.ts';
import { putSetting } from '../settings/repository.ts';
import { reconcilePendingDeposits } from './online.ts';

/**
 * Each market's own deposit rails (DESIGN.md section 4): Indonesia's dynamic QRIS and bank transfer
 * by reference, Pakistan's JazzCash, Easypaisa and IBFT transfers proved by the transaction id.
 * (India's IMPS and UPI with the UTR: transfer-utr.test.ts.) The races run on PostgreSQL too.
 */

let indonesia: TestApp;
let pakistan: TestApp;
beforeAll(async () => {
  [indonesia, pakistan] = await Promise.all([
    createTestApp({ env: { SANDBOX_DUPLICATE_PERCENT: '0' } }),
    createTestApp({ env: { APP_REGION: 'PK', SANDBOX_DUPLICATE_PERCENT: '0' } }),
  ]);
  // The test database is seeded for Indonesia; Pakistan gets its own configuration, as npm start seeds it.
  await putSetting(pakistan.deps.db, 'deposit', demoDepositSetting(REGIONS.PK), pakistan.clock.now());
}, 60_000);
afterAll(async () => {
  for (const app of [indonesia, pakistan]) {
    await app?.expectLedgerHealthy();
    await app?.close();
  }
});

const funds = async (t: TestApp, player: TestSession) => {
  const info = await t.ok<{ balance: number; bonusBalance: number }>('/user/getUserInfo', {}, player);
  return { cash: info.balance, bonus: info.bonusBalance };
};

interface ChargeInfo {
  rechargeTypeList: { id: number; name: string; type: number }[];
  bankConfigList: { name: string }[];
  cards: {
    type: string;
    proof: string;
    bankName: string;
    accountNo: string;
    ifscCode: string;
    upi: string | null;
  }[];
  cryptoConfig: { crypto: string; network: string }[];
  fillOrderSwitch: number;
  transferWithdrawMulti: number;
}

interface OrderDetail {
  status: string;
  rail: string;
  qrPayload: string | null;
  expiresAt: string | null;
  reference: string | null;
  transactionId: string | null;
  proof: string | null;
  canSubmitUtr: boolean;
}

interface ReviewRow {
  orderNo: string;
  rail: string;
  proof: string | null;
  reference: string | null;
  transactionId: string | null;
}

const QRIS = 70;

/** Every text value a player could be shown (keys such as ifscCode are the wire's, not texts). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

describe('Indonesia: QRIS, e-wallets, virtual accounts and bank transfer by reference', () => {
  const t = () => indonesia;

  it('offers the methods Indonesian players know, and nothing Indian', async () => {
    const player = await t().guest();
    const info = await t().ok<ChargeInfo>('/recharge/getChargeInfo', {}, player);
    expect(info.rechargeTypeList.map((method) => method.name)).toEqual([
      'QRIS',
      'DANA',
      'OVO',
      'GoPay',
      'ShopeePay',
      'LinkAja',
      'Virtual Account',
    ]);
    expect(info.bankConfigList.map((bank) => bank.name)).toEqual(['BCA', 'BNI', 'BRI', 'Mandiri', 'Permata']);
    expect(info.cards).toEqual([
      expect.objectContaining({ type: 'bank', proof: 'reference', bankName: 'BCA', ifscCode: '', upi: null }),
    ]);
    expect(info.fillOrderSwitch).toBe(0);
    expect(info.transferWithdrawMulti).toBe(3);
    expect(textsOf(info).join(' ')).not.toMatch(/IMPS|UPI|IFSC|UTR|Paytm|PhonePe|INR/i);
  });

  it('shows a dynamic QRIS for the amount, paid on the sandbox page and credited once', async () => {
    const player = await t().guest();
    const order = await t().ok<{
      orderNo: string;
      payUrl: string;
      rail: string;
      qrPayload: string;
      expiresAt: string;
    }>('/recharge/createRechargeOrder', { amount: 100_000, depositMethod: QRIS }, player);
    expect(order.rail).toBe('qris');
    expect(isWellFormedQris(order.qrPayload)).toBe(true);
    const fields = Object.fromEntries((parseEmvFields(order.qrPayload) ?? []).map((f) => [f.tag, f.value]));
    expect(fields).toMatchObject({ '01': '12', '53': '360', '54': '100000', '58': 'ID' });
    expect(fields['62']).toContain(order.orderNo);
    expect(Date.parse(order.expiresAt) - t().clock.now().getTime()).toBe(15 * 60_000);

    const detail = await t().ok<OrderDetail>('/recharge/orderDetail', { orderNo: order.orderNo }, player);
    expect(detail).toMatchObject({
      status: 'pending',
      rail: 'qris',
      qrPayload: order.qrPayload,
      proof: null,
    });
    const payer = await t().app.inject({ method: 'GET', url: order.payUrl });
    expect(payer.body).toContain('QRIS');
    expect(payer.body).toContain(order.qrPayload);

    const paid = await t().app.inject({
      method: 'POST',
      url: `${order.payUrl}/pay`,
      payload: { outcome: 'success' },
    });
    expect(paid.json()).toMatchObject({ status: 'SUCCESS' });
    expect(await t().deliverCallbacks()).toBe(1);
    expect((await funds(t(), player)).cash).toBe(100_000);
    const settled = await t().ok<OrderDetail>('/recharge/orderDetail', { orderNo: order.orderNo }, player);
    expect(settled).toMatchObject({ status: 'success', qrPayload: null });
  });

  it('refuses to pay a QRIS after its time: the order expires and nothing is credited', async () => {
    const player = await t().guest();
    const order = await t().ok<{ orderNo: string; payUrl: string }>(
      '/recharge/createRechargeOrder',
      { amount: 50_000, depositMethod: QRIS },
      player,
    );
    t().clock.advance(15 * 60_000);
    const late = await t().app.inject({
      method: 'POST',
      url: `${order.payUrl}/pay`,
      payload: { outcome: 'success' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ status: 'EXPIRED' });
    const page = await t().app.inject({ method: 'GET', url: order.payUrl });
    expect(page.body).toContain('This QRIS has expired');
    expect(page.body).not.toContain('data-outcome="success"');
    expect(
      await t().ok<OrderDetail>('/recharge/orderDetail', { orderNo: order.orderNo }, player),
    ).toMatchObject({
      status: 'expired',
      qrPayload: null,
    });
    expect(await t().deliverCallbacks()).toBe(0);
    expect(await funds(t(), player)).toEqual({ cash: 0, bonus: 0 });
  });

  it('expires an unpaid QRIS at reconciliation even when nobody looks at it', async () => {
    const player = await t().guest();
    const order = await t().ok<{ orderNo: string }>(
      '/recharge/createRechargeOrder',
      { amount: 50_000, depositMethod: QRIS },
      player,
    );
    t().clock.advance(16 * 60_000);
    await reconcilePendingDeposits(t().deps);
    const [row] = await t()
      .deps.db.select()
      .from(depositOrders)
      .where(eq(depositOrders.orderNo, order.orderNo));
    expect(row?.status).toBe('expired');
  });

  it('gives a bank transfer its own reference, which the operator matches and approves', async () => {
    const player = await t().guest();
    const order = await t().ok<{
      orderNo: string;
      bonus: number;
      remark: string;
      reference: string;
      account: {
        proof: string;
        bankName: string;
        accountNo: string;
        ifscCode: string;
        upiLink: string | null;
      };
    }>('/recharge/createTransferOrder', { amount: 1_000_000, type: 'bank' }, player);
    expect(isTransferReference(order.reference)).toBe(true);
    expect(order.remark).toBe(order.reference);
    expect(order.account).toMatchObject({
      proof: 'reference',
      bankName: 'BCA',
      accountNo: '8720194563',
      ifscCode: '',
    });
    expect(order.account.upiLink).toBeNull();
    expect(order.bonus).toBe(50_000);

    // No UTR here: the order is matched by its reference.
    const utr = await t().call(
      '/recharge/submitUtr',
      { orderNo: order.orderNo, utr: '123456789012' },
      player,
    );
    expect(utr.state).not.toBe('200');
    expect(await t().ok('/recharge/confirmTransfer', { orderNo: order.orderNo }, player)).toEqual({
      orderNo: order.orderNo,
      status: 'review',
    });
    expect(
      (await t().ok<{ status: string }>('/recharge/confirmTransfer', { orderNo: order.orderNo }, player))
        .status,
    ).toBe('review');

    const queue = await t().admin<{ deposits: ReviewRow[] }>('GET', '/deposits?status=review');
    expect(queue.body.deposits.find((row) => row.orderNo === order.orderNo)).toMatchObject({
      rail: 'bank',
      proof: 'reference',
      reference: order.reference,
      transactionId: null,
    });
    // As typed from a bank statement: lower case, a space.
    const typed = `${order.reference.slice(0, 4).toLowerCase()} ${order.reference.slice(4)}`;
    const found = await t().admin<{ deposits: ReviewRow[] }>(
      'GET',
      `/deposits?reference=${encodeURIComponent(typed)}`,
    );
    expect(found.body.deposits.map((row) => row.orderNo)).toEqual([order.orderNo]);

    expect((await t().admin('POST', `/deposits/${order.orderNo}/approve`, {})).status).toBe(200);
    expect(await funds(t(), player)).toEqual({ cash: 1_000_000, bonus: 50_000 });
  });

  it('lets the operator approve a reference transfer the player has not confirmed yet', async () => {
    const player = await t().guest();
    const order = await t().ok<{ orderNo: string }>(
      '/recharge/createTransferOrder',
      { amount: 200_000, type: 'bank' },
      player,
    );
    expect(await t().admin('POST', `/deposits/${order.orderNo}/approve`, {})).toMatchObject({
      status: 200,
      body: { status: 'succeeded' },
    });
    expect((await funds(t(), player)).cash).toBe(200_000);
    expect((await t().call('/recharge/confirmTransfer', { orderNo: order.orderNo }, player)).state).not.toBe(
      '200',
    );
  });

  it('keeps one order per reference', async () => {
    const player = await t().guest();
    const first = await t().ok<{ orderNo: string; reference: string }>(
      '/recharge/createTransferOrder',
      { amount: 100_000, type: 'bank' },
      player,
    );
    const second = await t().ok<{ reference: string }>(
      '/recharge/createTransferOrder',
      { amount: 100_000, type: 'bank' },
      player,
    );
    expect(second.reference).not.toBe(first.reference);
    const [row] = await t()
      .deps.db.select()
      .from(depositOrders)
      .where(eq(depositOrders.orderNo, first.orderNo));
    const copy = { ...row!, id: undefined, orderNo: `${first.orderNo}X` };
    const clash = await t()
      .deps.db.insert(depositOrders)
      .values(copy)
      .then(() => null)
      .catch((error: unknown) => error);
    expect(isUniqueViolation(clash, 'deposit_orders_reference_key')).toBe(true);
  });

  it('opens at most 3 transfers per player, also when 10 arrive at once', async () => {
    const player = await t().guest();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t().call<{ reference: string }>(
          '/recharge/createTransferOrder',
          { amount: 100_000, type: 'bank' },
          player,
        ),
      ),
    );
    const created = answers.filter((answer) => answer.state === '200');
    expect(created).toHaveLength(3);
    const references = created.map(
      (answer) => (answer as { resultData: { reference: string } }).resultData.reference,
    );
    expect(new Set(references).size).toBe(3);
    const rows = await t()
      .deps.db.select()
      .from(depositOrders)
      .where(eq(depositOrders.userId, player.userId));
    expect(rows).toHaveLength(3);
  });
});

describe('Pakistan: bank transfer (IBFT), JazzCash and Easypaisa with the transaction id', () => {
  const t = () => pakistan;

  async function jazzcash(player: TestSession, amount = 5_000, type = 'jazzcash') {
    return t().ok<{
      orderNo: string;
      bonus: number;
      account: { proof: string; bankName: string; accountNo: string; ifscCode: string };
    }>('/recharge/createTransferOrder', { amount, type }, player);
  }

  it('offers IBFT, JazzCash and Easypaisa, each proved by the transaction id', async () => {
    const player = await t().guest();
    const info = await t().ok<ChargeInfo>('/recharge/getChargeInfo', {}, player);
    expect(info.cards.map((card) => [card.type, card.proof, card.bankName])).toEqual([
      ['ibft', 'transactionId', 'Meezan Bank'],
      ['jazzcash', 'transactionId', 'JazzCash'],
      ['easypaisa', 'transactionId', 'Easypaisa'],
    ]);
    expect(info.cards[0]?.accountNo).toMatch(/^PK\d{2}MEZN\d{16}$/);
    expect(info.fillOrderSwitch).toBe(0);
    expect(textsOf(info.cards).join(' ')).not.toMatch(/IFSC|UPI|IMPS|UTR/i);
  });

  it("takes the receipt's TID, checks it by the rail, and is credited when the operator approves", async () => {
    const player = await t().guest();
    const order = await jazzcash(player);
    expect(order.account).toMatchObject({
      proof: 'transactionId',
      bankName: 'JazzCash',
      accountNo: '03001234567',
    });
    expect(order.bonus).toBe(250);
    const bad = await t().call(
      '/recharge/submitTransactionId',
      { orderNo: order.orderNo, transactionId: 'AB12' },
      player,
    );
    expect(bad.state).toBe('400');
    const utr = await t().call(
      '/recharge/submitUtr',
      { orderNo: order.orderNo, utr: '123456789012' },
      player,
    );
    expect(utr.state).not.toBe('200');
    expect(
      await t().ok(
        '/recharge/submitTransactionId',
        { orderNo: order.orderNo, transactionId: 'TID: 0412 3456 789' },
        player,
      ),
    ).toEqual({ orderNo: order.orderNo, status: 'review' });
    expect(
      await t().ok<OrderDetail>('/recharge/orderDetail', { orderNo: order.orderNo }, player),
    ).toMatchObject({
      status: 'review',
      rail: 'jazzcash',
      proof: 'transactionId',
      transactionId: '4123456789',
      canSubmitUtr: false,
    });
    const found = await t().admin<{ deposits: ReviewRow[] }>('GET', '/deposits?transactionId=04123456789');
    expect(found.body.deposits).toEqual([
      expect.objectContaining({ orderNo: order.orderNo, rail: 'jazzcash', proof: 'transactionId' }),
    ]);
    expect((await t().admin('POST', `/deposits/${order.orderNo}/approve`, {})).status).toBe(200);
    expect(await funds(t(), player)).toEqual({ cash: 5_000, bonus: 250 });
  });

  it('gives a transaction id to one of two players racing for it; the same id on another wallet is another payment', async () => {
    const [first, second, third] = await Promise.all([t().guest(), t().guest(), t().guest()]);
    const [firstOrder, secondOrder, thirdOrder] = await Promise.all([
      jazzcash(first),
      jazzcash(second),
      jazzcash(third, 5_000, 'easypaisa'),
    ]);
    const transactionId = '31234567890';
    const answers = await Promise.all([
      t().call('/recharge/submitTransactionId', { orderNo: firstOrder.orderNo, transactionId }, first),
      t().call('/recharge/submitTransactionId', { orderNo: secondOrder.orderNo, transactionId }, second),
    ]);
    expect(answers.map((answer) => answer.state).sort()).toEqual(['200', '409']);
    expect(
      (await t().call('/recharge/submitTransactionId', { orderNo: thirdOrder.orderNo, transactionId }, third))
        .state,
    ).toBe('200');
  });
});
