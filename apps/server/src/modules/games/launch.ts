import { and, eq, isNull } from 'drizzle-orm';
import { gameLaunchTokens, games, sessions } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import { contentLanguages } from '../../kernel/content-language.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { hashToken, newSessionToken } from '../../platform/secrets.ts';
import { ZGameConfig } from '../../provider/game-config.ts';
import { limitRefusal } from '../rg/index.ts';

const LAUNCH_TOKEN_MS = 12 * 3_600_000;
/** games.id is a PostgreSQL integer: a larger id names no game (and would fail the query). */
const GAME_ID_MAX = 2_147_483_647;

/**
 * Opens a game for a player: a random launch token (stored hashed) that the provider exchanges for
 * the player's identity through the seamless wallet's authenticate call. The URL also carries the
 * player's language (else the region's) and the region's currency for the game page.
 */
export async function launchGame(
  deps: AppDeps,
  player: { userId: number; sessionId: number },
  gameId: number,
  locale: string | null | undefined,
) {
  const [game] =
    gameId > GAME_ID_MAX
      ? []
      : await deps.db
          .select()
          .from(games)
          .where(and(eq(games.id, gameId), eq(games.isEnabled, true)));
  if (!game) throw AppError.notFound('games.unavailable');
  const token = newSessionToken();
  const now = deps.clock.now();
  // The session is read FOR SHARE in the transaction that stores the token: a logout, a lock or a
  // revocation (which update the session row, then its launch tokens) either waits for this token
  // and ends it too, or has ended the session first and no token is made.
  const isLaunched = await deps.db.transaction(async (tx) => {
    // No game opens while a play-time limit is used up or a break runs (a bet is refused for the
    // same reasons under the same lock).
    await lockPlayer(tx, player.userId);
    const refusal = await limitRefusal(deps, tx, {
      userId: player.userId,
      kinds: ['session'],
      amount: 0n,
      now,
    });
    if (refusal) throw refusal;
    const [live] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, player.sessionId), isNull(sessions.revokedAt)))
      .for('share');
    if (!live) return false;
    await tx.insert(gameLaunchTokens).values({
      tokenHash: hashToken(token),
      userId: player.userId,
      sessionId: player.sessionId,
      gameId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LAUNCH_TOKEN_MS),
    });
    return true;
  });
  if (!isLaunched) throw AppError.unauthorized();
  // The game page speaks the player's language and shows the region's money the app's way.
  const query = new URLSearchParams({
    token,
    lang: contentLanguages(deps.config.region, locale)[0]!,
    currency: deps.config.region.currency,
  });
  return {
    url: `/provider/games/${game.code}?${query.toString()}`,
    gameName: game.name,
    orientation: ZGameConfig.parse(game.config).orientation,
  };
}
