import type { PayoutBank, PayoutNumberRule } from '@fairplay/contract/payout-rails';
import type { AccountFormProblem } from './account-rules.ts';
import type { CodeProblem, NewPasswordProblem, PhoneProblem } from './security-rules.ts';
import type { AmountProblem, WithdrawBlock, WithdrawPasswordEntryProblem } from './withdraw-rules.ts';

/** Maps rule outcomes to translation keys, so the rules stay free of texts and tests read real English. */

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** `money` shows a limit with its currency (the page's `useMoney().money`). */
export function amountProblemMessage(
  t: Translate,
  problem: AmountProblem,
  money: (major: number) => string,
): string {
  switch (problem.kind) {
    case 'empty':
      return t('withdraw.apply.amountEmpty');
    case 'belowMin':
      return t('withdraw.apply.amountBelowMin', { amount: money(problem.limit) });
    case 'aboveMax':
      return t('withdraw.apply.amountAboveMax', { amount: money(problem.limit) });
    case 'aboveBalance':
      return t('withdraw.apply.amountAboveBalance');
    case 'aboveLimit':
      return t('withdraw.apply.amountAboveLimit', { amount: money(problem.limit) });
  }
}

export const PASSWORD_ENTRY_KEYS: Record<WithdrawPasswordEntryProblem, string> = {
  empty: 'withdraw.apply.passwordEmpty',
  format: 'withdraw.apply.passwordFormat',
};

export const BLOCK_KEYS: Record<Exclude<WithdrawBlock, 'wager'>, string> = {
  noTimesLeft: 'withdraw.apply.noTimesLeft',
  noLimitLeft: 'withdraw.apply.noLimitLeft',
};

/** 'You still have Rp 3.839.000 left to bet in the game': the amount formatted with its currency. */
export function wagerLeftMessage(t: Translate, amount: string): string {
  return t('withdraw.apply.wagerLeft', { amount });
}

export const ACCOUNT_PROBLEM_KEYS: Record<AccountFormProblem, string> = {
  nameEmpty: 'withdraw.addAccount.problems.nameEmpty',
  nameFormat: 'withdraw.addAccount.problems.nameFormat',
  empty: 'withdraw.addAccount.problems.numberEmpty',
  digits: 'withdraw.addAccount.problems.digits',
  mobile: 'withdraw.addAccount.problems.mobile',
  vpa: 'withdraw.addAccount.problems.vpa',
  iban: 'withdraw.addAccount.problems.iban',
  ibanCheckDigits: 'withdraw.addAccount.problems.ibanCheckDigits',
  ibanBank: 'withdraw.addAccount.problems.ibanBank',
  ifsc: 'withdraw.addAccount.problems.ifscLength',
  ifscBank: 'withdraw.addAccount.problems.ifscOtherBank',
  confirmEmpty: 'withdraw.addAccount.problems.confirmEmpty',
  confirmDiffers: 'withdraw.addAccount.problems.confirmDiffers',
  ifscEmpty: 'withdraw.addAccount.problems.ifscEmpty',
  ifscLetters: 'withdraw.addAccount.problems.ifscLetters',
  ifscFifth: 'withdraw.addAccount.problems.ifscFifth',
  ifscLength: 'withdraw.addAccount.problems.ifscLength',
  ifscOtherBank: 'withdraw.addAccount.problems.ifscOtherBank',
};

const NUMBER_INPUT_MODES = {
  digits: 'numeric',
  mobile: 'tel',
  vpa: 'email',
  iban: 'text',
} as const satisfies Record<PayoutNumberRule['kind'], string>;

/** The number field's words for the chosen bank's rule: account number, mobile number, UPI ID or IBAN. */
export function numberFieldTexts(t: Translate, bank: PayoutBank) {
  const rule = bank.rule;
  const key = rule.kind === 'digits' ? 'account' : rule.kind;
  const digits =
    rule.kind === 'digits'
      ? rule.minLength === rule.maxLength
        ? t('withdraw.addAccount.digitsExact', { count: rule.minLength })
        : t('withdraw.addAccount.digitsRange', { min: rule.minLength, max: rule.maxLength })
      : '';
  return {
    label: t(`withdraw.addAccount.number.${key}`, { bank: bank.name }),
    confirmLabel: t(`withdraw.addAccount.confirm.${key}`),
    placeholder: rule.kind === 'digits' ? digits : t(`withdraw.addAccount.placeholder.${key}`),
    inputMode: NUMBER_INPUT_MODES[rule.kind],
  };
}

export const PASSWORD_PROBLEM_KEYS: Record<NewPasswordProblem | CodeProblem, string> = {
  passwordEmpty: 'withdraw.password.problems.passwordEmpty',
  passwordFormat: 'withdraw.password.problems.passwordFormat',
  passwordsDiffer: 'withdraw.password.problems.passwordsDiffer',
  codeEmpty: 'withdraw.password.problems.codeEmpty',
  codeFormat: 'withdraw.password.problems.codeFormat',
};

export const PHONE_PROBLEM_KEYS: Record<PhoneProblem | CodeProblem, string> = {
  phoneEmpty: 'withdraw.phone.problems.phoneEmpty',
  phoneLeadingZero: 'withdraw.phone.problems.phoneLeadingZero',
  phoneInvalid: 'withdraw.phone.problems.phoneInvalid',
  codeEmpty: 'withdraw.phone.problems.codeEmpty',
  codeFormat: 'withdraw.phone.problems.codeFormat',
};
