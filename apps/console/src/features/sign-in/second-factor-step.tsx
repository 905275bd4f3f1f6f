import * as ops from '@fairplay/contract/operator';
import { Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callOperator } from '../../shared/api/client.ts';
import { SecondFactorInput } from '../../shared/ui/second-factor-input.tsx';

export type TTotpAnswer = ops.OperatorResult<typeof ops.operatorTotp>;

/** The second step of a sign-in: a code from the authenticator app, or an unused recovery code. */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onFailure,
}: {
  challenge: string;
  onSignedIn: (answer: TTotpAnswer) => void;
  onFailure: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [isSending, setSending] = useState(false);
  const [isRecovery, setRecovery] = useState(false);
  const [form] = Form.useForm<{ code: string }>();

  const submit = async ({ code }: { code: string }) => {
    setSending(true);
    try {
      onSignedIn(await callOperator(ops.operatorTotp, { body: { challenge, code } }));
    } catch (error) {
      onFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      name="second-factor"
      size="large"
    >
      <Typography.Paragraph>
        {isRecovery ? t('signIn.recoveryIntro') : t('signIn.totpIntro')}
      </Typography.Paragraph>
      <SecondFactorInput
        isRecovery={isRecovery}
        onToggleRecovery={() => {
          form.resetFields();
          setRecovery((value) => !value);
        }}
      />
      <Button type="primary" htmlType="submit" block loading={isSending}>
        {t('signIn.totpSubmit')}
      </Button>
    </Form>
  );
}
