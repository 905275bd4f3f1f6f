import type * as ops from '@fairplay/contract/operator';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionFormat } from '../../shared/region-format.ts';

const STATUS_COLORS: Record<ops.AdjustmentStatus, string> = {
  requested: 'gold',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};

/** An adjustment's status as a coloured tag ("Waiting" in gold until someone decides). */
export function AdjustmentStatusTag({ status }: { status: ops.AdjustmentStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`adjustments.statuses.${status}`)}</Tag>;
}

/** A credit in green with "+", a debit in red with "−", in the region's money. */
export function SignedMoney({ amount }: { amount: number }) {
  const format = useRegionFormat();
  const isCredit = amount > 0;
  return (
    <Typography.Text strong type={isCredit ? 'success' : 'danger'}>
      {isCredit ? '+' : '−'}
      {format.money(Math.abs(amount))}
    </Typography.Text>
  );
}
