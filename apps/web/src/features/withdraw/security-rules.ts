import { OTP_LENGTH } from '@fairplay/contract/constants';
import { checkPhone, PHONE_MESSAGES } from '@fairplay/contract/phone';
import { REGIONS, type RegionCode } from '@fairplay/contract/regions';

/**
 * Checks of the Withdrawal Password and Phone Binding pages (spec point 5). Each returns a problem
 * code (texts in security-texts.ts) or null; the server checks the same rules again.
 */

export const WITHDRAW_PASSWORD_LENGTH = 6;

export type NewPasswordProblem = 'passwordEmpty' | 'passwordFormat' | 'passwordsDiffer';

/** 'The withdraw passwd cannot be empty', 6 digits, then 'Two passwords do not match'. */
export function newPasswordProblem(password: string, confirmation: string): NewPasswordProblem | null {
  if (password === '') return 'passwordEmpty';
  if (!new RegExp(`^\\d{${WITHDRAW_PASSWORD_LENGTH}}$`).test(password)) return 'passwordFormat';
  return password === confirmation ? null : 'passwordsDiffer';
}

export type CodeProblem = 'codeEmpty' | 'codeFormat';

/** 'The verification code cannot be empty', then 6 digits. */
export function verificationCodeProblem(code: string): CodeProblem | null {
  const trimmed = code.trim();
  if (trimmed === '') return 'codeEmpty';
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(trimmed) ? null : 'codeFormat';
}

export type PhoneProblem = 'phoneEmpty' | 'phoneLeadingZero' | 'phoneInvalid';

/** Like login: 'The phone number cannot be empty', 'The phone number cannot start with 0', else valid for the region. */
export function phoneProblem(input: string, region: RegionCode): PhoneProblem | null {
  const result = checkPhone(input, REGIONS[region]);
  if (result.ok) return null;
  if (result.message === PHONE_MESSAGES.empty) return 'phoneEmpty';
  if (result.message === PHONE_MESSAGES.leadingZero) return 'phoneLeadingZero';
  return 'phoneInvalid';
}

/** The first problem of several checks, in order. */
export function firstProblem<T extends string>(...problems: (T | null)[]): T | null {
  return problems.find((problem) => problem !== null) ?? null;
}
