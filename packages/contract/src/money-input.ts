import { toMajorNumber, toMajorString, toMinorUnits } from './money.ts';

/**
 * The one money-input pipeline of the app: what a player types into an amount field, in integer
 * minor units from the first keystroke. Every amount field (deposit, withdraw, crypto, transfer) keeps
 * the text the player typed, reads it with parseAmountMinor, compares and computes in minor units, and
 * turns it into a wire amount only when it sends the call. Zod-free: the app imports it.
 */

/** At most 12 whole digits may be typed (far above any limit; keeps BigInt input bounded). */
export const MAX_WHOLE_DIGITS = 12;

/** Typed amount text in minor units; null when empty, not a number or with more decimals than allowed. */
export function parseAmountMinor(text: string, decimals: number): bigint | null {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/** Minor units as the text an amount field holds: 10000n -> "100", 9680n -> "96.8" (2 decimals). */
export function amountInputText(minor: bigint, decimals: number): string {
  const text = toMajorString(minor, decimals);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Keeps what an amount field may hold: digits and one point with at most `decimals` decimals. */
export function sanitizeAmountInput(text: string, decimals: number): string {
  const cleaned = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const pointIndex = cleaned.indexOf('.');
  const whole = (pointIndex === -1 ? cleaned : cleaned.slice(0, pointIndex))
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_WHOLE_DIGITS);
  if (pointIndex === -1 || decimals === 0) return whole;
  const fraction = cleaned
    .slice(pointIndex + 1)
    .replace(/\./g, '')
    .slice(0, decimals);
  return `${whole === '' ? '0' : whole}.${fraction}`;
}

/** An inclusive range of a wire config (major units) in minor units; null when either end is unreadable. */
export function minorRange(
  range: { min: number; max: number },
  decimals: number,
): { min: bigint; max: bigint } | null {
  const min = toMinorUnits(range.min, decimals);
  const max = toMinorUnits(range.max, decimals);
  return min === null || max === null || min > max ? null : { min, max };
}

/** Whether an amount in minor units lies in a wire range (major units), ends included. */
export function isWithinRange(
  amountMinor: bigint | null,
  range: { min: number; max: number } | null,
  decimals: number,
): boolean {
  const bounds = range ? minorRange(range, decimals) : null;
  return amountMinor !== null && bounds !== null && amountMinor >= bounds.min && amountMinor <= bounds.max;
}

/** A range as the wire carries it (a method's amountRange): the JSON text "[min,max]" in major units. */
export function amountRangeText(minMinor: bigint, maxMinor: bigint, decimals: number): string {
  return JSON.stringify([toMajorNumber(minMinor, decimals), toMajorNumber(maxMinor, decimals)]);
}

/** Reads an amountRange text; null when it is not two ordered finite numbers. */
export function parseAmountRange(text: string): { min: number; max: number } | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [min, max] = value.map(Number) as [number, number];
  if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) return null;
  return { min, max };
}
