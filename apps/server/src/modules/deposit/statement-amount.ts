import { MAX_AMOUNT_MINOR } from '@fairplay/contract/money';

/** What one amount cell of a bank statement says: so many minor units, in or out of the account. */
export interface StatementAmount {
  minor: bigint;
  /** A negative amount, an amount in brackets, or one marked DB/DR: money that left the account. */
  isDebit: boolean;
}

/** Cells longer than this are no amount: real ones are at most about 30 characters. */
const AMOUNT_CELL_MAX_LENGTH = 64;

// Exports write the currency before or after the number ("Rp 1.000.000", "1,000.00 INR", "Rs.500").
const CURRENCY_BEFORE = /^(?:rp|idr|inr|rs|pkr|₹)\.?\s*/i;
const CURRENCY_AFTER = /\s*(?:rp|idr|inr|rs|pkr|₹)\.?$/i;
// BCA writes "1,000,000.00 CR" / "DB"; Indian banks "Cr" / "Dr".
// ("IDR" ends in "dr": a marker after the number follows a digit, a space, a dot or a bracket.)
const MARKER_BEFORE = /^(cr|db|dr)\.?(?=[\s\d(+-])/i;
const MARKER_AFTER = /(?<=[\d\s.)]|^)(cr|db|dr)\.?$/i;
const EMPTY_CELL = /^[-–—]?$/;
const SPACES = /[\s\u00a0\u2007\u202f]+/g;
// The integer part with its grouping: western thousands (1,234,567) or Indian lakhs (12,34,567).
// The first group has no leading zero: "0.001" is no thousand-grouped number.
const WESTERN_GROUPS = /^[1-9]\d{0,2}(?:G\d{3})+$/;
const INDIAN_GROUPS = /^[1-9]\d?(?:G\d{2})*G\d{3}$/;

/**
 * Reads an amount as banks in Indonesia, India and Pakistan export it, exactly (bigint, never a
 * float): "1,000,000.00", "1.000.000,00", "1000000", "Rp 1.000.000", "₹1,00,000.00", "PKR 150,000",
 * "500.00 DB", "-250", "(250.00)". The decimal mark is the last of "." and "," when both appear;
 * alone, it is a decimal mark only when at most `decimals` digits follow it once (so "1.000" is a
 * thousand and "12,50" twelve and a half). Grouping must be regular. Null for an empty cell or
 * anything else (text, a formula, more decimals than the currency has, out of range).
 */
export function readStatementAmount(cell: string, decimals: number): StatementAmount | null {
  let text = cell.replace(SPACES, ' ').trim();
  if (text.length > AMOUNT_CELL_MAX_LENGTH || EMPTY_CELL.test(text)) return null;
  let isDebit = false;
  // Signs, brackets, markers and currency come in any order around the number; four passes peel them.
  for (let pass = 0; pass < 4; pass += 1) {
    const before = text;
    const marker = MARKER_BEFORE.exec(text) ?? MARKER_AFTER.exec(text);
    if (marker) {
      isDebit ||= marker[1]!.toLowerCase() !== 'cr';
      text = `${text.slice(0, marker.index)}${text.slice(marker.index + marker[0].length)}`.trim();
    }
    text = text.replace(CURRENCY_BEFORE, '').replace(CURRENCY_AFTER, '').trim();
    if (text.startsWith('(') && text.endsWith(')')) {
      isDebit = true;
      text = text.slice(1, -1).trim();
    }
    if (/^[-+]/.test(text) || /[-+]$/.test(text)) {
      isDebit ||= text.startsWith('-') || text.endsWith('-');
      text = text.replace(/^[-+]\s*/, '').replace(/\s*[-+]$/, '');
    }
    if (text === before) break;
  }
  const minor = readUnsignedAmount(text, decimals);
  return minor === null ? null : { minor, isDebit };
}

/** Digits with "." / "," / space separators, as minor units; null when it is not one clear number. */
function readUnsignedAmount(text: string, decimals: number): bigint | null {
  if (!/^\d[\d., ]*$/.test(text) && !/^[.,]\d+$/.test(text)) return null;
  const decimalMark = decimalMarkOf(text, decimals);
  if (decimalMark === undefined) return null;
  const [integerPart = '', fraction = ''] = decimalMark ? splitAtLast(text, decimalMark) : [text, ''];
  if (/[., ]/.test(fraction) || fraction.length > decimals) return null;
  if (decimalMark !== null && fraction.length === 0) return null;
  const integerDigits = ungroup(integerPart);
  if (integerDigits === null) return null;
  const minor = BigInt(`${integerDigits || '0'}${fraction.padEnd(decimals, '0')}`);
  return minor > MAX_AMOUNT_MINOR ? null : minor;
}

/**
 * "." or "," when the text has a decimal mark, null when it has none, undefined when it cannot be
 * told (two different marks twice, or a single mark followed by neither a group nor decimals).
 */
function decimalMarkOf(text: string, decimals: number): '.' | ',' | null | undefined {
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const mark = lastDot > lastComma ? '.' : ',';
    return count(text, mark) === 1 ? mark : undefined;
  }
  const mark = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : null;
  if (mark === null || count(text, mark) > 1) return null;
  const digitsAfter = text.length - text.indexOf(mark) - 1;
  if (digitsAfter >= 1 && digitsAfter <= decimals) return mark;
  return digitsAfter === 3 ? null : undefined;
}

/** The integer part's digits once its grouping (one kind of separator, regular groups) is checked. */
function ungroup(integerPart: string): string | null {
  const separators = new Set(integerPart.replace(/\d/g, ''));
  if (separators.size === 0) return integerPart;
  if (separators.size > 1) return null;
  const [separator] = separators as unknown as [string];
  const pattern = integerPart.split(separator).join('G');
  return WESTERN_GROUPS.test(pattern) || INDIAN_GROUPS.test(pattern)
    ? integerPart.split(separator).join('')
    : null;
}

function splitAtLast(text: string, mark: string): [string, string] {
  const index = text.lastIndexOf(mark);
  return [text.slice(0, index), text.slice(index + 1)];
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}
