import { randomUUID } from 'node:crypto';
import type { TAdjustment, TAuditEntry } from '@fairplay/contract/operator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffClient, type TestApp, type TestSession } from '../../../test/harness.ts';
import { fund } from '../../../test/players.ts';
import { admins, ledgerTransfers } from '../../db/schema.ts';
import { houseReport } from '../../ledger/house-report.ts';
import { WAITING_PER_PLAYER_MAX } from './request-adjustment.ts';

/**
 * Manual adjustments, four eyes, through the operator API as staff of real roles use it: support
 * asks, finance approves (with a fresh second factor) and the player's cash, balance records and
 * the ledger follow; everything else is refused with the reason, and refusals of who may decide
 * are audited.
 */

let t: TestApp;
let support: StaffClient;
let finance: StaffClient;
let otherFinance: StaffClient;

beforeAll(async () => {
  t = await createTestApp();
  support = await t.staff('support');
  finance = await t.staff('finance');
  otherFinance = await t.staff('finance');
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

type Failure = { message: string; code?: string; state?: string };

function ask(client: StaffClient, body: Record<string, unknown>) {
  return client.call<TAdjustment & Failure>('POST', '/adjustments', {
    reasonCode: 'goodwill',
    note: 'Compensation for the outage of 14 January',
    requestId: randomUUID(),
    ...body,
  });
}

async function requested(client: StaffClient, body: Record<string, unknown>): Promise<TAdjustment> {
  const answer = await ask(client, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const decide = (
  client: StaffClient,
  id: number,
  decision: 'approve' | 'reject' | 'cancel',
  body: unknown = {},
) => client.call<TAdjustment & Failure>('POST', `/adjustments/${id}/${decision}`, body);

const cashOf = async (player: TestSession) =>
  (await t.ok<{ balance: number; wagerRemaining: number }>('/user/getUserInfo', {}, player)).balance;

const houseReportNow = () =>
  houseReport(t.deps.db, { from: new Date('2020-01-01'), to: new Date(t.clock.now().getTime() + 1_000) });

async function auditOf(id: number) {
  const answer = await t.admin<{ items: TAuditEntry[] }>(
    'GET',
    `/audit?targetType=adjustment&targetId=${id}`,
  );
  return answer.body.items;
}

async function denialsOf(client: StaffClient) {
  const answer = await t.admin<{ items: TAuditEntry[] }>(
    'GET',
    `/audit?action=access.denied&actor=${encodeURIComponent(client.username)}`,
  );
  return answer.body.items;
}

describe('request and approve', () => {
  it('support asks, finance approves: the cash moves once, without wagering, and the player sees it', async () => {
    const player = await t.guest();
    await fund(t, player, 100);
    const reportBefore = await houseReportNow();
    const asked = await requested(support, { userId: player.userId, amount: 150.5 });
    expect(asked).toMatchObject({
      userId: player.userId,
      amount: 150.5,
      status: 'requested',
      requestedBy: support.username,
      decidedBy: null,
      transferId: null,
      playerCash: 100,
    });
    // Nothing moves on a request.
    expect(await cashOf(player)).toBe(100);

    const approved = await decide(finance, asked.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      decidedBy: finance.username,
      transferId: expect.any(Number),
      playerCash: 250.5,
    });
    const info = await t.ok<{ balance: number; wagerRemaining: number }>('/user/getUserInfo', {}, player);
    expect(info).toMatchObject({ balance: 250.5, wagerRemaining: 0 });

    const records = await t.ok<{
      list: { type: string; code: string; amount: number; reference: string | null }[];
    }>('/user/balanceRecords', { type: 'gift', page: 1, pageSize: 10 }, player);
    expect(records.list[0]).toMatchObject({
      type: 'gift',
      code: 'manual_adjustment',
      amount: 150.5,
      balanceAfter: 250.5,
      reference: `ADJ-${asked.id}`,
    });
    const [transfer] = await t.deps.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `manual_adjustment:${asked.id}`));
    expect(transfer).toMatchObject({
      id: approved.body.transferId,
      code: 'manual_adjustment',
      amount: 15_050n,
    });

    const trail = await auditOf(asked.id);
    expect(trail.map((entry) => [entry.action, entry.actor])).toEqual([
      ['adjustment.approve', finance.username],
      ['adjustment.request', support.username],
    ]);
    expect(trail[0]).toMatchObject({
      before: { status: 'requested' },
      after: { status: 'approved', transferId: approved.body.transferId },
    });
    expect(trail[1]!.after).toMatchObject({ amount: '150.50', reasonCode: 'goodwill', status: 'requested' });

    // A debit takes from the cash the same way.
    const debit = await requested(support, {
      userId: player.userId,
      amount: -50.5,
      reasonCode: 'deposit_correction',
    });
    expect((await decide(finance, debit.id, 'approve')).body).toMatchObject({
      status: 'approved',
      playerCash: 200,
    });
    expect(await cashOf(player)).toBe(200);
    await t.expectLedgerHealthy();

    // The house report counts both: what adjustments gave and took back, and the house's own money.
    const reportAfter = await houseReportNow();
    expect(reportAfter.adjustments.transfers - reportBefore.adjustments.transfers).toBe(2);
    expect(reportAfter.adjustments.credited - reportBefore.adjustments.credited).toBe(15_050n);
    expect(reportAfter.adjustments.debited - reportBefore.adjustments.debited).toBe(5_050n);
    expect(reportAfter.house.ownMoneyAtEnd - reportBefore.house.ownMoneyAtEnd).toBe(-10_000n);
  });

  it('approving needs a fresh second factor: without one it is 403 operator.stepUpRequired', async () => {
    const player = await t.guest();
    const asked = await requested(support, { userId: player.userId, amount: 10 });
    const approver = await t.staff('finance');
    await approver.call('GET', '/me');
    // The sign-in's factor counts for 5 minutes.
    t.clock.advance(6 * 60_000);
    const refused = await approver.call<Failure>(
      'POST',
      `/adjustments/${asked.id}/approve`,
      {},
      { stepUp: false },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('operator.stepUpRequired');
    const waiting = await approver.call<{ items: TAdjustment[] }>(
      'GET',
      `/adjustments?userId=${player.userId}`,
    );
    expect(waiting.body.items).toMatchObject([{ id: asked.id, status: 'requested' }]);
    expect(await cashOf(player)).toBe(0);
    // The client steps up with a fresh code and the same call goes through.
    expect((await decide(approver, asked.id, 'approve')).body).toMatchObject({ status: 'approved' });
    expect(await cashOf(player)).toBe(10);
  });
});

describe('who may decide', () => {
  it('the requester cannot approve or reject their own request: 403, audited as access.denied', async () => {
    const player = await t.guest();
    const asked = await requested(finance, { userId: player.userId, amount: 25 });
    const approve = await decide(finance, asked.id, 'approve');
    expect(approve.status).toBe(403);
    expect(approve.body).toMatchObject({
      code: 'operator.adjustmentOwnRequest',
      message: 'You asked for this adjustment: a second, different person must approve it',
    });
    const reject = await decide(finance, asked.id, 'reject', { reason: 'changed my mind' });
    expect(reject.status).toBe(403);
    expect(reject.body.code).toBe('operator.adjustmentRejectOwn');
    const denials = await denialsOf(finance);
    expect(denials.slice(0, 2).map((entry) => (entry.details as { reason: string }).reason)).toEqual([
      'operator.adjustmentRejectOwn',
      'operator.adjustmentOwnRequest',
    ]);
    expect(denials[1]).toMatchObject({ targetType: 'route', targetId: 'POST /adjustments/:id/approve' });
    expect(await cashOf(player)).toBe(0);
    // A second finance member may.
    expect((await decide(otherFinance, asked.id, 'approve')).body).toMatchObject({ status: 'approved' });
    expect(await cashOf(player)).toBe(25);
  });

  it("a staff member linked to the player neither asks nor decides for that player's account", async () => {
    const player = await t.guest();
    const linked = await t.staff('finance');
    await linked.call('GET', '/me');
    await t.deps.db
      .update(admins)
      .set({ playerUserId: player.userId })
      .where(eq(admins.username, linked.username));
    const own = await ask(linked, { userId: player.userId, amount: 1_000 });
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('operator.ownPlayerAccount');

    const asked = await requested(support, { userId: player.userId, amount: 1_000 });
    for (const decision of ['approve', 'reject'] as const) {
      const answer = await decide(linked, asked.id, decision, { reason: 'mine' });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('operator.ownPlayerAccount');
    }
    expect((await denialsOf(linked)).map((entry) => (entry.details as { reason: string }).reason)).toEqual([
      'operator.ownPlayerAccount',
      'operator.ownPlayerAccount',
      'operator.ownPlayerAccount',
    ]);
    expect(await cashOf(player)).toBe(0);
  });

  it('a role without adjustments.approve is refused 403 naming the permission', async () => {
    const player = await t.guest();
    const asked = await requested(finance, { userId: player.userId, amount: 5 });
    const answer = await decide(support, asked.id, 'approve');
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'operator.permissionDenied' });
    expect(answer.body.message).toContain('adjustments.approve');
    const marketing = await t.staff('marketing');
    expect((await ask(marketing, { userId: player.userId, amount: 5 })).status).toBe(403);
    expect((await denialsOf(support))[0]!.details).toMatchObject({ reason: 'needs adjustments.approve' });
    expect(await cashOf(player)).toBe(0);
  });
});

describe('debits', () => {
  it('a debit the cash does not cover is refused with the balance in the region money, at request and at approval', async () => {
    const player = await t.guest();
    await fund(t, player, 100);
    const tooMuch = await ask(support, { userId: player.userId, amount: -150 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ code: 'operator.adjustmentExceedsBalance' });
    expect(tooMuch.body.message).toMatch(/^The player's cash balance \(Rp\s?100\) cannot cover this debit$/);

    // Each fits alone; the second no longer fits once the first is approved.
    const first = await requested(support, { userId: player.userId, amount: -80 });
    const second = await requested(support, { userId: player.userId, amount: -80 });
    expect((await decide(finance, first.id, 'approve')).body).toMatchObject({ status: 'approved' });
    const refused = await decide(finance, second.id, 'approve');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/\(Rp\s?20\)/);
    expect(await cashOf(player)).toBe(20);
    const [waiting] = (
      await finance.call<{ items: TAdjustment[] }>(
        'GET',
        `/adjustments?userId=${player.userId}&status=requested`,
      )
    ).body.items;
    expect(waiting).toMatchObject({ id: second.id, status: 'requested', transferId: null, playerCash: 20 });
  });
});

describe('requests', () => {
  it('a retried request is one request; a reused requestId with other content is refused', async () => {
    const player = await t.guest();
    const body = { userId: player.userId, amount: 42, requestId: randomUUID() };
    const first = await requested(support, body);
    const again = await requested(support, body);
    expect(again.id).toBe(first.id);
    const reused = await ask(support, { ...body, amount: 43 });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('operator.adjustmentRequestReused');
    const otherNote = await ask(support, { ...body, note: 'another note' });
    expect(otherNote.body.code).toBe('operator.adjustmentRequestReused');
    // Another staff member's requestId space is their own.
    const someoneElse = await requested(finance, body);
    expect(someoneElse.id).not.toBe(first.id);
    const listed = await support.call<{ items: TAdjustment[]; total: number }>(
      'GET',
      `/adjustments?userId=${player.userId}`,
    );
    expect(listed.body.total).toBe(2);
    expect((await auditOf(first.id)).map((entry) => entry.action)).toEqual(['adjustment.request']);
  });

  it('refuses a zero amount, too many decimals, an unknown player and a long queue for one player', async () => {
    const player = await t.guest();
    const zero = await ask(support, { userId: player.userId, amount: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('body: amount: is not valid');
    const decimals = await ask(support, { userId: player.userId, amount: 1.234 });
    expect(decimals.status).toBe(400);
    expect(decimals.body.message).toBe('amount: must have at most 2 decimals');
    const tooLarge = await ask(support, { userId: player.userId, amount: -100_000_001 });
    expect(tooLarge.body.message).toBe('body: amount: must be at least -100.000.000');
    const badRequestId = await ask(support, { userId: player.userId, amount: 1, requestId: 'short' });
    expect(badRequestId.body.message).toBe('body: requestId: must be 8-64 letters, digits, _ or -');
    const noNote = await ask(support, { userId: player.userId, amount: 1, note: '   ' });
    expect(noNote.status).toBe(400);
    const nobody = await ask(support, { userId: 999_999_999, amount: 1 });
    expect(nobody.status).toBe(404);
    expect(nobody.body.message).toBe('No such player');

    for (let index = 0; index < WAITING_PER_PLAYER_MAX; index += 1)
      await requested(support, { userId: player.userId, amount: 1 });
    const full = await ask(support, { userId: player.userId, amount: 1 });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('operator.adjustmentsWaiting');
  });
});

describe('reject and cancel', () => {
  it('a rejection needs a reason, moves nothing, and ends the request', async () => {
    const player = await t.guest();
    const asked = await requested(support, { userId: player.userId, amount: 30 });
    expect((await decide(finance, asked.id, 'reject', { reason: ' ' })).status).toBe(400);
    const rejected = await decide(finance, asked.id, 'reject', { reason: 'No outage on that day' });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      decidedBy: finance.username,
      decisionNote: 'No outage on that day',
      transferId: null,
    });
    const late = await decide(otherFinance, asked.id, 'approve');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The adjustment is already rejected');
    expect((await decide(support, asked.id, 'cancel')).status).toBe(409);
    expect(await cashOf(player)).toBe(0);
    expect((await auditOf(asked.id))[0]).toMatchObject({
      action: 'adjustment.reject',
      details: { reason: 'No outage on that day' },
      before: { status: 'requested' },
      after: { status: 'rejected' },
    });
  });

  it('only the requester cancels, only while it waits', async () => {
    const player = await t.guest();
    const asked = await requested(support, { userId: player.userId, amount: 30 });
    const notYours = await decide(finance, asked.id, 'cancel');
    expect(notYours.status).toBe(403);
    expect(notYours.body.code).toBe('operator.adjustmentNotYours');
    const cancelled = await decide(support, asked.id, 'cancel');
    expect(cancelled.body).toMatchObject({ status: 'cancelled', decidedBy: support.username });
    expect((await decide(finance, asked.id, 'approve')).body.message).toBe(
      'The adjustment is already cancelled',
    );
    expect((await decide(support, asked.id, 'cancel')).status).toBe(409);
    expect((await decide(finance, 999_999_999, 'approve')).status).toBe(404);
    expect(await cashOf(player)).toBe(0);
    expect((await auditOf(asked.id)).map((entry) => [entry.action, entry.actor])).toEqual([
      ['adjustment.cancel', support.username],
      ['adjustment.request', support.username],
    ]);
  });
});

describe('the queue', () => {
  it('waiting first (oldest first), then decided (newest first); filtered by status and player', async () => {
    const player = await t.guest();
    const ids: number[] = [];
    for (const amount of [1, 2, 3, 4])
      ids.push((await requested(support, { userId: player.userId, amount })).id);
    await decide(finance, ids[0]!, 'reject', { reason: 'no' });
    await decide(support, ids[2]!, 'cancel');
    const all = await finance.call<{ items: TAdjustment[]; total: number }>(
      'GET',
      `/adjustments?status=all&userId=${player.userId}`,
    );
    expect(all.body.items.map((item) => item.id)).toEqual([ids[1], ids[3], ids[2], ids[0]]);
    const waiting = await finance.call<{ items: TAdjustment[]; total: number }>(
      'GET',
      `/adjustments?userId=${player.userId}`,
    );
    expect(waiting.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(waiting.body.items.map((item) => item.id)).toEqual([ids[1], ids[3]]);
    const paged = await finance.call<{ items: TAdjustment[] }>(
      'GET',
      `/adjustments?status=all&userId=${player.userId}&pageSize=2&page=2&sortOrder=descend`,
    );
    expect(paged.body.items.map((item) => item.id)).toEqual([ids[2], ids[0]]);
    expect((await finance.call('GET', '/adjustments?pageSize=101')).status).toBe(400);
  });
});
