import { PATHS } from '../routes.ts';

/** How game tiles fill the grid (Home's lobby, search results) and where a tap goes. */

/** Columns of the game grid: a square tile takes one, a wide tile two. */
export const GRID_COLUMNS = 3;

interface SizedGame {
  imageSize: number;
}

export function isWideTile(game: SizedGame): boolean {
  return game.imageSize === 2;
}

/** The image's intrinsic size (the catalogue's art is 600x300 wide, 300x300 square): width/height attributes reserve its box. */
export function tileImageSize(game: SizedGame): { width: number; height: number } {
  return isWideTile(game) ? { width: 600, height: 300 } : { width: 300, height: 300 };
}

/**
 * Orders tiles so every row fills: each row takes, in order, the first tiles that still fit, so a
 * wide tile never leaves a hole that a later square could fill. The DOM order stays the visual order.
 */
export function packTiles<T extends SizedGame>(games: readonly T[], columns = GRID_COLUMNS): T[] {
  const span = (game: T) => Math.min(columns, isWideTile(game) ? 2 : 1);
  const pending = [...games];
  const packed: T[] = [];
  while (pending.length > 0) {
    let free = columns;
    for (let index = 0; index < pending.length && free > 0; ) {
      const game = pending[index]!;
      if (span(game) <= free) {
        free -= span(game);
        packed.push(game);
        pending.splice(index, 1);
      } else index += 1;
    }
  }
  return packed;
}

/** The GameWeb page of a game. */
export function gamePageUrl(gameId: number): string {
  return `${PATHS.gameWeb}?gameId=${gameId}`;
}

/** Where a tap goes: the game, or the login page that comes back to it. */
export function gameTapTarget(gameId: number, isSignedIn: boolean): string {
  const target = gamePageUrl(gameId);
  return isSignedIn ? target : `${PATHS.login}?redirect=${encodeURIComponent(target)}`;
}
