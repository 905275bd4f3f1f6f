import { floats } from './fair.ts';

export const MINES_TILES = 25;

export interface MinesParams {
  mines: number;
}

export function isValidMines(params: MinesParams): boolean {
  return Number.isInteger(params.mines) && params.mines >= 1 && params.mines <= 24;
}

/** Where the mines are: each pick chooses among the tiles still free (a partial Fisher-Yates). */
export function minePositions(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  mines: number,
): number[] {
  const free = Array.from({ length: MINES_TILES }, (_, tile) => tile);
  return floats(serverSeed, clientSeed, nonce, mines).map(
    (float) => free.splice(Math.floor(float * free.length), 1)[0]!,
  );
}

function choose(total: number, picked: number): bigint {
  let result = 1n;
  for (let index = 0; index < picked; index += 1)
    result = (result * BigInt(total - index)) / BigInt(index + 1);
  return result;
}

/**
 * The chance (ppm) that `tiles` picks are all safe: C(25 − mines, k) / C(25, k). For a round this
 * is the path cashed out (or attempted, when it ended on a mine); no tile opened is a sure thing.
 */
export function minesWinChancePpm(mines: number, tiles: number): number {
  if (tiles <= 0) return 1_000_000;
  return Number((choose(MINES_TILES - mines, tiles) * 1_000_000n) / choose(MINES_TILES, tiles));
}

/** After `revealed` safe tiles: rtp × C(25, k) / C(25 − mines, k), the fair price of surviving. */
export function minesMultiplierPpm(mines: number, revealed: number, rtpPpm: number): bigint {
  if (revealed === 0) return 1_000_000n;
  return (BigInt(rtpPpm) * choose(MINES_TILES, revealed)) / choose(MINES_TILES - mines, revealed);
}
