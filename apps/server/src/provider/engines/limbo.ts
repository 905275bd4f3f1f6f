import { floats } from './fair.ts';

const MAX_RESULT_HUNDREDTHS = 100_000_000; // 1,000,000.00×

export interface LimboParams {
  /** The target multiplier in hundredths: 101 (1.01×) to 1,000,000 (10,000×). */
  targetHundredths: number;
}

export function isValidLimbo(params: LimboParams): boolean {
  return (
    Number.isInteger(params.targetHundredths) &&
    params.targetHundredths >= 101 &&
    params.targetHundredths <= 1_000_000
  );
}

/**
 * The result multiplier: rtp / (1 − f), floored to hundredths. P(result ≥ t) = rtp / t for every
 * target t, so paying bet × t on a win returns exactly the RTP whatever the player chooses.
 */
export function playLimbo(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  params: LimboParams,
  rtpPpm: number,
) {
  const [float = 0] = floats(serverSeed, clientSeed, nonce, 1);
  return limboOutcomeOf(float, params, rtpPpm);
}

/** The result a float in [0, 1) makes and whether it wins: the rule playLimbo and simulations share. */
export function limboOutcomeOf(float: number, params: LimboParams, rtpPpm: number) {
  const raw = rtpPpm / 1_000_000 / (1 - float);
  const resultHundredths = Math.min(MAX_RESULT_HUNDREDTHS, Math.max(100, Math.floor(raw * 100)));
  return { resultHundredths, isWin: resultHundredths >= params.targetHundredths };
}

/** The chance to win (ppm): P(result ≥ target) = rtp / target. */
export function limboWinChancePpm(params: LimboParams, rtpPpm: number): number {
  return Math.min(1_000_000, Math.round((rtpPpm * 100) / params.targetHundredths));
}

export function limboMultiplierPpm(params: LimboParams): bigint {
  return BigInt(params.targetHundredths) * 10_000n;
}
