import type { LimitKind } from '@fairplay/contract';
import { and, eq, gt, gte, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { depositOrders, seamlessTransactions, sessions } from '../../db/schema.ts';
import type { PeriodWindow } from './periods.ts';

/**
 * Deposit orders that will never bring money in: staff rejected them. A failed or expired gateway
 * order still counts, since a late payment can still be credited (deposit/online.ts).
 */
const DEPOSITS_THAT_NEVER_PAY = ['rejected'];

/**
 * What a player staked and won, counted from the wallet's own records when each bet and win
 * happened, whichever round it joined: a stake added after midnight to a round opened before it
 * counts today. A bet rolled back is no stake at all: the rollback marks its row `rolled_back`
 * (left out by playOf's status), so rollbacks are not subtracted again (that counted each one as a
 * negative stake, room past a limit). The one definition of play for limits and statement.
 */
export const PLAY_SUMS = {
  staked: sql<string>`coalesce(sum(case when ${seamlessTransactions.kind} = 'bet' then ${seamlessTransactions.amount} else 0 end), 0)`,
  won: sql<string>`coalesce(sum(case when ${seamlessTransactions.kind} = 'win' then ${seamlessTransactions.amount} else 0 end), 0)`,
};

/** The player's wallet calls in [from, to) that moved money. */
export function playOf(userId: number, from: Date, to: Date): SQL {
  return and(
    eq(seamlessTransactions.userId, userId),
    gte(seamlessTransactions.createdAt, from),
    lt(seamlessTransactions.createdAt, to),
    eq(seamlessTransactions.status, 'ok'),
  )!;
}

/** Where a kind's use is counted: loss and wager both from play, read once for both. */
type Source = 'deposit' | 'play' | 'session';
const SOURCE: Record<LimitKind, Source> = {
  deposit: 'deposit',
  loss: 'play',
  wager: 'play',
  session: 'session',
};

interface Totals {
  deposited: bigint;
  staked: bigint;
  won: bigint;
  minutes: bigint;
}

async function totalsOf(db: Database, userId: number, source: Source, window: PeriodWindow, now: Date) {
  const totals: Totals = { deposited: 0n, staked: 0n, won: 0n, minutes: 0n };
  if (source === 'deposit') {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${depositOrders.amount}), 0)` })
      .from(depositOrders)
      .where(
        and(
          eq(depositOrders.userId, userId),
          gte(depositOrders.createdAt, window.start),
          lt(depositOrders.createdAt, window.end),
          notInArray(depositOrders.status, DEPOSITS_THAT_NEVER_PAY),
        ),
      );
    totals.deposited = BigInt(row?.total ?? 0);
  } else if (source === 'session') {
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
          // A withdraw-only session (decision 023) is not play time.
          eq(sessions.scope, 'full'),
          lt(sessions.createdAt, window.end),
          gt(sessions.lastSeenAt, window.start),
        ),
      );
    totals.minutes = BigInt(Math.floor(Number(row?.seconds ?? 0) / 60));
  } else {
    const [row] = await db
      .select(PLAY_SUMS)
      .from(seamlessTransactions)
      .where(playOf(userId, window.start, window.end));
    totals.staked = BigInt(row?.staked ?? 0);
    totals.won = BigInt(row?.won ?? 0);
  }
  return totals;
}

/**
 * Counts what a player used of their limits' kinds, each source and period read once however many
 * limits share it (a bet checks its loss and wager limits of a day from one read). Read under the
 * player lock by the checks that depend on it.
 */
export function usageReader(db: Database, userId: number, now: Date) {
  const read = new Map<string, Promise<Totals>>();
  /**
   * Minor units paid in (every deposit order that may still bring money, so parallel orders cannot
   * pass the limit together), staked, the net loss (stakes less wins, an unsettled stake counted as
   * lost; negative when the player is ahead), or minutes signed in and active.
   */
  return async (kind: LimitKind, window: PeriodWindow): Promise<bigint> => {
    const source = SOURCE[kind];
    const key = `${source}:${window.period}`;
    let totals = read.get(key);
    if (!totals) {
      totals = totalsOf(db, userId, source, window, now);
      read.set(key, totals);
    }
    const { deposited, staked, won, minutes } = await totals;
    if (kind === 'deposit') return deposited;
    if (kind === 'session') return minutes;
    return kind === 'wager' ? staked : staked - won;
  };
}
