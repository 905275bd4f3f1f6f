import * as ops from '@fairplay/contract/operator';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';
import { zodRule } from '../../shared/ui/zod-rule.ts';

const REASON = ops.rejectAdjustment.body.shape.reason;
/** The longest reason the contract takes (ZReason). */
const REASON_MAX_LENGTH = 500;

/** Turns a waiting adjustment down with a reason the requester reads; nothing moves. */
export function RejectAdjustmentModal({
  adjustment,
  onClose,
  onRejected,
}: {
  adjustment: ops.TAdjustment | null;
  onClose: () => void;
  onRejected: (rejected: ops.TAdjustment) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const reject = useOperatorMutation(ops.rejectAdjustment, {
    invalidates: [ops.listAdjustments, ops.queueCounts],
  });

  const submit = ({ reason }: { reason: string }) => {
    if (!adjustment) return;
    setFailure(null);
    reject.mutate(
      { params: { id: adjustment.id }, body: { reason: reason.trim() } },
      {
        onSuccess: (rejected) => {
          void message.success(t('adjustments.rejected', { id: rejected.id }));
          onRejected(rejected);
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error, t)),
      },
    );
  };

  return (
    <Modal
      open={adjustment !== null}
      title={adjustment ? t('adjustments.rejectTitle', { id: adjustment.id }) : null}
      okText={t('adjustments.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={reject.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => setFailure(null)}
      destroyOnHidden
    >
      {failure ? <Alert type="error" showIcon title={failure} className="form-alert" /> : null}
      <Form form={form} layout="vertical" onFinish={submit} name="reject-adjustment" clearOnDestroy>
        <Form.Item
          name="reason"
          label={t('adjustments.rejectReason')}
          rules={[
            { required: true, whitespace: true, message: t('adjustments.rejectReasonRequired') },
            zodRule(REASON),
          ]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
