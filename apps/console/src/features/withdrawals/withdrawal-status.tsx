import type * as ops from '@fairplay/contract/operator';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLOURS: Record<ops.WithdrawalStatus, string> = {
  pending: 'processing',
  held: 'warning',
  processing: 'blue',
  unknown: 'magenta',
  paid: 'success',
  rejected: 'default',
  failed: 'error',
  paid_after_refund: 'error',
};

/** A withdrawal's status; a pending one with a first approval says it waits for a second person. */
export function WithdrawalStatusTag({
  withdrawal,
}: {
  withdrawal: Pick<ops.TOperatorWithdrawal, 'status' | 'firstApprovedBy'>;
}) {
  const { t } = useTranslation();
  if (withdrawal.status === 'pending' && withdrawal.firstApprovedBy)
    return <Tag color="purple">{t('withdrawals.awaitingSecond')}</Tag>;
  return (
    <Tag color={STATUS_COLOURS[withdrawal.status]}>{t(`withdrawals.statuses.${withdrawal.status}`)}</Tag>
  );
}
