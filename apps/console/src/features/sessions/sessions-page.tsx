import { LogoutOutlined } from '@ant-design/icons';
import * as ops from '@fairplay/contract/operator';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Empty,
  Popconfirm,
  Space,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation, useOperatorQuery } from '../../shared/api/operator-query.ts';
import { dropToken } from '../../shared/api/session-token.ts';
import { PATHS } from '../../shared/paths.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { useAllows, useSignedInStaff } from '../../shared/session/signed-in-staff.ts';
import { QueryStates } from '../../shared/ui/page-states.tsx';
import { deviceName } from './device-name.ts';

type TSession = ops.OperatorResult<typeof ops.listStaffSessions>['sessions'][number];

/**
 * Sessions (/console/sessions): the staff member's own live sessions, the current one marked,
 * each of which they may end; with staff.read everyone's, and with staff.manage they may end
 * anyone's. Ending the current session signs out.
 */
export default function SessionsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useSignedInStaff();
  const allowsAccess = useAllows();
  const canSeeAll = allowsAccess('staff.read');
  const canEndAny = allowsAccess('staff.manage');
  const format = useRegionFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isAll, setAll] = useState(false);
  const sessions = useOperatorQuery(
    ops.listStaffSessions,
    { query: isAll && canSeeAll ? { all: 'true' } : {} },
    // Switching to everyone's sessions keeps the table on screen while they are read.
    { placeholderData: keepPreviousData },
  );
  const revoke = useOperatorMutation(ops.revokeStaffSession, {
    invalidates: [ops.listStaffSessions, ops.listStaff],
  });

  const end = (session: TSession) =>
    revoke.mutate(
      { params: { id: session.sessionId }, body: {} },
      {
        onSuccess: ({ revoked }) => {
          if (session.isCurrent) {
            dropToken();
            queryClient.clear();
            void navigate(PATHS.login, { replace: true });
            return;
          }
          void message.success(revoked ? t('sessions.revoked') : t('sessions.alreadyEnded'));
        },
        onError: (error) => void message.error(errorMessage(error, t), 6),
      },
    );

  const columns: TableColumnsType<TSession> = [
    {
      title: t('sessions.staff'),
      dataIndex: 'username',
      render: (username: string, session) => (
        <Space size={4}>
          <Typography.Text strong>{username}</Typography.Text>
          {session.isCurrent ? <Tag color="green">{t('sessions.current')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('sessions.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? t('common.none') },
    {
      title: t('sessions.device'),
      dataIndex: 'userAgent',
      render: (userAgent: string | null) =>
        userAgent ? (
          <Tooltip title={userAgent}>
            <span>{deviceName(userAgent)}</span>
          </Tooltip>
        ) : (
          t('common.none')
        ),
    },
    { title: t('sessions.signedIn'), dataIndex: 'createdAt', render: (at: string) => format.instant(at) },
    {
      title: t('sessions.lastSeen'),
      dataIndex: 'lastSeenAt',
      render: (at: string | null) => format.instant(at) ?? t('common.none'),
    },
    { title: t('sessions.expires'), dataIndex: 'expiresAt', render: (at: string) => format.instant(at) },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, session) =>
        session.staffId === me.staffId || canEndAny ? (
          <Popconfirm
            title={session.isCurrent ? t('sessions.revokeCurrentConfirm') : t('sessions.revokeConfirm')}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => end(session)}
          >
            <Button
              size="small"
              danger
              icon={<LogoutOutlined />}
              loading={revoke.isPending && revoke.variables?.params.id === session.sessionId}
            >
              {t('sessions.revoke')}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];

  return (
    <div className="page">
      <div className="page-heading">
        <Typography.Title level={2}>{t('sessions.title')}</Typography.Title>
        {canSeeAll ? (
          <Space>
            <Switch checked={isAll} onChange={setAll} id="all-staff-sessions" />
            <label htmlFor="all-staff-sessions">{t('sessions.allStaff')}</label>
          </Space>
        ) : null}
      </div>
      <QueryStates query={sessions}>
        {(data) => (
          <Table<TSession>
            rowKey="sessionId"
            columns={columns}
            dataSource={data.sessions}
            loading={sessions.isFetching && !sessions.isPending}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('sessions.empty')} /> }}
          />
        )}
      </QueryStates>
    </div>
  );
}
