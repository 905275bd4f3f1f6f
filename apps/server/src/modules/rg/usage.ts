import type { LimitKind } from '@fairplay/contract';
import { and, eq, gt, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { depositOrders, seamlessTransactions, sessions } from '../../db/schema.ts';
import type { PeriodWindow } from './periods.ts';

/**
 * Deposit orders that will never bring money in: staff rejected them. A failed or expired gateway
 * order still counts, since a late payment can still be credited (online.ts).
 */
export const DEPOSITS_THAT_FAILED = ['rejected'];

/**
 * What a player has used of a limit's kind in a period: minor units paid in (every deposit order
 * that may still bring money, so parallel orders cannot pass the limit together), staked (bets less
 * their rollbacks), or the net loss (that less wins, an unsettled stake counted as lost; negative
 * when the player is ahead), or minutes signed in and active. Read under the player lock
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
  // Each bet, its rollback and each win counts when it happened, whichever round it joined: a stake
  // added after midnight to a round opened before it counts today.
  const [row] = await db
    .select({
      staked: sql<string>`coalesce(sum(case ${seamlessTransactions.kind} when 'bet' then ${seamlessTransactions.amount} when 'rollback' then -${seamlessTransactions.amount} else 0 end), 0)`,
      won: sql<string>`coalesce(sum(case when ${seamlessTransactions.kind} = 'win' then ${seamlessTransactions.amount} else 0 end), 0)`,
    })
    .from(seamlessTransactions)
    .where(
      and(
        eq(seamlessTransactions.userId, userId),
        gte(seamlessTransactions.createdAt, window.start),
        lt(seamlessTransactions.createdAt, window.end),
        eq(seamlessTransactions.status, 'ok'),
      ),
    );
  const staked = BigInt(row?.staked ?? 0);
  if (kind === 'wager') return staked;
  return staked - BigInt(row?.won ?? 0);
}
