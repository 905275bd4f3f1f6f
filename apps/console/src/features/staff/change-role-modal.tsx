import * as ops from '@fairplay/contract/operator';
import type { StaffRole } from '@fairplay/contract/operator/permissions';
import { Alert, App, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';
import { roleOptions } from './role-options.ts';

/** Gives a staff member another role (step-up); the server refuses a role above one's own and the last super-admin. */
export function ChangeRoleModal({
  member,
  onClose,
}: {
  member: ops.TStaffMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ role: StaffRole }>();
  const [failure, setFailure] = useState<string | null>(null);
  const change = useOperatorMutation(ops.changeStaffRole, { invalidates: [ops.listStaff, ops.listRoles] });

  const submit = ({ role }: { role: StaffRole }) => {
    if (!member) return;
    setFailure(null);
    change.mutate(
      { params: { id: member.staffId }, body: { role } },
      {
        onSuccess: (changed) => {
          void message.success(
            t('staff.roleChanged', { username: changed.username, role: t(`roles.${changed.role}`) }),
          );
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error, t)),
      },
    );
  };

  return (
    <Modal
      open={member !== null}
      title={member ? t('staff.changeRoleTitle', { username: member.username }) : null}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => setFailure(null)}
      destroyOnHidden
    >
      {failure ? <Alert type="error" showIcon title={failure} className="form-alert" /> : null}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        name="change-role"
        clearOnDestroy
        {...(member ? { initialValues: { role: member.role } } : {})}
      >
        <Form.Item
          name="role"
          label={t('staff.newRole')}
          rules={[{ required: true, message: t('staff.roleRequired') }]}
        >
          <Select options={roleOptions(t)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
