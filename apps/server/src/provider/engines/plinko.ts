import { LRUCache } from 'lru-cache';
import { floats } from './fair.ts';

export const PLINKO_ROWS = 12;
export type PlinkoRisk = 'low' | 'medium' | 'high';

/** Slot multipliers before scaling to the RTP (13 slots for 12 rows). */
const BASE_TABLES: Record<PlinkoRisk, number[]> = {
  low: [10, 3, 1.6, 1.4, 1.1, 1, 0.5, 1, 1.1, 1.4, 1.6, 3, 10],
  medium: [33, 11, 4, 2, 1.1, 0.6, 0.3, 0.6, 1.1, 2, 4, 11, 33],
  high: [170, 24, 8.1, 2, 0.7, 0.2, 0.2, 0.2, 0.7, 2, 8.1, 24, 170],
};

function slotProbabilities(): number[] {
  const total = 2 ** PLINKO_ROWS;
  const result: number[] = [];
  let combinations = 1;
  for (let slot = 0; slot <= PLINKO_ROWS; slot += 1) {
    result.push(combinations / total);
    combinations = (combinations * (PLINKO_ROWS - slot)) / (slot + 1);
  }
  return result;
}

const PROBABILITIES = slotProbabilities();
// Keyed by risk and RTP: three risks times the few RTPs operators configure, bounded anyway.
const tableCache = new LRUCache<string, bigint[]>({ max: 64 });

/** The slot multipliers (ppm) of a risk level scaled so the expected return is the RTP. */
export function plinkoTablePpm(risk: PlinkoRisk, rtpPpm: number): bigint[] {
  const key = `${risk}:${rtpPpm}`;
  let table = tableCache.get(key);
  if (!table) {
    const base = BASE_TABLES[risk];
    const baseReturn = base.reduce((sum, multiplier, slot) => sum + multiplier * PROBABILITIES[slot]!, 0);
    table = base.map((multiplier) => BigInt(Math.floor((multiplier * rtpPpm) / baseReturn)));
    tableCache.set(key, table);
  }
  return table;
}

/** The chance (ppm) that a drop pays at least the stake: the slots whose multiplier is 1× or more. */
export function plinkoWinChancePpm(risk: PlinkoRisk, rtpPpm: number): number {
  const table = plinkoTablePpm(risk, rtpPpm);
  const chance = PROBABILITIES.reduce((sum, probability, slot) => {
    return (table[slot] ?? 0n) >= 1_000_000n ? sum + probability : sum;
  }, 0);
  return Math.round(chance * 1_000_000);
}

/** The probability of each slot (binomial over the rows): what simulations sample from. */
export function plinkoSlotProbabilities(): readonly number[] {
  return PROBABILITIES;
}

export function isValidPlinko(params: { risk: string }): params is { risk: PlinkoRisk } {
  return params.risk === 'low' || params.risk === 'medium' || params.risk === 'high';
}

/** The ball's path: each row left (0) or right (1); the slot is the number of rights. */
export function dropPlinko(serverSeed: string, clientSeed: string, nonce: number) {
  const path = floats(serverSeed, clientSeed, nonce, PLINKO_ROWS).map((float) => (float < 0.5 ? 0 : 1));
  return { path, slot: path.reduce<number>((sum, step) => sum + step, 0) };
}
