import { type AnyColumn, and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rgExclusions, users } from '../db/schema.ts';
import { isPlayerLocked } from '../ledger/player-lock.ts';
import { AppError } from './app-error.ts';

/** A permanent self-exclusion blocks until this instant (modules/rg). */
export const PERMANENT_BLOCK_UNTIL = new Date('9999-12-31T00:00:00.000Z');

/**
 * A time-out or self-exclusion the player took (users.rg_blocked_until, modules/rg) running at
 * `now`, as the refusal it causes; null when none runs. Read where sessions begin (modules/auth)
 * and where money moves (modules/rg).
 */
export function blockRefusal(block: { rgBlockedUntil: Date | null; rgBlockKind: string | null }, now: Date) {
  if (!block.rgBlockedUntil) return null;
  // A self-exclusion past its end still blocks until the player returns (modules/rg, decision 023).
  if (block.rgBlockedUntil <= now)
    return block.rgBlockKind === 'selfExclusion' ? AppError.refused('rg.selfExclusionEnded') : null;
  if (block.rgBlockKind === 'timeout')
    return AppError.refused('rg.timedOut', { until: block.rgBlockedUntil });
  if (block.rgBlockedUntil.getTime() >= PERMANENT_BLOCK_UNTIL.getTime())
    return AppError.refused('rg.selfExcludedPermanently');
  return AppError.refused('rg.selfExcluded', { until: block.rgBlockedUntil });
}

/**
 * SQL condition on the `users` row: a break runs at `now`, as `blockRefusal` reads it (a
 * self-exclusion past its end runs until the player returns, which clears the row).
 */
export function isOnBreakAt(now: Date): SQL {
  return sql`(${users.rgBlockedUntil} is not null
    and (${users.rgBlockedUntil} > ${now} or coalesce(${users.rgBlockKind}, '') = 'selfExclusion'))`;
}

/**
 * SQL condition on the `users` row: no break runs at `now`. For the statements that select the
 * payees of a scheduled promotion (modules/promo), so a player on a break is not even a candidate.
 */
export function isNotOnBreakAt(now: Date): SQL {
  return sql`not ${isOnBreakAt(now)}`;
}

/**
 * SQL condition: the player `userId` had a break running at `instant` (from the breaks' history,
 * rg_exclusions: a break extended later is a second row, so the rows cover every running instant).
 * For what was written at an instant and read later: a marketing message sent, an invitee counted.
 */
export function wasOnBreakAt(userId: SQL | AnyColumn, instant: SQL | AnyColumn): SQL {
  return sql`exists (select 1 from ${rgExclusions} where ${rgExclusions.userId} = ${userId}
    and ${rgExclusions.startedAt} <= ${instant}
    and (${rgExclusions.endsAt} is null or ${rgExclusions.endsAt} > ${instant}))`;
}

/**
 * Whether a break of the player started at or after `since` (from the breaks' history): money staked
 * at `since` in a round still open was in play when that break began, so its bonus part is forfeited
 * when it comes back (modules/seamless, decision 024). A bet placed under the player lock before a
 * break can share its instant, hence "at or after".
 */
export async function breakStartedSince(db: Database, userId: number, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: rgExclusions.id })
    .from(rgExclusions)
    .where(and(eq(rgExclusions.userId, userId), gte(rgExclusions.startedAt, since)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The player's break running at `now` as its refusal, or null: read in the transaction that writes,
 * under the player lock (it refuses to read without it), so a break taken while the caller waited
 * for the lock is seen and none can start before the caller's write commits. Every grant of
 * promotion money asks this first (modules/rewards, promo, earn).
 */
export async function breakRefusal(tx: Database, userId: number, now: Date): Promise<AppError | null> {
  if (!isPlayerLocked(tx, userId)) throw new Error('breakRefusal: the player lock is not held');
  const player = await playerBlockOf(tx, userId);
  return player ? blockRefusal(player, now) : null;
}

/** The player's break columns as `blockRefusal` reads them, or undefined when no such player. */
export async function playerBlockOf(db: Database, userId: number) {
  const [player] = await db
    .select({ rgBlockedUntil: users.rgBlockedUntil, rgBlockKind: users.rgBlockKind })
    .from(users)
    .where(eq(users.id, userId));
  return player;
}
