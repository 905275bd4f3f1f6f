import type { DepositStatus } from '@fairplay/contract';
import { RECEIPT_MAX_BYTES, RECEIPT_TYPES, UTR_LENGTH } from '@fairplay/contract/constants';

/** Rules of transfer deposits: the UTR (spec point 5), the receipt screenshot and the UPI intent. */

export type UtrProblem = 'utrEmpty' | 'utrFormat';

const UTR_PATTERN = new RegExp(`^\\d{${UTR_LENGTH}}$`);

/** 'Please input UTR!' when empty, 'Please enter a 12-digit UTR' unless exactly 12 digits. */
export function utrProblem(utr: string): UtrProblem | null {
  const trimmed = utr.trim();
  if (trimmed === '') return 'utrEmpty';
  return UTR_PATTERN.test(trimmed) ? null : 'utrFormat';
}

/** Keeps digits only, at most 12, as the player types or pastes a UTR. */
export function sanitizeUtrInput(text: string): string {
  return text.replace(/\D/g, '').slice(0, UTR_LENGTH);
}

export const RECEIPT_ACCEPT = RECEIPT_TYPES.join(',');

export type ReceiptProblem = 'receiptMissing' | 'receiptType' | 'receiptSize';

/** A screenshot must be JPEG, PNG or WebP and at most 2 MB. */
export function receiptProblem(file: { type: string; size: number } | null): ReceiptProblem | null {
  if (!file) return 'receiptMissing';
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return 'receiptType';
  if (file.size > RECEIPT_MAX_BYTES) return 'receiptSize';
  return null;
}

/** Reads a file as a data URL (what /recharge/uploadReceipt takes). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export type StatusTone = 'pending' | 'success' | 'failure';

/** How a deposit status looks: waiting (pending, review), credited, or not credited. */
export function statusTone(status: DepositStatus): StatusTone {
  switch (status) {
    case 'success':
    case 'succeeded':
      return 'success';
    case 'failed':
    case 'rejected':
    case 'expired':
      return 'failure';
    default:
      return 'pending';
  }
}
