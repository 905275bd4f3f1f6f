import type { BonusRules } from '../settings/index.ts';

const PPM = 1_000_000n;

/** The weight (ppm) a game's stakes count toward the bonus requirement. */
export function gameWeightPpm(rules: BonusRules, gameCode: string): number {
  // Own keys only: a game code such as "constructor" must not read Object.prototype.
  return Object.hasOwn(rules.gameWeightsPpm, gameCode)
    ? (rules.gameWeightsPpm[gameCode] ?? rules.defaultWeightPpm)
    : rules.defaultWeightPpm;
}

/**
 * What a settled round takes off the bonus requirement: its stake × its game's weight, rounded
 * down; nothing when its chance to win was above the threshold (a 98%-win dice roll wagers almost
 * nothing at risk). A provider that does not report the chance is judged by the weight alone.
 */
export function bonusContribution(
  rules: BonusRules,
  round: { gameCode: string; betAmount: bigint; winChancePpm: number | null },
): bigint {
  if (round.winChancePpm !== null && round.winChancePpm > rules.maxWinChancePpm) return 0n;
  return (round.betAmount * BigInt(gameWeightPpm(rules, round.gameCode))) / PPM;
}

/** True when a single bet is above the maximum allowed while a bonus is active (0: no maximum). */
export function isAboveBonusMaxBet(rules: BonusRules, amount: bigint): boolean {
  return rules.maxBetMinor > 0 && amount > BigInt(rules.maxBetMinor);
}

/**
 * How a stake is paid: cash first, the bonus balance for the rest (so cash is never left idle
 * while bonus money, which the player cannot withdraw, is at risk instead).
 */
export function stakeSplit(amount: bigint, cash: bigint): { cash: bigint; bonus: bigint } {
  const fromCash = amount < cash ? amount : cash > 0n ? cash : 0n;
  return { cash: fromCash, bonus: amount - fromCash };
}

/**
 * How a win is paid: in the proportion its round was staked, the bonus part rounded up (the
 * house's side: bonus money is worth less to the player than cash).
 */
export function winSplit(
  amount: bigint,
  round: { betAmount: bigint; bonusBetAmount: bigint },
): { cash: bigint; bonus: bigint } {
  if (round.bonusBetAmount <= 0n || round.betAmount <= 0n) return { cash: amount, bonus: 0n };
  const bonus = (amount * round.bonusBetAmount + round.betAmount - 1n) / round.betAmount;
  const capped = bonus > amount ? amount : bonus;
  return { cash: amount - capped, bonus: capped };
}
