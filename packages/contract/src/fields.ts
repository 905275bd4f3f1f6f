import { z } from 'zod';
import {
  DEFAULT_INPUT_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  UTR_LENGTH,
} from './constants.ts';
import { type FieldText, fieldMessage } from './messages/field-messages.ts';
import { isValidMajorAmount } from './money.ts';

/**
 * Field builders shared by the call schemas. Each one carries a message from the catalogue
 * (fieldMessage): the server answers "field: message" in the request's language.
 */

/** The spec's validation messages (point 5), as schema texts. */
export const MESSAGES = {
  otpEmpty: fieldMessage('field.otpEmpty'),
  otpFormat: fieldMessage('field.otpFormat', { length: OTP_LENGTH }),
  idOrPhoneEmpty: fieldMessage('field.idOrPhoneEmpty'),
  passwordEmpty: fieldMessage('field.passwordEmpty'),
  passwordLength: fieldMessage('field.passwordLength', {
    min: PASSWORD_MIN_LENGTH,
    max: PASSWORD_MAX_LENGTH,
  }),
  withdrawPasswordEmpty: fieldMessage('field.withdrawPasswordEmpty'),
  passwordsDiffer: fieldMessage('field.passwordsDiffer'),
  verificationCodeEmpty: fieldMessage('field.verificationCodeEmpty'),
  withdrawAmountEmpty: fieldMessage('field.withdrawAmountEmpty'),
  withdrawPasswordMissing: fieldMessage('field.withdrawPasswordMissing'),
  depositAmountEmpty: fieldMessage('field.depositAmountEmpty'),
  utrEmpty: fieldMessage('field.utrEmpty'),
  utrFormat: fieldMessage('field.utrFormat', { length: UTR_LENGTH }),
  termsRequired: fieldMessage('field.termsRequired', { age: 18 }),
} as const;

/** For a schema's `error` option: the message when the field is missing, zod's own (translated) otherwise. */
export function whenMissing(message: FieldText) {
  return (issue: { input: unknown }) => (issue.input === undefined ? message : undefined);
}

/** A required string: `emptyMessage` when missing or blank, a length limit always. */
export function ZRequiredText(emptyMessage: FieldText, maxLength = DEFAULT_INPUT_MAX_LENGTH) {
  return z
    .string({ error: whenMissing(emptyMessage) })
    .trim()
    .min(1, emptyMessage)
    .max(maxLength);
}

export function ZOptionalText(maxLength = DEFAULT_INPUT_MAX_LENGTH) {
  return z.string().trim().max(maxLength).optional();
}

export const ZMobile = ZRequiredText(fieldMessage('phone.empty'), 20);

export const ZOtpCode = z
  .string({ error: whenMissing(MESSAGES.otpEmpty) })
  .trim()
  .min(1, MESSAGES.otpEmpty)
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.otpFormat);

export const ZPassword = z
  .string({ error: whenMissing(MESSAGES.passwordEmpty) })
  .min(1, MESSAGES.passwordEmpty)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordLength)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordLength);

/** A login password as typed: only presence and an upper bound are checked (old accounts may be shorter). */
export const ZLoginPassword = z
  .string({ error: whenMissing(MESSAGES.passwordEmpty) })
  .min(1, MESSAGES.passwordEmpty)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordLength);

export const ZReferralCode = z
  .string()
  .trim()
  .max(32)
  .regex(/^[A-Za-z0-9]*$/, fieldMessage('field.lettersAndDigits'))
  .nullish();

export const ZUtr = z
  .string({ error: whenMissing(MESSAGES.utrEmpty) })
  .trim()
  .min(1, MESSAGES.utrEmpty)
  .regex(new RegExp(`^\\d{${UTR_LENGTH}}$`), MESSAGES.utrFormat);

/** A positive money amount in major units with at most 2 decimals (all regions use 2). */
export function ZAmount(emptyMessage: FieldText = fieldMessage('field.amountEmpty')) {
  return z
    .number({ error: whenMissing(emptyMessage) })
    .positive()
    .refine((value) => isValidMajorAmount(value, 2), fieldMessage('field.amountFormat', { decimals: 2 }));
}

export const ZPage = z.number().int().min(1).max(10_000).default(1);
export const ZPageSize = z.number().int().min(1).max(100).default(20);

/** Device details sent by login calls; stored for support, never trusted. */
export const ZDeviceDetails = {
  deviceName: ZOptionalText(128).nullable(),
  systemVersion: ZOptionalText(64).nullable(),
  appVersion: ZOptionalText(32).nullable(),
};
