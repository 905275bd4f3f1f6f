import { type LimitPeriod, toMajorNumber } from '@fairplay/contract';
import { and, eq, gte, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { depositOrders, seamlessTransactions, withdrawalOrders } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { CREDITED_DEPOSIT_STATUSES } from '../deposit/index.ts';
import { recentWindows } from './periods.ts';
import { PLAY_SUMS, playOf } from './usage.ts';

/** How many periods the statement goes back: 31 days, 12 weeks, 12 months. */
const ROWS: Record<LimitPeriod, number> = { day: 31, week: 12, month: 12 };

/**
 * Sums of one table's rows per period: the key is the start of the period a row's time falls in
 * (the latest start before it), in milliseconds.
 */
async function sumsPerPeriod<TSums extends Record<string, SQL<string>>>(
  db: Database,
  table: PgTable,
  createdAt: PgColumn,
  starts: Date[],
  where: SQL,
  sums: TSums,
): Promise<Map<number, Record<keyof TSums, string>>> {
  const list = `{${starts.map((start) => start.toISOString()).join(',')}}`;
  const start = sql<string>`(select max(s) from unnest(${list}::timestamptz[]) as s where s <= ${createdAt})`;
  const rows = (await db
    .select({ start, ...sums })
    .from(table)
    .where(where)
    .groupBy(sql`1`)) as ({ start: string } & Record<keyof TSums, string>)[];
  return new Map(rows.map((row) => [new Date(row.start).getTime(), row]));
}

/**
 * The activity statement: per day, week or month (newest first), the deposits credited, the
 * withdrawals requested and not refused, what was staked and won (as the limits count them), and
 * the net result of play.
 */
export async function activityStatement(deps: AppDeps, userId: number, period: LimitPeriod) {
  const windows = recentWindows(period, deps.clock.now(), deps.config.region.timeZone, ROWS[period]);
  const starts = windows.map((window) => window.start);
  const from = windows.at(-1)!.start;
  const to = windows[0]!.end;
  const total = (column: PgColumn) => ({ total: sql<string>`coalesce(sum(${column}), 0)` });
  const [deposits, withdrawals, play] = await Promise.all([
    sumsPerPeriod(
      deps.db,
      depositOrders,
      depositOrders.createdAt,
      starts,
      and(
        eq(depositOrders.userId, userId),
        gte(depositOrders.createdAt, from),
        lt(depositOrders.createdAt, to),
        inArray(depositOrders.status, [...CREDITED_DEPOSIT_STATUSES]),
      )!,
      total(depositOrders.amount),
    ),
    sumsPerPeriod(
      deps.db,
      withdrawalOrders,
      withdrawalOrders.createdAt,
      starts,
      and(
        eq(withdrawalOrders.userId, userId),
        gte(withdrawalOrders.createdAt, from),
        lt(withdrawalOrders.createdAt, to),
        notInArray(withdrawalOrders.status, ['rejected', 'refunded', 'failed']),
      )!,
      total(withdrawalOrders.amount),
    ),
    sumsPerPeriod(
      deps.db,
      seamlessTransactions,
      seamlessTransactions.createdAt,
      starts,
      playOf(userId, from, to),
      PLAY_SUMS,
    ),
  ]);
  const decimals = deps.config.region.currencyDecimals;
  const major = (value: string | undefined) => toMajorNumber(BigInt(value ?? 0), decimals);
  return {
    rows: windows.map((window) => {
      const key = window.start.getTime();
      const staked = BigInt(play.get(key)?.staked ?? 0);
      const won = BigInt(play.get(key)?.won ?? 0);
      return {
        periodStart: window.firstDay,
        deposits: major(deposits.get(key)?.total),
        withdrawals: major(withdrawals.get(key)?.total),
        staked: toMajorNumber(staked, decimals),
        won: toMajorNumber(won, decimals),
        net: toMajorNumber(won - staked, decimals),
      };
    }),
  };
}
