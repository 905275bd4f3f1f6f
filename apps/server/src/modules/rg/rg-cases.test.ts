import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffClient, type TestApp, type TestSession } from '../../../test/harness.ts';
import { deposit } from '../../../test/players.ts';
import { TEST_ADMIN } from '../../../test/test-admin.ts';
import { auditLog, rgCaseMarkers, rgLimits } from '../../db/schema.ts';
import { verifyAuditChain } from '../admin/audit-chain.ts';

/**
 * Staff's side of player protection (decision 022): a deposit that arrives after the fact over a
 * limit or during a break flags the player's case; the case queue's actions, each audited in the
 * hash chain and checked by permission; staff lower a limit and are refused a raise.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

interface CaseRow {
  id: number;
  userId: number;
  status: string;
  assignedTo: string | null;
  outcome: string | null;
  markerKinds: string[];
}
interface CasePage {
  items: CaseRow[];
  total: number;
  page: number;
  pageSize: number;
}

async function transferOrder(player: TestSession, amount: number): Promise<string> {
  const { orderNo } = await t.ok<{ orderNo: string }>(
    '/recharge/createTransferOrder',
    { amount, type: 'bank' },
    player,
  );
  return orderNo;
}

async function approve(orderNo: string) {
  const answer = await t.admin('POST', `/deposits/${orderNo}/approve`, {});
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function markersOf(player: TestSession) {
  return t.deps.db.select().from(rgCaseMarkers).where(eq(rgCaseMarkers.userId, player.userId));
}

async function openCaseOf(player: TestSession): Promise<CaseRow> {
  const { body } = await t.admin<CasePage>('GET', `/rg-cases?userId=${player.userId}`);
  expect(body.items).toHaveLength(1);
  return body.items[0]!;
}

let overLimit: TestSession;
let onBreak: TestSession;

describe('a deposit that arrives after the fact', () => {
  it('is credited, and flagged when it takes the player over a deposit limit in force now', async () => {
    t.clock.set('2026-02-10T03:00:00Z'); // 10:00 in Jakarta
    overLimit = await t.guest();
    await t.ok('/rg/setLimit', { kind: 'deposit', period: 'day', amount: 1_500_000 }, overLimit);
    const yesterdays = await transferOrder(overLimit, 1_000_000);
    // The same day, within the limit: credited without a flag.
    const within = await transferOrder(overLimit, 500_000);
    await approve(within);
    expect(await markersOf(overLimit)).toEqual([]);
    // The next day the player deposits 1,000,000 more; then yesterday's transfer is matched.
    t.clock.set('2026-02-11T02:00:00Z');
    await deposit(t, overLimit, 1_000_000);
    await approve(yesterdays);
    const { balance } = await t.ok<{ balance: number }>('/user/getUserInfo', {}, overLimit);
    expect(balance).toBeGreaterThanOrEqual(2_500_000);
    expect(await markersOf(overLimit)).toMatchObject([
      {
        kind: 'depositOverLimit',
        reference: yesterdays,
        details: {
          orderNo: yesterdays,
          amount: 1_000_000,
          limits: [{ period: 'day', limit: 1_500_000, used: 2_000_000 }],
        },
      },
    ]);
    expect((await openCaseOf(overLimit)).markerKinds).toEqual(['depositOverLimit']);
  });

  it('is credited, and flagged when it arrives during a break', async () => {
    onBreak = await t.guest();
    const orderNo = await transferOrder(onBreak, 500_000);
    await t.ok('/rg/timeout', { hours: 24 }, onBreak);
    await approve(orderNo);
    expect(await markersOf(onBreak)).toMatchObject([
      { kind: 'depositDuringBreak', reference: orderNo, details: { orderNo, breakKind: 'timeout' } },
    ]);
    // Approving again changes nothing: no second marker.
    expect((await t.admin('POST', `/deposits/${orderNo}/approve`, {})).status).not.toBe(500);
    expect(await markersOf(onBreak)).toHaveLength(1);
  });
});

describe('a late gateway payment', () => {
  it('paid the next day, when the day already holds the limit, flags the order', async () => {
    t.clock.set('2026-02-20T03:00:00Z');
    const player = await t.guest();
    await t.ok('/rg/setLimit', { kind: 'deposit', period: 'day', amount: 150_000 }, player);
    const { orderNo, payUrl } = await t.ok<{ orderNo: string; payUrl: string }>(
      '/recharge/createRechargeOrder',
      { amount: 100_000, depositMethod: 19 },
      player,
    );
    t.clock.set('2026-02-21T02:00:00Z');
    await deposit(t, player, 100_000);
    const paid = await t.app.inject({
      method: 'POST',
      url: `${payUrl}/pay`,
      payload: { outcome: 'success' },
    });
    expect(paid.statusCode).toBe(200);
    expect(await t.deliverCallbacks()).toBe(1);
    expect(await markersOf(player)).toMatchObject([
      { kind: 'depositOverLimit', reference: orderNo, details: { limits: [{ used: 200_000 }] } },
    ]);
  });
});

describe('the case queue', () => {
  let support: StaffClient;
  beforeAll(async () => {
    support = await t.staff('support', 'support-of-cases');
  });

  it('lists open cases a page at a time, by assignee, and shows one with its markers', async () => {
    const page = await t.admin<CasePage>('GET', '/rg-cases?status=open&pageSize=1');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 3, page: 1, pageSize: 1 });
    expect(page.body.items).toHaveLength(1);
    // The console's navigation counts the open cases nobody has taken yet.
    expect((await t.admin<{ protection: number }>('GET', '/queues/counts')).body.protection).toBe(3);
    const second = await t.admin<CasePage>('GET', '/rg-cases?status=open&pageSize=1&page=2');
    expect(second.body.items[0]!.id).not.toBe(page.body.items[0]!.id);
    const { id } = await openCaseOf(overLimit);
    const detail = await t.admin<{ markers: { kind: string }[]; notes: unknown[]; status: string }>(
      'GET',
      `/rg-cases/${id}`,
    );
    expect(detail.body).toMatchObject({ status: 'open', notes: [], markers: [{ kind: 'depositOverLimit' }] });
    expect((await t.admin('GET', '/rg-cases/999999999')).status).toBe(404);
  });

  it('assigns (to yourself or another staff member), notes and resolves, each audited in the chain', async () => {
    const { id } = await openCaseOf(overLimit);
    const mine = await t.admin<CaseRow>('POST', `/rg-cases/${id}/assign`, {});
    expect(mine.body.assignedTo).toBe(TEST_ADMIN.username);
    const byMe = await t.admin<CasePage>('GET', '/rg-cases?assignee=me');
    expect(byMe.body.items.map((row) => row.id)).toEqual([id]);
    const unassigned = await t.admin<CasePage>('GET', '/rg-cases?assignee=nobody');
    const unassignedPlayers = unassigned.body.items.map((row) => row.userId);
    expect(unassignedPlayers).toContain(onBreak.userId);
    expect(unassignedPlayers).not.toContain(overLimit.userId);
    expect((await t.admin('POST', `/rg-cases/${id}/assign`, { username: 'nobody-here' })).status).toBe(400);
    const finance = await t.staff('finance', 'finance-not-for-cases');
    expect(await t.admin('POST', `/rg-cases/${id}/assign`, { username: finance.username })).toMatchObject({
      status: 400,
      body: { code: 'operator.cannotWorkCases' },
    });
    const toSupport = await t.admin<CaseRow>('POST', `/rg-cases/${id}/assign`, {
      username: support.username,
    });
    expect(toSupport.body.assignedTo).toBe(support.username);
    const note = await support.call<{ author: string; text: string }>('POST', `/rg-cases/${id}/notes`, {
      text: 'Called the player: the transfer was sent last week',
    });
    expect(note).toMatchObject({ status: 200, body: { author: support.username } });
    const resolved = await support.call<CaseRow>('POST', `/rg-cases/${id}/resolve`, {
      outcome: 'playerContacted',
      note: 'Player aware of the limit; no further action',
    });
    expect(resolved.body).toMatchObject({ status: 'resolved', outcome: 'playerContacted' });
    const again = await support.call<{ code: string }>('POST', `/rg-cases/${id}/resolve`, {
      outcome: 'noConcern',
      note: 'twice',
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'operator.caseNotOpen' } });
    expect((await support.call('POST', `/rg-cases/${id}/assign`, {})).status).toBe(409);
    const detail = await t.admin<{ notes: { author: string }[] }>('GET', `/rg-cases/${id}`);
    expect(detail.body.notes.map((row) => row.author)).toEqual([support.username, support.username]);
    const resolvedList = await t.admin<CasePage>('GET', '/rg-cases?status=resolved');
    expect(resolvedList.body.items.map((row) => row.id)).toEqual([id]);

    const rows = await t.deps.db
      .select({ action: auditLog.action, actor: auditLog.actor })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'rg_case'), eq(auditLog.targetId, String(id))))
      .orderBy(auditLog.seq);
    expect(rows).toEqual([
      { action: 'rgCase.assign', actor: TEST_ADMIN.username },
      { action: 'rgCase.assign', actor: TEST_ADMIN.username },
      { action: 'rgCase.note', actor: support.username },
      { action: 'rgCase.resolve', actor: support.username },
    ]);
    expect((await verifyAuditChain(t.deps.db)).isIntact).toBe(true);
  });

  it('is refused to roles without the protection permissions', async () => {
    const { id } = await openCaseOf(onBreak);
    const marketing = await t.staff('marketing', 'marketing-no-cases');
    const payments = await t.staff('payments', 'payments-no-cases');
    expect(await marketing.call('GET', '/rg-cases')).toMatchObject({
      status: 403,
      body: { code: 'operator.permissionDenied' },
    });
    expect((await payments.call('POST', `/rg-cases/${id}/notes`, { text: 'x' })).status).toBe(403);
    expect((await marketing.call<{ protection: null }>('GET', '/queues/counts')).body.protection).toBeNull();
    expect((await payments.call('POST', `/players/${onBreak.userId}/limits/lower`, {})).status).toBe(403);
    const risk = await t.staff('risk', 'risk-with-cases');
    expect((await risk.call('GET', `/rg-cases/${id}`)).status).toBe(200);

    // Nor do the audit log and its export show them what staff wrote of a case.
    await risk.call('POST', `/rg-cases/${id}/notes`, { text: 'spoke to the player about night play' });
    const finance = await t.staff('finance', 'finance-reads-audit');
    for (const reader of [finance, risk]) {
      const log = await reader.call<{ items: { action: string }[] }>('GET', '/audit?action=rgCase');
      const csv = await reader.call<string>('GET', '/audit/export?action=rgCase');
      const sees = reader === risk;
      expect(log.body.items.length > 0, reader.username).toBe(sees);
      expect(JSON.stringify(csv.body).includes('night play'), reader.username).toBe(sees);
    }
  });
});

describe('staff and limits', () => {
  it('lower a limit at once (audited) and are refused a raise or a removal', async () => {
    const player = await t.guest();
    await t.ok('/rg/setLimit', { kind: 'deposit', period: 'day', amount: 1_500_000 }, player);
    // A raise the player asked for waits its cooling-off; staff's lowering drops it.
    await t.ok('/rg/setLimit', { kind: 'deposit', period: 'day', amount: 2_000_000 }, player);
    const url = `/players/${player.userId}/limits/lower`;
    const lowered = await t.admin('POST', url, { kind: 'deposit', period: 'day', amount: 800_000 });
    expect(lowered).toEqual({
      status: 200,
      body: { userId: player.userId, kind: 'deposit', period: 'day', amount: 800_000 },
    });
    const raised = await t.admin<{ code: string }>('POST', url, {
      kind: 'deposit',
      period: 'day',
      amount: 900_000,
    });
    expect(raised).toMatchObject({ status: 403, body: { code: 'rg.staffCannotRaise' } });
    // A first limit of a kind is a lowering from none.
    expect((await t.admin('POST', url, { kind: 'loss', period: 'week', amount: 300_000 })).status).toBe(200);
    const [deposits] = await t.deps.db
      .select()
      .from(rgLimits)
      .where(and(eq(rgLimits.userId, player.userId), eq(rgLimits.kind, 'deposit')));
    expect(deposits).toMatchObject({
      amount: 80_000_000n,
      setBy: `staff:${TEST_ADMIN.username}`,
      pendingFrom: null,
    });
    const { limits } = await t.ok<{ limits: { kind: string; period: string; amount: number }[] }>(
      '/rg/limits',
      {},
      player,
    );
    expect(limits.map(({ kind, period, amount }) => ({ kind, period, amount }))).toEqual([
      { kind: 'deposit', period: 'day', amount: 800_000 },
      { kind: 'loss', period: 'week', amount: 300_000 },
    ]);
    const audited = await t.deps.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, 'player'),
          eq(auditLog.targetId, String(player.userId)),
          like(auditLog.action, 'rgLimit.%'),
        ),
      )
      .orderBy(auditLog.seq);
    expect(audited).toHaveLength(2);
    expect(audited[0]).toMatchObject({
      before: { amount: 1_500_000, pendingAmount: 2_000_000, hadPending: true },
      after: { amount: 800_000, hadPending: false },
    });
    expect(audited[1]).toMatchObject({
      before: { amount: null, hadPending: false },
      after: { amount: 300_000 },
    });
    const [denied] = await t.deps.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'access.denied'),
          eq(auditLog.actor, TEST_ADMIN.username),
          eq(auditLog.targetId, 'POST /players/:userId/limits/lower'),
        ),
      );
    expect(denied?.details).toMatchObject({ reason: 'rg.staffCannotRaise' });
    expect(
      (await t.admin('POST', '/players/999999999/limits/lower', { kind: 'loss', period: 'day', amount: 1 }))
        .status,
    ).toBe(404);
  });
});

describe('a deposit credited by hand (a deposit correction)', () => {
  it('is flagged like any deposit after the fact: during a break, and over a deposit limit', async () => {
    const player = await t.guest();
    await t.ok('/rg/setLimit', { kind: 'deposit', period: 'month', amount: 100_000 }, player);
    await t.ok('/rg/selfExclude', { months: 6 }, player);
    const support = await t.staff('support', 'support-corrects-deposits');
    const finance = await t.staff('finance', 'finance-approves-corrections');
    const asked = await support.call<{ id: number }>('POST', '/adjustments', {
      userId: player.userId,
      amount: 200_000,
      reasonCode: 'deposit_correction',
      note: 'Gateway paid 200,000 for an order of 100,000',
      requestId: randomUUID(),
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect((await finance.call('POST', `/adjustments/${asked.body.id}/approve`, {})).status).toBe(200);
    const reference = `ADJ-${asked.body.id}`;
    const markers = await markersOf(player);
    expect(markers.map((marker) => [marker.kind, marker.reference]).sort()).toEqual([
      ['depositDuringBreak', reference],
      ['depositOverLimit', reference],
    ]);
  });
});
