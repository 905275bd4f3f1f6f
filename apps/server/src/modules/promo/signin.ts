import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { shiftDateKey } from '../../platform/time.ts';
import { grantReward } from '../rewards/index.ts';
import { majorOf, promotionSettings, requireEnabled, rewardOf, rewardsOf, todayKey } from './shared.ts';

function streakOf(detail: unknown): number {
  const streak = (detail as { streak?: unknown } | null)?.streak;
  return typeof streak === 'number' ? streak : 1;
}

/** The reward of the n-th consecutive day (1-based): the 7-day table, repeating. */
function rewardForStreak(rewards: readonly number[], streak: number): bigint {
  return BigInt(rewards[(streak - 1) % rewards.length] ?? 0);
}

/**
 * Daily sign-in: days are local calendar days in the region's zone; signing in on consecutive days
 * grows the streak, a missed day starts it again at 1.
 */
export async function signinInfo(deps: AppDeps, userId: number) {
  const { signin } = await promotionSettings(deps);
  const today = todayKey(deps);
  const history = await rewardsOf(deps.db, userId, 'signin', 30);
  const last = history[0];
  const hasSignedToday = last?.period === today;
  const isStreakAlive = last !== undefined && (hasSignedToday || last.period === shiftDateKey(today, -1));
  const streak = isStreakAlive ? streakOf(last.detail) : 0;
  const major = majorOf(deps);
  return {
    rewards: signin.rewardsMinor.map((minor) => major(BigInt(minor))),
    wagerMultiple: signin.wagerMultiple,
    requiresDeposit: signin.requiresDeposit,
    streak,
    hasSignedToday,
    todayReward: major(hasSignedToday ? last.amount : rewardForStreak(signin.rewardsMinor, streak + 1)),
    history: history.map((row) => ({
      day: row.period,
      amount: major(row.amount),
      streak: streakOf(row.detail),
    })),
  };
}

export async function signinClaim(deps: AppDeps, userId: number) {
  const { signin } = await promotionSettings(deps);
  requireEnabled(signin);
  const today = todayKey(deps);
  return deps.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    if (signin.requiresDeposit) {
      const [player] = await tx
        .select({ firstDepositAt: users.firstDepositAt })
        .from(users)
        .where(eq(users.id, userId));
      if (!player?.firstDepositAt) throw AppError.refused('promo.signinNeedsDeposit');
    }
    const yesterday = await rewardOf(tx, userId, 'signin', shiftDateKey(today, -1));
    const streak = yesterday ? streakOf(yesterday.detail) + 1 : 1;
    const amount = rewardForStreak(signin.rewardsMinor, streak);
    if (amount <= 0n) throw AppError.refused('promo.signinNoReward');
    const granted = await grantReward(tx, deps, {
      promotion: 'signin',
      userId,
      period: today,
      amount,
      wagerMultiple: signin.wagerMultiple,
      detail: { streak },
      delivery: { kind: 'direct' },
    });
    if (!granted.isNew) throw AppError.refused('promo.signinDone');
    const major = majorOf(deps);
    return { amount: major(amount), streak, balance: major(granted.balance ?? 0n) };
  });
}
