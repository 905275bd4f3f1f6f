import type { DepositStatus } from '@fairplay/contract';
import { RECEIPT_MAX_BYTES, RECEIPT_TYPES, UTR_LENGTH } from '@fairplay/contract/constants';
import {
  normalizeTransactionId,
  type TransactionIdProblem,
  type TransferRail,
  transactionIdProblem,
} from '@fairplay/contract/deposit-rails';
import { PATHS } from '../../shared/routes.ts';

/**
 * Rules of transfer deposits: the UTR (spec point 5), the transaction id of a wallet or bank
 * receipt, the receipt screenshot, the page an order opens and a QRIS order's time left.
 */

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

/** The transaction id as it is sent, and why it would be refused (the contract's rule, which the server applies). */
export function checkTransactionId(
  rail: TransferRail,
  text: string,
): { transactionId: string; problem: TransactionIdProblem | null } {
  const transactionId = normalizeTransactionId(text);
  return { transactionId, problem: transactionIdProblem(rail, transactionId) };
}

/** Where a new transfer order is paid: India's IMPS and UPI pages, the order page for the other rails. */
export function transferOrderPath(rail: TransferRail, orderNo: string): string {
  const path =
    rail === 'imps'
      ? PATHS.depositImpsDetail
      : rail === 'upi'
        ? PATHS.depositUpiDetail
        : PATHS.depositOrderDetail;
  return `${path}?orderNo=${encodeURIComponent(orderNo)}`;
}

/** Whole seconds from now until an expiry (never below 0); null without an expiry or for an unreadable one. */
export function secondsUntil(expiresAt: string | null, nowMs: number): number | null {
  if (!expiresAt) return null;
  const at = Date.parse(expiresAt);
  if (!Number.isFinite(at)) return null;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** A countdown as minutes and seconds: 899 -> "14:59". */
export function countdownText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
