import { FallOutlined } from '@ant-design/icons';
import { LIMIT_KINDS, LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@fairplay/contract';
import * as ops from '@fairplay/contract/operator';
import { Alert, App, Button, Form, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';

interface LowerLimitValues {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number;
}

/**
 * Lowers one of the player's limits (or sets a first one): it binds at once. The server refuses a
 * raise or a removal by staff, and says so here.
 */
export function LowerLimitForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<LowerLimitValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const lower = useOperatorMutation(ops.lowerPlayerLimit);
  const kind = Form.useWatch('kind', form);
  return (
    <Form<LowerLimitValues>
      form={form}
      layout="vertical"
      name="rg-lower-limit"
      initialValues={{ kind: 'deposit', period: 'day' }}
      onFinish={(values) => {
        setFailure(null);
        lower.mutate(
          { params: { userId }, body: values },
          {
            onSuccess: (after) => {
              void message.success(
                t('rgCases.lowered', {
                  kind: t(`rgCases.limitKinds.${after.kind}`),
                  period: t(`rgCases.periods.${after.period}`),
                }),
              );
              form.resetFields(['amount']);
            },
            onError: (error) => setFailure(errorMessage(error, t)),
          },
        );
      }}
    >
      {failure ? <Alert type="error" showIcon title={failure} className="form-alert" /> : null}
      <Space wrap align="end">
        <Form.Item name="kind" label={t('rgCases.limitKind')}>
          <Select
            className="status-select"
            options={LIMIT_KINDS.map((value) => ({ value, label: t(`rgCases.limitKinds.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="period" label={t('rgCases.limitPeriod')}>
          <Select
            className="status-select"
            options={LIMIT_PERIODS.map((value) => ({ value, label: t(`rgCases.periods.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={kind === 'session' ? t('rgCases.limitMinutes') : t('rgCases.limitAmount')}
          rules={[{ required: true, message: t('rgCases.limitAmountRequired') }]}
        >
          <InputNumber min={0} precision={kind === 'session' ? 0 : 2} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" icon={<FallOutlined />} loading={lower.isPending}>
            {t('rgCases.lowerLimit')}
          </Button>
        </Form.Item>
      </Space>
    </Form>
  );
}
