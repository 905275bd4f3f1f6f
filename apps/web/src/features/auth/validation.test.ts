import { afterEach, describe, expect, it } from 'vitest';
import en from '../../shared/i18n/locales/en/index.ts';
import { setRegionForTests } from '../../shared/region.ts';
import {
  classifyIdentifier,
  confirmationProblem,
  firstProblem,
  otpProblem,
  passwordProblem,
  phoneProblem,
} from './validation.ts';

afterEach(() => setRegionForTests(undefined));

const message = (key: string | null) => {
  if (key === null) return null;
  const [group, name] = key.split('.') as [keyof typeof en, string];
  return (en[group] as Record<string, string>)[name];
};

describe('validation messages of spec point 5', () => {
  it('phone numbers', () => {
    expect(message(phoneProblem(''))).toBe('The phone number cannot be empty');
    expect(message(phoneProblem('0812345678'))).toBe('The phone number cannot start with 0');
    expect(message(phoneProblem('12'))).toBe('Please enter a valid phone number');
    expect(phoneProblem('81234567890')).toBeNull();
    expect(phoneProblem('+6281234567890')).toBeNull();
  });

  it('phone numbers follow the region: +91 needs 10 digits from 6-9', () => {
    setRegionForTests({
      code: 'IN',
      phonePrefix: '+91',
      currencySign: '₹',
      currencyDecimals: 2,
      timeZone: 'Asia/Kolkata',
      languageKey: 'en',
    });
    expect(phoneProblem('9876543210')).toBeNull();
    expect(message(phoneProblem('5876543210'))).toBe('Please enter a valid phone number');
  });

  it('one-time codes, passwords and confirmation', () => {
    expect(message(otpProblem(''))).toBe('The OTP cannot be empty');
    expect(message(otpProblem('12345'))).toBe('The OTP must be 6 digits');
    expect(otpProblem('123456')).toBeNull();
    expect(message(passwordProblem(''))).toBe('The Password cannot be empty');
    expect(message(passwordProblem('abc', { checkLength: true }))).toBe(
      'The password must be 6-32 characters',
    );
    expect(message(confirmationProblem('secret1', 'secret2'))).toBe('Two passwords do not match');
    expect(firstProblem(null, 'validation.otpEmpty', 'validation.passwordEmpty')).toBe('validation.otpEmpty');
  });

  it('password login takes a phone number or a user id', () => {
    expect(classifyIdentifier('')).toEqual({ kind: 'empty' });
    expect(classifyIdentifier('81234567890')).toEqual({ kind: 'phone', value: '81234567890' });
    expect(classifyIdentifier('1000001')).toEqual({ kind: 'id', value: '1000001' });
    expect(classifyIdentifier('0812')).toMatchObject({ kind: 'invalid', key: 'validation.phoneLeadingZero' });
  });

  it('the message texts are the spec texts', () => {
    expect(en.validation).toMatchObject({
      phoneEmpty: 'The phone number cannot be empty',
      otpEmpty: 'The OTP cannot be empty',
      idOrPhoneEmpty: 'The phone number or ID cannot be empty',
      passwordEmpty: 'The Password cannot be empty',
      phoneLeadingZero: 'The phone number cannot start with 0',
      withdrawPasswordEmpty: 'The withdraw passwd cannot be empty',
      passwordsDiffer: 'Two passwords do not match',
      verificationCodeEmpty: 'The verification code cannot be empty',
    });
  });
});
