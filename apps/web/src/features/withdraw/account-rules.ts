import { IFSC_PATTERN } from '@fairplay/contract/account-patterns';
import {
  ifscProblem as bankIfscProblem,
  HOLDER_NAME_PATTERN,
  needsIfsc,
  normalizePayoutNumber,
  PAYOUT_NUMBER_MAX_LENGTH,
  type PayoutBank,
  type PayoutKind,
  type PayoutNumberProblem,
  payoutNumberProblem,
} from '@fairplay/contract/payout-rails';
import type { Region } from '@fairplay/contract/regions';

/**
 * Rules of a payout account form: the region's banks and e-wallets (/bank/banks) grouped by kind, the
 * number checked by the chosen bank's rule (payout-rails.ts, the very check the server refuses with),
 * the IFSC as the player types it (Indian banks only), the holder name and the confirmation.
 * Each check returns a problem code (texts in withdraw-texts.ts) or null.
 */

/** The kinds the list offers, banks first. */
export function payoutKinds(banks: readonly PayoutBank[]): PayoutKind[] {
  return (['bank', 'ewallet'] as const).filter((kind) => banks.some((bank) => bank.kind === kind));
}

/** A kind's name on its button: India's only non-bank kind is UPI, which is not an e-wallet. */
export function kindLabel(banks: readonly PayoutBank[], kind: PayoutKind): 'bank' | 'ewallet' | 'upi' {
  if (kind === 'bank') return 'bank';
  return banksOfKind(banks, kind).every((bank) => bank.rule.kind === 'vpa') ? 'upi' : 'ewallet';
}

export function banksOfKind(banks: readonly PayoutBank[], kind: PayoutKind): PayoutBank[] {
  return banks.filter((bank) => bank.kind === kind);
}

export const IFSC_LENGTH = 11;

/** What an IFSC field may hold: upper case letters and digits, at most 11. */
export function normalizeIfscInput(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, IFSC_LENGTH);
}

export type IfscProblem = 'ifscEmpty' | 'ifscLetters' | 'ifscFifth' | 'ifscLength' | 'ifscOtherBank';

/**
 * The IFSC rule. While typing (isFinished false) only a character that already breaks the rule is
 * reported, so "HDFC0" raises nothing yet but "HDF1" does; once finished (blur or submit) an empty or
 * short code is reported too, and a code of another bank than the one chosen.
 */
export function ifscProblem(
  value: string,
  { isFinished, bank }: { isFinished: boolean; bank?: PayoutBank | undefined },
): IfscProblem | null {
  const code = value.trim().toUpperCase();
  if (code === '') return isFinished ? 'ifscEmpty' : null;
  if (!/^[A-Z]{0,4}$/.test(code.slice(0, 4))) return 'ifscLetters';
  if (code.length >= 5 && code[4] !== '0') return 'ifscFifth';
  if (code.length > IFSC_LENGTH || !/^[A-Z0-9]*$/.test(code.slice(5))) return 'ifscLength';
  if (!isFinished) return null;
  if (!IFSC_PATTERN.test(code)) return 'ifscLength';
  return bank && bankIfscProblem(bank.rule, code) === 'ifscBank' ? 'ifscOtherBank' : null;
}

/** What the number field keeps of what is typed: digits for accounts and mobiles, more for IBAN and UPI. */
export function numberInput(bank: PayoutBank, text: string): string {
  switch (bank.rule.kind) {
    case 'digits':
      return text.replace(/[^\d ]/g, '').slice(0, bank.rule.maxLength + 4);
    case 'mobile':
      return text.replace(/[^\d +-]/g, '').slice(0, 20);
    case 'iban':
      return text.replace(/[^A-Za-z\d ]/g, '').slice(0, PAYOUT_NUMBER_MAX_LENGTH);
    case 'vpa':
      return text.replace(/\s/g, '').slice(0, PAYOUT_NUMBER_MAX_LENGTH);
  }
}

export type ConfirmNumberProblem = 'confirmEmpty' | 'confirmDiffers';

/** The number typed again must be the same account (spaces, case and the mobile prefix aside). */
export function confirmNumberProblem(
  bank: PayoutBank,
  region: Region,
  number: string,
  confirmation: string,
): ConfirmNumberProblem | null {
  if (confirmation.trim() === '') return 'confirmEmpty';
  const same =
    normalizePayoutNumber(bank.rule, confirmation, region) ===
    normalizePayoutNumber(bank.rule, number, region);
  return same ? null : 'confirmDiffers';
}

export type HolderNameProblem = 'nameEmpty' | 'nameFormat';

/** The holder's name as on the account: 2-64 letters, spaces, dots, apostrophes and hyphens. */
export function holderNameProblem(name: string): HolderNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'nameEmpty';
  return HOLDER_NAME_PATTERN.test(trimmed) ? null : 'nameFormat';
}

export interface AccountForm {
  accountName: string;
  accountNumber: string;
  confirmNumber: string;
  ifsc: string;
  accountType: 'savings' | 'current';
}

export type AccountFormProblem = HolderNameProblem | PayoutNumberProblem | ConfirmNumberProblem | IfscProblem;

export type AccountFormProblems = Partial<Record<keyof AccountForm, AccountFormProblem>>;

/** Every problem of the form for the chosen bank or e-wallet, by field. */
export function accountFormProblems(
  form: AccountForm,
  bank: PayoutBank,
  region: Region,
): AccountFormProblems {
  const problems: AccountFormProblems = {};
  const name = holderNameProblem(form.accountName);
  if (name) problems.accountName = name;
  const number = payoutNumberProblem(
    bank.rule,
    normalizePayoutNumber(bank.rule, form.accountNumber, region),
    region,
  );
  if (number) problems.accountNumber = number;
  const confirmation = number
    ? null
    : confirmNumberProblem(bank, region, form.accountNumber, form.confirmNumber);
  if (confirmation) problems.confirmNumber = confirmation;
  const ifsc = needsIfsc(bank.rule) ? ifscProblem(form.ifsc, { isFinished: true, bank }) : null;
  if (ifsc) problems.ifsc = ifsc;
  return problems;
}

/** The field order of the form, for "the first problem" (what the toast says). */
export const ACCOUNT_FORM_ORDER: readonly (keyof AccountForm)[] = [
  'accountName',
  'accountNumber',
  'confirmNumber',
  'ifsc',
];

/** The /bank/addAccount payload: the bank, the holder, the number as stored, the IFSC where it belongs. */
export function addAccountPayload(form: AccountForm, bank: PayoutBank, region: Region) {
  const withIfsc = needsIfsc(bank.rule);
  return {
    type: bank.kind === 'bank' ? ('bank' as const) : ('wallet' as const),
    bankCode: bank.code,
    accountName: form.accountName.trim(),
    accountNumber: normalizePayoutNumber(bank.rule, form.accountNumber, region),
    ...(withIfsc ? { ifsc: form.ifsc.trim().toUpperCase(), accountType: form.accountType } : {}),
  };
}
