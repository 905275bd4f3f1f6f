import type { DepositStatus } from '@fairplay/contract';
import {
  type TransactionIdProblem,
  type TransferRail,
  transactionIdRuleOf,
} from '@fairplay/contract/deposit-rails';
import { currentMoneyStyle, moneyFormatters } from '../../shared/money.ts';
import type { AmountProblem, DepositTabKey } from './deposit-rules.ts';
import type { ReceiptProblem, UtrProblem } from './transfer-rules.ts';

/** Maps rule outcomes to translation keys, so the rules stay free of texts and tests read real English. */

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** 'Please input deposit amount!' or 'Deposit amount must during ₹100 - ₹50,000' (money in the player's format). */
export function amountProblemMessage(t: Translate, problem: AmountProblem): string {
  if (problem.kind === 'empty') return t('wallet.deposit.amountEmpty');
  const { money } = moneyFormatters(currentMoneyStyle());
  return t('wallet.deposit.amountRange', { min: money(problem.min), max: money(problem.max) });
}

/** Why a transaction id is refused, with the rail's lengths: 'The transaction ID has 8-20 digits'. */
export function transactionIdProblemMessage(
  t: Translate,
  rail: TransferRail,
  problem: TransactionIdProblem,
): string {
  const rule = transactionIdRuleOf(rail);
  if (problem === 'empty' || !rule) return t('wallet.transactionId.empty');
  return t(problem === 'digits' ? 'wallet.transactionId.digits' : 'wallet.transactionId.format', {
    min: rule.minLength,
    max: rule.maxLength,
  });
}

export const TAB_LABEL_KEYS: Record<DepositTabKey, string> = {
  1: 'wallet.tabs.online',
  2: 'wallet.tabs.transfer',
  3: 'wallet.tabs.agency',
  4: 'wallet.tabs.crypto',
  5: 'wallet.tabs.va',
};

export const UTR_PROBLEM_KEYS: Record<UtrProblem, string> = {
  utrEmpty: 'wallet.utr.empty',
  utrFormat: 'wallet.utr.format',
};

export const RECEIPT_PROBLEM_KEYS: Record<ReceiptProblem, string> = {
  receiptMissing: 'wallet.receipt.missing',
  receiptType: 'wallet.receipt.type',
  receiptSize: 'wallet.receipt.size',
};

export const STATUS_KEYS: Record<DepositStatus, string> = {
  pending: 'wallet.status.pending',
  review: 'wallet.status.review',
  success: 'wallet.status.success',
  succeeded: 'wallet.status.succeeded',
  failed: 'wallet.status.failed',
  rejected: 'wallet.status.rejected',
  expired: 'wallet.status.expired',
};
