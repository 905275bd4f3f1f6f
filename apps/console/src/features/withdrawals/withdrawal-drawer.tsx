import type * as ops from '@fairplay/contract/operator';
import { Alert, Descriptions, Drawer, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { playerPath } from '../../shared/paths.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { ReasonModal } from './reason-modal.tsx';
import { RiskFlags } from './risk-flags.tsx';
import { type ReasonKind, WithdrawalActions } from './withdrawal-actions.tsx';
import { WithdrawalStatusTag } from './withdrawal-status.tsx';

/**
 * One withdrawal in full: the player, the amounts, where it is paid, the risk flags, the four-eyes
 * state and who decided; and the decisions while it waits. The drawer keeps the order it opened
 * with, showing each change as it is made.
 */
export function WithdrawalDrawer({
  withdrawal,
  onClose,
  onChanged,
}: {
  withdrawal: ops.TOperatorWithdrawal | null;
  onClose: () => void;
  onChanged: (changed: ops.TOperatorWithdrawal) => void;
}) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const [asking, setAsking] = useState<ReasonKind | null>(null);
  const none = t('common.none');
  const change = (patch: Partial<ops.TOperatorWithdrawal>) =>
    withdrawal && onChanged({ ...withdrawal, ...patch });

  return (
    <Drawer
      open={withdrawal !== null}
      onClose={onClose}
      size={600}
      title={withdrawal ? t('withdrawals.drawerTitle', { orderNo: withdrawal.orderNo }) : null}
      extra={withdrawal ? <WithdrawalStatusTag withdrawal={withdrawal} /> : null}
      footer={
        withdrawal ? (
          <WithdrawalActions withdrawal={withdrawal} onChanged={change} onAskReason={setAsking} />
        ) : null
      }
    >
      {withdrawal ? (
        <>
          {withdrawal.isPlayerLocked ? (
            <Alert type="error" showIcon className="page-alert" title={t('withdrawals.lockedHelp')} />
          ) : null}
          {withdrawal.needsFourEyes ? (
            <Alert
              type={withdrawal.firstApprovedBy ? 'info' : 'warning'}
              showIcon
              className="page-alert"
              title={
                withdrawal.firstApprovedBy
                  ? t('withdrawals.fourEyesSecond', { username: withdrawal.firstApprovedBy })
                  : t('withdrawals.fourEyesFirst')
              }
            />
          ) : null}
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              {
                key: 'player',
                label: t('withdrawals.player'),
                children: (
                  <Link to={playerPath(withdrawal.userId)}>
                    {t('withdrawals.playerName', {
                      nickname: withdrawal.nickname,
                      userId: withdrawal.userId,
                      level: withdrawal.vipLevel,
                    })}
                  </Link>
                ),
              },
              {
                key: 'amount',
                label: t('withdrawals.amount'),
                children: <Typography.Text strong>{format.money(withdrawal.amount)}</Typography.Text>,
              },
              { key: 'fee', label: t('withdrawals.fee'), children: format.money(withdrawal.fee) },
              {
                key: 'arrival',
                label: t('withdrawals.arrivalAmount'),
                children: format.money(withdrawal.arrivalAmount),
              },
              {
                key: 'account',
                label: t('withdrawals.payTo'),
                children: (
                  <span>
                    {withdrawal.bankName ?? withdrawal.bankCode ?? none} ·{' '}
                    <Typography.Text code copyable>
                      {withdrawal.accountNumber}
                    </Typography.Text>
                    {withdrawal.ifsc ? ` · IFSC ${withdrawal.ifsc}` : ''}
                  </span>
                ),
              },
              {
                key: 'holder',
                label: t('withdrawals.accountName'),
                children: withdrawal.accountName ?? none,
              },
              {
                key: 'flags',
                label: t('withdrawals.riskFlags'),
                children: <RiskFlags flags={withdrawal.riskFlags} isEmptyShown />,
              },
              {
                key: 'requested',
                label: t('withdrawals.requested'),
                children: format.instant(withdrawal.createTime),
              },
              {
                key: 'firstApproval',
                label: t('withdrawals.firstApproval'),
                children: withdrawal.firstApprovedBy
                  ? t('withdrawals.byAt', {
                      username: withdrawal.firstApprovedBy,
                      time: format.instant(withdrawal.firstApprovedAt),
                    })
                  : none,
              },
              ...(withdrawal.heldBy
                ? [
                    {
                      key: 'held',
                      label: t('withdrawals.heldBy'),
                      children: `${withdrawal.heldBy}: ${withdrawal.holdReason ?? ''}`,
                    },
                  ]
                : []),
              {
                key: 'reviewedBy',
                label: t('withdrawals.reviewedBy'),
                children: withdrawal.reviewedBy ?? none,
              },
              ...(withdrawal.rejectReason
                ? [
                    {
                      key: 'rejectReason',
                      label: t('withdrawals.rejectReason'),
                      children: withdrawal.rejectReason,
                    },
                  ]
                : []),
              {
                key: 'finished',
                label: t('withdrawals.finished'),
                children: format.instant(withdrawal.finishTime) ?? none,
              },
            ]}
          />
        </>
      ) : null}
      <ReasonModal
        orderNo={asking && withdrawal ? withdrawal.orderNo : null}
        kind={asking ?? 'reject'}
        onClose={() => setAsking(null)}
        onDone={(status, reason) =>
          change(asking === 'hold' ? { status, holdReason: reason } : { status, rejectReason: reason })
        }
      />
    </Drawer>
  );
}
