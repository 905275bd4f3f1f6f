import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { bindPhone, deposit, fund } from '../../../test/players.ts';
import { jobRuns, ledgerTransfers, promotionRewards, users } from '../../db/schema.ts';
import { addDailyStats } from '../player-stats/daily-stats.ts';
import { PROMOTION_JOBS } from '../promo/jobs.ts';
import { type JobDefinition, runDueJobs, runJobPeriod } from './scheduler.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

const BIG = 100n;

async function rewardCounts() {
  const rows = await t.deps.db
    .select({ promotion: promotionRewards.promotion, total: sql<number>`cast(count(*) as integer)` })
    .from(promotionRewards)
    .groupBy(promotionRewards.promotion);
  return Object.fromEntries(rows.map((row) => [row.promotion, Number(row.total)]));
}

/** A week with something for every job: losses, bets, a VIP3 player, a birthday, invitees. */
async function busyWeek(): Promise<TestSession[]> {
  t.clock.set('2026-08-05T04:00:00Z'); // a Wednesday
  const players: TestSession[] = [];
  for (let index = 0; index < 3; index += 1) {
    const player = await t.guest();
    await fund(t, player, 10_000);
    players.push(player);
  }
  const [vip, loser, inviter] = players as [TestSession, TestSession, TestSession];
  await t.deps.db.update(users).set({ vipLevel: 3, birthday: '1990-08-06' }).where(eq(users.id, vip.userId));
  for (const day of ['2026-08-05', '2026-08-06', '2026-08-07']) {
    await addDailyStats(t.deps.db, vip.userId, day, {
      betAmount: 300_000n * BIG,
      validBet: 300_000n * BIG,
      winAmount: 100_000n * BIG,
    });
    await addDailyStats(t.deps.db, loser.userId, day, { betAmount: 50_000n * BIG, validBet: 50_000n * BIG });
  }
  await bindPhone(t, inviter);
  const { inviteCode } = await t.ok<{ inviteCode: string }>('/invite/agent/overview', {}, inviter);
  for (let index = 0; index < 2; index += 1) {
    const friend = await t.ok<TestSession>('/sso/guest', {
      deviceNumber: 'test-device',
      referralCode: inviteCode,
    });
    await bindPhone(t, friend);
    await deposit(t, friend, 60_000);
    await addDailyStats(t.deps.db, friend.userId, '2026-08-05', {
      betAmount: 20_000n * BIG,
      validBet: 20_000n * BIG,
    });
  }
  return players;
}

describe('scheduler', () => {
  it('pays every reward once when each job period runs twice, and again from a second server', async () => {
    await busyWeek();
    t.clock.set('2026-09-01T00:00:00Z'); // every period below has closed
    const days = ['2026-08-05', '2026-08-06', '2026-08-07'];
    const periods: Record<string, string[]> = {
      ranking_daily: days,
      ranking_weekly: ['2026-08-03'],
      ranking_monthly: ['2026-08'],
      cashback: days,
      vip_bet_rebate: days,
      vip_weekly: ['2026-08-03'],
      vip_monthly: ['2026-08'],
      vip_birthday: ['2026-08-06'],
      invitation_rewards: ['2026-08-06'],
      referral_accrual: ['2026-08-05T12:00:00.000Z'],
    };
    expect(Object.keys(periods).sort()).toEqual(PROMOTION_JOBS.map((job) => job.name).sort());
    // Bypass the run claim: the jobs themselves must be idempotent per reward.
    for (let pass = 0; pass < 2; pass += 1) {
      for (const job of PROMOTION_JOBS) {
        for (const period of periods[job.name] ?? []) await job.run(t.deps, period);
      }
    }
    const afterTwoPasses = await rewardCounts();
    expect(afterTwoPasses).toMatchObject({
      cashback: 8, // the VIP3 player and the loser on three days, the two invitees on one
      vip_bet_rebate: 3, // VIP3 only (VIP0 has no bet rebate)
      ranking_daily: 8, // four players on the 5th, two on the 6th and the 7th
      ranking_weekly: 4,
      ranking_monthly: 4,
      vip_weekly: 1,
      vip_monthly: 1,
      vip_birthday: 1,
      invitation: 1,
    });
    const transfers = await t.deps.db
      .select({ total: sql<number>`cast(count(*) as integer)` })
      .from(ledgerTransfers)
      .where(sql`${ledgerTransfers.idempotencyKey} like 'reward:%'`);
    const direct = await t.deps.db
      .select({ total: sql<number>`cast(count(*) as integer)` })
      .from(promotionRewards)
      .where(eq(promotionRewards.status, 'claimed'));
    expect(Number(transfers[0]!.total)).toBe(Number(direct[0]!.total));

    // Two servers ticking at once over the same periods find nothing left to pay.
    const second = await t.secondConnection();
    try {
      await Promise.all([
        runDueJobs(t.deps, PROMOTION_JOBS, 'server-a'),
        runDueJobs({ ...t.deps, db: second.db }, PROMOTION_JOBS, 'server-b'),
      ]);
    } finally {
      await second.close();
    }
    expect(await rewardCounts()).toEqual(afterTwoPasses);
  });

  it('runs a period once, retries a failed run and takes over a run whose lease ran out', async () => {
    t.clock.set('2026-10-01T00:00:00Z');
    let calls = 0;
    let shouldFail = true;
    const job: JobDefinition = {
      name: 'test_job',
      duePeriods: () => ['p1'],
      run: async () => {
        calls += 1;
        if (shouldFail) throw new Error('provider down');
        return { done: 1 };
      },
    };
    expect(await runJobPeriod(t.deps, job, 'p1', 'a')).toMatchObject({
      status: 'failed',
      error: 'provider down',
    });
    shouldFail = false;
    expect(await runJobPeriod(t.deps, job, 'p1', 'b')).toMatchObject({ status: 'done' });
    expect(await runJobPeriod(t.deps, job, 'p1', 'c')).toMatchObject({ status: 'skipped' });
    expect(calls).toBe(2);

    // A process died mid-run: its lease keeps others out for 10 minutes, then one takes over.
    await t.deps.db.insert(jobRuns).values({
      job: 'test_job',
      period: 'p2',
      status: 'running',
      owner: 'dead',
      leaseUntil: new Date('2026-10-01T00:10:00Z'),
      startedAt: t.clock.now(),
    });
    expect(await runJobPeriod(t.deps, job, 'p2', 'a')).toMatchObject({ status: 'skipped' });
    t.clock.advance(11 * 60_000);
    const outcomes = await Promise.all([
      runJobPeriod(t.deps, job, 'p2', 'a'),
      runJobPeriod(t.deps, job, 'p2', 'b'),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['done', 'skipped']);
    const [run] = await t.deps.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, 'test_job'), eq(jobRuns.period, 'p2')));
    expect(run).toMatchObject({ status: 'done', attempts: 2 });
  });
});
