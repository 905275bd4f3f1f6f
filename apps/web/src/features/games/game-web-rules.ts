/** The GameWeb page's pure rules: which game the URL names and what the game's iframe tells us. */

/** A message the game page posts to the app (apps/server/provider-client/game.js). */
export type GameMessage = { type: 'close' } | { type: 'ready' } | { type: 'balance'; balance: number };

/** The gameId query parameter as a game id, or null when it is not one. */
export function parseGameId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const gameId = Number(value);
  return gameId > 0 && gameId <= 2_147_483_647 ? gameId : null;
}

/**
 * Reads a postMessage from the game: {type:'fairplay:close' | 'fairplay:ready'} or
 * {type:'fairplay:balance', balance}. Anything else (other frames, extensions, junk) is null.
 */
export function readGameMessage(data: unknown): GameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, balance } = data as { type?: unknown; balance?: unknown };
  if (type === 'fairplay:close') return { type: 'close' };
  if (type === 'fairplay:ready') return { type: 'ready' };
  if (type === 'fairplay:balance' && typeof balance === 'number' && Number.isFinite(balance) && balance >= 0)
    return { type: 'balance', balance };
  return null;
}

/**
 * The server's reason a launch failed, if it is one a player can read: not a transport failure
 * (errCode set: timeout, network, abort) and not a server fault (state '500', in any language, or
 * an internal "system" message: spec point 8).
 */
export function launchFailureReason(error: {
  message: string;
  errCode?: number | undefined;
  state?: string | undefined;
}): string | null {
  if (
    error.errCode !== undefined ||
    error.message === '' ||
    error.state === '500' ||
    /system/i.test(error.message)
  )
    return null;
  return error.message;
}
