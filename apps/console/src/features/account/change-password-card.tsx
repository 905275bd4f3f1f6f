import * as ops from '@fairplay/contract/operator';
import { Alert, App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';
import { zodRule } from '../../shared/ui/zod-rule.ts';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/** Changes the staff member's own password (the current one, the new one twice); their other sessions end. */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const change = useOperatorMutation(ops.changeOperatorPassword, { invalidates: [ops.listStaffSessions] });

  const submit = (values: PasswordValues) => {
    setFailure(null);
    change.mutate(
      { body: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success(t('account.passwordChanged'));
        },
        onError: (error) => setFailure(errorMessage(error, t)),
      },
    );
  };

  return (
    <Card title={t('account.changePassword')}>
      {failure ? <Alert type="error" showIcon title={failure} className="form-alert" /> : null}
      <Form form={form} layout="vertical" onFinish={submit} name="change-password" className="narrow-form">
        <Form.Item
          name="currentPassword"
          label={t('account.currentPassword')}
          rules={[{ required: true, message: t('account.currentRequired') }]}
        >
          <Input.Password autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('account.newPassword')}
          extra={t('account.passwordHelp')}
          rules={[
            { required: true, message: t('signIn.passwordRequired') },
            zodRule(ops.changeOperatorPassword.body.shape.newPassword),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Form.Item
          name="repeatPassword"
          label={t('account.repeatPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('signIn.passwordRequired') },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('account.passwordsDiffer'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={128} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('account.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}
