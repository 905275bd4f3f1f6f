import { CheckOutlined, CloseOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import * as ops from '@fairplay/contract/operator';
import { App, Button, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { useAllows, useSignedInStaff } from '../../shared/session/signed-in-staff.ts';

/** The reads a decision changes: the queue, its header and the menu's count. */
export const WITHDRAWAL_DECISION_INVALIDATES = [
  ops.listWithdrawalsForReview,
  ops.withdrawalQueueSummary,
  ops.queueCounts,
] as const;

/** What the drawer asks a reason for: a rejection (the player reads it) or a hold (staff read it). */
export type ReasonKind = 'reject' | 'hold';

/**
 * Approve (after a confirmation naming the amount; above the four-eyes amount the first approval
 * waits for a second, different person), hold with a reason or release, and reject with a reason,
 * for an order that waits, when the role holds withdrawals.decide. The server decides; the buttons
 * only hide what it would refuse (the first approver is not offered the second approval).
 */
export function WithdrawalActions({
  withdrawal,
  onChanged,
  onAskReason,
}: {
  withdrawal: ops.TOperatorWithdrawal;
  onChanged: (change: Partial<ops.TOperatorWithdrawal>) => void;
  onAskReason: (kind: ReasonKind) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const format = useRegionFormat();
  const me = useSignedInStaff();
  const canDecide = useAllows()('withdrawals.decide');
  const approve = useOperatorMutation(ops.approveWithdrawal, {
    invalidates: WITHDRAWAL_DECISION_INVALIDATES,
  });
  const release = useOperatorMutation(ops.releaseWithdrawal, {
    invalidates: WITHDRAWAL_DECISION_INVALIDATES,
  });
  if (withdrawal.status !== 'pending' && withdrawal.status !== 'held') return null;
  if (!canDecide) return <Typography.Text type="secondary">{t('withdrawals.cannotDecide')}</Typography.Text>;
  const amount = format.money(withdrawal.amount);
  const isFirstApprover = withdrawal.firstApprovedBy === me.username;
  const failed = (error: Error) => void message.error(errorMessage(error, t), 6);

  return (
    <Space wrap>
      {isFirstApprover || withdrawal.isPlayerLocked ? (
        <Typography.Text type="secondary">
          {isFirstApprover ? t('withdrawals.youApprovedFirst') : t('withdrawals.accountLocked')}
        </Typography.Text>
      ) : (
        <Popconfirm
          title={
            withdrawal.needsFourEyes && !withdrawal.firstApprovedBy
              ? t('withdrawals.approveFirstConfirm', { amount, userId: withdrawal.userId })
              : t('withdrawals.approveConfirm', { amount, userId: withdrawal.userId })
          }
          okText={t('withdrawals.approve')}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            approve.mutate(
              { params: { orderNo: withdrawal.orderNo }, body: {} },
              {
                onSuccess: (decided) => {
                  if (decided.awaitingSecondApproval) {
                    void message.info(t('withdrawals.firstApprovalRecorded', { orderNo: decided.orderNo }));
                    onChanged({ firstApprovedBy: me.username, firstApprovedAt: new Date().toISOString() });
                  } else {
                    void message.success(t('withdrawals.approved', { orderNo: decided.orderNo, amount }));
                    onChanged({ status: decided.status as ops.WithdrawalStatus });
                  }
                },
                onError: failed,
              },
            )
          }
        >
          <Button type="primary" icon={<CheckOutlined />} loading={approve.isPending}>
            {withdrawal.firstApprovedBy ? t('withdrawals.approveSecond') : t('withdrawals.approve')}
          </Button>
        </Popconfirm>
      )}
      {withdrawal.status === 'pending' ? (
        <Button icon={<PauseCircleOutlined />} onClick={() => onAskReason('hold')}>
          {t('withdrawals.hold')}
        </Button>
      ) : (
        <Button
          icon={<PlayCircleOutlined />}
          loading={release.isPending}
          onClick={() =>
            release.mutate(
              { params: { orderNo: withdrawal.orderNo }, body: {} },
              {
                onSuccess: () => {
                  void message.success(t('withdrawals.released', { orderNo: withdrawal.orderNo }));
                  onChanged({ status: 'pending', heldBy: null, holdReason: null });
                },
                onError: failed,
              },
            )
          }
        >
          {t('withdrawals.release')}
        </Button>
      )}
      <Button danger icon={<CloseOutlined />} onClick={() => onAskReason('reject')}>
        {t('withdrawals.reject')}
      </Button>
    </Space>
  );
}
