import { PlusCircleOutlined } from '@ant-design/icons';
import * as ops from '@fairplay/contract/operator';
import { Alert, App, Button, Form, Input, InputNumber, Modal, Radio, Select, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { useAllows } from '../../shared/session/signed-in-staff.ts';
import { zodRule } from '../../shared/ui/zod-rule.ts';
import { SignedMoney } from './adjustment-labels.tsx';
import { newRequestId } from './new-request-id.ts';

type Direction = 'credit' | 'debit';

interface RequestValues {
  userId?: number;
  direction: Direction;
  amount: number;
  reasonCode: ops.AdjustmentReason;
  note: string;
}

const FIELDS = ops.requestAdjustment.body.shape;

/**
 * "Adjust balance": a button and a form that asks for a manual change of a player's cash (credit or
 * debit, a reason and a note for the approver). Nothing moves until a second person approves. A
 * player page renders it with the player's id; without one the form asks for it. Hidden from roles
 * without adjustments.request. The same request sent again (a retry after no answer) carries the
 * same request id, so it is asked for once; changing the form makes it a new request.
 */
export function RequestAdjustmentButton({ userId, nickname }: { userId?: number; nickname?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const format = useRegionFormat();
  const canRequest = useAllows()('adjustments.request');
  const [form] = Form.useForm<RequestValues>();
  const [isOpen, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const requestId = useRef(newRequestId());
  const direction = Form.useWatch('direction', form) ?? 'credit';
  const amount = Form.useWatch('amount', form);
  const request = useOperatorMutation(ops.requestAdjustment, {
    invalidates: [ops.listAdjustments, ops.queueCounts],
  });
  if (!canRequest) return null;

  const decimals = format.region.currencyDecimals;
  const smallest = 1 / 10 ** decimals;
  const open = () => {
    requestId.current = newRequestId();
    setFailure(null);
    setOpen(true);
  };

  const submit = (values: RequestValues) => {
    const target = userId ?? values.userId;
    if (!target) return;
    setFailure(null);
    request.mutate(
      {
        body: {
          userId: target,
          amount: values.direction === 'debit' ? -values.amount : values.amount,
          reasonCode: values.reasonCode,
          note: values.note.trim(),
          requestId: requestId.current,
        },
      },
      {
        onSuccess: (adjustment) => {
          void message.success(t('adjustments.requestSent', { id: adjustment.id }));
          form.resetFields();
          setOpen(false);
        },
        onError: (error) => setFailure(errorMessage(error, t)),
      },
    );
  };

  const title =
    userId === undefined
      ? t('adjustments.request')
      : nickname
        ? t('adjustments.requestTitle', { player: nickname })
        : t('adjustments.requestTitleNoName', { userId });

  return (
    <>
      <Button icon={<PlusCircleOutlined />} onClick={open}>
        {t('adjustments.request')}
      </Button>
      <Modal
        open={isOpen}
        title={title}
        okText={t('adjustments.submitRequest')}
        cancelText={t('common.cancel')}
        confirmLoading={request.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        mask={{ closable: false }}
      >
        <Typography.Paragraph type="secondary">{t('adjustments.requestIntro')}</Typography.Paragraph>
        {failure ? <Alert type="error" showIcon title={failure} className="form-alert" /> : null}
        <Form<RequestValues>
          form={form}
          layout="vertical"
          name="request-adjustment"
          onFinish={submit}
          // Other content is another request: it gets its own id.
          onValuesChange={() => {
            requestId.current = newRequestId();
          }}
          initialValues={{ direction: 'credit' }}
          requiredMark={false}
          autoComplete="off"
          clearOnDestroy
        >
          {userId === undefined ? (
            <Form.Item
              name="userId"
              label={t('adjustments.player')}
              rules={[{ required: true, message: t('adjustments.playerRequired') }]}
            >
              <InputNumber
                min={1}
                max={Number.MAX_SAFE_INTEGER}
                precision={0}
                className="full-width"
                placeholder={t('adjustments.playerIdPlaceholder')}
              />
            </Form.Item>
          ) : null}
          <Form.Item name="direction" label={t('adjustments.direction')}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={[
                { value: 'credit', label: t('adjustments.credit') },
                { value: 'debit', label: t('adjustments.debit') },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('adjustments.amount')}
            // IDR amounts run to many zeros: the amount as the player's records will show it.
            extra={amount ? <SignedMoney amount={direction === 'debit' ? -amount : amount} /> : null}
            rules={[{ required: true, message: t('adjustments.amountRequired') }]}
          >
            <InputNumber<number>
              min={smallest}
              max={ops.ADJUSTMENT_MAX_MAJOR}
              precision={decimals}
              className="full-width"
              prefix={direction === 'debit' ? '−' : '+'}
              suffix={format.region.currency}
            />
          </Form.Item>
          <Form.Item
            name="reasonCode"
            label={t('adjustments.reason')}
            rules={[{ required: true, message: t('adjustments.reasonRequired') }]}
          >
            <Select
              options={ops.ADJUSTMENT_REASONS.map((reason) => ({
                value: reason,
                label: t(`adjustments.reasons.${reason}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="note"
            label={t('adjustments.note')}
            rules={[
              { required: true, whitespace: true, message: t('adjustments.noteRequired') },
              zodRule(FIELDS.note),
            ]}
          >
            <Input.TextArea
              rows={3}
              maxLength={ops.ADJUSTMENT_NOTE_MAX_LENGTH}
              showCount
              placeholder={t('adjustments.notePlaceholder')}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
