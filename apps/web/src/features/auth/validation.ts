import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@fairplay/contract/constants';
import { checkPhone, PHONE_MESSAGES } from '@fairplay/contract/phone';
import { REGIONS } from '@fairplay/contract/regions';
import { getRegion } from '../../shared/region.ts';

/**
 * Client-side checks of spec point 5. Each returns the i18n key of the message to show, or null
 * when the value is fine; the server checks the same rules again.
 */
export type MessageKey = string | null;

const PHONE_KEYS: Record<string, string> = {
  [PHONE_MESSAGES.empty]: 'validation.phoneEmpty',
  [PHONE_MESSAGES.leadingZero]: 'validation.phoneLeadingZero',
};

export function phoneProblem(input: string): MessageKey {
  const result = checkPhone(input, REGIONS[getRegion().code]);
  if (result.ok) return null;
  return PHONE_KEYS[result.message] ?? 'validation.phoneInvalid';
}

export function otpProblem(code: string): MessageKey {
  if (code.trim() === '') return 'validation.otpEmpty';
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code.trim()) ? null : 'validation.otpFormat';
}

export function passwordProblem(password: string, { checkLength = false } = {}): MessageKey {
  if (password === '') return 'validation.passwordEmpty';
  if (checkLength && (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)) {
    return 'validation.passwordLength';
  }
  return null;
}

export function confirmationProblem(password: string, confirmation: string): MessageKey {
  return password === confirmation ? null : 'validation.passwordsDiffer';
}

/** The identifier of password login: a phone number of the region, else a numeric user id. */
export function classifyIdentifier(
  input: string,
): { kind: 'phone' | 'id'; value: string } | { kind: 'empty' } | { kind: 'invalid'; key: string } {
  const value = input.trim();
  if (value === '') return { kind: 'empty' };
  if (checkPhone(value, REGIONS[getRegion().code]).ok) return { kind: 'phone', value };
  if (/^\d{1,12}$/.test(value) && !value.startsWith('0')) return { kind: 'id', value };
  const problem = phoneProblem(value);
  return { kind: 'invalid', key: problem ?? 'validation.phoneInvalid' };
}

/** The first problem of several checks, in order. */
export function firstProblem(...problems: MessageKey[]): MessageKey {
  return problems.find((problem) => problem !== null) ?? null;
}
