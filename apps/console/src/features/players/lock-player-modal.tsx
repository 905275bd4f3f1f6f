import * as ops from '@fairplay/contract/operator';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';
import { zodRule } from '../../shared/ui/zod-rule.ts';

/** The reason a lock needs (the contract's ZReason, as the lock body holds it). */
const REASON = ops.ZReason;

/**
 * Locks an account with a reason: every sign-in is refused and every session and game ends at once,
 * until someone unlocks it. The reason shows on the player's page and in the audit log.
 */
export function LockPlayerModal({
  player,
  isOpen,
  onClose,
  onLocked,
}: {
  player: { userId: number; nickname: string };
  isOpen: boolean;
  onClose: () => void;
  onLocked: (sessionsEnded: number) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const lock = useOperatorMutation(ops.setPlayerLocked, {
    invalidates: [ops.playerSummary, ops.playerSessions],
  });

  const submit = ({ reason }: { reason: string }) => {
    setFailure(null);
    lock.mutate(
      { params: { userId: player.userId }, body: { locked: true, reason: reason.trim() } },
      {
        onSuccess: (result) => {
          form.resetFields();
          onLocked(result.sessionsEnded);
        },
        onError: (error) => setFailure(errorMessage(error, t)),
      },
    );
  };

  return (
    <Modal
      open={isOpen}
      title={t('players.actions.lockTitle', { nickname: player.nickname })}
      okText={t('players.actions.lock')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={lock.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Typography.Paragraph type="secondary">{t('players.actions.lockIntro')}</Typography.Paragraph>
      {failure ? <Alert type="error" showIcon title={failure} className="form-alert" /> : null}
      <Form
        form={form}
        layout="vertical"
        name="lock-player"
        onFinish={submit}
        requiredMark={false}
        clearOnDestroy
      >
        <Form.Item
          name="reason"
          label={t('players.actions.lockReason')}
          rules={[
            { required: true, whitespace: true, message: t('players.actions.lockReasonRequired') },
            zodRule(REASON),
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
