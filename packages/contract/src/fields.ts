import { z } from 'zod';
import {
  DEFAULT_INPUT_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  UTR_LENGTH,
} from './constants.ts';
import { isValidMajorAmount } from './money.ts';
import { PHONE_MESSAGES } from './phone.ts';

/**
 * Field builders shared by the call schemas. Each one carries the message a player sees, so the
 * server can answer "field: message" and the web app can show the same words.
 */

export const MESSAGES = {
  otpEmpty: 'The OTP cannot be empty',
  otpFormat: 'The OTP must be 6 digits',
  idOrPhoneEmpty: 'The phone number or ID cannot be empty',
  passwordEmpty: 'The Password cannot be empty',
  passwordLength: `The password must be ${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH} characters`,
  withdrawPasswordEmpty: 'The withdraw passwd cannot be empty',
  passwordsDiffer: 'Two passwords do not match',
  verificationCodeEmpty: 'The verification code cannot be empty',
  withdrawAmountEmpty: 'The withdrawal amount cannot be empty',
  withdrawPasswordMissing: 'Please enter your withdrawal password',
  depositAmountEmpty: 'Please input deposit amount!',
  depositAmountRange: 'Deposit amount must during',
  utrEmpty: 'Please input UTR!',
  utrFormat: 'Please enter a 12-digit UTR',
  termsRequired: 'Please agree to the Terms and Conditions and confirm you are at least 18',
} as const;

/** A required string: `emptyMessage` when missing or blank, a length limit always. */
export function ZRequiredText(emptyMessage: string, maxLength = DEFAULT_INPUT_MAX_LENGTH) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? emptyMessage : 'must be text') })
    .trim()
    .min(1, emptyMessage)
    .max(maxLength, `must be at most ${maxLength} characters`);
}

export function ZOptionalText(maxLength = DEFAULT_INPUT_MAX_LENGTH) {
  return z
    .string({ error: 'must be text' })
    .trim()
    .max(maxLength, `must be at most ${maxLength} characters`)
    .optional();
}

export const ZMobile = ZRequiredText(PHONE_MESSAGES.empty, 20);

export const ZOtpCode = z
  .string({ error: (issue) => (issue.input === undefined ? MESSAGES.otpEmpty : 'must be text') })
  .trim()
  .min(1, MESSAGES.otpEmpty)
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.otpFormat);

export const ZPassword = z
  .string({ error: (issue) => (issue.input === undefined ? MESSAGES.passwordEmpty : 'must be text') })
  .min(1, MESSAGES.passwordEmpty)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordLength)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordLength);

/** A login password as typed: only presence and an upper bound are checked (old accounts may be shorter). */
export const ZLoginPassword = z
  .string({ error: (issue) => (issue.input === undefined ? MESSAGES.passwordEmpty : 'must be text') })
  .min(1, MESSAGES.passwordEmpty)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordLength);

export const ZReferralCode = z
  .string({ error: 'must be text' })
  .trim()
  .max(32, 'must be at most 32 characters')
  .regex(/^[A-Za-z0-9]*$/, 'must be letters and digits')
  .nullish();

export const ZUtr = z
  .string({ error: (issue) => (issue.input === undefined ? MESSAGES.utrEmpty : 'must be text') })
  .trim()
  .min(1, MESSAGES.utrEmpty)
  .regex(new RegExp(`^\\d{${UTR_LENGTH}}$`), MESSAGES.utrFormat);

/** A positive money amount in major units with at most 2 decimals (all regions use 2). */
export function ZAmount(emptyMessage = 'The amount cannot be empty') {
  return z
    .number({ error: (issue) => (issue.input === undefined ? emptyMessage : 'must be a number') })
    .positive('must be greater than 0')
    .refine((value) => isValidMajorAmount(value, 2), 'must have at most 2 decimals and be below 10^13');
}

export const ZPage = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1)
  .max(10_000)
  .default(1);
export const ZPageSize = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(1)
  .max(100)
  .default(20);

/** Device details sent by login calls; stored for support, never trusted. */
export const ZDeviceDetails = {
  deviceName: ZOptionalText(128).nullable(),
  systemVersion: ZOptionalText(64).nullable(),
  appVersion: ZOptionalText(32).nullable(),
};
