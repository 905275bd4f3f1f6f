import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair randomness (DESIGN.md section 6): HMAC-SHA256(server seed, "client seed:nonce:cursor"),
 * each 4 bytes of a digest make one float in [0, 1). The server seed's SHA-256 is shown before
 * play; revealing the seed later lets anyone recompute every outcome.
 */
const FLOATS_PER_DIGEST = 8;

export function floats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const result: number[] = [];
  for (let cursor = 0; result.length < count; cursor += 1) {
    const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let index = 0; index < FLOATS_PER_DIGEST && result.length < count; index += 1) {
      const offset = index * 4;
      result.push(
        digest[offset]! / 256 +
          digest[offset + 1]! / 256 ** 2 +
          digest[offset + 2]! / 256 ** 3 +
          digest[offset + 3]! / 256 ** 4,
      );
    }
  }
  return result;
}

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function seedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

export const PPM = 1_000_000n;

/** bet × multiplier (ppm), rounded down: payouts never round in the house's disfavour by more than a unit. */
export function payoutOf(bet: bigint, multiplierPpm: bigint): bigint {
  return (bet * multiplierPpm) / PPM;
}
