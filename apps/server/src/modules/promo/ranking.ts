import type { RANKING_PERIODS } from '@fairplay/contract';
import { maskPhone } from '@fairplay/contract/phone';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { playerDailyStats, rankingResults, users } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { breakRefusal } from '../../kernel/player-block.ts';
import { lockPlayers } from '../../ledger/player-lock.ts';
import { cached, type LoadingCache, loadingCache } from '../../platform/cache.ts';
import {
  localDateKey,
  localMidnight,
  monthDays,
  monthKeyOf,
  shiftDateKey,
  weekStartKey,
} from '../../platform/time.ts';
import { grantReward } from '../rewards/index.ts';
import { daysOfPeriod, type JobSummary } from '../scheduler/index.ts';
import type { PromotionsSetting } from '../settings/index.ts';
import { applyPpm, majorOf, promotionSettings } from './shared.ts';

export type RankingPeriod = (typeof RANKING_PERIODS)[number];

interface Standing {
  rank: number;
  userId: number;
  totalBet: bigint;
  award: bigint;
}

interface Board {
  periodKey: string;
  closesAt: Date;
  prizePool: bigint;
  standings: Standing[];
}

/** The key of the period holding a local date: the date, its week's Monday, or its month. */
export function periodKeyOf(kind: RankingPeriod, day: string): string {
  if (kind === 'daily') return day;
  if (kind === 'weekly') return weekStartKey(day);
  return monthKeyOf(day);
}

function nextPeriodStart(kind: RankingPeriod, key: string): string {
  if (kind === 'daily') return shiftDateKey(key, 1);
  if (kind === 'weekly') return shiftDateKey(key, 7);
  return shiftDateKey(monthDays(key).last, 1);
}

function previousPeriodKey(kind: RankingPeriod, key: string): string {
  if (kind === 'daily') return shiftDateKey(key, -1);
  if (kind === 'weekly') return shiftDateKey(key, -7);
  return monthKeyOf(shiftDateKey(`${key}-01`, -1));
}

/** Awards for ranks 1..n from the pool: pool × share of the rank, rounded down. */
function awardsOf(setting: PromotionsSetting['ranking'], pool: bigint, count: number): bigint[] {
  return Array.from({ length: count }, (_, index) => applyPpm(pool, setting.sharesPpm[index] ?? 0));
}

/**
 * The standings of a period from the players' daily totals: total valid bet, highest first (ties
 * by who registered first), the top `showRows`; the pool is the period's whole valid bet times the
 * bet rate.
 */
async function computeBoard(deps: AppDeps, kind: RankingPeriod, periodKey: string): Promise<Board> {
  const { ranking } = await promotionSettings(deps);
  const { first, last } = daysOfPeriod(kind, periodKey);
  const inPeriod = sql`${playerDailyStats.day} between ${first} and ${last}`;
  const totalBet = sql<bigint>`sum(${playerDailyStats.validBet})`.mapWith(BigInt);
  const [rows, [pool]] = await Promise.all([
    deps.db
      .select({ userId: playerDailyStats.userId, totalBet })
      .from(playerDailyStats)
      .where(inPeriod)
      .groupBy(playerDailyStats.userId)
      .having(sql`sum(${playerDailyStats.validBet}) > 0`)
      .orderBy(desc(totalBet), asc(playerDailyStats.userId))
      .limit(ranking[kind].showRows),
    deps.db
      .select({ total: sql<bigint>`coalesce(sum(${playerDailyStats.validBet}), 0)`.mapWith(BigInt) })
      .from(playerDailyStats)
      .where(inPeriod),
  ]);
  const prizePool = applyPpm(pool?.total ?? 0n, ranking[kind].betRatePpm);
  const awards = awardsOf(ranking, prizePool, rows.length);
  return {
    periodKey,
    closesAt: localMidnight(nextPeriodStart(kind, periodKey), deps.config.region.timeZone),
    prizePool,
    standings: rows.map((row, index) => ({
      rank: index + 1,
      userId: row.userId,
      totalBet: row.totalBet,
      award: awards[index] ?? 0n,
    })),
  };
}

async function closedBoard(deps: AppDeps, kind: RankingPeriod, periodKey: string): Promise<Board | null> {
  const rows = await deps.db
    .select()
    .from(rankingResults)
    .where(and(eq(rankingResults.period, kind), eq(rankingResults.periodKey, periodKey)))
    .orderBy(asc(rankingResults.rank));
  if (rows.length === 0) return null;
  return {
    periodKey,
    closesAt: localMidnight(nextPeriodStart(kind, periodKey), deps.config.region.timeZone),
    prizePool: rows[0]?.prizePool ?? 0n,
    standings: rows.map((row) => ({
      rank: row.rank,
      userId: row.userId,
      totalBet: row.totalBet,
      award: row.award,
    })),
  };
}

/**
 * Closes a ranking period: records the final standings and pays each award once (keyed by
 * period, player and period key), with a message in the inbox. A player on a break at the close
 * keeps their rank but wins nothing: their award is recorded as 0 and not paid, then or later, nor
 * shared among the others (decision 024).
 */
export async function closeRanking(
  deps: AppDeps,
  kind: RankingPeriod,
  periodKey: string,
): Promise<JobSummary> {
  const { ranking } = await promotionSettings(deps);
  if (!ranking.isEnabled) return { skipped: 1 };
  const board = await computeBoard(deps, kind, periodKey);
  const major = majorOf(deps);
  const now = deps.clock.now();
  let paid = 0;
  await deps.db.transaction(async (tx) => {
    // Several players in one transaction: their locks in id order, before anything else.
    await lockPlayers(
      tx,
      board.standings.filter((standing) => standing.award > 0n).map((standing) => standing.userId),
    );
    for (const ranked of board.standings) {
      const isOnBreak = ranked.award > 0n && (await breakRefusal(tx, ranked.userId, now)) !== null;
      const [inserted] = await tx
        .insert(rankingResults)
        .values({
          period: kind,
          periodKey,
          ...ranked,
          award: isOnBreak ? 0n : ranked.award,
          prizePool: board.prizePool,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ award: rankingResults.award });
      // A period closed again (an operator's re-run) pays what its first close recorded: an award
      // withheld for a break is not paid once the break is over.
      const [recorded] = inserted
        ? [inserted]
        : await tx
            .select({ award: rankingResults.award })
            .from(rankingResults)
            .where(
              and(
                eq(rankingResults.period, kind),
                eq(rankingResults.periodKey, periodKey),
                eq(rankingResults.rank, ranked.rank),
                eq(rankingResults.userId, ranked.userId),
              ),
            );
      const standing = { ...ranked, award: isOnBreak ? 0n : (recorded?.award ?? 0n) };
      if (standing.award <= 0n) continue;
      const granted = await grantReward(tx, deps, {
        promotion: `ranking_${kind}`,
        userId: standing.userId,
        period: periodKey,
        amount: standing.award,
        wagerMultiple: ranking.wagerMultiple,
        detail: { rank: standing.rank, totalBet: standing.totalBet.toString() },
        delivery: {
          kind: 'direct',
          notice: {
            title: `You ranked #${standing.rank} in the ${kind} ranking`,
            content: `Congratulations! You placed #${standing.rank} in the ${kind} bet ranking (${periodKey}) with a total bet of ${major(standing.totalBet)}. Your award of ${major(standing.award)} has been added to your balance.`,
            template: {
              key: 'rankingAward',
              params: {
                rank: standing.rank,
                period: kind,
                periodKey,
                totalBet: major(standing.totalBet),
                award: major(standing.award),
              },
            },
          },
        },
      });
      if (granted.isNew) paid += 1;
    }
  });
  return { ranked: board.standings.length, paid, prizePoolMinor: Number(board.prizePool) };
}

// The live board is read by every player on the page: computed at most every few seconds per
// database, and never older than 30 s of the server's clock (tests move that clock).
const liveBoards = new WeakMap<object, LoadingCache<{ slot: number; board: Board }>>();
const LIVE_BOARD_MS = 30_000;

function liveBoardCache(deps: AppDeps) {
  let cache = liveBoards.get(deps.db);
  if (!cache) {
    // One entry per ranking period's current board: a handful, bounded all the same.
    cache = loadingCache({ max: 32, ttlMs: 10_000 });
    liveBoards.set(deps.db, cache);
  }
  return cache;
}

async function displayNames(deps: AppDeps, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: users.id, mobile: users.mobile, publicId: users.publicId })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(
    rows.map((row) => [
      row.id,
      row.mobile ? maskPhone(row.mobile) : `ID ${String(row.id).slice(0, 2)}****${String(row.id).slice(-2)}`,
    ]),
  );
}

/** /promo/ranking: the current period live, or the last closed one with the awards it paid. */
export async function rankingBoard(
  deps: AppDeps,
  userId: number | null,
  query: { period: RankingPeriod; which: 'current' | 'previous' },
) {
  const { ranking } = await promotionSettings(deps);
  const today = localDateKey(deps.clock.now(), deps.config.region.timeZone);
  const currentKey = periodKeyOf(query.period, today);
  let board: Board;
  if (query.which === 'current') {
    const slot = Math.floor(deps.clock.now().getTime() / LIVE_BOARD_MS);
    const cache = liveBoardCache(deps);
    const key = `${query.period}:${currentKey}`;
    const load = async () => ({ slot, board: await computeBoard(deps, query.period, currentKey) });
    let entry = await cached(cache, key, load);
    if (entry.slot !== slot) {
      cache.delete(key);
      entry = await cached(cache, key, load);
    }
    board = entry.board;
  } else {
    const key = previousPeriodKey(query.period, currentKey);
    board = (await closedBoard(deps, query.period, key)) ?? (await computeBoard(deps, query.period, key));
  }
  const names = await displayNames(
    deps,
    board.standings.map((standing) => standing.userId),
  );
  const major = majorOf(deps);
  const mine = userId === null ? null : board.standings.find((standing) => standing.userId === userId);
  let me = null;
  if (userId !== null) {
    if (mine) me = { rank: mine.rank, totalBet: major(mine.totalBet), award: major(mine.award) };
    else {
      const { first, last } = daysOfPeriod(query.period, board.periodKey);
      const [row] = await deps.db
        .select({ total: sql<bigint>`coalesce(sum(${playerDailyStats.validBet}), 0)`.mapWith(BigInt) })
        .from(playerDailyStats)
        .where(
          and(eq(playerDailyStats.userId, userId), sql`${playerDailyStats.day} between ${first} and ${last}`),
        );
      me = { rank: null, totalBet: major(row?.total ?? 0n), award: 0 };
    }
  }
  return {
    period: query.period,
    periodKey: board.periodKey,
    closesAt: board.closesAt.toISOString(),
    prizePool: major(board.prizePool),
    wagerMultiple: ranking.wagerMultiple,
    list: board.standings.map((standing) => ({
      rank: standing.rank,
      phone: names.get(standing.userId) ?? '****',
      totalBet: major(standing.totalBet),
      award: major(standing.award),
    })),
    me,
  };
}
