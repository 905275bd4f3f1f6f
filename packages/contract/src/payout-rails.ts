/**
 * Payout accounts per market (DESIGN.md section 4), one copy for both sides (zod-free: the web app's
 * form checks a number with the same function the server uses to refuse it).
 *
 * A region's list of banks and wallets comes from `/bank/banks`; each entry carries the rule its
 * account numbers follow. The kinds of rule are fixed here; which bank uses which is configuration.
 */
import { IFSC_PATTERN } from './account-patterns.ts';
import type { Region } from './regions.ts';

export type PayoutKind = 'bank' | 'ewallet';

export type PayoutNumberRule =
  /** A bank account number: digits only, between the lengths (equal for a bank with one length). */
  | { kind: 'digits'; minLength: number; maxLength: number; ifscPrefix?: string | undefined }
  /** An e-wallet is the player's mobile number in the region. */
  | { kind: 'mobile' }
  /** A UPI virtual payment address, `name@handle`. */
  | { kind: 'vpa' }
  /** A Pakistani IBAN whose four bank letters are the bank's. */
  | { kind: 'iban'; bankLetters: string };

export interface PayoutBank {
  code: string;
  name: string;
  kind: PayoutKind;
  rule: PayoutNumberRule;
}

/** Why a payout number is refused; each has a message in both apps' languages. */
export type PayoutNumberProblem =
  | 'empty'
  | 'digits'
  | 'mobile'
  | 'vpa'
  | 'iban'
  | 'ibanCheckDigits'
  | 'ibanBank'
  | 'ifsc'
  | 'ifscBank';

/** The longest payout number any rule takes (the wire schema's bound, the form's too). */
export const PAYOUT_NUMBER_MAX_LENGTH = 40;

/** The holder's name as on the account: 2-64 letters (with their marks: Hindi, Arabic), spaces, . ' -. */
export const HOLDER_NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} .'-]{2,64}$/u;

/** A UPI address: a name of letters, digits, dot, hyphen, underscore with a letter or digit; '@'; a handle. */
const VPA_PATTERN = /^(?=[^@]*[a-z0-9])[a-z0-9._-]{2,30}@[a-z][a-z0-9]{1,20}$/;

/** PK + 2 check digits + 4 bank letters + 16 digits (24 characters). */
const PK_IBAN_PATTERN = /^PK\d{2}[A-Z]{4}\d{16}$/;

/** ISO 13616 check: the rearranged IBAN, letters as 10..35, leaves 1 modulo 97. */
export function hasValidIbanCheckDigits(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const code = character.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? String(code - 55) : character;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** The number as it is stored: spaces and dashes gone, IBAN upper case, VPA lower case, mobiles national with 0. */
export function normalizePayoutNumber(rule: PayoutNumberRule, input: string, region: Region): string {
  const trimmed = input.trim();
  switch (rule.kind) {
    case 'vpa':
      return trimmed.toLowerCase();
    case 'iban':
      return trimmed.replace(/[\s-]/g, '').toUpperCase();
    case 'mobile': {
      const compact = trimmed.replace(/[\s\-()]/g, '');
      const prefix = region.phonePrefix;
      if (compact.startsWith(prefix)) return `0${compact.slice(prefix.length)}`;
      if (compact.startsWith(prefix.slice(1))) return `0${compact.slice(prefix.length - 1)}`;
      return compact;
    }
    case 'digits':
      return trimmed.replace(/[\s-]/g, '');
  }
}

/** The problem with an already normalised number for this bank's rule, or null when it is fine. */
export function payoutNumberProblem(
  rule: PayoutNumberRule,
  number: string,
  region: Region,
): PayoutNumberProblem | null {
  if (number === '') return 'empty';
  switch (rule.kind) {
    case 'digits':
      return /^\d+$/.test(number) && number.length >= rule.minLength && number.length <= rule.maxLength
        ? null
        : 'digits';
    case 'mobile': {
      const national = number.startsWith('0') ? number.slice(1) : '';
      const fits =
        /^\d+$/.test(national) &&
        region.nationalNumberLengths.includes(national.length) &&
        region.nationalNumberFirstDigits.includes(national[0] ?? '');
      return fits ? null : 'mobile';
    }
    case 'vpa':
      return number.length <= PAYOUT_NUMBER_MAX_LENGTH && VPA_PATTERN.test(number) ? null : 'vpa';
    case 'iban':
      if (!PK_IBAN_PATTERN.test(number)) return 'iban';
      if (!hasValidIbanCheckDigits(number)) return 'ibanCheckDigits';
      return number.slice(4, 8) === rule.bankLetters ? null : 'ibanBank';
  }
}

/** Whether this bank's accounts need an IFSC (Indian banks only). */
export function needsIfsc(rule: PayoutNumberRule): boolean {
  return rule.kind === 'digits' && rule.ifscPrefix !== undefined;
}

/** The problem with an IFSC for this bank, or null; IFSC_PATTERN's shape, then the bank's four letters. */
export function ifscProblem(rule: PayoutNumberRule, ifsc: string): PayoutNumberProblem | null {
  if (!IFSC_PATTERN.test(ifsc)) return 'ifsc';
  if (rule.kind === 'digits' && rule.ifscPrefix && !ifsc.startsWith(rule.ifscPrefix)) return 'ifscBank';
  return null;
}

/**
 * What the owner sees of a stored number: "**** 4321", a VPA as "ra****@okaxis", an IBAN as
 * "PK36 **** 3702"; enough to recognise it, useless to anyone else.
 */
export function maskPayoutNumber(number: string): string {
  const at = number.indexOf('@');
  // A short UPI name shows less of itself (never all of it).
  if (at > 0) return `${number.slice(0, at >= 6 ? 2 : at >= 3 ? 1 : 0)}****${number.slice(at)}`;
  if (/^[A-Z]{2}\d{2}/.test(number)) return `${number.slice(0, 4)} **** ${number.slice(-4)}`;
  return `**** ${number.slice(-4)}`;
}
