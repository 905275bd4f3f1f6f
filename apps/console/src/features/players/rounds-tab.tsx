import * as ops from '@fairplay/contract/operator';
import { Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionFormat } from '../../shared/region-format.ts';
import { PlayerTable } from './player-table.tsx';

type TRound = ops.OperatorResult<typeof ops.playerRounds>['items'][number];

const STATUS_COLORS: Record<string, string> = { settled: 'green', open: 'gold', cancelled: 'default' };

/** The player's game rounds, newest first: stake (and its bonus part), win and what counted as valid. */
export function RoundsTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const columns: TableColumnsType<TRound> = [
    {
      title: t('players.time'),
      dataIndex: 'createdAt',
      sorter: true,
      render: (at: string) => format.instant(at),
    },
    {
      title: t('players.rounds.game'),
      key: 'game',
      render: (_: unknown, round) => (
        <Space orientation="vertical" size={0}>
          <span>{round.gameCode}</span>
          <Typography.Text type="secondary" className="table-subtext">
            {round.provider} · {round.roundId}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('players.rounds.bet'),
      key: 'bet',
      align: 'right',
      render: (_: unknown, round) => (
        <Space orientation="vertical" size={0}>
          <span>{format.money(round.betAmount)}</span>
          {round.bonusBetAmount > 0 ? (
            <Typography.Text type="secondary" className="table-subtext">
              {t('players.rounds.fromBonus', { amount: format.money(round.bonusBetAmount) })}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('players.rounds.win'),
      dataIndex: 'winAmount',
      align: 'right',
      render: (win: number) => format.money(win),
    },
    {
      title: t('players.rounds.validBet'),
      dataIndex: 'validBet',
      align: 'right',
      render: (valid: number) => format.money(valid),
    },
    {
      title: t('players.status'),
      dataIndex: 'status',
      render: (status: string) => <Tag color={STATUS_COLORS[status] ?? 'default'}>{status}</Tag>,
    },
    {
      title: t('players.rounds.settledAt'),
      dataIndex: 'settledAt',
      render: (at: string | null) => format.instant(at) ?? t('common.none'),
    },
  ];
  return (
    <PlayerTable<TRound>
      call={ops.playerRounds}
      userId={userId}
      columns={columns}
      rowKey="roundId"
      emptyText={t('players.rounds.empty')}
    />
  );
}
