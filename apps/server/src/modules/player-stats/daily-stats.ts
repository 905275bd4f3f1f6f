import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { playerDailyStats } from '../../db/schema.ts';

export interface DailyDelta {
  betAmount?: bigint;
  validBet?: bigint;
  winAmount?: bigint;
  depositAmount?: bigint;
  /** A deposit: counts one and keeps the largest single deposit of the day. */
  deposit?: bigint;
}

/** Adds to a player's totals for one local day (the period key of rankings, rebates and referral earnings). */
export async function addDailyStats(
  db: Database,
  userId: number,
  day: string,
  delta: DailyDelta,
): Promise<void> {
  const betAmount = delta.betAmount ?? 0n;
  const validBet = delta.validBet ?? 0n;
  const winAmount = delta.winAmount ?? 0n;
  const deposit = delta.deposit ?? 0n;
  await db
    .insert(playerDailyStats)
    .values({
      userId,
      day,
      betAmount,
      validBet,
      winAmount,
      depositAmount: deposit,
      depositCount: deposit > 0n ? 1 : 0,
      maxSingleDeposit: deposit,
    })
    .onConflictDoUpdate({
      target: [playerDailyStats.userId, playerDailyStats.day],
      set: {
        betAmount: sql`${playerDailyStats.betAmount} + ${betAmount}`,
        validBet: sql`${playerDailyStats.validBet} + ${validBet}`,
        winAmount: sql`${playerDailyStats.winAmount} + ${winAmount}`,
        depositAmount: sql`${playerDailyStats.depositAmount} + ${deposit}`,
        depositCount: sql`${playerDailyStats.depositCount} + ${deposit > 0n ? 1 : 0}`,
        maxSingleDeposit: sql`greatest(${playerDailyStats.maxSingleDeposit}, ${deposit})`,
      },
    });
}
