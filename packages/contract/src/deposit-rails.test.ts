import { describe, expect, it } from 'vitest';
import {
  isTransferReference,
  normalizeTransactionId,
  normalizeTransferReference,
  sanitizeTransactionIdInput,
  TRANSFER_RAILS,
  TRANSFER_REFERENCE_ALPHABET,
  transactionIdProblem,
  transferProofOf,
  transferReferenceFrom,
} from './deposit-rails.ts';

describe('deposit rails per market', () => {
  it('proves IMPS and UPI by UTR, an Indonesian bank transfer by reference, Pakistani ones by transaction id', () => {
    expect(TRANSFER_RAILS.map((rail) => [rail, transferProofOf(rail)])).toEqual([
      ['imps', 'utr'],
      ['upi', 'utr'],
      ['bank', 'reference'],
      ['ibft', 'transactionId'],
      ['jazzcash', 'transactionId'],
      ['easypaisa', 'transactionId'],
    ]);
  });

  it('makes references of unmistakable characters and reads them back as typed from a statement', () => {
    const reference = transferReferenceFrom([0, 1, 2, 3, 28, 29, 30]);
    expect(reference).toBe('FP2345XYZ');
    expect(isTransferReference(reference)).toBe(true);
    expect(TRANSFER_REFERENCE_ALPHABET).not.toMatch(/[01ILO]/);
    expect(normalizeTransferReference(' fp23 45-xyz ')).toBe('FP2345XYZ');
    expect(isTransferReference('FP2345XY0')).toBe(false);
    expect(() => transferReferenceFrom([0, 1])).toThrow();
    expect(() => transferReferenceFrom([0, 1, 2, 3, 4, 5, 31])).toThrow();
  });

  it('checks JazzCash and Easypaisa ids as digits and IBFT references as letters and digits', () => {
    expect(normalizeTransactionId(' TID: 0412 3456-789 ')).toBe('4123456789');
    // Idempotent: no second spelling of a stored id is a new id (labels twice, leading zeros).
    for (const spelling of [
      'ABC123XYZ',
      'TIDABC123XYZ',
      'TIDTIDABC123XYZ',
      'tid: tid# ABC-123 XYZ',
      'TRX ID TID:ABC123XYZ',
    ])
      expect(normalizeTransactionId(spelling), spelling).toBe('ABC123XYZ');
    for (const spelling of ['3001234567', '03001234567', '003001234567', 'TID 0300 1234567'])
      expect(normalizeTransactionId(spelling), spelling).toBe('3001234567');
    for (const id of ['ABC123XYZ', '3001234567', 'PK1234ABCD'])
      expect(normalizeTransactionId(normalizeTransactionId(id))).toBe(normalizeTransactionId(id));
    expect(transactionIdProblem('jazzcash', '04123456789')).toBeNull();
    expect(transactionIdProblem('easypaisa', '1234567')).toBe('digits');
    expect(transactionIdProblem('jazzcash', '0412345678A')).toBe('digits');
    expect(transactionIdProblem('jazzcash', '')).toBe('empty');
    expect(transactionIdProblem('ibft', 'FT24123ABC9')).toBeNull();
    expect(transactionIdProblem('ibft', 'FT1')).toBe('format');
    expect(transactionIdProblem('imps', '123456789012')).toBe('format');
    expect(sanitizeTransactionIdInput('jazzcash', 'TID 0412-3456789x')).toBe('04123456789');
    expect(sanitizeTransactionIdInput('ibft', 'ft-24 123abc')).toBe('FT24123ABC');
  });
});
