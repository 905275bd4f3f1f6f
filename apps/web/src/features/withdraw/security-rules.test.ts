import { describe, expect, it } from 'vitest';
import { firstProblem, newPasswordProblem, phoneProblem, verificationCodeProblem } from './security-rules.ts';

describe('new withdrawal password', () => {
  it('must be given, be 6 digits and be typed the same twice', () => {
    expect(newPasswordProblem('', '')).toBe('passwordEmpty');
    expect(newPasswordProblem('12345', '12345')).toBe('passwordFormat');
    expect(newPasswordProblem('abcdef', 'abcdef')).toBe('passwordFormat');
    expect(newPasswordProblem('123456', '')).toBe('passwordsDiffer');
    expect(newPasswordProblem('123456', '654321')).toBe('passwordsDiffer');
    expect(newPasswordProblem('123456', '123456')).toBeNull();
  });
});

describe('verification code', () => {
  it('must be given and be 6 digits', () => {
    expect(verificationCodeProblem(' ')).toBe('codeEmpty');
    expect(verificationCodeProblem('12345')).toBe('codeFormat');
    expect(verificationCodeProblem(' 123456 ')).toBeNull();
  });
});

describe('phone number (like login)', () => {
  it('must be given, must not start with 0 and must fit the region', () => {
    expect(phoneProblem('', 'ID')).toBe('phoneEmpty');
    expect(phoneProblem('08123456789', 'ID')).toBe('phoneLeadingZero');
    expect(phoneProblem('812345', 'ID')).toBe('phoneInvalid');
    expect(phoneProblem('8123456789', 'ID')).toBeNull();
    expect(phoneProblem('+628123456789', 'ID')).toBeNull();
    expect(phoneProblem('9876543210', 'IN')).toBeNull();
    expect(phoneProblem('0987654321', 'IN')).toBe('phoneLeadingZero');
  });
});

describe('firstProblem', () => {
  it('returns the first problem in order', () => {
    expect(firstProblem<string>(null, 'b', 'c')).toBe('b');
    expect(firstProblem<string>(null, null)).toBeNull();
  });
});
