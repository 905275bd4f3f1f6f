import { randomUUID } from 'node:crypto';
import type { TOperatorWithdrawal } from '@fairplay/contract/operator';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffClient, type TestApp, type TestSession } from '../../../test/harness.ts';
import { deposit, readyToWithdraw } from '../../../test/players.ts';
import { queryRows } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { creditBonus } from '../bonus/wallet.ts';

/**
 * The withdrawal queue as staff work it: four eyes above the set amount (never the same person
 * twice), step-up before money leaves, hold and release, the queue's header and the risk flags.
 */

let t: TestApp;
let finance: StaffClient;
let payments: StaffClient;
let support: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_DUPLICATE_PERCENT: '0' } });
  finance = await t.staff('finance');
  payments = await t.staff('payments');
  support = await t.staff('support');
  // Four eyes above Rp 100.000, and a second withdrawal in a day is "many" (a new player may take
  // out Rp 200.000 in two withdrawals a day).
  const saved = await t.admin('PUT', '/settings/withdrawReview', {
    fourEyesAboveMinor: 10_000_000,
    manyPerDay: 2,
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

const apply = async (player: TestSession, accountId: number, amount: number) => {
  const answer = await t.call<{ orderNo: string }>(
    '/withdraw/apply',
    { withdrawPassword: '123456', requestId: randomUUID(), amount, accountId },
    player,
  );
  if (answer.state !== '200') throw new Error(`apply failed: ${answer.msg}`);
  return (answer as { resultData: { orderNo: string } }).resultData.orderNo;
};

let isolated = 0;
/** Gives the player's sessions a device and address of their own (test players share both). */
const isolate = async (player: TestSession) => {
  isolated += 1;
  await t.deps.db
    .update(sessions)
    .set({ deviceNumber: `own-device-${isolated}`, ip: `198.51.100.${isolated}` })
    .where(eq(sessions.userId, player.userId));
};

const queue = async (status = 'pending') =>
  (await t.admin<{ withdrawals: TOperatorWithdrawal[] }>('GET', `/withdrawals?status=${status}&pageSize=100`))
    .body.withdrawals;
const orderIn = async (orderNo: string, status = 'pending') =>
  (await queue(status)).find((order) => order.orderNo === orderNo);

const auditOf = async (orderNo: string) =>
  queryRows<{ action: string; actor: string; details: Record<string, unknown> | null }>(
    t.deps.db,
    sql`select action, actor, details from audit_log where target_id = ${orderNo} order by seq`,
  );

describe('four eyes', () => {
  it('needs a second, different person above the set amount; one approval below it', async () => {
    const { player, accountId } = await readyToWithdraw(t, 2_000_000);
    const large = await apply(player, accountId, 150_000);
    const first = await finance.call('POST', `/withdrawals/${large}/approve`, {});
    expect(first).toEqual({
      status: 200,
      body: { orderNo: large, status: 'pending', awaitingSecondApproval: true },
    });
    expect(await orderIn(large)).toMatchObject({
      needsFourEyes: true,
      firstApprovedBy: finance.username,
      status: 'pending',
    });
    // The same person again: refused, and recorded as a refusal.
    const again = await finance.call<{ code: string }>('POST', `/withdrawals/${large}/approve`, {});
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('operator.fourEyesSameApprover');
    // Support may not approve at all.
    const supportTry = await support.call<{ code: string }>('POST', `/withdrawals/${large}/approve`, {});
    expect(supportTry.status).toBe(403);
    expect(supportTry.body.code).toBe('operator.permissionDenied');
    const second = await payments.call('POST', `/withdrawals/${large}/approve`, {});
    expect(second.body).toEqual({ orderNo: large, status: 'processing', awaitingSecondApproval: false });
    await t.deliverCallbacks();
    expect((await t.ok<{ status: string }>('/withdraw/detail', { orderNo: large }, player)).status).toBe(
      'paid',
    );
    expect(await auditOf(large)).toEqual([
      { action: 'withdrawal.approve.first', actor: finance.username, details: null },
      {
        action: 'withdrawal.approve',
        actor: payments.username,
        details: { firstApprovedBy: finance.username },
      },
    ]);
    const refused = await queryRows<{ actor: string; details: { reason: string } }>(
      t.deps.db,
      sql`select actor, details from audit_log where action = 'access.denied' and target_id = 'POST /withdrawals/:orderNo/approve' order by seq`,
    );
    expect(refused.map((row) => [row.actor, row.details.reason])).toEqual([
      [finance.username, 'operator.fourEyesSameApprover'],
      [support.username, 'needs withdrawals.decide'],
    ]);

    const small = await apply(player, accountId, 50_000);
    expect((await orderIn(small))?.needsFourEyes).toBe(false);
    expect((await finance.call('POST', `/withdrawals/${small}/approve`, {})).body).toMatchObject({
      status: 'processing',
      awaitingSecondApproval: false,
    });
  });

  it('never lets staff approve a withdrawal of their own player account', async () => {
    const { player, accountId } = await readyToWithdraw(t, 100_000);
    const orderNo = await apply(player, accountId, 50_000);
    const ownAccount = await t.staff('payments', 'plays-too', { playerUserId: player.userId });
    const answer = await ownAccount.call<{ code: string }>('POST', `/withdrawals/${orderNo}/approve`, {});
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('operator.ownPlayerAccount');
    expect((await orderIn(orderNo))?.status).toBe('pending');
  });

  it('asks for a fresh second factor when the last one is more than 5 minutes old', async () => {
    const { player, accountId } = await readyToWithdraw(t, 100_000);
    const orderNo = await apply(player, accountId, 50_000);
    await payments.call('GET', '/me');
    t.clock.advance(5 * 60_000 + 1_000);
    const stale = await payments.call<{ code: string }>(
      'POST',
      `/withdrawals/${orderNo}/approve`,
      {},
      { stepUp: false },
    );
    expect(stale.status).toBe(403);
    expect(stale.body.code).toBe('operator.stepUpRequired');
    expect((await orderIn(orderNo))?.status).toBe('pending');
    // The client steps up with a code from the authenticator and tries again.
    expect((await payments.call('POST', `/withdrawals/${orderNo}/approve`, {})).status).toBe(200);
  });
});

describe('hold and release', () => {
  it("are refused on the staff member's own player account, like every decision on its money", async () => {
    const { player, accountId } = await readyToWithdraw(t, 300_000);
    const orderNo = await apply(player, accountId, 100_000);
    const own = await t.staff('payments', 'payments-own-account', { playerUserId: player.userId });
    const held = await own.call<{ code: string }>('POST', `/withdrawals/${orderNo}/hold`, { reason: 'mine' });
    expect(held).toMatchObject({ status: 403, body: { code: 'operator.ownPlayerAccount' } });
    await payments.call('POST', `/withdrawals/${orderNo}/hold`, { reason: 'checking' });
    const released = await own.call<{ code: string }>('POST', `/withdrawals/${orderNo}/release`, {});
    expect(released).toMatchObject({ status: 403, body: { code: 'operator.ownPlayerAccount' } });
    expect(await orderIn(orderNo, 'held')).toMatchObject({ heldBy: payments.username });
    await payments.call('POST', `/withdrawals/${orderNo}/reject`, { reason: 'test' });
  });

  it('puts an order aside with its amount still held, and back; approves and rejects from held', async () => {
    const { player, accountId } = await readyToWithdraw(t, 300_000);
    const orderNo = await apply(player, accountId, 100_000);
    const held = await payments.call('POST', `/withdrawals/${orderNo}/hold`, {
      reason: 'KYC documents asked',
    });
    expect(held.body).toEqual({ orderNo, status: 'held' });
    expect(await orderIn(orderNo, 'held')).toMatchObject({
      heldBy: payments.username,
      holdReason: 'KYC documents asked',
    });
    // The player still sees it waiting, with the amount held.
    expect((await t.ok<{ status: string }>('/withdraw/detail', { orderNo }, player)).status).toBe('pending');
    expect((await t.ok<{ frozen: number }>('/user/getUserInfo', {}, player)).frozen).toBe(100_000);
    expect((await payments.call('POST', `/withdrawals/${orderNo}/hold`, { reason: 'again' })).status).toBe(
      409,
    );
    expect((await payments.call('POST', `/withdrawals/${orderNo}/release`, {})).body).toEqual({
      orderNo,
      status: 'pending',
    });
    expect((await payments.call('POST', `/withdrawals/${orderNo}/release`, {})).status).toBe(409);
    await payments.call('POST', `/withdrawals/${orderNo}/hold`, { reason: 'checking' });
    expect(
      (await payments.call('POST', `/withdrawals/${orderNo}/reject`, { reason: 'documents refused' })).body,
    ).toEqual({
      orderNo,
      status: 'rejected',
    });
    expect(await t.ok<{ balance: number; frozen: number }>('/user/getUserInfo', {}, player)).toMatchObject({
      balance: 300_000,
      frozen: 0,
    });
    const actions = (await auditOf(orderNo)).map((row) => row.action);
    expect(actions).toEqual([
      'withdrawal.hold',
      'withdrawal.release',
      'withdrawal.hold',
      'withdrawal.reject',
    ]);
  });
});

describe('the queue', () => {
  it('sums what waits, what is held and what waits for a second approval, and the average wait', async () => {
    const before = await t.admin<{
      pending: { count: number; amount: number };
      held: { count: number; amount: number };
      awaitingSecondApproval: { count: number; amount: number };
      averageWaitSeconds: number;
      fourEyesAbove: number;
    }>('GET', '/withdrawals/summary');
    const { player, accountId } = await readyToWithdraw(t, 2_000_000);
    const a = await apply(player, accountId, 150_000);
    t.clock.advance(600_000);
    const b = await apply(player, accountId, 40_000);
    await finance.call('POST', `/withdrawals/${a}/approve`, {});
    await payments.call('POST', `/withdrawals/${b}/hold`, { reason: 'look' });
    const after = await t.admin<typeof before.body>('GET', '/withdrawals/summary');
    expect(after.body.fourEyesAbove).toBe(100_000);
    expect(after.body.pending.count).toBe(before.body.pending.count + 1);
    expect(after.body.pending.amount).toBe(before.body.pending.amount + 150_000);
    expect(after.body.held).toEqual({
      count: before.body.held.count + 1,
      amount: before.body.held.amount + 40_000,
    });
    expect(after.body.awaitingSecondApproval.count).toBe(before.body.awaitingSecondApproval.count + 1);
    expect(after.body.averageWaitSeconds).toBeGreaterThan(0);
    const counts = await t.admin<{ withdrawals: number }>('GET', '/queues/counts');
    expect(counts.body.withdrawals).toBe(after.body.pending.count + after.body.held.count);
    // A page sorted by amount, largest first.
    const byAmount = await t.admin<{ withdrawals: { amount: number }[]; total: number }>(
      'GET',
      '/withdrawals?status=pending&sortBy=amount&sortOrder=descend&page=1&pageSize=2',
    );
    expect(byAmount.body.withdrawals).toHaveLength(Math.min(2, byAmount.body.total));
    const amounts = byAmount.body.withdrawals.map((order) => order.amount);
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));
    await payments.call('POST', `/withdrawals/${a}/reject`, { reason: 'test done' });
    await payments.call('POST', `/withdrawals/${b}/reject`, { reason: 'test done' });
  });
});

describe('risk flags', () => {
  it('flags a first withdrawal to a new account right after a deposit, with little play', async () => {
    const { player, accountId } = await readyToWithdraw(t, 0);
    await isolate(player);
    await deposit(t, player, 200_000);
    const orderNo = await apply(player, accountId, 150_000);
    const order = await orderIn(orderNo);
    expect(order?.riskFlags).toEqual(['firstWithdrawal', 'newPayoutAccount', 'littlePlay']);
    await payments.call('POST', `/withdrawals/${orderNo}/reject`, { reason: 'test' });
  });

  it('flags an open bonus, players sharing a device or address, and many withdrawals in a day', async () => {
    const { player, accountId } = await readyToWithdraw(t, 500_000);
    await isolate(player);
    // An earlier withdrawal paid, an account older than a day, no deposit: none of the first three.
    const paid = await apply(player, accountId, 20_000);
    await payments.call('POST', `/withdrawals/${paid}/approve`, {});
    await t.deliverCallbacks();
    t.clock.advance(25 * 3_600_000);
    const quiet = await apply(player, accountId, 20_000);
    expect((await orderIn(quiet))?.riskFlags).toEqual([]);

    const [own] = await t.deps.db
      .select({ ip: sessions.ip, deviceNumber: sessions.deviceNumber })
      .from(sessions)
      .where(eq(sessions.userId, player.userId))
      .limit(1);
    const other = await t.guest();
    await t.deps.db
      .update(sessions)
      .set({ deviceNumber: own?.deviceNumber ?? 'shared-device' })
      .where(eq(sessions.userId, other.userId));
    const third = await apply(player, accountId, 20_000);
    // A bonus that arrived after the request (a withdrawal itself forfeits an open bonus).
    await t.deps.db.transaction(async (tx) => {
      await lockPlayer(tx, player.userId);
      await creditBonus(tx, {
        userId: player.userId,
        amount: 5_000n,
        wagerMultiple: 10,
        code: 'gift',
        idempotencyKey: `risk-bonus:${player.userId}`,
        at: t.clock.now(),
      });
    });
    expect((await orderIn(third))?.riskFlags).toEqual(['activeBonus', 'sharedDevice', 'manyToday']);
    for (const orderNo of [quiet, third])
      await payments.call('POST', `/withdrawals/${orderNo}/reject`, { reason: 'test' });
  });
});

describe('a locked account', () => {
  it('has its waiting withdrawals held by the lock, and none paid until it is unlocked', async () => {
    const { player, accountId } = await readyToWithdraw(t, 300_000);
    const orderNo = await apply(player, accountId, 50_000);
    const locked = await t.admin<{ withdrawalsHeld: number }>('POST', `/players/${player.userId}/lock`, {
      locked: true,
      reason: 'Chargeback investigation',
    });
    expect(locked.body.withdrawalsHeld).toBe(1);
    expect(await orderIn(orderNo, 'held')).toMatchObject({
      isPlayerLocked: true,
      holdReason: 'Account locked: Chargeback investigation',
    });
    const refused = await payments.call<{ code: string }>('POST', `/withdrawals/${orderNo}/approve`, {});
    expect(refused).toMatchObject({ status: 409, body: { code: 'operator.playerAccountLocked' } });
    expect((await t.admin('POST', `/players/${player.userId}/lock`, { locked: false })).status).toBe(200);
    expect((await payments.call('POST', `/withdrawals/${orderNo}/approve`, {})).body).toMatchObject({
      status: 'processing',
    });
  });
});

describe('races on one order', () => {
  it('two first approvals by one person stay one; approve against reject ends with one winner', async () => {
    const { player, accountId } = await readyToWithdraw(t, 3_000_000);
    const large = await apply(player, accountId, 180_000);
    const twice = await Promise.all([
      finance.call('POST', `/withdrawals/${large}/approve`, {}),
      finance.call('POST', `/withdrawals/${large}/approve`, {}),
      finance.call('POST', `/withdrawals/${large}/approve`, {}),
    ]);
    expect(twice.map((answer) => answer.status).sort()).toEqual([200, 403, 403]);
    expect((await orderIn(large))?.status).toBe('pending');
    const decided = await Promise.all([
      payments.call('POST', `/withdrawals/${large}/approve`, {}),
      t.admin('POST', `/withdrawals/${large}/reject`, { reason: 'race' }),
      payments.call('POST', `/withdrawals/${large}/approve`, {}),
      t.admin('POST', `/withdrawals/${large}/reject`, { reason: 'race' }),
    ]);
    expect(decided.filter((answer) => answer.status === 200)).toHaveLength(1);
    await t.deliverCallbacks();
    const { balance, frozen } = await t.ok<{ balance: number; frozen: number }>(
      '/user/getUserInfo',
      {},
      player,
    );
    expect(frozen).toBe(0);
    expect([3_000_000, 2_820_000]).toContain(balance);
  });
});
