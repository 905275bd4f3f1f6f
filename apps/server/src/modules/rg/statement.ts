import { type LimitPeriod, toMajorNumber } from '@fairplay/contract';
import { and, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { depositOrders, gameRounds, withdrawalOrders } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { recentWindows } from './periods.ts';

/** How many periods the statement goes back: 31 days, 12 weeks, 12 months. */
const ROWS: Record<LimitPeriod, number> = { day: 31, week: 12, month: 12 };

const CREDITED_DEPOSITS = ['succeeded', 'success'];

/**
 * The activity statement: per day, week or month (newest first), the deposits credited, the
 * withdrawals requested and not refused, what was staked and won, and the net result of play.
 */
export async function activityStatement(deps: AppDeps, userId: number, period: LimitPeriod) {
  const now = deps.clock.now();
  const windows = recentWindows(period, now, deps.config.region.timeZone, ROWS[period]);
  const from = windows.at(-1)!.start;
  const to = windows[0]!.end;
  // One row per window start: each record falls in the window whose start is the latest before it.
  const starts = windows.map((window) => window.start.toISOString());
  const bucket = (column: unknown) =>
    sql<string>`(select max(s) from unnest(${`{${starts.join(',')}}`}::timestamptz[]) as s where s <= ${column})`;
  const [deposits, withdrawals, rounds] = await Promise.all([
    deps.db
      .select({ start: bucket(depositOrders.createdAt), total: sql<string>`sum(${depositOrders.amount})` })
      .from(depositOrders)
      .where(
        and(
          eq(depositOrders.userId, userId),
          gte(depositOrders.createdAt, from),
          lt(depositOrders.createdAt, to),
          inArray(depositOrders.status, CREDITED_DEPOSITS),
        ),
      )
      .groupBy(sql`1`),
    deps.db
      .select({
        start: bucket(withdrawalOrders.createdAt),
        total: sql<string>`sum(${withdrawalOrders.amount})`,
      })
      .from(withdrawalOrders)
      .where(
        and(
          eq(withdrawalOrders.userId, userId),
          gte(withdrawalOrders.createdAt, from),
          lt(withdrawalOrders.createdAt, to),
          notInArray(withdrawalOrders.status, ['rejected', 'refunded', 'failed']),
        ),
      )
      .groupBy(sql`1`),
    deps.db
      .select({
        start: bucket(gameRounds.createdAt),
        staked: sql<string>`sum(${gameRounds.betAmount})`,
        won: sql<string>`sum(${gameRounds.winAmount})`,
      })
      .from(gameRounds)
      .where(
        and(
          eq(gameRounds.userId, userId),
          gte(gameRounds.createdAt, from),
          lt(gameRounds.createdAt, to),
          notInArray(gameRounds.status, ['rolled_back']),
        ),
      )
      .groupBy(sql`1`),
  ]);
  const decimals = deps.config.region.currencyDecimals;
  const byStart = <T extends { start: string }>(rows: T[]) =>
    new Map(rows.map((row) => [new Date(row.start).getTime(), row]));
  const depositsBy = byStart(deposits);
  const withdrawalsBy = byStart(withdrawals);
  const roundsBy = byStart(rounds);
  return {
    rows: windows.map((window) => {
      const key = window.start.getTime();
      const staked = BigInt(roundsBy.get(key)?.staked ?? 0);
      const won = BigInt(roundsBy.get(key)?.won ?? 0);
      return {
        periodStart: window.firstDay,
        deposits: toMajorNumber(BigInt(depositsBy.get(key)?.total ?? 0), decimals),
        withdrawals: toMajorNumber(BigInt(withdrawalsBy.get(key)?.total ?? 0), decimals),
        staked: toMajorNumber(staked, decimals),
        won: toMajorNumber(won, decimals),
        net: toMajorNumber(won - staked, decimals),
      };
    }),
  };
}
