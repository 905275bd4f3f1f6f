import { RECEIPT_MAX_BYTES } from '@fairplay/contract/constants';
import { describe, expect, it } from 'vitest';
import en from '../../shared/i18n/locales/en/wallet.ts';
import { receiptProblem, sanitizeUtrInput, statusTone, utrProblem } from './transfer-rules.ts';

describe('UTR (spec point 5: 12 digits)', () => {
  it("empty -> 'Please input UTR!', not 12 digits -> 'Please enter a 12-digit UTR'", () => {
    expect(utrProblem('')).toBe('utrEmpty');
    expect(utrProblem('   ')).toBe('utrEmpty');
    expect(utrProblem('12345678901')).toBe('utrFormat');
    expect(utrProblem('1234567890123')).toBe('utrFormat');
    expect(utrProblem('12345678901a')).toBe('utrFormat');
    expect(utrProblem('123456789012')).toBeNull();
    expect(en.utr.empty).toBe('Please input UTR!');
    expect(en.utr.format).toBe('Please enter a 12-digit UTR');
  });

  it('keeps digits only, at most 12', () => {
    expect(sanitizeUtrInput('1234 5678-9012 34')).toBe('123456789012');
  });
});

describe('receipt screenshot', () => {
  it('must be JPEG, PNG or WebP and at most 2 MB', () => {
    expect(receiptProblem(null)).toBe('receiptMissing');
    expect(receiptProblem({ type: 'image/gif', size: 10 })).toBe('receiptType');
    expect(receiptProblem({ type: 'application/pdf', size: 10 })).toBe('receiptType');
    expect(receiptProblem({ type: 'image/png', size: RECEIPT_MAX_BYTES + 1 })).toBe('receiptSize');
    expect(receiptProblem({ type: 'image/png', size: RECEIPT_MAX_BYTES })).toBeNull();
    expect(receiptProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(receiptProblem({ type: 'image/webp', size: 1 })).toBeNull();
  });
});

describe('status tones', () => {
  it('group the seven statuses', () => {
    expect(statusTone('pending')).toBe('pending');
    expect(statusTone('review')).toBe('pending');
    expect(statusTone('success')).toBe('success');
    expect(statusTone('succeeded')).toBe('success');
    expect(statusTone('failed')).toBe('failure');
    expect(statusTone('rejected')).toBe('failure');
    expect(statusTone('expired')).toBe('failure');
  });
});
