import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { localDateKey } from '../../platform/time.ts';
import { bonusContribution } from '../bonus/index.ts';
import type { BonusRules } from '../settings/index.ts';
import { applyLevelUps } from '../vip/index.ts';
import { addDailyStats } from './daily-stats.ts';

/**
 * The one definition of a valid bet: the stake of a round that settled. Cancelled (rolled back)
 * and unsettled rounds count nothing.
 */
export function validBetOf(round: { betAmount: bigint; status: string }): bigint {
  return round.status === 'settled' ? round.betAmount : 0n;
}

/**
 * What a settled round counts for, in the settling transaction: the deposit's turnover requirement
 * goes down by the stake, the bonus requirement by the stake × the game's weight (nothing for a
 * bet that was too likely to win, modules/bonus/rules.ts), VIP experience up (with level rewards),
 * and the day's totals that rankings, rebates and referral earnings read.
 *
 * While a bonus is being wagered, VIP experience grows by what the round counts toward the bonus,
 * not by its stake: otherwise the turnover a bonus forces would buy VIP levels whose rewards (about
 * 2% of the experience, with cashback) pay for the bonus wagering on 97-98% RTP games
 * (bonus-economy.test.ts).
 */
export async function recordSettledRound(
  tx: Database,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  round: {
    userId: number;
    gameCode: string;
    betAmount: bigint;
    winAmount: bigint;
    status: string;
    /** The round's chance to win as its provider reported it (ppm); null when it did not. */
    winChancePpm: number | null;
  },
  /** Read by the caller before its transaction (the settings cache reads through the pool). */
  bonusRules: BonusRules,
): Promise<{ isLevelUp: boolean }> {
  const validBet = validBetOf(round);
  let isLevelUp = false;
  if (validBet > 0n) {
    const bonusWager = bonusContribution(bonusRules, { ...round, betAmount: validBet });
    // One statement for all: the settle path is the busiest write path of the product.
    const [player] = await tx
      .update(users)
      .set({
        wagerRemaining: sql`greatest(${users.wagerRemaining} - ${validBet}, 0)`,
        bonusWagerRemaining: sql`greatest(${users.bonusWagerRemaining} - ${bonusWager}, 0)`,
        vipExp: sql`${users.vipExp} + (case when ${users.bonusWagerRemaining} > 0 then ${bonusWager}::bigint else ${validBet}::bigint end)`,
      })
      .where(eq(users.id, round.userId))
      .returning({ experience: users.vipExp, level: users.vipLevel });
    if (player) isLevelUp = await applyLevelUps(tx, deps, { userId: round.userId, ...player });
  }
  await addDailyStats(tx, round.userId, localDateKey(deps.clock.now(), deps.config.region.timeZone), {
    betAmount: round.betAmount,
    validBet,
    winAmount: round.winAmount,
  });
  return { isLevelUp };
}
