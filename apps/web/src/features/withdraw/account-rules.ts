import { IFSC_PATTERN } from '@fairplay/contract/account-patterns';
/**
 * Rules of a payout account (spec points 3 and 5): which fields a type needs (gconfig withdrawTypes),
 * the IFSC rule checked as the player types, account number, holder name and the confirmation.
 * Each check returns a problem code (texts live in account-texts.ts) or null.
 */

export type AccountField = 'accountNumber' | 'accountIfsc' | 'accountName';
const ACCOUNT_FIELDS: readonly AccountField[] = ['accountNumber', 'accountIfsc', 'accountName'];

/** withdrawTypes.type: 1 is a bank account, 2 an e-wallet. */
export const BANK_TYPE = 1;
export const WALLET_TYPE = 2;

export interface WithdrawTypeConfig {
  id: number;
  name: string;
  type: number;
  iconUrl: string;
  withdrawAccountRule: string;
}

export interface AccountKind {
  id: number;
  name: string;
  kind: 'bank' | 'wallet';
  iconUrl: string;
  fields: readonly AccountField[];
}

const DEFAULT_FIELDS: Record<AccountKind['kind'], readonly AccountField[]> = {
  bank: ['accountNumber', 'accountIfsc', 'accountName'],
  wallet: ['accountNumber'],
};

/** withdrawAccountRule is JSON text of the required fields; null when unreadable. */
export function parseAccountRule(text: string): AccountField[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const fields = value.filter((item): item is AccountField => ACCOUNT_FIELDS.includes(item as AccountField));
  // The account number identifies every account, whatever the rule says.
  return fields.includes('accountNumber') ? fields : ['accountNumber', ...fields];
}

/**
 * The account types a player can add, in the configured order. Types other than 1 and 2 are
 * skipped; with nothing configured, Bank and Wallet with their usual fields.
 */
export function accountKinds(types: readonly WithdrawTypeConfig[] | undefined): AccountKind[] {
  const kinds = (types ?? []).flatMap((config): AccountKind[] => {
    if (config.type !== BANK_TYPE && config.type !== WALLET_TYPE) return [];
    const kind = config.type === BANK_TYPE ? 'bank' : 'wallet';
    return [
      {
        id: config.id,
        name: config.name,
        kind,
        iconUrl: config.iconUrl,
        fields: parseAccountRule(config.withdrawAccountRule) ?? DEFAULT_FIELDS[kind],
      },
    ];
  });
  if (kinds.length > 0) return kinds;
  return [
    { id: BANK_TYPE, name: 'Bank', kind: 'bank', iconUrl: '', fields: DEFAULT_FIELDS.bank },
    { id: WALLET_TYPE, name: 'Wallet', kind: 'wallet', iconUrl: '', fields: DEFAULT_FIELDS.wallet },
  ];
}

export const IFSC_LENGTH = 11;

/** What an IFSC field may hold: upper case letters and digits, at most 11. */
export function normalizeIfscInput(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, IFSC_LENGTH);
}

export type IfscProblem = 'ifscEmpty' | 'ifscBank' | 'ifscFifth' | 'ifscLength';

/**
 * The IFSC rule. While typing (isFinished false) only a character that already breaks the rule is
 * reported, so "HDFC0" raises nothing yet but "HDF1" does; once finished (blur or submit) an empty or
 * short code is reported too.
 */
export function ifscProblem(value: string, { isFinished }: { isFinished: boolean }): IfscProblem | null {
  const code = value.trim().toUpperCase();
  if (code === '') return isFinished ? 'ifscEmpty' : null;
  if (!/^[A-Z]{0,4}$/.test(code.slice(0, 4))) return 'ifscBank';
  if (code.length >= 5 && code[4] !== '0') return 'ifscFifth';
  if (code.length > IFSC_LENGTH || !/^[A-Z0-9]*$/.test(code.slice(5))) return 'ifscLength';
  if (isFinished && !IFSC_PATTERN.test(code)) return 'ifscLength';
  return null;
}

/** Keeps digits only, at most `maxLength`. */
export function digitsOnly(text: string, maxLength: number): string {
  return text.replace(/\D/g, '').slice(0, maxLength);
}

export const ACCOUNT_NUMBER_MAX_LENGTH = 20;
const ACCOUNT_NUMBER_PATTERN = /^\d{6,20}$/;

export type AccountNumberProblem = 'numberEmpty' | 'numberFormat';

/** 6-20 digits. */
export function accountNumberProblem(number: string): AccountNumberProblem | null {
  const trimmed = number.trim();
  if (trimmed === '') return 'numberEmpty';
  return ACCOUNT_NUMBER_PATTERN.test(trimmed) ? null : 'numberFormat';
}

export type ConfirmNumberProblem = 'confirmEmpty' | 'confirmDiffers';

/** The account number typed again must match. */
export function confirmNumberProblem(number: string, confirmation: string): ConfirmNumberProblem | null {
  if (confirmation.trim() === '') return 'confirmEmpty';
  return confirmation.trim() === number.trim() ? null : 'confirmDiffers';
}

export type HolderNameProblem = 'nameEmpty' | 'nameFormat';
const HOLDER_NAME_PATTERN = /^[\p{L} .'-]{2,64}$/u;

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

export type AccountFormProblem =
  | HolderNameProblem
  | AccountNumberProblem
  | ConfirmNumberProblem
  | IfscProblem;

export type AccountFormProblems = Partial<Record<keyof AccountForm, AccountFormProblem>>;

/** Every problem of the form for an account type, by field (only the fields the type asks for). */
export function accountFormProblems(form: AccountForm, kind: AccountKind): AccountFormProblems {
  const problems: AccountFormProblems = {};
  const name = kind.fields.includes('accountName') ? holderNameProblem(form.accountName) : null;
  if (name) problems.accountName = name;
  const number = accountNumberProblem(form.accountNumber);
  if (number) problems.accountNumber = number;
  const confirmation = number ? null : confirmNumberProblem(form.accountNumber, form.confirmNumber);
  if (confirmation) problems.confirmNumber = confirmation;
  const ifsc = kind.fields.includes('accountIfsc') ? ifscProblem(form.ifsc, { isFinished: true }) : null;
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

/** The /bank/addAccount payload: only the fields the type uses, trimmed. */
export function addAccountPayload(form: AccountForm, kind: AccountKind) {
  return {
    type: kind.kind,
    accountNumber: form.accountNumber.trim(),
    ...(kind.fields.includes('accountName') ? { accountName: form.accountName.trim() } : {}),
    ...(kind.fields.includes('accountIfsc') ? { ifsc: form.ifsc.trim().toUpperCase() } : {}),
    ...(kind.kind === 'bank' ? { accountType: form.accountType } : {}),
  };
}
