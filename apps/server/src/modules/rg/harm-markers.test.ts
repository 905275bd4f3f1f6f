import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import type { Database } from '../../db/client.ts';
import {
  depositOrders,
  gameRounds,
  rgCaseMarkers,
  rgCases,
  rgLimitRequests,
  withdrawalOrders,
} from '../../db/schema.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { recordHarmMarker } from './cases.ts';
import { computeHarmMarkers } from './harm-markers.ts';

/**
 * The daily harm markers (decision 022), one rule at a time, on records written as money writes
 * them. The test region is Indonesia: Asia/Jakarta, UTC+7; local 01:00 on day X is 18:00 UTC on X-1.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let serial = 0;
const minor = (major: number) => BigInt(Math.round(major * 100));

/** A credited (or other status) deposit order as the deposit module writes it. */
async function depositAt(player: TestSession, amountMajor: number, at: string, status = 'succeeded') {
  serial += 1;
  const orderNo = `HM${player.userId}N${serial}`;
  await t.deps.db.insert(depositOrders).values({
    orderNo,
    userId: player.userId,
    kind: 'transfer',
    rail: 'bank',
    typeName: 'Test',
    amount: minor(amountMajor),
    bonus: 0n,
    wagerMultiple: 1,
    status,
    createdAt: new Date(at),
    paidAt: new Date(at),
  });
  return orderNo;
}

/** A game round as the seamless wallet records it: opened at `at`, settled `settleMinutes` later. */
async function roundAt(player: TestSession, at: string, bet: number, win: number, settleMinutes = 1) {
  serial += 1;
  const opened = new Date(at);
  await t.deps.db.insert(gameRounds).values({
    provider: 'test',
    roundId: `round-${serial}`,
    userId: player.userId,
    gameCode: 'dice',
    betAmount: minor(bet),
    winAmount: minor(win),
    validBet: minor(bet),
    status: 'settled',
    createdAt: opened,
    settledAt: new Date(opened.getTime() + settleMinutes * 60_000),
  });
}

async function markersOf(player: TestSession) {
  return t.deps.db
    .select()
    .from(rgCaseMarkers)
    .where(eq(rgCaseMarkers.userId, player.userId))
    .orderBy(asc(rgCaseMarkers.id));
}

async function kindsOf(player: TestSession) {
  return (await markersOf(player)).map((marker) => `${marker.kind}@${marker.reference}`);
}

describe('harm markers computed for a day', () => {
  it('a limit 80% used in its period', async () => {
    t.clock.set('2026-03-10T05:00:00Z');
    const near = await t.guest();
    const below = await t.guest();
    for (const player of [near, below])
      await t.ok('/rg/setLimit', { kind: 'deposit', period: 'week', amount: 1_000_000 }, player);
    await depositAt(near, 850_000, '2026-03-10T03:00:00Z');
    await depositAt(below, 790_000, '2026-03-10T03:00:00Z');
    t.clock.set('2026-03-11T01:00:00Z');
    await computeHarmMarkers(t.deps, '2026-03-10');
    const [marker] = await markersOf(near);
    expect(marker).toMatchObject({
      kind: 'limitNearlyUsed',
      reference: '2026-03-10',
      details: { limits: [{ kind: 'deposit', period: 'week', limit: 1_000_000, used: 850_000 }] },
    });
    expect(await kindsOf(below)).toEqual([]);
  });

  it('deposits rising fast: the last 7 days at least twice the weekly average of the 4 weeks before, above a floor', async () => {
    const rising = await t.guest();
    const steady = await t.guest();
    const small = await t.guest();
    // Four weeks before 2026-04-14's week (Apr 8-14): 200,000 a week on average for `rising`.
    for (const day of ['2026-03-15', '2026-03-22', '2026-03-29', '2026-04-05']) {
      await depositAt(rising, 200_000, `${day}T03:00:00Z`);
      await depositAt(steady, 1_000_000, `${day}T03:00:00Z`);
    }
    await depositAt(rising, 1_200_000, '2026-04-12T03:00:00Z');
    await depositAt(steady, 1_200_000, '2026-04-12T03:00:00Z');
    await depositAt(small, 500_000, '2026-04-12T03:00:00Z'); // from nothing, but under the floor
    // A rejected order brings no money and counts for nothing.
    await depositAt(steady, 5_000_000, '2026-04-13T03:00:00Z', 'rejected');
    t.clock.set('2026-04-15T01:00:00Z');
    await computeHarmMarkers(t.deps, '2026-04-14');
    expect(await markersOf(rising)).toMatchObject([
      {
        kind: 'depositsRising',
        reference: '2026-04-14',
        details: { lastSevenDays: 1_200_000, weeklyAverageBefore: 200_000 },
      },
    ]);
    expect(await kindsOf(steady)).toEqual([]);
    expect(await kindsOf(small)).toEqual([]);
  });

  it('play at night: rounds between 00:00 and 05:00 local time on 3 of the last 7 days', async () => {
    const owl = await t.guest();
    const twice = await t.guest();
    const early = await t.guest();
    // Local 01:00 on May 2, 4 and 6 (Jakarta) is 18:00 UTC the day before.
    for (const night of ['2026-05-01', '2026-05-03', '2026-05-05'])
      await roundAt(owl, `${night}T18:00:00Z`, 10_000, 0);
    for (const night of ['2026-05-01', '2026-05-03']) await roundAt(twice, `${night}T18:00:00Z`, 10_000, 0);
    // Local 05:30: morning, not night.
    for (const day of ['2026-05-01', '2026-05-03', '2026-05-05'])
      await roundAt(early, `${day}T22:30:00Z`, 10_000, 0);
    t.clock.set('2026-05-07T01:00:00Z');
    await computeHarmMarkers(t.deps, '2026-05-06');
    expect(await markersOf(owl)).toMatchObject([
      { kind: 'nightPlay', details: { nights: ['2026-05-02', '2026-05-04', '2026-05-06'] } },
    ]);
    expect(await kindsOf(twice)).toEqual([]);
    expect(await kindsOf(early)).toEqual([]);
  });

  it('a deposit within 30 minutes after a losing round', async () => {
    const chaser = await t.guest();
    const later = await t.guest();
    const winner = await t.guest();
    // Local 10:00 on June 2 is 03:00 UTC; each round settles a minute after it opens.
    await roundAt(chaser, '2026-06-02T03:00:00Z', 50_000, 0);
    const orderNo = await depositAt(chaser, 100_000, '2026-06-02T03:20:00Z');
    await roundAt(later, '2026-06-02T03:00:00Z', 50_000, 0);
    await depositAt(later, 100_000, '2026-06-02T03:45:00Z');
    await roundAt(winner, '2026-06-02T03:00:00Z', 50_000, 80_000);
    await depositAt(winner, 100_000, '2026-06-02T03:10:00Z');
    t.clock.set('2026-06-03T01:00:00Z');
    await computeHarmMarkers(t.deps, '2026-06-02');
    expect(await markersOf(chaser)).toMatchObject([
      { kind: 'depositAfterLoss', details: { orderNo, lost: 50_000 } },
    ]);
    expect(await kindsOf(later)).toEqual([]);
    expect(await kindsOf(winner)).toEqual([]);
  });

  it('a limit raised repeatedly: 3 raise or removal requests in 30 days', async () => {
    t.clock.set('2026-07-01T03:00:00Z');
    const raiser = await t.guest();
    const twice = await t.guest();
    for (const player of [raiser, twice])
      await t.ok('/rg/setLimit', { kind: 'loss', period: 'day', amount: 100_000 }, player);
    for (const amount of [200_000, 300_000, null]) {
      t.clock.advance(3_600_000);
      await t.ok('/rg/setLimit', { kind: 'loss', period: 'day', amount }, raiser);
    }
    for (const amount of [200_000, 300_000])
      await t.ok('/rg/setLimit', { kind: 'loss', period: 'day', amount }, twice);
    // Lowering is no raise.
    await t.ok('/rg/setLimit', { kind: 'loss', period: 'day', amount: 50_000 }, twice);
    t.clock.set('2026-07-17T01:00:00Z');
    await computeHarmMarkers(t.deps, '2026-07-16');
    expect(await markersOf(raiser)).toMatchObject([
      { kind: 'limitRaisedRepeatedly', details: { requests: 3 } },
    ]);
    expect(await kindsOf(twice)).toEqual([]);
    // A month later the requests have aged out of the window.
    t.clock.set('2026-08-21T01:00:00Z');
    await computeHarmMarkers(t.deps, '2026-08-20');
    expect(await kindsOf(raiser)).toEqual(['limitRaisedRepeatedly@2026-07-16']);
  });

  it("records a limit's raise requests at most once an hour: a client repeating the call grows nothing", async () => {
    const repeater = await t.guest();
    await t.ok('/rg/setLimit', { kind: 'wager', period: 'week', amount: 100_000 }, repeater);
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        t.call('/rg/setLimit', { kind: 'wager', period: 'week', amount: 200_000 + index }, repeater),
      ),
    );
    const rows = await t.deps.db
      .select()
      .from(rgLimitRequests)
      .where(eq(rgLimitRequests.userId, repeater.userId));
    expect(rows).toHaveLength(1);
  });

  it('cancelled withdrawals: 2 cancelled by the player in 30 days', async () => {
    const canceller = await t.guest();
    const once = await t.guest();
    const withdrawal = (player: TestSession, at: string, status: string) => {
      serial += 1;
      return t.deps.db.insert(withdrawalOrders).values({
        orderNo: `HW${serial}`,
        userId: player.userId,
        requestId: `request-${serial}`,
        amount: minor(100_000),
        fee: 0n,
        payoutAccountId: 1,
        accountType: 'bank',
        accountNumber: '5000000001',
        status,
        createdAt: new Date(at),
      });
    };
    await withdrawal(canceller, '2026-09-01T03:00:00Z', 'cancelled');
    await withdrawal(canceller, '2026-09-20T03:00:00Z', 'cancelled');
    await withdrawal(once, '2026-09-01T03:00:00Z', 'cancelled');
    await withdrawal(once, '2026-09-02T03:00:00Z', 'paid');
    t.clock.set('2026-09-26T01:00:00Z');
    await computeHarmMarkers(t.deps, '2026-09-25');
    expect(await markersOf(canceller)).toMatchObject([
      { kind: 'withdrawalsCancelled', details: { cancelled: 2 } },
    ]);
    expect(await kindsOf(once)).toEqual([]);
  });
});

describe('one open case per player', () => {
  it('holds when two markers of one player are recorded at once from two connections', async () => {
    const player = await t.guest();
    const second = await t.secondConnection();
    const mark = (db: Database, kind: 'nightPlay' | 'depositsRising') =>
      db.transaction(async (tx) => {
        await lockPlayer(tx, player.userId);
        return recordHarmMarker(tx, {
          userId: player.userId,
          kind,
          reference: '2026-12-01',
          details: { test: true },
          at: t.clock.now(),
        });
      });
    try {
      await Promise.all([mark(t.deps.db, 'nightPlay'), mark(second.db, 'depositsRising')]);
    } finally {
      await second.close();
    }
    const cases = await t.deps.db.select().from(rgCases).where(eq(rgCases.userId, player.userId));
    expect(cases).toHaveLength(1);
    const markers = await markersOf(player);
    expect(markers.map((marker) => marker.caseId)).toEqual([cases[0]!.id, cases[0]!.id]);
    // Without the player lock it refuses to record.
    await expect(
      t.deps.db.transaction((tx) =>
        recordHarmMarker(tx, {
          userId: player.userId,
          kind: 'nightPlay',
          reference: '2026-12-02',
          details: {},
          at: t.clock.now(),
        }),
      ),
    ).rejects.toThrow(/player lock/);
  });
});

describe('the daily job', () => {
  it('runs as a scheduled job, once per player and day: markers of one player share one open case', async () => {
    const player = await t.guest();
    for (const night of ['2026-10-01', '2026-10-03', '2026-10-05']) {
      await roundAt(player, `${night}T18:00:00Z`, 50_000, 0);
      // and a deposit twenty minutes after each lost round (each round settles after a minute)
      await depositAt(player, 100_000, `${night}T18:21:00Z`);
    }
    t.clock.set('2026-10-07T01:00:00Z');
    const run = await t.admin<{ outcomes: { status: string; summary: Record<string, number> }[] }>(
      'POST',
      '/jobs/run',
      { job: 'harm_markers', period: '2026-10-06' },
    );
    expect(run.status).toBe(200);
    expect(run.body.outcomes).toMatchObject([
      { status: 'done', summary: { nightPlay: 1, depositAfterLoss: 1 } },
    ]);
    // Run again, and an earlier day (its deposit after a loss): one case holds them all.
    const again = await t.admin<{ outcomes: { status: string }[] }>('POST', '/jobs/run', {
      job: 'harm_markers',
      period: '2026-10-06',
    });
    expect(again.body.outcomes).toMatchObject([{ status: 'skipped' }]);
    await computeHarmMarkers(t.deps, '2026-10-06'); // a run taken over repeats the work: nothing new
    await computeHarmMarkers(t.deps, '2026-10-04');
    expect(await kindsOf(player)).toEqual([
      'nightPlay@2026-10-06',
      'depositAfterLoss@2026-10-06',
      'depositAfterLoss@2026-10-04',
    ]);
    const cases = await t.deps.db.select().from(rgCases).where(eq(rgCases.userId, player.userId));
    expect(cases).toHaveLength(1);
    expect(cases[0]).toMatchObject({ status: 'open' });
    const markers = await markersOf(player);
    expect(markers.every((marker) => marker.caseId === cases[0]!.id)).toBe(true);
    // The scheduler lists it among the jobs there are.
    const jobs = await t.admin<{ jobs: string[] }>('GET', '/jobs');
    expect(jobs.body.jobs).toContain('harm_markers');
    // After staff resolve the case, a marker of a later day opens a new one.
    expect(
      (
        await t.admin('POST', `/rg-cases/${cases[0]!.id}/resolve`, {
          outcome: 'noConcern',
          note: 'Spoke to them',
        })
      ).status,
    ).toBe(200);
    await roundAt(player, '2026-10-07T18:00:00Z', 50_000, 0);
    t.clock.set('2026-10-09T01:00:00Z');
    await computeHarmMarkers(t.deps, '2026-10-08');
    const open = await t.deps.db
      .select()
      .from(rgCases)
      .where(and(eq(rgCases.userId, player.userId), eq(rgCases.status, 'open')));
    expect(open).toHaveLength(1);
    expect(open[0]!.id).not.toBe(cases[0]!.id);
  });
});
