import { toMinorUnits } from '@fairplay/contract/money';
import { parseAmountMinor } from '@fairplay/contract/money-input';

/** The amount field's pipeline is the contract's (one for every amount field). */
export { amountInputText, parseAmountMinor, sanitizeAmountInput } from '@fairplay/contract/money-input';

/**
 * The rules of the Withdraw page (spec points 5, 6 and 9): amounts in integer minor units, the
 * service charge and arrival amount, the amount messages, what blocks a withdrawal and which setup
 * popup comes first. Pure functions, no React.
 */

const PARTS_PER_MILLION = 1_000_000n;
/** A wire amount (major units) in minor units; anything unreadable counts as zero. */
export function minorOf(major: number, decimals: number): bigint {
  return toMinorUnits(major, decimals) ?? 0n;
}

/** The VIP fee ratio from the wire (e.g. 0.032) in parts per million, as the server keeps it. */
export function feeRatePpm(feeRate: number): bigint {
  if (!Number.isFinite(feeRate) || feeRate <= 0) return 0n;
  return BigInt(Math.round(feeRate * 1_000_000));
}

export interface WithdrawQuote {
  amountMinor: bigint;
  feeMinor: bigint;
  arrivalMinor: bigint;
}

/**
 * Service charge and arrival amount of a typed amount: fee = amount x feeRate rounded down (as
 * the server computes it), arrival = amount - fee. Null while the amount is not a positive number.
 */
export function quoteWithdrawal(text: string, feeRate: number, decimals: number): WithdrawQuote | null {
  const amountMinor = parseAmountMinor(text, decimals);
  if (amountMinor === null || amountMinor <= 0n) return null;
  const feeMinor = (amountMinor * feeRatePpm(feeRate)) / PARTS_PER_MILLION;
  return { amountMinor, feeMinor, arrivalMinor: amountMinor - feeMinor };
}

/** What "All" fills in: the smaller of the balance and what is left of today's limit (never negative). */
export function allAmountMinor(info: { balance: number; remainingLimit: number }, decimals: number): bigint {
  const balance = minorOf(info.balance, decimals);
  const limit = minorOf(info.remainingLimit, decimals);
  const smaller = balance < limit ? balance : limit;
  return smaller > 0n ? smaller : 0n;
}

export interface AmountLimits {
  balance: number;
  remainingLimit: number;
  minAmount: number;
  maxAmount: number;
}

export type AmountProblem =
  | { kind: 'empty' }
  | { kind: 'belowMin'; limit: number }
  | { kind: 'aboveMax'; limit: number }
  | { kind: 'aboveBalance' }
  | { kind: 'aboveLimit'; limit: number };

/**
 * 'The withdrawal amount cannot be empty' when nothing (or nothing readable) is typed; then the
 * minimum, the per-request maximum, the balance and what is left of today's limit, in that order.
 */
export function withdrawAmountProblem(
  text: string,
  limits: AmountLimits,
  decimals: number,
): AmountProblem | null {
  const amount = parseAmountMinor(text, decimals);
  if (amount === null) return { kind: 'empty' };
  if (amount <= 0n || amount < minorOf(limits.minAmount, decimals)) {
    return { kind: 'belowMin', limit: limits.minAmount };
  }
  if (amount > minorOf(limits.maxAmount, decimals)) return { kind: 'aboveMax', limit: limits.maxAmount };
  if (amount > minorOf(limits.balance, decimals)) return { kind: 'aboveBalance' };
  if (amount > minorOf(limits.remainingLimit, decimals)) {
    return { kind: 'aboveLimit', limit: limits.remainingLimit };
  }
  return null;
}

/** Problems worth showing while the player is still typing: not "empty", not "below the minimum". */
export function isLiveAmountProblem(problem: AmountProblem | null): boolean {
  return problem !== null && problem.kind !== 'empty' && problem.kind !== 'belowMin';
}

/** The wager left before a withdrawal (major units); null when nothing is left to bet. */
export function wagerLeftAmount(wagerRemaining: number): number | null {
  return Number.isFinite(wagerRemaining) && wagerRemaining > 0 ? wagerRemaining : null;
}

export type WithdrawBlock = 'wager' | 'noTimesLeft' | 'noLimitLeft';

/** Why no withdrawal can be made right now (the submit button is disabled), or null. */
export function withdrawBlock(info: {
  wagerRemaining: number;
  remainingTimes: number;
  remainingLimit: number;
}): WithdrawBlock | null {
  if (wagerLeftAmount(info.wagerRemaining) !== null) return 'wager';
  if (info.remainingTimes <= 0) return 'noTimesLeft';
  if (info.remainingLimit <= 0) return 'noLimitLeft';
  return null;
}

/**
 * The player's bonus while it is active (bonus money not yet wagered, or wagering left): bonus
 * money is not withdrawable, and a withdrawal now forfeits it. Null when there is none.
 */
export function activeBonus(info: {
  bonusBalance: number;
  bonusWagerRemaining: number;
}): { amount: number; wagerLeft: number } | null {
  const amount = Number.isFinite(info.bonusBalance) ? info.bonusBalance : 0;
  const wagerLeft = Number.isFinite(info.bonusWagerRemaining) ? info.bonusWagerRemaining : 0;
  return amount > 0 || wagerLeft > 0 ? { amount, wagerLeft } : null;
}

export type SetupStep = 'phone' | 'password' | 'account';

/**
 * The popup the page opens (spec point 6): a withdrawal password first (which itself needs a bound
 * phone), then a payout account; null when the player is ready.
 */
export function setupStep(info: {
  hasWithdrawPassword: boolean;
  hasPhone: boolean;
  accounts: readonly unknown[];
}): SetupStep | null {
  if (!info.hasWithdrawPassword) return info.hasPhone ? 'password' : 'phone';
  if (info.accounts.length === 0) return 'account';
  return null;
}

/** The account a withdrawal goes to: the default one, else the first. */
export function payoutAccountOf<T extends { isDefault: boolean }>(accounts: readonly T[]): T | null {
  return accounts.find((account) => account.isDefault) ?? accounts[0] ?? null;
}

export type WithdrawPasswordEntryProblem = 'empty' | 'format';

/** 'Please enter your withdrawal password' when empty; the password is 6 digits. */
export function withdrawPasswordEntryProblem(password: string): WithdrawPasswordEntryProblem | null {
  if (password === '') return 'empty';
  return /^\d{6}$/.test(password) ? null : 'format';
}
