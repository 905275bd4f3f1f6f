import type { TWithdrawOrder } from '@fairplay/contract';

/** How a withdrawal's status reads and looks, and whether it can still change. */

export type WithdrawStatus = TWithdrawOrder['status'];
export type StatusTone = 'pending' | 'success' | 'failure';

/** pending = under review; processing and unknown = being paid; paid; rejected; failed = returned to balance. */
export const STATUS_KEYS: Record<WithdrawStatus, string> = {
  pending: 'withdraw.status.pending',
  processing: 'withdraw.status.paying',
  unknown: 'withdraw.status.paying',
  paid: 'withdraw.status.paid',
  rejected: 'withdraw.status.rejected',
  failed: 'withdraw.status.failed',
};

/** A longer sentence per status for the order page. */
export const STATUS_HINT_KEYS: Record<WithdrawStatus, string> = {
  pending: 'withdraw.statusHint.pending',
  processing: 'withdraw.statusHint.paying',
  unknown: 'withdraw.statusHint.paying',
  paid: 'withdraw.statusHint.paid',
  rejected: 'withdraw.statusHint.rejected',
  failed: 'withdraw.statusHint.failed',
};

export function statusTone(status: WithdrawStatus): StatusTone {
  if (status === 'paid') return 'success';
  if (status === 'rejected' || status === 'failed') return 'failure';
  return 'pending';
}

/** Still waiting for a decision or the payout: the order page keeps looking. */
export function isOpenStatus(status: WithdrawStatus): boolean {
  return status === 'pending' || status === 'processing' || status === 'unknown';
}
