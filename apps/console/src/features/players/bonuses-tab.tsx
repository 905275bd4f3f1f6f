import * as ops from '@fairplay/contract/operator';
import { type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionFormat } from '../../shared/region-format.ts';
import { PlayerTable } from './player-table.tsx';

type TBonus = ops.OperatorResult<typeof ops.playerBonuses>['items'][number];

const STATUS_COLORS: Record<string, string> = { claimed: 'green', claimable: 'gold', expired: 'default' };

/** The player's promotion rewards, newest first: claimed, still claimable, or expired unclaimed. */
export function BonusesTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const columns: TableColumnsType<TBonus> = [
    {
      title: t('players.time'),
      dataIndex: 'createdAt',
      sorter: true,
      render: (at: string) => format.instant(at),
    },
    {
      title: t('players.bonuses.promotion'),
      dataIndex: 'promotion',
      render: (promotion: string) => <Tag>{promotion}</Tag>,
    },
    { title: t('players.bonuses.period'), dataIndex: 'period' },
    {
      title: t('players.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: number) => format.money(amount),
    },
    {
      title: t('players.bonuses.wagerMultiple'),
      dataIndex: 'wagerMultiple',
      render: (multiple: number) => (multiple === 0 ? t('players.bonuses.cash') : `×${multiple}`),
    },
    {
      title: t('players.status'),
      dataIndex: 'status',
      render: (status: string) => <Tag color={STATUS_COLORS[status] ?? 'default'}>{status}</Tag>,
    },
    {
      title: t('players.bonuses.claimedAt'),
      key: 'claimed',
      render: (_: unknown, bonus) =>
        bonus.claimedAt
          ? format.instant(bonus.claimedAt)
          : bonus.claimableUntil
            ? t('players.bonuses.until', { time: format.instant(bonus.claimableUntil) })
            : t('common.none'),
    },
  ];
  return (
    <PlayerTable<TBonus>
      call={ops.playerBonuses}
      userId={userId}
      columns={columns}
      rowKey="id"
      emptyText={t('players.bonuses.empty')}
    />
  );
}
