import * as ops from '@fairplay/contract/operator';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';
import { zodRule } from '../../shared/ui/zod-rule.ts';
import { DEPOSIT_DECISION_INVALIDATES } from './deposit-actions.tsx';

const REASON = zodRule(ops.rejectDeposit.body.shape.reason);
/** The contract's rule once something is written (an empty field has its own "required" message). */
const REASON_RULE = {
  validator: (rule: unknown, value: unknown) => (value ? REASON.validator(rule, value) : Promise.resolve()),
};
/** The longest reason the contract takes (ZReason). */
const REASON_MAX_LENGTH = 500;

/** Turns a transfer down with a reason the player reads in their order; nothing is credited. */
export function RejectDepositModal({
  orderNo,
  onClose,
  onRejected,
}: {
  orderNo: string | null;
  onClose: () => void;
  onRejected: (status: string) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const reject = useOperatorMutation(ops.rejectDeposit, { invalidates: DEPOSIT_DECISION_INVALIDATES });

  const submit = ({ reason }: { reason: string }) => {
    if (!orderNo) return;
    setFailure(null);
    reject.mutate(
      { params: { orderNo }, body: { reason: reason.trim() } },
      {
        onSuccess: (rejected) => {
          void message.success(t('deposits.rejected', { orderNo: rejected.orderNo }));
          onRejected(rejected.status);
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error, t)),
      },
    );
  };

  return (
    <Modal
      open={orderNo !== null}
      title={orderNo ? t('deposits.rejectTitle', { orderNo }) : null}
      okText={t('deposits.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={reject.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => setFailure(null)}
      destroyOnHidden
    >
      {failure ? <Alert type="error" showIcon title={failure} className="form-alert" /> : null}
      <Form form={form} layout="vertical" onFinish={submit} name="reject-deposit" clearOnDestroy>
        <Form.Item
          name="reason"
          label={t('deposits.rejectReason')}
          extra={t('deposits.rejectReasonHelp')}
          rules={[
            { required: true, whitespace: true, message: t('deposits.rejectReasonRequired') },
            REASON_RULE,
          ]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
