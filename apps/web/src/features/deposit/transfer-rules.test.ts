import { RECEIPT_MAX_BYTES } from '@fairplay/contract/constants';
import { describe, expect, it } from 'vitest';
import en from '../../shared/i18n/locales/en/wallet.ts';
import { transactionIdProblemMessage } from './deposit-texts.ts';
import {
  checkTransactionId,
  countdownText,
  receiptProblem,
  sanitizeUtrInput,
  secondsUntil,
  statusTone,
  transferOrderPath,
  utrProblem,
} from './transfer-rules.ts';

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

describe('transaction ids of Pakistani transfers (the contract rule the server applies)', () => {
  it('reads a TID as printed on the receipt and checks it by the rail', () => {
    expect(checkTransactionId('jazzcash', 'TID: 0412 3456 789')).toEqual({
      transactionId: '4123456789',
      problem: null,
    });
    expect(checkTransactionId('easypaisa', '12345').problem).toBe('digits');
    expect(checkTransactionId('ibft', ' ft-24123abc ')).toEqual({
      transactionId: 'FT24123ABC',
      problem: null,
    });
    expect(checkTransactionId('jazzcash', '   ').problem).toBe('empty');
  });

  it('says what is wrong with the rail lengths, in the player language', () => {
    const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options ?? {})}`;
    expect(transactionIdProblemMessage(t, 'jazzcash', 'digits')).toBe(
      'wallet.transactionId.digits {"min":8,"max":20}',
    );
    expect(transactionIdProblemMessage(t, 'ibft', 'format')).toBe(
      'wallet.transactionId.format {"min":6,"max":24}',
    );
    expect(transactionIdProblemMessage(t, 'easypaisa', 'empty')).toBe('wallet.transactionId.empty {}');
  });
});

describe('where a new transfer order is paid', () => {
  it("opens India's IMPS and UPI pages and the order page for every other rail", () => {
    expect(transferOrderPath('imps', 'D1')).toBe('/pages/wallet/DepositImpsDetail?orderNo=D1');
    expect(transferOrderPath('upi', 'D2')).toBe('/pages/wallet/DepositUpiDetail?orderNo=D2');
    for (const rail of ['bank', 'ibft', 'jazzcash', 'easypaisa'] as const) {
      expect(transferOrderPath(rail, 'D3')).toBe('/pages/wallet/DepositOrderDetail?orderNo=D3');
    }
  });
});

describe("a QRIS order's time left", () => {
  const expiresAt = '2026-03-01T10:15:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts whole seconds down to zero and never below', () => {
    expect(secondsUntil(expiresAt, at('2026-03-01T10:00:00.000Z'))).toBe(900);
    expect(secondsUntil(expiresAt, at('2026-03-01T10:14:59.500Z'))).toBe(1);
    expect(secondsUntil(expiresAt, at('2026-03-01T10:15:00.000Z'))).toBe(0);
    expect(secondsUntil(expiresAt, at('2026-03-01T11:00:00.000Z'))).toBe(0);
    expect(secondsUntil(null, 0)).toBeNull();
    expect(secondsUntil('not a time', 0)).toBeNull();
  });

  it('shows minutes and seconds', () => {
    expect(countdownText(900)).toBe('15:00');
    expect(countdownText(899)).toBe('14:59');
    expect(countdownText(5)).toBe('0:05');
    expect(countdownText(-3)).toBe('0:00');
  });
});
