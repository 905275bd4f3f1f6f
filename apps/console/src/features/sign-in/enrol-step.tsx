import * as ops from '@fairplay/contract/operator';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callOperator } from '../../shared/api/client.ts';
import { groupSecret } from './authenticator-secret.ts';
import { EnrolmentQrCode } from './enrolment-qr-code.tsx';

export type TEnrolAnswer = ops.OperatorResult<typeof ops.operatorEnrol>;

/**
 * A first sign-in: the authenticator key as a QR code and as text, and the app's current code,
 * which proves the app holds the key; the answer is the session and the recovery codes.
 */
export function EnrolStep({
  challenge,
  secret,
  otpauthUrl,
  onEnrolled,
  onFailure,
}: {
  challenge: string;
  secret: string;
  otpauthUrl: string;
  onEnrolled: (answer: TEnrolAnswer) => void;
  onFailure: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [isSending, setSending] = useState(false);

  const submit = async ({ code }: { code: string }) => {
    setSending(true);
    try {
      onEnrolled(await callOperator(ops.operatorEnrol, { body: { challenge, code } }));
    } catch (error) {
      onFailure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="enrol-step">
      <Typography.Paragraph>{t('signIn.enrolIntro')}</Typography.Paragraph>
      <div className="enrol-qr-frame">
        <EnrolmentQrCode otpauthUrl={otpauthUrl} label={t('signIn.qrLabel')} />
      </div>
      <Typography.Paragraph>{t('signIn.secretIntro')}</Typography.Paragraph>
      <Typography.Paragraph
        className="enrol-secret"
        copyable={{ text: secret, tooltips: [t('common.copy'), t('common.copied')] }}
      >
        <Typography.Text code>{groupSecret(secret)}</Typography.Text>
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={submit} requiredMark={false} name="enrol" size="large">
        <Form.Item
          name="code"
          label={t('signIn.enrolCodeLabel')}
          normalize={(value: string) => value.replace(/\D/g, '')}
          rules={[{ pattern: /^\d{6}$/, required: true, message: t('secondFactor.codeRequired') }]}
        >
          <Input
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            placeholder={t('secondFactor.codePlaceholder')}
            className="second-factor-code"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isSending}>
          {t('signIn.enrolSubmit')}
        </Button>
      </Form>
    </div>
  );
}
