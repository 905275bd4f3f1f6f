import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, databaseState } from '../../../test/database-state.ts';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { moneyProblems } from '../../../test/money-invariants.ts';
import { fund, readyToWithdraw } from '../../../test/players.ts';
import { queryRows } from '../../db/client.ts';
import { operatorAlerts, sandboxCallbacks, sandboxPayouts, withdrawalOrders } from '../../db/schema.ts';
import { post } from '../../ledger/post.ts';
import { PAYOUT_CALLBACK_PATH } from '../sandbox-gateway/gateway.ts';
import { signCallback } from '../sandbox-gateway/signature.ts';
import { reconcilePayouts } from './review.ts';

/**
 * Defect 10: a payout callback FAILED refunded the hold at once, and a later SUCCESS for the same
 * payout was answered "success" and ignored — the player had the money twice. Now a refund waits
 * for the gateway's own word that the payout failed, and a SUCCESS after a refund books the money
 * back: from the player's cash, the rest as a receivable with withdrawals frozen, and an alert.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_DUPLICATE_PERCENT: '0' } });
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

const MINUTE_MS = 60_000;

/** A player's cash and hold, and what the house is owed, in minor units. */
async function money(player: TestSession) {
  const [row] = await queryRows<{ cash: string; hold: string; receivable: string }>(
    t.deps.db,
    sql`select
      (select balance from ledger_accounts where user_id = ${player.userId} and kind = 'user_cash')::text as cash,
      (select balance from ledger_accounts where user_id = ${player.userId} and kind = 'user_hold')::text as hold,
      (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
        join ledger_accounts a on a.id = e.account_id
        where a.kind = 'house_receivable' and t.user_id = ${player.userId})::text as receivable`,
  );
  return { cash: BigInt(row!.cash), hold: BigInt(row!.hold), receivable: BigInt(row!.receivable) };
}

async function statusOf(orderNo: string) {
  const [order] = await t.deps.db
    .select({ status: withdrawalOrders.status })
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.orderNo, orderNo));
  return order?.status;
}

function apply(player: TestSession, amount: number, accountId: number) {
  return t.call<{ orderNo: string }>(
    '/withdraw/apply',
    { amount, accountId, withdrawPassword: '123456', requestId: randomUUID() },
    player,
  );
}

/**
 * A withdrawal approved to an account the sandbox's bank refuses: the sandbox records the payout
 * FAILED and queues the FAILED callback (not delivered yet).
 */
async function refusedPayout(balanceMajor: number, amountMajor: number) {
  const { player, accountId } = await readyToWithdraw(t, balanceMajor);
  const { accountId: refusedAccount } = await t.ok<{ accountId: number }>(
    '/bank/addAccount',
    {
      bankCode: 'MANDIRI',
      accountName: 'Siti Rahayu',
      accountNumber: `77${String(player.userId).padStart(7, '0')}0000`,
    },
    player,
  );
  const answer = await apply(player, amountMajor, refusedAccount);
  if (answer.state !== '200') throw new Error(`apply: ${answer.msg}`);
  const orderNo = (answer as { resultData: { orderNo: string } }).resultData.orderNo;
  expect(await t.admin('POST', `/withdrawals/${orderNo}/approve`, {})).toMatchObject({ status: 200 });
  const [callback] = await t.deps.db
    .select()
    .from(sandboxCallbacks)
    .where(eq(sandboxCallbacks.orderNo, orderNo));
  const failure = callback!.body;
  expect(JSON.parse(failure)).toMatchObject({ type: 'payout', status: 'FAILED' });
  // The same payout confirmed later (a bank's reversal of its refusal, a gateway's late settlement).
  const success = failure
    .replace('"status":"FAILED"', '"status":"SUCCESS"')
    .replace(/"eventId":"EV/, '"eventId":"EVLATE');
  return { player, accountId, orderNo, failure, success };
}

function sendPayoutCallback(body: string) {
  const at = t.clock.now().getTime();
  return t.postCallback(
    body,
    {
      'content-type': 'application/json',
      'x-sandbox-timestamp': String(at),
      'x-sandbox-signature': signCallback(t.deps.config.sandboxGatewaySecret, at, body),
    },
    PAYOUT_CALLBACK_PATH,
  );
}

async function alertsFor(orderNo: string) {
  return t.deps.db
    .select()
    .from(operatorAlerts)
    .where(and(eq(operatorAlerts.kind, 'payout_paid_after_refund'), eq(operatorAlerts.reference, orderNo)));
}

/** The player spends cash (a lost bet), so a later claw-back finds less than it needs. */
async function spend(player: TestSession, amountMinor: bigint) {
  await post(t.deps.db, {
    idempotencyKey: `test-spend:${player.userId}:${randomUUID()}`,
    code: 'bet',
    userId: player.userId,
    legs: [
      { account: { userId: player.userId, kind: 'user_cash' }, amount: -amountMinor },
      { account: { house: 'house_game' }, amount: amountMinor },
    ],
    at: t.clock.now(),
  });
}

describe('a payout confirmed after its refund', () => {
  it('takes the paid amount back from the cash the player still has, raises one alert, and ends paid_after_refund', async () => {
    const { player, orderNo, failure, success } = await refusedPayout(100_000, 30_000);
    expect(await sendPayoutCallback(failure)).toEqual({ status: 200, body: 'success' });
    expect(await statusOf(orderNo)).toBe('failed');
    expect(await money(player)).toEqual({ cash: 10_000_000n, hold: 0n, receivable: 0n });

    expect(await sendPayoutCallback(success)).toEqual({ status: 200, body: 'success' });
    expect(await statusOf(orderNo)).toBe('paid_after_refund');
    expect(await money(player)).toEqual({ cash: 7_000_000n, hold: 0n, receivable: 0n });
    // The player sees the withdrawal as paid: the money did reach their bank.
    expect(await t.ok('/withdraw/detail', { orderNo }, player)).toMatchObject({ status: 'paid' });
    const alerts = await alertsFor(orderNo);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      severity: 'critical',
      userId: player.userId,
      details: expect.objectContaining({ takenFromCash: '30000.00', receivable: '0.00' }),
    });

    // Replays change nothing, and the player can still withdraw (nothing is owed).
    const settled = await databaseState(t.deps.db, { gateway_callbacks: '*' });
    for (const replay of [success, failure, success]) {
      expect((await sendPayoutCallback(replay)).body).toBe('success');
    }
    expect(changedTables(settled, await databaseState(t.deps.db, { gateway_callbacks: '*' }))).toEqual([]);
    expect(await moneyProblems(t.deps.db)).toEqual([]);
  });

  it('records what the cash does not cover as a receivable, freezes withdrawals until an operator clears them', async () => {
    const { player, accountId, orderNo, failure, success } = await refusedPayout(100_000, 30_000);
    await sendPayoutCallback(failure);
    expect(await money(player)).toEqual({ cash: 10_000_000n, hold: 0n, receivable: 0n });
    // The refunded money goes into a new withdrawal (held) and bets, before the payout is confirmed.
    const second = await apply(player, 20_000, accountId);
    const secondNo = (second as { resultData: { orderNo: string } }).resultData.orderNo;
    await spend(player, 7_000_000n);
    expect(await money(player)).toEqual({ cash: 1_000_000n, hold: 2_000_000n, receivable: 0n });

    expect((await sendPayoutCallback(success)).body).toBe('success');
    expect(await statusOf(orderNo)).toBe('paid_after_refund');
    expect(await money(player)).toEqual({ cash: 0n, hold: 2_000_000n, receivable: -2_000_000n });
    const [alert] = await alertsFor(orderNo);
    expect(alert?.details).toMatchObject({ takenFromCash: '10000.00', receivable: '20000.00' });
    expect(await moneyProblems(t.deps.db)).toEqual([]);

    // Frozen: no new withdrawal, and the held one cannot be approved (it can be rejected).
    await fund(t, player, 50_000);
    expect(await apply(player, 20_000, accountId)).toMatchObject({
      state: '1000',
      msg: 'Withdrawals are on hold for your account. Please contact customer service',
    });
    const refused = await t.admin<{ message: string }>('POST', `/withdrawals/${secondNo}/approve`, {});
    expect(refused).toMatchObject({ status: 409, body: { message: expect.stringMatching(/frozen/) } });
    expect(await statusOf(secondNo)).toBe('pending');

    const freezes = await t.admin<{
      freezes: { id: number; userId: number; reference: string; owed: string }[];
    }>('GET', '/withdrawal-freezes');
    const freeze = freezes.body.freezes.find((candidate) => candidate.reference === orderNo);
    expect(freeze).toMatchObject({ userId: player.userId, owed: '20000.00' });
    expect(
      await t.admin('POST', `/withdrawal-freezes/${freeze!.id}/clear`, { note: 'Player repaid by transfer' }),
    ).toMatchObject({ status: 200 });
    expect((await t.admin('POST', `/withdrawal-freezes/${freeze!.id}/clear`, { note: 'again' })).status).toBe(
      409,
    );
    expect(await t.admin('POST', `/withdrawals/${secondNo}/approve`, {})).toMatchObject({
      status: 200,
      body: { status: 'processing' },
    });
    t.clock.advance(24 * 3_600_000);
    expect(await apply(player, 20_000, accountId)).toMatchObject({ state: '200' });
  });

  it('refunds a FAILED callback only when the gateway itself says FAILED', async () => {
    // The gateway still says PENDING: the order waits as unknown, held.
    const pending = await refusedPayout(100_000, 30_000);
    await t.deps.db
      .update(sandboxPayouts)
      .set({ status: 'PENDING' })
      .where(eq(sandboxPayouts.orderNo, pending.orderNo));
    expect(await sendPayoutCallback(pending.failure)).toEqual({ status: 200, body: 'success' });
    expect(await statusOf(pending.orderNo)).toBe('unknown');
    expect(await money(pending.player)).toEqual({ cash: 7_000_000n, hold: 3_000_000n, receivable: 0n });

    // The gateway has no record of it: the same.
    const unrecorded = await refusedPayout(100_000, 30_000);
    await t.deps.db.delete(sandboxPayouts).where(eq(sandboxPayouts.orderNo, unrecorded.orderNo));
    expect((await sendPayoutCallback(unrecorded.failure)).body).toBe('success');
    expect(await statusOf(unrecorded.orderNo)).toBe('unknown');
    expect((await money(unrecorded.player)).hold).toBe(3_000_000n);

    // The gateway cannot be asked: the same.
    const unreachable = await refusedPayout(100_000, 30_000);
    const queryPayout = t.sandbox.queryPayout;
    t.sandbox.queryPayout = async () => {
      throw new Error('connect ETIMEDOUT');
    };
    try {
      expect((await sendPayoutCallback(unreachable.failure)).body).toBe('success');
    } finally {
      t.sandbox.queryPayout = queryPayout;
    }
    expect(await statusOf(unreachable.orderNo)).toBe('unknown');
    expect((await money(unreachable.player)).hold).toBe(3_000_000n);

    // Reconciliation settles each from the gateway's word once it has one.
    await t.deps.db
      .update(sandboxPayouts)
      .set({ status: 'FAILED' })
      .where(eq(sandboxPayouts.orderNo, pending.orderNo));
    t.clock.advance(6 * MINUTE_MS);
    await reconcilePayouts(t.deps);
    expect(await statusOf(pending.orderNo)).toBe('failed');
    expect(await money(pending.player)).toEqual({ cash: 10_000_000n, hold: 0n, receivable: 0n });
    expect(await statusOf(unreachable.orderNo)).toBe('failed');
    // No record at the gateway means no money left: back to the operator, still held.
    expect(await statusOf(unrecorded.orderNo)).toBe('pending');
    expect((await money(unrecorded.player)).hold).toBe(3_000_000n);
    expect(await moneyProblems(t.deps.db)).toEqual([]);
  });

  it('FAILED and SUCCESS racing for one payout: paid exactly once, whichever lands first', async () => {
    const ATTEMPTS = 8;
    const outcomes: string[] = [];
    const problems: string[] = [];
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const { player, orderNo, failure, success } = await refusedPayout(100_000, 30_000);
      const answers = await Promise.all([
        sendPayoutCallback(failure),
        sendPayoutCallback(success),
        sendPayoutCallback(failure),
        sendPayoutCallback(success),
      ]);
      expect(answers.map((answer) => answer.body)).toEqual(['success', 'success', 'success', 'success']);
      const status = await statusOf(orderNo);
      outcomes.push(status ?? 'missing');
      const { cash, hold, receivable } = await money(player);
      if (cash + hold !== 7_000_000n || receivable !== 0n)
        problems.push(`${orderNo} ${status}: cash ${cash} hold ${hold} receivable ${receivable}`);
      const [paid] = await queryRows<{ total: number }>(
        t.deps.db,
        sql`select count(*)::int as total from ledger_transfers where idempotency_key = ${`withdraw_paid:${orderNo}`}`,
      );
      if (paid?.total !== 1) problems.push(`${orderNo}: ${paid?.total} paid transfers`);
    }
    console.info(`FAILED/SUCCESS races on ${t.deps.databaseKind}: ${outcomes.join(', ')}`);
    expect(problems).toEqual([]);
    expect(outcomes.every((status) => status === 'paid' || status === 'paid_after_refund')).toBe(true);
    expect(await moneyProblems(t.deps.db)).toEqual([]);
  });
});

describe('the deposit mirror', () => {
  it('a deposit callback FAILED then SUCCESS (the payer tried again) is credited once', async () => {
    const player = await t.guest();
    const order = await t.ok<{ orderNo: string }>(
      '/recharge/createRechargeOrder',
      { amount: 100_000, depositMethod: 19 },
      player,
    );
    await t.sandbox.pay(order.orderNo, 'fail');
    await t.sandbox.pay(order.orderNo, 'success');
    const rows = await t.deps.db
      .select()
      .from(sandboxCallbacks)
      .where(eq(sandboxCallbacks.orderNo, order.orderNo))
      .orderBy(sandboxCallbacks.id);
    const [failure, success] = rows.map((row) => row.body);
    expect(JSON.parse(failure!)).toMatchObject({ status: 'FAILED' });
    const send = (body: string) => {
      const at = t.clock.now().getTime();
      return t.postCallback(body, {
        'content-type': 'application/json',
        'x-sandbox-timestamp': String(at),
        'x-sandbox-signature': signCallback(t.deps.config.sandboxGatewaySecret, at, body),
      });
    };
    expect((await send(failure!)).body).toBe('success');
    expect((await money(player)).cash).toBe(0n);
    for (const body of [success!, failure!, success!]) expect((await send(body)).body).toBe('success');
    // Credited once: the deposit as cash, its gift as bonus money.
    expect(await money(player)).toEqual({ cash: 10_000_000n, hold: 0n, receivable: 0n });
    const [bonus] = await queryRows<{ balance: string }>(
      t.deps.db,
      sql`select balance::text from ledger_accounts where user_id = ${player.userId} and kind = 'user_bonus'`,
    );
    expect(bonus?.balance).toBe('1940000');
    expect(await moneyProblems(t.deps.db)).toEqual([]);
  });
});
