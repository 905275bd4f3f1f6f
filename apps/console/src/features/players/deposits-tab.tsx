import * as ops from '@fairplay/contract/operator';
import { Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionFormat } from '../../shared/region-format.ts';
import { PlayerTable } from './player-table.tsx';

type TDeposit = ops.OperatorResult<typeof ops.playerDeposits>['items'][number];

const CREDITED = new Set(['success', 'succeeded']);
const REFUSED = new Set(['failed', 'rejected', 'expired']);

/** An order status as a tag: credited green, refused red, waiting gold. */
export function OrderStatusTag({
  status,
  done,
  refused,
}: {
  status: string;
  done: Set<string>;
  refused: Set<string>;
}) {
  return <Tag color={done.has(status) ? 'green' : refused.has(status) ? 'red' : 'gold'}>{status}</Tag>;
}

/** The player's deposit orders of every status and rail, newest first. */
export function DepositsTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const columns: TableColumnsType<TDeposit> = [
    { title: t('players.orderNo'), dataIndex: 'orderNo' },
    {
      title: t('players.time'),
      dataIndex: 'createdAt',
      sorter: true,
      render: (at: string) => format.instant(at),
    },
    {
      title: t('players.deposits.method'),
      key: 'method',
      render: (_: unknown, order) => (
        <Space orientation="vertical" size={0}>
          <span>{order.typeName}</span>
          <Typography.Text type="secondary" className="table-subtext">
            {order.rail}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('players.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: number) => format.money(amount),
    },
    {
      title: t('players.deposits.bonus'),
      dataIndex: 'bonus',
      align: 'right',
      render: (bonus: number) => (bonus === 0 ? t('common.none') : format.money(bonus)),
    },
    {
      title: t('players.deposits.wagerMultiple'),
      dataIndex: 'wagerMultiple',
      render: (multiple: number) => `×${multiple}`,
    },
    {
      title: t('players.status'),
      dataIndex: 'status',
      render: (status: string) => <OrderStatusTag status={status} done={CREDITED} refused={REFUSED} />,
    },
    {
      title: t('players.deposits.proof'),
      dataIndex: 'proof',
      render: (proof: string | null) => proof ?? t('common.none'),
    },
    {
      title: t('players.deposits.paidAt'),
      dataIndex: 'paidAt',
      render: (at: string | null) => format.instant(at) ?? t('common.none'),
    },
    {
      title: t('players.reviewedBy'),
      key: 'reviewed',
      render: (_: unknown, order) => (
        <Space orientation="vertical" size={0}>
          <span>{order.reviewedBy ?? t('common.none')}</span>
          {order.rejectReason ? (
            <Typography.Text type="danger" className="table-subtext">
              {order.rejectReason}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <PlayerTable<TDeposit>
      call={ops.playerDeposits}
      userId={userId}
      columns={columns}
      rowKey="orderNo"
      emptyText={t('players.deposits.empty')}
    />
  );
}
