import { count, eq } from 'drizzle-orm';
import { gameRounds } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { moneyOf, orderOf, type PageQuery, pageAnswer, requirePlayer, windowOf } from './player-pages.ts';

/** The player's game rounds (stake, the bonus part of it, win, valid bet, status), newest first. */
export async function listPlayerRounds(deps: AppDeps, userId: number, query: PageQuery) {
  await requirePlayer(deps.db, userId);
  const { limit, offset } = windowOf(query);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.userId, userId))
      // By the (user, created_at) index; the id breaks ties within one instant.
      .orderBy(orderOf(query, gameRounds.createdAt), orderOf(query, gameRounds.id))
      .limit(limit)
      .offset(offset),
    deps.db.select({ total: count() }).from(gameRounds).where(eq(gameRounds.userId, userId)),
  ]);
  const money = moneyOf(deps);
  const items = rows.map((round) => ({
    roundId: round.roundId,
    provider: round.provider,
    gameCode: round.gameCode,
    betAmount: money(round.betAmount),
    bonusBetAmount: money(round.bonusBetAmount),
    winAmount: money(round.winAmount),
    validBet: money(round.validBet),
    status: round.status,
    createdAt: round.createdAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
  }));
  return pageAnswer(items, counted?.total ?? 0, query);
}
