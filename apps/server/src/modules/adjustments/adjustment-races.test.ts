import { randomUUID } from 'node:crypto';
import type { TAdjustment } from '@fairplay/contract/operator';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffClient, type TestApp, type TestSession } from '../../../test/harness.ts';
import { fund } from '../../../test/players.ts';
import { auditLog, balanceAdjustments, ledgerTransfers } from '../../db/schema.ts';

/**
 * Decisions racing on one adjustment, sent at once: on PostgreSQL (DATABASE_URL) they really run
 * side by side on separate connections; on PGlite they queue, and the same outcome must hold.
 * Exactly one decision wins, the money moves at most once, and the ledger stays whole.
 */

let t: TestApp;
let requester: StaffClient;
let approvers: StaffClient[];

beforeAll(async () => {
  t = await createTestApp();
  requester = await t.staff('support');
  approvers = [await t.staff('finance'), await t.staff('finance'), await t.staff('super-admin')];
  // Signed in and stepped up before the race, so the race is the decisions' own.
  for (const client of [requester, ...approvers]) await client.call('GET', '/me');
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

type Answer = { status: number; body: TAdjustment & { code?: string } };

async function ask(player: TestSession, amount: number): Promise<TAdjustment> {
  const answer = await requester.call<TAdjustment>('POST', '/adjustments', {
    userId: player.userId,
    amount,
    reasonCode: 'compensation',
    note: 'race',
    requestId: randomUUID(),
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

const approve = (client: StaffClient, id: number) =>
  client.call('POST', `/adjustments/${id}/approve`, {}) as Promise<Answer>;
const reject = (client: StaffClient, id: number) =>
  client.call('POST', `/adjustments/${id}/reject`, { reason: 'race' }) as Promise<Answer>;
const cancel = (id: number) => requester.call('POST', `/adjustments/${id}/cancel`, {}) as Promise<Answer>;

async function transfersOf(id: number) {
  return t.deps.db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, `manual_adjustment:${id}`));
}

async function decisionsAudited(id: number) {
  const rows = await t.deps.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'adjustment'), eq(auditLog.targetId, String(id))));
  return rows.map((row) => row.action).filter((action) => action !== 'adjustment.request');
}

const cashOf = async (player: TestSession) =>
  (await t.ok<{ balance: number }>('/user/getUserInfo', {}, player)).balance;

const ACTION_OF_STATUS: Record<string, string> = {
  approved: 'adjustment.approve',
  rejected: 'adjustment.reject',
  cancelled: 'adjustment.cancel',
};

/** One winner among the answers; every loser was told the adjustment is already decided. */
function expectOneWinner(answers: Answer[]): Answer {
  const winners = answers.filter((answer) => answer.status === 200);
  expect(winners).toHaveLength(1);
  for (const loser of answers.filter((answer) => answer.status !== 200)) {
    expect(loser.status).toBe(409);
    expect(loser.body.code).toBe('operator.adjustmentDecided');
  }
  return winners[0]!;
}

describe('racing decisions', () => {
  it('approvers, rejecters and the requester cancelling at once: one decision, money moved at most once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const player = await t.guest();
      const adjustment = await ask(player, 70);
      const answers = await Promise.all([
        approve(approvers[0]!, adjustment.id),
        reject(approvers[1]!, adjustment.id),
        approve(approvers[2]!, adjustment.id),
        cancel(adjustment.id),
        approve(approvers[1]!, adjustment.id),
        reject(approvers[0]!, adjustment.id),
      ]);
      const winner = expectOneWinner(answers);
      const isApproved = winner.body.status === 'approved';
      expect(await transfersOf(adjustment.id)).toHaveLength(isApproved ? 1 : 0);
      expect(await cashOf(player)).toBe(isApproved ? 70 : 0);
      expect(await decisionsAudited(adjustment.id)).toEqual([ACTION_OF_STATUS[winner.body.status]]);
    }
    await t.expectLedgerHealthy();
  });

  it('three approvers at once, each twice: one approval, one transfer', async () => {
    const player = await t.guest();
    const adjustment = await ask(player, 12.34);
    const answers = await Promise.all(
      approvers.flatMap((client) => [approve(client, adjustment.id), approve(client, adjustment.id)]),
    );
    expect(expectOneWinner(answers).body.status).toBe('approved');
    expect(await transfersOf(adjustment.id)).toHaveLength(1);
    expect(await cashOf(player)).toBe(12.34);
    expect(await decisionsAudited(adjustment.id)).toEqual(['adjustment.approve']);
  });

  it('two debits the cash covers only one of, approved at once: one posts, the other is refused by the check, not the ledger', async () => {
    const player = await t.guest();
    await fund(t, player, 100);
    const first = await ask(player, -60);
    const second = await ask(player, -60);
    const answers = await Promise.all([approve(approvers[0]!, first.id), approve(approvers[1]!, second.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.code).toBe('operator.adjustmentExceedsBalance');
    expect(await cashOf(player)).toBe(40);
    const posted = await t.deps.db
      .select()
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.userId, player.userId),
          like(ledgerTransfers.idempotencyKey, 'manual_adjustment:%'),
        ),
      );
    expect(posted).toHaveLength(1);
  });

  it('the same request sent ten times at once is one adjustment', async () => {
    const player = await t.guest();
    const body = {
      userId: player.userId,
      amount: 5,
      reasonCode: 'goodwill',
      note: 'retried',
      requestId: randomUUID(),
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => requester.call<TAdjustment>('POST', '/adjustments', body)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const rows = await t.deps.db
      .select()
      .from(balanceAdjustments)
      .where(eq(balanceAdjustments.userId, player.userId));
    expect(rows).toHaveLength(1);
  });
});
