import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import * as ops from '@fairplay/contract/operator';
import type { Permission, StaffRole } from '@fairplay/contract/operator/permissions';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation, useOperatorQuery } from '../../shared/api/operator-query.ts';
import { useAllows, useSignedInStaff } from '../../shared/session/signed-in-staff.ts';
import { QueryStates } from '../../shared/ui/page-states.tsx';
import { isChanged, type RoleDrafts, withPermission } from './role-drafts.ts';

/** The console header's height (Layout.Header), under which the matrix's header sticks. */
const HEADER_HEIGHT = 64;

type TRoles = ops.OperatorResult<typeof ops.listRoles>;
type TRole = TRoles['roles'][number];
type TPermissionRow = TRoles['permissions'][number];

/**
 * Roles (/console/roles, staff.read): the role x permission matrix with what each permission
 * allows. With roles.manage each role but super-admin is edited in place and saved on its own
 * (PUT /roles/:role/permissions, step-up); a staff member grants only permissions they hold.
 */
export default function RolesPage() {
  const { t } = useTranslation();
  const roles = useOperatorQuery(ops.listRoles, undefined);
  const canManage = useAllows()('roles.manage');

  return (
    <div className="page">
      <div className="page-heading">
        <Typography.Title level={2}>{t('rolesPage.title')}</Typography.Title>
      </div>
      {canManage ? null : (
        <Alert type="info" showIcon title={t('rolesPage.readOnly')} className="page-alert" />
      )}
      <QueryStates query={roles}>{(data) => <RoleMatrix data={data} canManage={canManage} />}</QueryStates>
    </div>
  );
}

function RoleMatrix({ data, canManage }: { data: TRoles; canManage: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useSignedInStaff();
  const [drafts, setDrafts] = useState<RoleDrafts>({});
  const save = useOperatorMutation(ops.setRolePermissions, { invalidates: [ops.listRoles, ops.operatorMe] });
  const order = data.permissions.map((row) => row.permission);

  const heldBy = (role: TRole) => drafts[role.role] ?? role.permissions;
  const forget = (role: StaffRole) =>
    setDrafts((current) => {
      const { [role]: _dropped, ...rest } = current;
      return rest;
    });
  const saveRole = (role: TRole) =>
    save.mutate(
      { params: { role: role.role }, body: { permissions: [...heldBy(role)] } },
      {
        onSuccess: (saved) => {
          forget(saved.role);
          void message.success(t('rolesPage.saved', { role: t(`roles.${saved.role}`) }));
        },
        onError: (error) => void message.error(errorMessage(error, t), 6),
      },
    );

  const roleColumn = (role: TRole): TableColumnsType<TPermissionRow>[number] => {
    const isEditable = canManage && role.isEditable;
    const isDirty = isChanged(role.permissions, drafts[role.role]);
    return {
      key: role.role,
      align: 'center',
      width: 132,
      title: (
        <Space orientation="vertical" size={2} className="role-column-title">
          <Typography.Text strong>{t(`roles.${role.role}`)}</Typography.Text>
          <Typography.Text type="secondary" className="table-subtext">
            {role.isEditable ? t('rolesPage.members', { count: role.members }) : t('rolesPage.fixed')}
          </Typography.Text>
          {isEditable ? (
            <Space size={4}>
              <Button
                size="small"
                type="primary"
                icon={<SaveOutlined />}
                disabled={!isDirty}
                loading={save.isPending && save.variables?.params.role === role.role}
                onClick={() => saveRole(role)}
              >
                {t('common.save')}
              </Button>
              {isDirty ? (
                <Tooltip title={t('common.reset')}>
                  <Button
                    size="small"
                    icon={<UndoOutlined />}
                    aria-label={t('common.reset')}
                    onClick={() => forget(role.role)}
                  />
                </Tooltip>
              ) : null}
            </Space>
          ) : null}
          {isDirty ? <Tag color="orange">{t('rolesPage.unsaved')}</Tag> : null}
        </Space>
      ),
      render: (_: unknown, row: TPermissionRow) => {
        const isHeld = heldBy(role).includes(row.permission);
        // Ticking a permission the editor lacks would be refused: only its removal is offered.
        const isBeyondOwn = !isHeld && !me.permissions.includes(row.permission);
        const box = (
          <Checkbox
            checked={isHeld}
            disabled={!isEditable || isBeyondOwn}
            aria-label={`${t(`roles.${role.role}`)}: ${row.permission}`}
            onChange={(event) =>
              setDrafts((current) => ({
                ...current,
                [role.role]: withPermission(order, heldBy(role), row.permission, event.target.checked),
              }))
            }
          />
        );
        return isEditable && isBeyondOwn ? <Tooltip title={t('rolesPage.notYours')}>{box}</Tooltip> : box;
      },
    };
  };

  const columns: TableColumnsType<TPermissionRow> = [
    {
      title: t('rolesPage.permission'),
      dataIndex: 'permission',
      fixed: 'left',
      width: 300,
      render: (permission: Permission, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text code>{permission}</Typography.Text>
          <Typography.Text type="secondary" className="table-subtext">
            {row.description}
          </Typography.Text>
        </Space>
      ),
    },
    ...data.roles.map(roleColumn),
  ];

  return (
    <Table<TPermissionRow>
      rowKey="permission"
      columns={columns}
      dataSource={data.permissions}
      pagination={false}
      scroll={{ x: 'max-content' }}
      // The role names and their Save buttons stay in view down the 22 permissions.
      sticky={{ offsetHeader: HEADER_HEIGHT }}
      size="small"
      bordered
      className="role-matrix"
    />
  );
}
