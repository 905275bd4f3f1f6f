/**
 * The deposit bonus, one rule for both sides (no zod: the web app's entry bundle takes it as is).
 * Amounts are bigint minor units; a ratio is parts per million and a bonus is rounded down, so the
 * bonus the app shows is the bonus the server credits, to the minor unit.
 */

const PPM = 1_000_000n;

/** A ratio sent on the wire as a number (parts per million / 1,000,000) back in parts per million. */
export function ppmOfRatio(ratio: number): number {
  return Number.isFinite(ratio) && ratio > 0 ? Math.round(ratio * 1_000_000) : 0;
}

/** amount × ratio (parts per million), rounded down: a bonus never rounds up. */
export function ratioOfMinor(amountMinor: bigint, ppm: number): bigint {
  return (amountMinor * BigInt(ppm)) / PPM;
}

export interface BonusMode {
  /** The quick amounts (minor units) and the gift each earns, in the same order. */
  amountListMinor: readonly bigint[];
  giftListMinor: readonly bigint[];
  /** The gift ratio for any other amount, in parts per million. */
  giftPpm: number;
}

/** The bonus of a deposit: a quick amount earns its listed gift, any other amount the ratio (rounded down). */
export function depositBonusMinor(mode: BonusMode, amountMinor: bigint): bigint {
  if (amountMinor <= 0n) return 0n;
  const index = mode.amountListMinor.indexOf(amountMinor);
  const listed = index >= 0 ? mode.giftListMinor[index] : undefined;
  return listed ?? ratioOfMinor(amountMinor, mode.giftPpm);
}
