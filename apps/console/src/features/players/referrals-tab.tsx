import * as ops from '@fairplay/contract/operator';
import { Descriptions, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { playerPath } from '../../shared/paths.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { PlayerTable } from './player-table.tsx';

type TReferrals = ops.OperatorResult<typeof ops.playerReferrals>;
type TTeamMember = TReferrals['items'][number];

/** Who invited the player, and the players they invited with their deposits and validity. */
export function ReferralsTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const columns: TableColumnsType<TTeamMember> = [
    {
      title: t('players.player'),
      key: 'player',
      render: (_: unknown, member) => (
        <Link to={playerPath(member.userId)}>
          {member.nickname} ({member.userId})
        </Link>
      ),
    },
    {
      title: t('players.registered'),
      dataIndex: 'createdAt',
      sorter: true,
      render: (at: string) => format.instant(at),
    },
    {
      title: t('players.referrals.totalDeposit'),
      dataIndex: 'totalDeposit',
      align: 'right',
      render: (amount: number) => format.money(amount),
    },
    {
      title: t('players.referrals.valid'),
      dataIndex: 'isValid',
      render: (isValid: boolean) =>
        isValid ? (
          <Tag color="green">{t('players.referrals.isValid')}</Tag>
        ) : (
          <Tag>{t('players.referrals.notValid')}</Tag>
        ),
    },
  ];
  return (
    <PlayerTable<TTeamMember, TReferrals>
      call={ops.playerReferrals}
      userId={userId}
      columns={columns}
      rowKey="userId"
      emptyText={t('players.referrals.empty')}
      above={(answer) => (
        <Descriptions size="small" column={1} className="tab-summary">
          <Descriptions.Item label={t('players.overview.inviter')}>
            {answer.inviter ? (
              <Link to={playerPath(answer.inviter.userId)}>
                {answer.inviter.nickname} ({answer.inviter.userId})
              </Link>
            ) : (
              t('players.overview.noInviter')
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('players.overview.teamSize')}>{answer.total}</Descriptions.Item>
        </Descriptions>
      )}
    />
  );
}
