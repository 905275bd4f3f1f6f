/**
 * How hard the fuzz suite pushes. `npm test` runs the short level (a smoke pass over every call,
 * a few seconds); `npm run test:fuzz` sets FUZZ_LEVEL=full. FUZZ_SEED replays a reported failure
 * (fast-check prints the seed and path of the failing run; each call derives its own seed from it).
 */
const isFull = process.env.FUZZ_LEVEL === 'full';

export const FUZZ = {
  level: isFull ? 'full' : 'short',
  seed: Number(process.env.FUZZ_SEED ?? 20_260_101),
  /** Batches per call; each batch is checked for no database change as a whole. */
  runsPerCall: isFull ? 10 : 1,
  requestsPerBatch: isFull ? 20 : 10,
  adminRunsPerRoute: isFull ? 10 : 1,
} as const;

/** A stable per-test seed: the same FUZZ_SEED replays every call the same way. */
export function seedFor(name: string): number {
  let hash = FUZZ.seed | 0;
  for (const character of name) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash;
}
