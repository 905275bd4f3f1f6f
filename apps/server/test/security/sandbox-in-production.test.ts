import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { depositOrders, sandboxOrders, withdrawalOrders } from '../../src/db/schema.ts';
import { lockPlayer } from '../../src/ledger/player-lock.ts';
import { post } from '../../src/ledger/post.ts';
import { reconcilePendingDeposits } from '../../src/modules/deposit/online.ts';
import { CALLBACK_PATH, PAYOUT_CALLBACK_PATH } from '../../src/modules/sandbox-gateway/gateway.ts';
import { signCallback } from '../../src/modules/sandbox-gateway/signature.ts';
import { reconcilePayouts } from '../../src/modules/withdraw/review.ts';
import { changedTables, databaseState } from '../database-state.ts';
import { createTestApp, type TestApp, type TestSession } from '../harness.ts';
import { fund } from '../players.ts';

/**
 * Defect 2: in production the sandbox gateway was the only gateway, and its checkout's Pay button
 * (POST /sandbox-pay/orders/<orderNo>/pay, no login) credited deposits nobody paid. In production
 * the sandbox is off unless an operator turns it on (SANDBOX_GATEWAY=on, logged at every start);
 * with no gateway, online deposits and payouts are refused and nothing calls a missing gateway.
 */

const PRODUCTION = {
  NODE_ENV: 'production',
  SANDBOX_GATEWAY_SECRET: 'production-sandbox-secret-0001',
  PROVIDER_SECRETS: 'production-provider-secret-0001',
  STAFF_TOTP_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  ADMIN_PASSWORD: 'production-operator-password',
  SANDBOX_DUPLICATE_PERCENT: '0',
};
const PAY_1 = 19;
const VA = 61;
const UNAVAILABLE = { state: '503', msg: 'Online deposits are not available right now' };

/** A pending withdrawal with its amount held, made the way /withdraw/apply makes one. */
async function heldWithdrawal(t: TestApp, player: TestSession, orderNo: string, amount: bigint) {
  await t.deps.db.transaction(async (tx) => {
    await lockPlayer(tx, player.userId);
    await post(tx, {
      idempotencyKey: `withdraw_hold:${orderNo}`,
      code: 'withdraw_hold',
      userId: player.userId,
      legs: [
        { account: { userId: player.userId, kind: 'user_cash' }, amount: -amount },
        { account: { userId: player.userId, kind: 'user_hold' }, amount },
      ],
      at: t.clock.now(),
    });
    await tx.insert(withdrawalOrders).values({
      orderNo,
      userId: player.userId,
      requestId: orderNo,
      amount,
      fee: 0n,
      payoutAccountId: 1,
      accountType: 'bank',
      accountName: 'Asha Rao',
      accountNumber: '500012345678',
      ifsc: 'HDFC0001234',
      status: 'pending',
      createdAt: t.clock.now(),
    });
  });
}

async function balances(t: TestApp, player: TestSession) {
  const [row] = await queryRows<{ cash: string | null; hold: string | null; bonus: string | null }>(
    t.deps.db,
    sql`select
          (select balance from ledger_accounts where user_id = ${player.userId} and kind = 'user_cash')::text as cash,
          (select balance from ledger_accounts where user_id = ${player.userId} and kind = 'user_hold')::text as hold,
          (select balance from ledger_accounts where user_id = ${player.userId} and kind = 'user_bonus')::text as bonus`,
  );
  return { cash: BigInt(row!.cash ?? 0), hold: BigInt(row!.hold ?? 0), bonus: BigInt(row!.bonus ?? 0) };
}

describe('production without a payment gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: PRODUCTION });
  });
  afterAll(async () => {
    await t?.expectLedgerHealthy();
    await t?.close();
  });

  it('does not serve the sandbox checkout, its Pay button or its callback doors; nothing is credited', async () => {
    const player = await t.guest();
    // An order left from before the switch (or guessed): the Pay button must not exist for it.
    const orderNo = 'D20260101LEFTOVER01';
    await t.deps.db.insert(depositOrders).values({
      orderNo,
      userId: player.userId,
      kind: 'online',
      rail: 'gateway',
      typeName: 'PAY 1',
      amount: 10_000_000n,
      bonus: 1_940_000n,
      wagerMultiple: 5,
      status: 'pending',
      gateway: 'sandbox',
      gatewayOrderId: 'SBXLEFTOVER',
      createdAt: t.clock.now(),
    });
    await t.deps.db.insert(sandboxOrders).values({
      orderNo,
      gatewayOrderId: 'SBXLEFTOVER',
      amount: 10_000_000n,
      currency: 'IDR',
      description: 'Deposit',
      notifyUrl: `http://127.0.0.1${CALLBACK_PATH}`,
      returnUrl: '/',
      status: 'PENDING',
      createdAt: t.clock.now(),
    });
    const before = await databaseState(t.deps.db);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/orders/${orderNo}/pay`,
      payload: { outcome: 'success' },
    });
    expect(pay.statusCode).toBe(404);
    for (const url of [`/sandbox-pay/orders/${orderNo}`, '/sandbox-pay/checkout.js']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // A callback signed with the configured secret finds no door either.
    const body = JSON.stringify({
      type: 'payment',
      eventId: 'EVFORGED0001',
      orderNo,
      gatewayOrderId: 'SBXLEFTOVER',
      status: 'SUCCESS',
      amount: '100000.00',
      currency: 'IDR',
      occurredAt: t.clock.now().toISOString(),
    });
    const at = t.clock.now().getTime();
    const headers = {
      'content-type': 'application/json',
      'x-sandbox-timestamp': String(at),
      'x-sandbox-signature': signCallback(PRODUCTION.SANDBOX_GATEWAY_SECRET, at, body),
    };
    expect((await t.postCallback(body, headers, CALLBACK_PATH)).status).toBe(404);
    const payoutBody = body.replace('"payment"', '"payout"');
    const payoutHeaders = {
      ...headers,
      'x-sandbox-signature': signCallback(PRODUCTION.SANDBOX_GATEWAY_SECRET, at, payoutBody),
    };
    expect((await t.postCallback(payoutBody, payoutHeaders, PAYOUT_CALLBACK_PATH)).status).toBe(404);
    expect(changedTables(before, await databaseState(t.deps.db))).toEqual([]);
    expect(await balances(t, player)).toEqual({ cash: 0n, hold: 0n, bonus: 0n });
  });

  it('does not serve the API description: it would map the operator API for any visitor', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('refuses online, virtual-account and crypto deposits with a clear message; no order is made', async () => {
    const player = await t.guest();
    const before = await databaseState(t.deps.db, { sessions: '*' });
    expect(
      await t.call('/recharge/createRechargeOrder', { amount: 100_000, depositMethod: PAY_1 }, player),
    ).toMatchObject(UNAVAILABLE);
    expect(
      await t.call(
        '/recharge/createRechargeOrder',
        { amount: 100_000, depositMethod: VA, bankId: 2 },
        player,
      ),
    ).toMatchObject(UNAVAILABLE);
    expect(await t.call('/recharge/createCryptoOrder', { amount: 183_660, coinId: 1 }, player)).toMatchObject(
      UNAVAILABLE,
    );
    expect(changedTables(before, await databaseState(t.deps.db, { sessions: '*' }))).toEqual([]);
    expect(await balances(t, player)).toEqual({ cash: 0n, hold: 0n, bonus: 0n });
  });

  it('offers only the rails that work: no online, virtual-account or crypto method is listed', async () => {
    const player = await t.guest();
    const info = await t.ok<{
      rechargeTypes: number[];
      rechargeTypeList: unknown[];
      showCrypto: boolean;
      giftSwitch: number;
      showTranfer: boolean;
    }>('/recharge/getChargeInfo', {}, player);
    expect(info).toMatchObject({ rechargeTypeList: [], showCrypto: false, giftSwitch: 0, showTranfer: true });
    expect(info.rechargeTypes).not.toContain(1);
    expect(info.rechargeTypes).not.toContain(4);
    expect(await t.ok('/recharge/getPayChannel', {}, player)).toMatchObject({ rechargeTypeList: [] });
  });

  it('refuses to approve a withdrawal it cannot pay out: the order stays pending and held', async () => {
    const player = await t.guest();
    await fund(t, player, 50_000);
    const orderNo = 'W20260101NOGATEWAY1';
    await heldWithdrawal(t, player, orderNo, 2_000_000n);
    const answer = await t.admin<{ message: string }>('POST', `/withdrawals/${orderNo}/approve`, {});
    expect(answer.status).toBe(503);
    expect(answer.body.message).toMatch(/No payment gateway is configured/);
    const [order] = await t.deps.db
      .select()
      .from(withdrawalOrders)
      .where(eq(withdrawalOrders.orderNo, orderNo));
    expect(order).toMatchObject({ status: 'pending', reviewedBy: null });
    expect(await balances(t, player)).toEqual({ cash: 3_000_000n, hold: 2_000_000n, bonus: 0n });
    // The operator can still reject it: the hold goes back to the player.
    expect((await t.admin('POST', `/withdrawals/${orderNo}/reject`, { reason: 'No gateway' })).status).toBe(
      200,
    );
    expect(await balances(t, player)).toEqual({ cash: 5_000_000n, hold: 0n, bonus: 0n });
  });

  it('reconciliation asks no gateway and changes nothing', async () => {
    const player = await t.guest();
    await fund(t, player, 50_000);
    const orderNo = 'W20260101NOGATEWAY2';
    await heldWithdrawal(t, player, orderNo, 1_000_000n);
    // A payout left processing and a deposit left pending from before the gateway was removed.
    await t.deps.db
      .update(withdrawalOrders)
      .set({ status: 'processing', reviewedAt: t.clock.now() })
      .where(eq(withdrawalOrders.orderNo, orderNo));
    await t.deps.db.insert(depositOrders).values({
      orderNo: 'D20260101LEFTOVER02',
      userId: player.userId,
      kind: 'online',
      rail: 'gateway',
      typeName: 'PAY 1',
      amount: 10_000_000n,
      bonus: 0n,
      wagerMultiple: 5,
      status: 'pending',
      gateway: 'sandbox',
      createdAt: t.clock.now(),
    });
    t.clock.advance(60 * 60_000);
    const before = await databaseState(t.deps.db);
    expect(await reconcilePendingDeposits(t.deps)).toBe(0);
    expect(await reconcilePayouts(t.deps)).toBe(0);
    expect(changedTables(before, await databaseState(t.deps.db))).toEqual([]);
  });
});

describe('production with SANDBOX_GATEWAY=on', () => {
  let t: TestApp;
  const lines: { level: number; msg: string }[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await createTestApp({
      env: { ...PRODUCTION, SANDBOX_GATEWAY: 'on' },
      logger: { level: 'warn', stream },
    });
  });
  afterAll(async () => {
    await t?.expectLedgerHealthy();
    await t?.close();
  });

  it('says so loudly at start, and the sandbox works as outside production', async () => {
    const loud = lines.filter((line) => line.level >= 50 && /SANDBOX_GATEWAY=on/.test(line.msg));
    expect(loud.map((line) => line.msg)).toEqual([expect.stringMatching(/no real money moves/)]);
    const player = await t.guest();
    const order = await t.ok<{ orderNo: string; payUrl: string }>(
      '/recharge/createRechargeOrder',
      { amount: 100_000, depositMethod: PAY_1 },
      player,
    );
    const paid = await t.app.inject({
      method: 'POST',
      url: `${order.payUrl}/pay`,
      payload: { outcome: 'success' },
    });
    expect(paid.statusCode).toBe(200);
    expect(await t.deliverCallbacks()).toBe(1);
    // The deposit is cash; its 19.4% gift is bonus money (wagered before it is cash).
    expect(await balances(t, player)).toEqual({ cash: 10_000_000n, hold: 0n, bonus: 1_940_000n });
  });
});
