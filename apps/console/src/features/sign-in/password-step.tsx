import { LockOutlined, UserOutlined } from '@ant-design/icons';
import * as ops from '@fairplay/contract/operator';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserId } from '../../shared/api/browser-id.ts';
import { callOperator } from '../../shared/api/client.ts';

export type TPasswordAnswer = ops.OperatorResult<typeof ops.operatorLogin>;

/** Username and password: answers the server's challenge (enrol a second factor, or enter a code). */
export function PasswordStep({
  onAnswer,
  onFailure,
}: {
  onAnswer: (answer: TPasswordAnswer, username: string) => void;
  onFailure: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [isSending, setSending] = useState(false);

  const submit = async (values: { username: string; password: string }) => {
    setSending(true);
    try {
      const username = values.username.trim();
      onAnswer(
        await callOperator(ops.operatorLogin, {
          body: { username, password: values.password, deviceId: browserId() },
        }),
        username,
      );
    } catch (error) {
      onFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false} name="sign-in" size="large">
      <Form.Item
        name="username"
        label={t('signIn.username')}
        rules={[{ required: true, whitespace: true, message: t('signIn.usernameRequired') }]}
      >
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus maxLength={64} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('signIn.password')}
        rules={[{ required: true, message: t('signIn.passwordRequired') }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isSending}>
        {t('signIn.submit')}
      </Button>
    </Form>
  );
}
