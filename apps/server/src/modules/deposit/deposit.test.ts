import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { depositOrders, sandboxCallbacks } from '../../db/schema.ts';
import { signCallback } from '../sandbox-gateway/signature.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_DUPLICATE_PERCENT: '0' } });
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

type UserInfo = {
  balance: number;
  wagerRemaining: number;
  bonusBalance: number;
  bonusWagerRemaining: number;
  firstRecharge: number;
};
const info = (player: TestSession) => t.ok<UserInfo>('/user/getUserInfo', {}, player);
/** The deposit in cash, its gift in the bonus balance (not withdrawable until wagered). */
const funds = async (player: TestSession) => {
  const { balance, bonusBalance } = await info(player);
  return { cash: balance, bonus: bonusBalance };
};

// Demo configuration for region ID: INR amounts × 200. PAY 1 (id 19) takes 100,000 - 10,000,000;
// the quick amount 100,000 carries a 19,400 bonus; type A wagers the deposit 5×, the bonus 35×.
const PAY_1 = 19;

async function onlineOrder(player: TestSession, amount = 100_000) {
  return t.ok<{ orderNo: string; payUrl: string; bonus: number }>(
    '/recharge/createRechargeOrder',
    { amount, depositMethod: PAY_1 },
    player,
  );
}

async function queuedCallback(orderNo: string) {
  const [row] = await t.deps.db.select().from(sandboxCallbacks).where(eq(sandboxCallbacks.orderNo, orderNo));
  return row!.body;
}

function signed(body: string, at = t.clock.now().getTime(), secret = t.deps.config.sandboxGatewaySecret) {
  return {
    'content-type': 'application/json',
    'x-sandbox-timestamp': String(at),
    'x-sandbox-signature': signCallback(secret, at, body),
  };
}

describe('the Deposit page in the player language', () => {
  it("shows the banner picture drawn in the player's language, else English", async () => {
    const player = await t.guest();
    type Modes = { typeA: { picUrl: string } };
    const read = (locale: string) => t.ok<Modes>('/recharge/getChargeInfo', { locale }, player);
    expect((await read('id')).typeA.picUrl).toBe('/static/banners/id/deposit.svg');
    expect((await read('en')).typeA.picUrl).toBe('/static/banners/deposit.svg');
    // No Hindi picture: the region's language (Indonesian) comes first.
    expect((await read('hi')).typeA.picUrl).toBe('/static/banners/id/deposit.svg');
  });
});

describe('online deposit through the sandbox gateway', () => {
  it('opens at most 10 gateway orders in 10 minutes for one player, even sent at once', async () => {
    const player = await t.guest();
    const answers = await Promise.all(
      Array.from({ length: 14 }, () =>
        t.call('/recharge/createRechargeOrder', { amount: 100_000, depositMethod: PAY_1 }, player),
      ),
    );
    expect(answers.filter((answer) => answer.state === '200')).toHaveLength(10);
    expect(answers.find((answer) => answer.state !== '200')).toMatchObject({
      code: 'deposit.tooManyOpenOrders',
    });
    t.clock.advance(10 * 60_000 + 1);
    expect(
      (await t.call('/recharge/createRechargeOrder', { amount: 100_000, depositMethod: PAY_1 }, player))
        .state,
    ).toBe('200');
  });

  it('pays at the checkout, is credited once with its bonus, wager and first-deposit mark', async () => {
    const player = await t.guest();
    const order = await onlineOrder(player);
    expect(order.payUrl).toBe(`/sandbox-pay/orders/${order.orderNo}`);
    expect(order.bonus).toBe(19_400);
    const checkout = await t.app.inject({ method: 'GET', url: order.payUrl });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain('IDR 100,000');
    const paid = await t.app.inject({
      method: 'POST',
      url: `${order.payUrl}/pay`,
      payload: { outcome: 'success' },
    });
    expect(paid.json()).toMatchObject({
      status: 'SUCCESS',
      returnUrl: `/pages/wallet/DepositOrderDetail?orderNo=${order.orderNo}`,
    });
    expect(await info(player)).toMatchObject({ balance: 0, firstRecharge: 0 });
    expect(await t.deliverCallbacks()).toBe(1);
    expect(await info(player)).toEqual(
      expect.objectContaining({
        balance: 100_000,
        wagerRemaining: 100_000 * 5,
        bonusBalance: 19_400,
        bonusWagerRemaining: 19_400 * 35,
        firstRecharge: 1,
      }),
    );
    const detail = await t.ok<{ status: string; arrivalTime: string | null }>(
      '/recharge/orderDetail',
      { orderNo: order.orderNo },
      player,
    );
    expect(detail.status).toBe('success');
    expect(detail.arrivalTime).not.toBeNull();
    const records = await t.ok<{ list: { type: string; amount: number; balanceAfter: number }[] }>(
      '/user/balanceRecords',
      {},
      player,
    );
    // Cash records only: the gift is on the bonus balance until its wagering is done.
    expect(records.list.map((record) => [record.type, record.amount, record.balanceAfter])).toEqual([
      ['deposit', 100_000, 100_000],
    ]);
    const onlyDeposits = await t.ok<{ list: unknown[] }>('/user/balanceRecords', { type: 'deposit' }, player);
    expect(onlyDeposits.list).toHaveLength(1);
  });

  it('credits once when the same callback arrives 50 times at once', async () => {
    const player = await t.guest();
    const order = await onlineOrder(player, 150_000);
    await t.sandbox.pay(order.orderNo, 'success');
    const body = await queuedCallback(order.orderNo);
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.postCallback(body, signed(body))));
    expect(answers.every((answer) => answer.status === 200 && answer.body === 'success')).toBe(true);
    expect(await funds(player)).toEqual({ cash: 150_000, bonus: 1_500 });
    await t.expectLedgerHealthy();
  });

  it('refuses forged and stale callbacks and changes nothing', async () => {
    const player = await t.guest();
    const order = await onlineOrder(player);
    await t.sandbox.pay(order.orderNo, 'success');
    const body = await queuedCallback(order.orderNo);
    expect((await t.postCallback(body, signed(body, undefined, 'not-the-secret-at-all'))).status).toBe(401);
    const tampered = body.replace('100000', '900000');
    expect(
      (await t.postCallback(tampered, { ...signed(body), 'content-type': 'application/json' })).status,
    ).toBe(401);
    const stale = t.clock.now().getTime() - 6 * 60_000;
    expect((await t.postCallback(body, signed(body, stale))).status).toBe(401);
    expect((await t.postCallback(body, { 'content-type': 'application/json' })).status).toBe(401);
    expect(await funds(player)).toEqual({ cash: 0, bonus: 0 });
    expect((await t.postCallback(body, signed(body))).body).toBe('success');
    expect(await funds(player)).toEqual({ cash: 100_000, bonus: 19_400 });
  });

  it("refuses a signed callback that names another gateway order than the order's own", async () => {
    const player = await t.guest();
    const order = await onlineOrder(player);
    const other = await onlineOrder(player);
    await t.sandbox.pay(order.orderNo, 'success');
    const body = await queuedCallback(order.orderNo);
    const [otherRow] = await t.deps.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.orderNo, other.orderNo));
    const [ownRow] = await t.deps.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.orderNo, order.orderNo));
    const swapped = body.replace(ownRow!.gatewayOrderId!, otherRow!.gatewayOrderId!);
    expect(swapped).not.toBe(body);
    expect((await t.postCallback(swapped, signed(swapped))).status).toBe(404);
    expect(await funds(player)).toEqual({ cash: 0, bonus: 0 });
    expect((await t.postCallback(body, signed(body))).body).toBe('success');
    expect(await funds(player)).toEqual({ cash: 100_000, bonus: 19_400 });
  });

  it('keeps a success when a failure arrives after it, and credits a success that follows a failure', async () => {
    const player = await t.guest();
    const first = await onlineOrder(player);
    await t.sandbox.pay(first.orderNo, 'fail');
    const failure = await queuedCallback(first.orderNo);
    await t.sandbox.pay(first.orderNo, 'success');
    const rows = await t.deps.db
      .select()
      .from(sandboxCallbacks)
      .where(eq(sandboxCallbacks.orderNo, first.orderNo));
    const success = rows.find((row) => row.body !== failure)!.body;
    expect((await t.postCallback(success, signed(success))).body).toBe('success');
    expect((await t.postCallback(failure, signed(failure))).body).toBe('success');
    expect(await t.ok('/recharge/orderDetail', { orderNo: first.orderNo }, player)).toMatchObject({
      status: 'success',
    });
    expect(await funds(player)).toEqual({ cash: 100_000, bonus: 19_400 });
  });

  it('reconciles an order whose callbacks never arrive', async () => {
    const player = await t.guest();
    const order = await onlineOrder(player);
    await t.sandbox.pay(order.orderNo, 'success');
    await t.deps.db.delete(sandboxCallbacks).where(eq(sandboxCallbacks.orderNo, order.orderNo));
    const { reconcilePendingDeposits } = await import('./online.ts');
    expect(await reconcilePendingDeposits(t.deps)).toBe(0);
    t.clock.advance(11 * 60_000);
    expect(await reconcilePendingDeposits(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await funds(player)).toEqual({ cash: 100_000, bonus: 19_400 });
  });

  it('refuses amounts out of the method range, unknown methods, and closed deposits', async () => {
    const player = await t.guest();
    expect(
      await t.call('/recharge/createRechargeOrder', { amount: 50, depositMethod: PAY_1 }, player),
    ).toMatchObject({
      state: '1000',
      msg: 'Deposit amount must during Rp\u00a0100.000 - Rp\u00a010.000.000',
    });
    expect(await t.call('/recharge/createRechargeOrder', { depositMethod: PAY_1 }, player)).toMatchObject({
      state: '400',
      msg: 'amount: Please input deposit amount!',
    });
    expect(
      await t.call('/recharge/createRechargeOrder', { amount: 100.001, depositMethod: PAY_1 }, player),
    ).toMatchObject({ state: '400' });
    expect(
      (await t.call('/recharge/createRechargeOrder', { amount: 100_000, depositMethod: 999 }, player)).state,
    ).toBe('400');
    await t.admin('POST', `/players/${player.userId}/deposit-status`, { closed: true });
    expect(
      await t.call('/recharge/createRechargeOrder', { amount: 100_000, depositMethod: PAY_1 }, player),
    ).toMatchObject({
      msg: 'Your deposit function has been closed, please contact customer service',
    });
  });

  it('virtual-account and crypto orders go through the same gateway', async () => {
    const player = await t.guest();
    const va = await t.ok<{ orderNo: string }>(
      '/recharge/createRechargeOrder',
      { amount: 100_000, depositMethod: 61, bankId: 2 },
      player,
    );
    expect(await t.ok('/recharge/orderDetail', { orderNo: va.orderNo }, player)).toMatchObject({
      kind: 'va',
      bankName: 'BNI',
    });
    const crypto = await t.ok<{ orderNo: string; coinAmount: string; address: string }>(
      '/recharge/createCryptoOrder',
      { amount: (18_366_00 / 100) * 10, coinId: 1 },
      player,
    );
    expect(crypto.coinAmount).toBe('10.000');
    await t.sandbox.pay(crypto.orderNo, 'success');
    await t.deliverCallbacks();
    expect(await funds(player)).toEqual({ cash: 183_660, bonus: 9_183 });
  });
});
