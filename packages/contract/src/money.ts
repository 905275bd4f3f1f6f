/**
 * Money helpers. Inside the system amounts are bigint minor units; on the wire they are JSON
 * numbers in major units with at most the currency's decimals (DESIGN.md section 3).
 */

/** The largest amount in minor units any call accepts: 10^15 (10 trillion major units at 2 decimals). */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000_000n;

const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Converts a major-unit number from the wire into minor units exactly, or returns null when the
 * number has more decimals than the currency allows, is not finite, or is out of range.
 * It reads the number's shortest decimal form, so 0.1 + 0.2 style float noise is refused, not rounded.
 */
export function toMinorUnits(major: number, decimals: number): bigint | null {
  if (!Number.isFinite(major)) return null;
  const match = DECIMAL_PATTERN.exec(String(major));
  if (!match) return null; // exponent notation: far too large or too small
  const [, sign, whole, fraction = ''] = match as unknown as [string, string, string, string | undefined];
  if (fraction.length > decimals) return null;
  const minor = BigInt(whole + fraction.padEnd(decimals, '0')) * (sign === '-' ? -1n : 1n);
  if (minor > MAX_AMOUNT_MINOR || minor < -MAX_AMOUNT_MINOR) return null;
  return minor;
}

/** Minor units to a major-unit number for the wire (exact for every amount below MAX_AMOUNT_MINOR). */
export function toMajorNumber(minor: bigint, decimals: number): number {
  return Number(toMajorString(minor, decimals));
}

/** Minor units to a fixed-decimals string: 12345n, 2 -> "123.45". */
export function toMajorString(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Checks that a wire amount has at most `decimals` decimals and is in range (for schemas). */
export function isValidMajorAmount(major: number, decimals: number): boolean {
  return toMinorUnits(major, decimals) !== null;
}

/** Rounds a display number to N decimals (half away from zero), for figures already in major units. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * factor)) / factor;
}

/** 1234567.5 -> "1,234,567.50" (decimals shown only when the amount has a fraction). */
export function formatThousands(value: number, decimals = 2): string {
  const rounded = roundTo(value, decimals);
  const hasFraction = !Number.isInteger(rounded);
  const [whole = '0', fraction] = Math.abs(rounded)
    .toFixed(hasFraction ? decimals : 0)
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
