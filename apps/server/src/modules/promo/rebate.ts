import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { playerDailyStats } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { grantReward, rewardStatusOf } from '../rewards/index.ts';
import type { PromotionsSetting } from '../settings/index.ts';
import {
  applyPpm,
  majorOf,
  ppmToPercent,
  promotionSettings,
  requireEnabled,
  rewardsOf,
  todayKey,
} from './shared.ts';

async function largestDepositToday(db: Database, userId: number, day: string): Promise<bigint> {
  const [row] = await db
    .select({ largest: playerDailyStats.maxSingleDeposit })
    .from(playerDailyStats)
    .where(and(eq(playerDailyStats.userId, userId), eq(playerDailyStats.day, day)));
  return row?.largest ?? 0n;
}

/** The bonus a single deposit earns: the rate of the highest tier it reaches, at most the daily cap. */
export function rebateFor(setting: PromotionsSetting['rebate'], deposit: bigint): bigint {
  const tier = [...setting.tiers]
    .sort((a, b) => b.minDepositMinor - a.minDepositMinor)
    .find((candidate) => deposit >= BigInt(candidate.minDepositMinor) && candidate.minDepositMinor > 0);
  if (!tier) return 0n;
  const bonus = applyPpm(deposit, tier.ratePpm);
  const cap = BigInt(setting.dailyCapMinor);
  return bonus > cap ? cap : bonus;
}

/** Deposit rebate: once a day, a bonus on the day's largest single deposit (local days). */
export async function rebateInfo(deps: AppDeps, userId: number) {
  const { rebate } = await promotionSettings(deps);
  const today = todayKey(deps);
  const [largest, history] = await Promise.all([
    largestDepositToday(deps.db, userId, today),
    rewardsOf(deps.db, userId, 'deposit_rebate', 30),
  ]);
  const claimedToday = history.find((row) => row.period === today);
  const bonus = claimedToday?.amount ?? rebateFor(rebate, largest);
  const major = majorOf(deps);
  const minimum = Math.min(...rebate.tiers.map((tier) => tier.minDepositMinor));
  return {
    tiers: rebate.tiers.map((tier) => ({
      minDeposit: major(BigInt(tier.minDepositMinor)),
      percent: ppmToPercent(tier.ratePpm),
    })),
    minDeposit: major(BigInt(minimum)),
    dailyCap: major(BigInt(rebate.dailyCapMinor)),
    wagerMultiple: rebate.wagerMultiple,
    todayLargestDeposit: major(largest),
    todayBonus: major(bonus),
    status: claimedToday
      ? rewardStatusOf(claimedToday, deps.clock.now())
      : bonus > 0n
        ? 'claimable'
        : 'locked',
    records: history.map((row) => ({
      day: row.period,
      deposit: major(BigInt(String((row.detail as { deposit?: string } | null)?.deposit ?? '0'))),
      bonus: major(row.amount),
    })),
  } as const;
}

export async function rebateClaim(deps: AppDeps, userId: number) {
  const { rebate } = await promotionSettings(deps);
  requireEnabled(rebate);
  const today = todayKey(deps);
  return deps.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const largest = await largestDepositToday(tx, userId, today);
    const amount = rebateFor(rebate, largest);
    if (amount <= 0n) {
      const minimum = Math.min(...rebate.tiers.map((tier) => tier.minDepositMinor));
      throw AppError.refused('promo.rebateMinimum', { amount: BigInt(minimum) });
    }
    const granted = await grantReward(tx, deps, {
      promotion: 'deposit_rebate',
      userId,
      period: today,
      amount,
      wagerMultiple: rebate.wagerMultiple,
      detail: { deposit: largest.toString() },
      delivery: { kind: 'direct' },
    });
    if (!granted.isNew) throw AppError.refused('promo.rebateClaimed');
    const major = majorOf(deps);
    return { amount: major(amount), balance: major(granted.balance ?? 0n) };
  });
}
