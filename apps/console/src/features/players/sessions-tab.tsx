import * as ops from '@fairplay/contract/operator';
import { type TableColumnsType, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionFormat } from '../../shared/region-format.ts';
import { PlayerTable } from './player-table.tsx';

type TSession = ops.OperatorResult<typeof ops.playerSessions>['items'][number];

/** The player's sessions, newest first: where from, live or ended, and who else uses that device or address. */
export function SessionsTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const columns: TableColumnsType<TSession> = [
    {
      title: t('players.sessions.started'),
      dataIndex: 'createdAt',
      sorter: true,
      render: (at: string) => format.instant(at),
    },
    {
      title: t('players.sessions.ip'),
      dataIndex: 'ip',
      render: (ip: string | null) => ip ?? t('common.none'),
    },
    {
      title: t('players.sessions.device'),
      dataIndex: 'deviceNumber',
      render: (device: string | null) => device ?? t('common.none'),
    },
    {
      title: t('players.sessions.lastSeen'),
      dataIndex: 'lastSeenAt',
      render: (at: string) => format.instant(at),
    },
    {
      title: t('players.status'),
      key: 'state',
      render: (_: unknown, session) =>
        session.isActive ? (
          <Tag color="green">{t('players.sessions.active')}</Tag>
        ) : session.revokedAt ? (
          <Tooltip title={format.instant(session.revokedAt)}>
            <Tag>{t('players.sessions.ended')}</Tag>
          </Tooltip>
        ) : (
          <Tag>{t('players.sessions.expired')}</Tag>
        ),
    },
    {
      title: t('players.sessions.sharedWith'),
      dataIndex: 'sharedWith',
      render: (count: number) =>
        count > 0 ? <Tag color="orange">{t('players.sessions.others', { count })}</Tag> : t('common.none'),
    },
  ];
  return (
    <PlayerTable<TSession>
      call={ops.playerSessions}
      userId={userId}
      columns={columns}
      rowKey="sessionId"
      emptyText={t('players.sessions.empty')}
    />
  );
}
