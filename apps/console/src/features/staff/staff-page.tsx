import { PlusOutlined } from '@ant-design/icons';
import * as ops from '@fairplay/contract/operator';
import { STAFF_ROLES } from '@fairplay/contract/operator/permissions';
import { Button, Empty, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperatorQuery } from '../../shared/api/operator-query.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { useAllows, useSignedInStaff } from '../../shared/session/signed-in-staff.ts';
import { QueryStates } from '../../shared/ui/page-states.tsx';
import { ChangeRoleModal } from './change-role-modal.tsx';
import { CreateStaffDrawer } from './create-staff-drawer.tsx';
import { StaffActions } from './staff-actions.tsx';

type TStaffMember = ops.TStaffMember;

/** Staff (/console/staff, staff.read): every member with role, second factor, state and activity; changes with staff.manage. */
export default function StaffPage() {
  const { t } = useTranslation();
  const me = useSignedInStaff();
  const canManage = useAllows()('staff.manage');
  const format = useRegionFormat();
  const staff = useOperatorQuery(ops.listStaff, undefined);
  const [isCreating, setCreating] = useState(false);
  const [roleChangeOf, setRoleChangeOf] = useState<TStaffMember | null>(null);

  const columns: TableColumnsType<TStaffMember> = [
    {
      title: t('staff.username'),
      dataIndex: 'username',
      sorter: (left, right) => left.username.localeCompare(right.username),
      defaultSortOrder: 'ascend',
      render: (username: string, member) => (
        <Space orientation="vertical" size={0}>
          <Space size={4}>
            <Typography.Text strong>{username}</Typography.Text>
            {member.staffId === me.staffId ? <Tag>{t('common.you')}</Tag> : null}
          </Space>
          {member.playerUserId === null ? null : (
            <Typography.Text type="secondary" className="table-subtext">
              {t('staff.playerAccountOf', { playerUserId: member.playerUserId })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('staff.role'),
      dataIndex: 'role',
      filters: STAFF_ROLES.map((role) => ({ text: t(`roles.${role}`), value: role })),
      onFilter: (role, member) => member.role === role,
      render: (role: TStaffMember['role']) => (
        <Tag color={role === 'super-admin' ? 'purple' : 'blue'}>{t(`roles.${role}`)}</Tag>
      ),
    },
    {
      title: t('staff.secondFactor'),
      dataIndex: 'isEnrolled',
      render: (isEnrolled: boolean) =>
        isEnrolled ? (
          <Tag color="green">{t('staff.enrolled')}</Tag>
        ) : (
          <Tag color="orange">{t('staff.notEnrolled')}</Tag>
        ),
    },
    {
      title: t('staff.state'),
      dataIndex: 'isDisabled',
      filters: [
        { text: t('staff.active'), value: false },
        { text: t('staff.disabled'), value: true },
      ],
      onFilter: (isDisabled, member) => member.isDisabled === isDisabled,
      render: (isDisabled: boolean) =>
        isDisabled ? (
          <Tag color="red">{t('staff.disabled')}</Tag>
        ) : (
          <Tag color="green">{t('staff.active')}</Tag>
        ),
    },
    {
      title: t('staff.lastSeen'),
      dataIndex: 'lastSeenAt',
      sorter: (left, right) => (left.lastSeenAt ?? '').localeCompare(right.lastSeenAt ?? ''),
      render: (lastSeenAt: string | null) => format.instant(lastSeenAt) ?? t('common.none'),
    },
    { title: t('staff.sessions'), dataIndex: 'activeSessions', align: 'right' },
    {
      title: t('staff.createdBy'),
      dataIndex: 'createdBy',
      render: (createdBy: string | null, member) => (
        <Space orientation="vertical" size={0}>
          <span>{createdBy ?? t('common.none')}</span>
          <Typography.Text type="secondary" className="table-subtext">
            {format.instant(member.createdAt)}
          </Typography.Text>
        </Space>
      ),
    },
    ...(canManage
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, member: TStaffMember) => (
              <StaffActions
                member={member}
                isSelf={member.staffId === me.staffId}
                onChangeRole={setRoleChangeOf}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="page">
      <div className="page-heading">
        <Typography.Title level={2}>{t('staff.title')}</Typography.Title>
        {canManage ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('staff.create')}
          </Button>
        ) : null}
      </div>
      <QueryStates query={staff}>
        {(data) => (
          <Table<TStaffMember>
            rowKey="staffId"
            columns={columns}
            dataSource={data.staff}
            loading={staff.isFetching && !staff.isPending}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('staff.empty')} /> }}
            rowClassName={(member) => (member.isDisabled ? 'row-disabled' : '')}
          />
        )}
      </QueryStates>
      {canManage ? <CreateStaffDrawer isOpen={isCreating} onClose={() => setCreating(false)} /> : null}
      {canManage ? <ChangeRoleModal member={roleChangeOf} onClose={() => setRoleChangeOf(null)} /> : null}
    </div>
  );
}
