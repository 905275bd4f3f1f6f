import * as ops from '@fairplay/contract/operator';
import { Space, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegionFormat } from '../../shared/region-format.ts';
import { PlayerTable } from './player-table.tsx';

type TInbox = ops.OperatorResult<typeof ops.playerInbox>;
type TMail = TInbox['items'][number];

const CLAIM_COLORS: Record<TMail['claimStatus'], string> = {
  none: 'default',
  claimable: 'gold',
  claimed: 'green',
  expired: 'default',
};

/** The player's inbox as the app shows it to them (newest first), with what they read and claimed. */
export function InboxTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const columns: TableColumnsType<TMail> = [
    { title: t('players.time'), dataIndex: 'createTime', render: (at: string) => format.instant(at) },
    {
      title: t('players.inbox.message'),
      key: 'message',
      width: 480,
      render: (_: unknown, mail) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong={!mail.isRead}>{mail.title}</Typography.Text>
          <Tooltip title={mail.content} placement="topLeft">
            <Typography.Text type="secondary" className="table-subtext" ellipsis>
              {mail.content}
            </Typography.Text>
          </Tooltip>
        </Space>
      ),
    },
    {
      title: t('players.inbox.read'),
      dataIndex: 'isRead',
      render: (isRead: boolean) =>
        isRead ? <Tag>{t('players.inbox.isRead')}</Tag> : <Tag color="blue">{t('players.inbox.unread')}</Tag>,
    },
    {
      title: t('players.inbox.reward'),
      key: 'reward',
      render: (_: unknown, mail) =>
        mail.rewardAmount === null ? (
          t('common.none')
        ) : (
          <Space size={4}>
            <span>{format.money(mail.rewardAmount)}</span>
            <Tag color={CLAIM_COLORS[mail.claimStatus]}>{t(`players.inbox.claim.${mail.claimStatus}`)}</Tag>
          </Space>
        ),
    },
  ];
  return (
    <PlayerTable<TMail, TInbox>
      call={ops.playerInbox}
      userId={userId}
      columns={columns}
      rowKey="mailId"
      emptyText={t('players.inbox.empty')}
      above={(answer) => (
        <Typography.Paragraph type="secondary">
          {t('players.inbox.unreadCount', { count: answer.unread })}
        </Typography.Paragraph>
      )}
    />
  );
}
