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

/** After `revealed` safe tiles: rtp × C(25, k) / C(25 − mines, k), the fair price of surviving. */
export function minesMultiplierPpm(mines: number, revealed: number, rtpPpm: number): bigint {
  if (revealed === 0) return 1_000_000n;
  return (BigInt(rtpPpm) * choose(MINES_TILES, revealed)) / choose(MINES_TILES - mines, revealed);
}
