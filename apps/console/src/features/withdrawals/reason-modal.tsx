import * as ops from '@fairplay/contract/operator';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';
import { zodRule } from '../../shared/ui/zod-rule.ts';
import { type ReasonKind, WITHDRAWAL_DECISION_INVALIDATES } from './withdrawal-actions.tsx';

const REASON = ops.rejectWithdrawal.body.shape.reason;
/** The longest reason the contract takes (ZReason). */
const REASON_MAX_LENGTH = 500;

/**
 * A reason for a decision: a rejection (the held amount goes back; the player reads why) or a hold
 * (the order is put aside; staff read why). What was typed stays when the server refuses.
 */
export function ReasonModal({
  orderNo,
  kind,
  onClose,
  onDone,
}: {
  orderNo: string | null;
  kind: ReasonKind;
  onClose: () => void;
  onDone: (status: ops.WithdrawalStatus, reason: string) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const reject = useOperatorMutation(ops.rejectWithdrawal, { invalidates: WITHDRAWAL_DECISION_INVALIDATES });
  const hold = useOperatorMutation(ops.holdWithdrawal, { invalidates: WITHDRAWAL_DECISION_INVALIDATES });
  const mutation = kind === 'reject' ? reject : hold;

  const submit = ({ reason }: { reason: string }) => {
    if (!orderNo) return;
    setFailure(null);
    mutation.mutate(
      { params: { orderNo }, body: { reason: reason.trim() } },
      {
        onSuccess: (done) => {
          void message.success(
            t(kind === 'reject' ? 'withdrawals.rejected' : 'withdrawals.held', { orderNo }),
          );
          onDone(done.status as ops.WithdrawalStatus, reason.trim());
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error, t)),
      },
    );
  };

  return (
    <Modal
      open={orderNo !== null}
      title={
        orderNo
          ? t(kind === 'reject' ? 'withdrawals.rejectTitle' : 'withdrawals.holdTitle', { orderNo })
          : null
      }
      okText={t(kind === 'reject' ? 'withdrawals.reject' : 'withdrawals.hold')}
      okButtonProps={{ danger: kind === 'reject' }}
      cancelText={t('common.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => setFailure(null)}
      destroyOnHidden
    >
      {failure ? <Alert type="error" showIcon title={failure} className="form-alert" /> : null}
      <Form form={form} layout="vertical" onFinish={submit} name={`withdrawal-${kind}`} clearOnDestroy>
        <Form.Item
          name="reason"
          label={t(kind === 'reject' ? 'withdrawals.rejectReason' : 'withdrawals.holdReason')}
          extra={t(kind === 'reject' ? 'withdrawals.rejectReasonHelp' : 'withdrawals.holdReasonHelp')}
          rules={[
            { required: true, whitespace: true, message: t('withdrawals.reasonRequired') },
            zodRule(REASON),
          ]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
