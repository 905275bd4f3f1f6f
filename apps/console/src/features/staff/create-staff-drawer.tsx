import * as ops from '@fairplay/contract/operator';
import type { StaffRole } from '@fairplay/contract/operator/permissions';
import { Alert, App, Button, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';
import { zodRule } from '../../shared/ui/zod-rule.ts';
import { roleOptions } from './role-options.ts';

interface CreateStaffValues {
  username: string;
  password: string;
  role: StaffRole;
  playerUserId?: number | null;
}

const FIELDS = ops.createStaff.body.shape;

/**
 * Creates a staff member (staff.manage): username, an initial password, a role no stronger than
 * one's own (the server refuses more), and their player account if they have one. They enrol
 * their second factor at their first sign-in. A refusal keeps what was typed.
 */
export function CreateStaffDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CreateStaffValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const create = useOperatorMutation(ops.createStaff, { invalidates: [ops.listStaff, ops.listRoles] });

  const submit = (values: CreateStaffValues) => {
    setFailure(null);
    create.mutate(
      {
        body: {
          username: values.username.trim(),
          password: values.password,
          role: values.role,
          ...(values.playerUserId ? { playerUserId: values.playerUserId } : {}),
        },
      },
      {
        onSuccess: (member) => {
          void message.success(t('staff.created', { username: member.username }));
          form.resetFields();
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error, t)),
      },
    );
  };

  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      title={t('staff.create')}
      size={440}
      destroyOnHidden={false}
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={create.isPending} onClick={() => form.submit()}>
            {t('staff.create')}
          </Button>
        </Space>
      }
    >
      {failure ? <Alert type="error" showIcon title={failure} className="form-alert" /> : null}
      <Form form={form} layout="vertical" onFinish={submit} name="create-staff" autoComplete="off">
        <Form.Item
          name="username"
          label={t('staff.username')}
          extra={t('staff.usernameHelp')}
          rules={[{ required: true, message: t('signIn.usernameRequired') }, zodRule(FIELDS.username)]}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('staff.password')}
          extra={t('staff.passwordHelp')}
          rules={[{ required: true, message: t('signIn.passwordRequired') }, zodRule(FIELDS.password)]}
        >
          <Input.Password maxLength={128} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="role"
          label={t('staff.role')}
          rules={[{ required: true, message: t('staff.roleRequired') }]}
        >
          <Select options={roleOptions(t)} />
        </Form.Item>
        <Form.Item name="playerUserId" label={t('staff.playerUserId')} extra={t('staff.playerUserIdHelp')}>
          <InputNumber min={1} max={Number.MAX_SAFE_INTEGER} precision={0} className="full-width" />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
