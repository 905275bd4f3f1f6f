import type { TGameRecord } from '@fairplay/contract';
import { toMajorNumber } from '@fairplay/contract/money';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { gameRounds, games } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { addDays, startOfLocalDay } from '../../platform/time.ts';

const STATUS_OF_FILTER: Record<string, string> = { settled: 'settled', unsettled: 'open', cancel: 'cancel' };

function periodRange(period: string, now: Date, timeZone: string): { from: Date; to: Date } {
  const today = startOfLocalDay(now, timeZone);
  if (period === 'yesterday') return { from: addDays(today, -1), to: today };
  if (period === 'last3days') return { from: addDays(today, -2), to: addDays(today, 1) };
  return { from: today, to: addDays(today, 1) };
}

/** The player's rounds for a period in the region's days, with totals for the filter. */
export async function gameRecords(
  deps: AppDeps,
  userId: number,
  query: { status: string; period: string; page: number; pageSize: number },
) {
  const { from, to } = periodRange(query.period, deps.clock.now(), deps.config.region.timeZone);
  const filters: SQL[] = [
    eq(gameRounds.userId, userId),
    gte(gameRounds.createdAt, from),
    lt(gameRounds.createdAt, to),
  ];
  const status = STATUS_OF_FILTER[query.status];
  if (status) filters.push(eq(gameRounds.status, status));
  const where = and(...filters);
  const [rows, [totals]] = await Promise.all([
    deps.db
      .select({ round: gameRounds, gameName: games.name })
      .from(gameRounds)
      .leftJoin(games, eq(games.code, gameRounds.gameCode))
      .where(where)
      .orderBy(desc(gameRounds.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db
      .select({
        total: count(),
        bet: sql<string>`coalesce(sum(${gameRounds.betAmount}), 0)::text`,
        valid: sql<string>`coalesce(sum(${gameRounds.validBet}), 0)::text`,
        settledBet: sql<string>`coalesce(sum(${gameRounds.betAmount}) filter (where ${gameRounds.status} = 'settled'), 0)::text`,
        won: sql<string>`coalesce(sum(${gameRounds.winAmount}) filter (where ${gameRounds.status} = 'settled'), 0)::text`,
      })
      .from(gameRounds)
      .where(where),
  ]);
  const decimals = deps.config.region.currencyDecimals;
  const major = (minor: bigint) => toMajorNumber(minor, decimals);
  const list: TGameRecord[] = rows.map(({ round, gameName }) => ({
    betId: round.roundId,
    gameName: gameName ?? round.gameCode,
    betAmount: major(round.betAmount),
    validBet: major(round.validBet),
    winAmount: major(round.winAmount),
    profit: round.status === 'settled' ? major(round.winAmount - round.betAmount) : 0,
    status: round.status === 'settled' ? 'settled' : round.status === 'cancel' ? 'cancel' : 'unsettled',
    betTime: round.createdAt.toISOString(),
    settleTime: round.settledAt?.toISOString() ?? null,
  }));
  const bet = BigInt(totals?.bet ?? '0');
  // Profit counts settled rounds only, like the rows: an open bet is not a loss yet.
  const won = BigInt(totals?.won ?? '0') - BigInt(totals?.settledBet ?? '0');
  return {
    list,
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    summary: {
      betAmount: major(bet),
      validBet: major(BigInt(totals?.valid ?? '0')),
      profit: major(won),
    },
  };
}
