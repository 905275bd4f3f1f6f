import * as ops from '@fairplay/contract/operator';
import { Alert, App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';

/** The longest note the contract takes (ZReason). */
const NOTE_MAX_LENGTH = 500;

/** Closes a feedback with an optional note for the other staff: it leaves the open queue. */
export function CloseFeedbackModal({
  feedbackId,
  onClose,
  onClosed,
}: {
  feedbackId: number | null;
  onClose: () => void;
  onClosed: (closed: ops.TOperatorFeedback) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note?: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const close = useOperatorMutation(ops.closeFeedback, { invalidates: [ops.listFeedback, ops.queueCounts] });

  const submit = ({ note }: { note?: string }) => {
    if (feedbackId === null) return;
    setFailure(null);
    const trimmed = note?.trim();
    close.mutate(
      { params: { id: feedbackId }, body: trimmed ? { note: trimmed } : {} },
      {
        onSuccess: (closed) => {
          void message.success(t('feedback.closed', { id: closed.id }));
          onClosed(closed);
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error, t)),
      },
    );
  };

  return (
    <Modal
      open={feedbackId !== null}
      title={feedbackId !== null ? t('feedback.closeTitle', { id: feedbackId }) : null}
      okText={t('feedback.close')}
      cancelText={t('common.cancel')}
      confirmLoading={close.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => setFailure(null)}
      destroyOnHidden
    >
      {failure ? <Alert type="error" showIcon title={failure} className="form-alert" /> : null}
      <Form form={form} layout="vertical" onFinish={submit} name="close-feedback" clearOnDestroy>
        <Form.Item name="note" label={t('feedback.closeNote')} extra={t('feedback.closeNoteHelp')}>
          <Input.TextArea rows={3} maxLength={NOTE_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
