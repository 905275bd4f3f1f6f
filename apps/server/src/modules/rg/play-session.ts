import { toMajorNumber } from '@fairplay/contract';
import { and, desc, eq, gt, gte, isNull } from 'drizzle-orm';
import { gameLaunchTokens, gameRounds, games, seamlessTransactions } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import type { SessionUser } from '../../kernel/session.ts';
import { realityCheckMinutesOf } from './preferences.ts';
import { PLAY_SUMS } from './usage.ts';

/** games.id is a PostgreSQL integer: a larger id names no game. */
const GAME_ID_MAX = 2_147_483_647;

/** The newest live launch of a game from the player's signed-in session: where its game session began. */
async function liveLaunchOf(deps: AppDeps, player: SessionUser, gameId: number, now: Date) {
  if (gameId > GAME_ID_MAX) return null;
  const [launch] = await deps.db
    .select({ createdAt: gameLaunchTokens.createdAt, gameCode: games.code })
    .from(gameLaunchTokens)
    .innerJoin(games, eq(games.id, gameLaunchTokens.gameId))
    .where(
      and(
        eq(gameLaunchTokens.userId, player.userId),
        eq(gameLaunchTokens.gameId, gameId),
        eq(gameLaunchTokens.sessionId, player.sessionId),
        isNull(gameLaunchTokens.revokedAt),
        gt(gameLaunchTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(gameLaunchTokens.createdAt))
    .limit(1);
  return launch ?? null;
}

/**
 * The game session a game view shows (issue 14's reality checks): it begins with the game's launch
 * from this signed-in session; its net result is counted from the seamless wallet's records of the
 * rounds of that game opened since then, the way the limits count play (stakes not rolled back, wins).
 */
export async function playSession(deps: AppDeps, player: SessionUser, gameId: number) {
  const now = deps.clock.now();
  const [launch, realityCheck] = await Promise.all([
    liveLaunchOf(deps, player, gameId, now),
    realityCheckMinutesOf(deps, player.userId),
  ]);
  if (!launch) return { session: null, realityCheckMinutes: realityCheck.minutes };
  const [sums] = await deps.db
    .select(PLAY_SUMS)
    .from(gameRounds)
    .innerJoin(
      seamlessTransactions,
      and(
        eq(seamlessTransactions.provider, gameRounds.provider),
        eq(seamlessTransactions.roundId, gameRounds.roundId),
      ),
    )
    .where(
      and(
        eq(gameRounds.userId, player.userId),
        gte(gameRounds.createdAt, launch.createdAt),
        eq(gameRounds.gameCode, launch.gameCode),
        eq(seamlessTransactions.userId, player.userId),
        eq(seamlessTransactions.status, 'ok'),
      ),
    );
  const decimals = deps.config.region.currencyDecimals;
  const staked = BigInt(sums?.staked ?? 0);
  const won = BigInt(sums?.won ?? 0);
  return {
    session: {
      startedAt: launch.createdAt.toISOString(),
      elapsedSeconds: Math.max(0, Math.floor((now.getTime() - launch.createdAt.getTime()) / 1000)),
      staked: toMajorNumber(staked, decimals),
      won: toMajorNumber(won, decimals),
      net: toMajorNumber(won - staked, decimals),
    },
    realityCheckMinutes: realityCheck.minutes,
  };
}
