import * as ops from '@fairplay/contract/operator';
import { Space, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionFormat } from '../../shared/region-format.ts';
import { OrderStatusTag } from './deposits-tab.tsx';
import { PlayerTable } from './player-table.tsx';

type TWithdrawal = ops.OperatorResult<typeof ops.playerWithdrawals>['items'][number];

const PAID = new Set(['paid', 'paid_after_refund']);
const NOT_PAID = new Set(['rejected', 'failed']);

/** The player's withdrawals of every status, newest first, with where each was paid to. */
export function WithdrawalsTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const columns: TableColumnsType<TWithdrawal> = [
    { title: t('players.orderNo'), dataIndex: 'orderNo' },
    {
      title: t('players.time'),
      dataIndex: 'createdAt',
      sorter: true,
      render: (at: string) => format.instant(at),
    },
    {
      title: t('players.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: number) => format.money(amount),
    },
    {
      title: t('players.withdrawals.fee'),
      dataIndex: 'fee',
      align: 'right',
      render: (fee: number) => format.money(fee),
    },
    {
      title: t('players.withdrawals.account'),
      key: 'account',
      render: (_: unknown, order) => (
        <Space orientation="vertical" size={0}>
          <span>
            {order.bankName ?? order.accountType} {order.accountNumber}
          </span>
          <Typography.Text type="secondary" className="table-subtext">
            {order.accountName ?? t('common.none')}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('players.status'),
      dataIndex: 'status',
      render: (status: string) => <OrderStatusTag status={status} done={PAID} refused={NOT_PAID} />,
    },
    {
      title: t('players.withdrawals.finishedAt'),
      dataIndex: 'finishedAt',
      render: (at: string | null) => format.instant(at) ?? t('common.none'),
    },
    {
      title: t('players.reviewedBy'),
      key: 'reviewed',
      render: (_: unknown, order) => (
        <Space orientation="vertical" size={0}>
          <span>{order.reviewedBy ?? t('common.none')}</span>
          {order.rejectReason || order.holdReason ? (
            <Typography.Text type="secondary" className="table-subtext">
              {order.rejectReason ?? order.holdReason}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <PlayerTable<TWithdrawal>
      call={ops.playerWithdrawals}
      userId={userId}
      columns={columns}
      rowKey="orderNo"
      emptyText={t('players.withdrawals.empty')}
    />
  );
}
