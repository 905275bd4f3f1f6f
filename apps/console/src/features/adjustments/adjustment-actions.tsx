import { CheckOutlined, CloseOutlined, RollbackOutlined } from '@ant-design/icons';
import * as ops from '@fairplay/contract/operator';
import { App, Button, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { useAllows, useSignedInStaff } from '../../shared/session/signed-in-staff.ts';

/**
 * What the signed-in staff member may do with a waiting adjustment: approve it (a fresh second
 * factor is asked for by the shared step-up dialog) or reject it when they hold
 * adjustments.approve and did not ask for it themselves; cancel it when they did. Buttons the
 * server would refuse are not shown.
 */
export function AdjustmentActions({
  adjustment,
  onDecided,
  onReject,
}: {
  adjustment: ops.TAdjustment;
  onDecided: (decided: ops.TAdjustment) => void;
  onReject: (adjustment: ops.TAdjustment) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const format = useRegionFormat();
  const me = useSignedInStaff();
  const canApprove = useAllows()('adjustments.approve');
  const options = { invalidates: [ops.listAdjustments, ops.queueCounts] };
  const approve = useOperatorMutation(ops.approveAdjustment, options);
  const cancel = useOperatorMutation(ops.cancelAdjustment, options);
  if (adjustment.status !== 'requested') return null;

  const isOwn = adjustment.requestedByStaffId === me.staffId;
  const onError = (error: Error) => void message.error(errorMessage(error, t), 6);
  const amount = `${adjustment.amount > 0 ? '+' : '−'}${format.money(Math.abs(adjustment.amount))}`;

  if (isOwn) {
    return (
      <Space orientation="vertical" size={8}>
        <Typography.Text type="secondary">{t('adjustments.ownRequest')}</Typography.Text>
        <Popconfirm
          title={t('adjustments.cancelConfirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() =>
            cancel.mutate(
              { params: { id: adjustment.id }, body: {} },
              {
                onSuccess: (cancelled) => {
                  void message.success(t('adjustments.cancelled', { id: cancelled.id }));
                  onDecided(cancelled);
                },
                onError,
              },
            )
          }
        >
          <Button icon={<RollbackOutlined />} loading={cancel.isPending}>
            {t('adjustments.cancel')}
          </Button>
        </Popconfirm>
      </Space>
    );
  }
  if (!canApprove)
    return <Typography.Text type="secondary">{t('adjustments.waitingForSecond')}</Typography.Text>;

  return (
    <Space wrap>
      <Popconfirm
        title={t('adjustments.approveConfirm', { amount, nickname: adjustment.nickname })}
        okText={t('adjustments.approve')}
        cancelText={t('common.cancel')}
        onConfirm={() =>
          approve.mutate(
            { params: { id: adjustment.id }, body: {} },
            {
              onSuccess: (approved) => {
                void message.success(t('adjustments.approved', { id: approved.id, amount }));
                onDecided(approved);
              },
              onError,
            },
          )
        }
      >
        <Button type="primary" icon={<CheckOutlined />} loading={approve.isPending}>
          {t('adjustments.approve')}
        </Button>
      </Popconfirm>
      <Button danger icon={<CloseOutlined />} onClick={() => onReject(adjustment)}>
        {t('adjustments.reject')}
      </Button>
    </Space>
  );
}
