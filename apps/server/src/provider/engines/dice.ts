import { floats } from './fair.ts';

/** Rolls are 0.00 to 100.00: 10,001 equally likely outcomes. */
const OUTCOMES = 10_001;

export interface DiceParams {
  /** The roll must be under (or over) this, in hundredths: 200-9800 (2.00 to 98.00). */
  targetHundredths: number;
  direction: 'under' | 'over';
}

export function isValidDice(params: DiceParams): boolean {
  return (
    Number.isInteger(params.targetHundredths) &&
    params.targetHundredths >= 200 &&
    params.targetHundredths <= 9_800
  );
}

function winningOutcomes(params: DiceParams): number {
  return params.direction === 'under' ? params.targetHundredths : OUTCOMES - 1 - params.targetHundredths;
}

/** The chance to win (ppm): the winning rolls of the 10,001. */
export function diceWinChancePpm(params: DiceParams): number {
  return Math.round((winningOutcomes(params) * 1_000_000) / OUTCOMES);
}

/** The payout multiplier (ppm) that returns exactly the RTP: rtp / chance. */
export function diceMultiplierPpm(params: DiceParams, rtpPpm: number): bigint {
  return (BigInt(rtpPpm) * BigInt(OUTCOMES)) / BigInt(winningOutcomes(params));
}

export function rollDice(serverSeed: string, clientSeed: string, nonce: number, params: DiceParams) {
  const [float = 0] = floats(serverSeed, clientSeed, nonce, 1);
  return diceOutcomeOf(float, params);
}

/** The roll a float in [0, 1) makes and whether it wins: the rule rollDice and simulations share. */
export function diceOutcomeOf(float: number, params: DiceParams) {
  const rollHundredths = Math.floor(float * OUTCOMES);
  const isWin =
    params.direction === 'under'
      ? rollHundredths < params.targetHundredths
      : rollHundredths > params.targetHundredths;
  return { rollHundredths, isWin };
}
