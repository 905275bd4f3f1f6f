import type { LimitKind } from '@fairplay/contract';
import { and, eq, gt, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { depositOrders, gameRounds, sessions } from '../../db/schema.ts';
import type { PeriodWindow } from './periods.ts';

/** Deposit orders that never brought money in: they use none of a deposit limit. */
export const DEPOSITS_THAT_FAILED = ['failed', 'expired', 'rejected'];

/**
 * What a player has used of a limit's kind in a period: minor units paid in (every deposit order
 * that may still bring money, so parallel orders cannot pass the limit together), staked, or the
 * net loss (stakes less wins of the rounds opened in the period, an open round counted as lost;
 * negative when the player is ahead), or minutes signed in and active. Read under the player lock
 * by the checks that depend on it.
 */
export async function usedInWindow(
  db: Database,
  userId: number,
  kind: LimitKind,
  window: PeriodWindow,
  now: Date,
): Promise<bigint> {
  if (kind === 'deposit') {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${depositOrders.amount}), 0)` })
      .from(depositOrders)
      .where(
        and(
          eq(depositOrders.userId, userId),
          gte(depositOrders.createdAt, window.start),
          lt(depositOrders.createdAt, window.end),
          notInArray(depositOrders.status, DEPOSITS_THAT_FAILED),
        ),
      );
    return BigInt(row?.total ?? 0);
  }
  if (kind === 'session') {
    // Time between a session's start and its last activity, within the period; whole minutes.
    const [row] = await db
      .select({
        seconds: sql<string>`coalesce(sum(extract(epoch from (
          least(${sessions.lastSeenAt}, ${window.end.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
          - greatest(${sessions.createdAt}, ${window.start.toISOString()}::timestamptz)))), 0)`,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          lt(sessions.createdAt, window.end),
          gt(sessions.lastSeenAt, window.start),
        ),
      );
    return BigInt(Math.floor(Number(row?.seconds ?? 0) / 60));
  }
  const [row] = await db
    .select({
      staked: sql<string>`coalesce(sum(${gameRounds.betAmount}), 0)`,
      won: sql<string>`coalesce(sum(${gameRounds.winAmount}), 0)`,
    })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.userId, userId),
        gte(gameRounds.createdAt, window.start),
        lt(gameRounds.createdAt, window.end),
        notInArray(gameRounds.status, ['rolled_back', 'cancelled']),
      ),
    );
  const staked = BigInt(row?.staked ?? 0);
  if (kind === 'wager') return staked;
  return staked - BigInt(row?.won ?? 0);
}
