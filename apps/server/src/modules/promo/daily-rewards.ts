import { and, eq, gt, gte, like, sql } from 'drizzle-orm';
import { playerDailyStats, users, vipLevels } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { breakRefusal, isNotOnBreakAt } from '../../kernel/player-block.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { localMidnight, shiftDateKey } from '../../platform/time.ts';
import { grantReward, type RewardGrant } from '../rewards/index.ts';
import { daysOfPeriod, type JobSummary } from '../scheduler/index.ts';
import { applyPpm, majorOf, ppmToPercent, promotionSettings } from './shared.ts';

const DAY_MS = 86_400_000;

/**
 * Grants each reward in its own transaction; returns how many were new. A player whose break runs
 * when their turn comes (read under their lock) is skipped: the reward of that period is not paid,
 * then or later (decision 024).
 */
export async function grantEach(deps: AppDeps, grants: RewardGrant[]): Promise<JobSummary> {
  let granted = 0;
  let onBreak = 0;
  let total = 0n;
  for (const grant of grants) {
    const result = await deps.db.transaction(async (tx) => {
      await lockPlayer(tx, grant.userId);
      if (await breakRefusal(tx, grant.userId, deps.clock.now())) return null;
      return grantReward(tx, deps, grant);
    });
    if (!result) onBreak += 1;
    else if (result.isNew) {
      granted += 1;
      total += grant.amount;
    }
  }
  return { candidates: grants.length, granted, onBreak, totalMinor: Number(total) };
}

/** The cashback rate of a VIP level: its entry in the table, or the last entry above the table. */
export function cashbackRatePpm(ratesByLevel: readonly number[], level: number): number {
  return ratesByLevel[Math.min(level, ratesByLevel.length - 1)] ?? 0;
}

/**
 * Daily cashback for a closed local day: the day's net loss (valid bets minus wins) times the rate
 * of the player's VIP level, paid at once with its wager multiple.
 */
export async function payCashback(deps: AppDeps, day: string): Promise<JobSummary> {
  const { cashback } = await promotionSettings(deps);
  if (!cashback.isEnabled) return { skipped: 1 };
  const rows = await deps.db
    .select({
      userId: playerDailyStats.userId,
      netLoss: sql<bigint>`${playerDailyStats.validBet} - ${playerDailyStats.winAmount}`.mapWith(BigInt),
      level: users.vipLevel,
    })
    .from(playerDailyStats)
    .innerJoin(users, eq(users.id, playerDailyStats.userId))
    .where(
      and(
        eq(playerDailyStats.day, day),
        sql`${playerDailyStats.validBet} - ${playerDailyStats.winAmount} >= ${BigInt(Math.max(cashback.minNetLossMinor, 1))}`,
        isNotOnBreakAt(deps.clock.now()),
      ),
    );
  const major = majorOf(deps);
  const grants: RewardGrant[] = [];
  for (const row of rows) {
    const ratePpm = cashbackRatePpm(cashback.ratePpmByVipLevel, row.level);
    const amount = applyPpm(row.netLoss, ratePpm);
    if (amount <= 0n) continue;
    grants.push({
      promotion: 'cashback',
      userId: row.userId,
      period: day,
      amount,
      wagerMultiple: cashback.wagerMultiple,
      detail: { netLoss: row.netLoss.toString(), ratePpm },
      delivery: {
        kind: 'direct',
        notice: {
          title: 'Daily cashback',
          content: `Your cashback for ${day}: ${major(amount)} (${ppmToPercent(ratePpm)}% of a net loss of ${major(row.netLoss)}) has been added to your balance.`,
          template: {
            key: 'cashback',
            params: {
              day,
              amount: major(amount),
              percent: ppmToPercent(ratePpm),
              netLoss: major(row.netLoss),
            },
          },
        },
      },
    });
  }
  return grantEach(deps, grants);
}

/** VIP bet rebate for a closed local day: the day's valid bets times the level's betRebateRate. */
export async function payBetRebate(deps: AppDeps, day: string): Promise<JobSummary> {
  const { vipRewards } = await promotionSettings(deps);
  const rows = await deps.db
    .select({
      userId: playerDailyStats.userId,
      validBet: playerDailyStats.validBet,
      ratePpm: vipLevels.betRebatePpm,
    })
    .from(playerDailyStats)
    .innerJoin(users, eq(users.id, playerDailyStats.userId))
    .innerJoin(vipLevels, eq(vipLevels.level, users.vipLevel))
    .where(
      and(
        eq(playerDailyStats.day, day),
        gt(playerDailyStats.validBet, 0n),
        gt(vipLevels.betRebatePpm, 0),
        isNotOnBreakAt(deps.clock.now()),
      ),
    );
  const grants: RewardGrant[] = rows
    .map((row) => ({ ...row, amount: applyPpm(row.validBet, row.ratePpm) }))
    .filter((row) => row.amount > 0n)
    .map((row) => ({
      promotion: 'vip_bet_rebate' as const,
      userId: row.userId,
      period: day,
      amount: row.amount,
      wagerMultiple: vipRewards.wagerMultiple,
      detail: { validBet: row.validBet.toString(), ratePpm: row.ratePpm },
      delivery: { kind: 'direct' as const },
    }));
  return grantEach(deps, grants);
}

/**
 * VIP weekly or monthly reward for a closed period: every player at a level with a reward who
 * played or deposited in the period gets it in the inbox, claimable for a few days.
 */
export async function payVipPeriodReward(
  deps: AppDeps,
  kind: 'weekly' | 'monthly',
  periodKey: string,
): Promise<JobSummary> {
  const { vipRewards } = await promotionSettings(deps);
  const { first, last } = daysOfPeriod(kind, periodKey);
  const rewardColumn = kind === 'weekly' ? vipLevels.weekReward : vipLevels.monthlyReward;
  const rows = await deps.db
    .selectDistinct({ userId: users.id, level: users.vipLevel, reward: rewardColumn })
    .from(users)
    .innerJoin(vipLevels, eq(vipLevels.level, users.vipLevel))
    .innerJoin(playerDailyStats, eq(playerDailyStats.userId, users.id))
    .where(
      and(
        gt(rewardColumn, 0n),
        sql`${playerDailyStats.day} between ${first} and ${last}`,
        sql`(${playerDailyStats.validBet} > 0 or ${playerDailyStats.depositAmount} > 0)`,
        isNotOnBreakAt(deps.clock.now()),
      ),
    );
  const major = majorOf(deps);
  const claimableUntil = new Date(deps.clock.now().getTime() + vipRewards.keepDays * DAY_MS);
  const label = kind === 'weekly' ? 'weekly' : 'monthly';
  return grantEach(
    deps,
    rows.map((row) => ({
      promotion: kind === 'weekly' ? 'vip_weekly' : 'vip_monthly',
      userId: row.userId,
      period: periodKey,
      amount: row.reward,
      wagerMultiple: vipRewards.wagerMultiple,
      detail: { level: row.level },
      delivery: {
        kind: 'mail',
        title: `VIP${row.level} ${label} reward`,
        content: `Thank you for playing with us. Your VIP${row.level} ${label} reward of ${major(row.reward)} is ready: claim it within ${vipRewards.keepDays} days.`,
        template: {
          key: kind === 'weekly' ? 'vipWeekly' : 'vipMonthly',
          params: { level: row.level, amount: major(row.reward), keepDays: vipRewards.keepDays },
        },
        claimableUntil,
      },
    })),
  );
}

/**
 * VIP birthday reward on the player's birthday (a local date): once a year, in the inbox. A 29
 * February birthday is celebrated on 28 February in other years.
 */
export async function payBirthdayRewards(deps: AppDeps, day: string): Promise<JobSummary> {
  const { vipRewards } = await promotionSettings(deps);
  const monthDay = day.slice(5);
  const isLeapDayMissing = monthDay === '02-28' && shiftDateKey(day, 1).slice(5) === '03-01';
  const rows = await deps.db
    .select({
      userId: users.id,
      level: users.vipLevel,
      reward: vipLevels.birthdayReward,
      birthday: users.birthday,
    })
    .from(users)
    .innerJoin(vipLevels, eq(vipLevels.level, users.vipLevel))
    .where(
      and(
        gt(vipLevels.birthdayReward, 0n),
        isLeapDayMissing
          ? sql`(${users.birthday} like ${`%-${monthDay}`} or ${users.birthday} like '%-02-29')`
          : like(users.birthday, `%-${monthDay}`),
        gte(users.vipLevel, 1),
        isNotOnBreakAt(deps.clock.now()),
      ),
    );
  const major = majorOf(deps);
  const claimableUntil = new Date(
    localMidnight(day, deps.config.region.timeZone).getTime() + vipRewards.keepDays * DAY_MS,
  );
  return grantEach(
    deps,
    rows.map((row) => ({
      promotion: 'vip_birthday',
      userId: row.userId,
      period: day.slice(0, 4),
      amount: row.reward,
      wagerMultiple: vipRewards.wagerMultiple,
      detail: { level: row.level },
      delivery: {
        kind: 'mail',
        title: 'Happy birthday!',
        content: `Happy birthday from all of us! Your VIP${row.level} birthday gift of ${major(row.reward)} is in this message.`,
        template: { key: 'vipBirthday', params: { level: row.level, amount: major(row.reward) } },
        claimableUntil,
      },
    })),
  );
}
