import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import * as ops from '@fairplay/contract/operator';
import { App, Button, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { useAllows } from '../../shared/session/signed-in-staff.ts';

/** The reads a decision changes: the queue, its count, and the statement's view of the order. */
export const DEPOSIT_DECISION_INVALIDATES = [ops.listDepositsForReview, ops.queueCounts] as const;

/**
 * Whether an operator may still decide a transfer: in review, or a reference transfer still pending
 * (the money may be on the statement before the player says it is sent). The server's rule too.
 */
export function isAwaitingDecision(
  deposit: Pick<ops.TOperatorDeposit, 'status' | 'proof' | 'kind'>,
): boolean {
  const isManual = deposit.kind === 'transfer' || deposit.kind === 'self';
  return (
    isManual &&
    (deposit.status === 'review' || (deposit.status === 'pending' && deposit.proof === 'reference'))
  );
}

/**
 * Approve (credits the player once, after a confirmation naming the amount) and reject (with a
 * reason the player reads) for a transfer that waits, when the role holds deposits.decide.
 */
export function DepositActions({
  deposit,
  onDecided,
  onReject,
}: {
  deposit: ops.TOperatorDeposit;
  onDecided: (status: string) => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const format = useRegionFormat();
  const canDecide = useAllows()('deposits.decide');
  const approve = useOperatorMutation(ops.approveDeposit, { invalidates: DEPOSIT_DECISION_INVALIDATES });
  if (!isAwaitingDecision(deposit)) return null;
  if (!canDecide) return <Typography.Text type="secondary">{t('deposits.cannotDecide')}</Typography.Text>;
  const amount = format.money(deposit.amount);

  return (
    <Space wrap>
      <Popconfirm
        title={t('deposits.approveConfirm', { amount, userId: deposit.userId })}
        okText={t('deposits.approve')}
        cancelText={t('common.cancel')}
        onConfirm={() =>
          approve.mutate(
            { params: { orderNo: deposit.orderNo }, body: {} },
            {
              onSuccess: (decided) => {
                void message.success(t('deposits.approved', { orderNo: decided.orderNo, amount }));
                onDecided(decided.status);
              },
              onError: (error) => void message.error(errorMessage(error, t), 6),
            },
          )
        }
      >
        <Button type="primary" icon={<CheckOutlined />} loading={approve.isPending}>
          {t('deposits.approve')}
        </Button>
      </Popconfirm>
      <Button danger icon={<CloseOutlined />} onClick={onReject}>
        {t('deposits.reject')}
      </Button>
    </Space>
  );
}
