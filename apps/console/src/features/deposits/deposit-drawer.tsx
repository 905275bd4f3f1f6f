import * as ops from '@fairplay/contract/operator';
import { Alert, Descriptions, Drawer, Empty, Image, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorQuery } from '../../shared/api/operator-query.ts';
import { playerPath } from '../../shared/paths.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { DepositActions } from './deposit-actions.tsx';
import { DepositStatusTag, proofValueOf, RailCell } from './deposit-labels.tsx';
import { RejectDepositModal } from './reject-deposit-modal.tsx';

/** The player's receipt screenshot, read only when the order has one (it is large). */
function Receipt({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const receipt = useOperatorQuery(
    ops.depositReceipt,
    { params: { orderNo } },
    { staleTime: Number.POSITIVE_INFINITY },
  );
  if (receipt.isPending) return <Skeleton.Image active />;
  if (!receipt.data) return <Alert type="warning" showIcon title={errorMessage(receipt.error, t)} />;
  return (
    <Image
      src={receipt.data.dataUrl}
      alt={t('deposits.receiptAlt', { orderNo })}
      className="deposit-receipt"
      width="100%"
    />
  );
}

/**
 * One deposit in full: the player, amount and bonus, the rail and the account paid, the proof to
 * find on the bank statement, the receipt screenshot, who decided; and approve or reject while it
 * waits. The drawer keeps the order it opened with, showing the decision once taken.
 */
export function DepositDrawer({
  deposit,
  onClose,
  onDecided,
}: {
  deposit: ops.TOperatorDeposit | null;
  onClose: () => void;
  onDecided: (decided: ops.TOperatorDeposit) => void;
}) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const [rejecting, setRejecting] = useState<string | null>(null);
  const none = t('common.none');
  const decided = (status: string) =>
    deposit && onDecided({ ...deposit, status: status as ops.TOperatorDeposit['status'] });

  return (
    <Drawer
      open={deposit !== null}
      onClose={onClose}
      size={560}
      title={deposit ? t('deposits.drawerTitle', { orderNo: deposit.orderNo }) : null}
      extra={deposit ? <DepositStatusTag status={deposit.status} /> : null}
      footer={
        deposit ? (
          <DepositActions
            deposit={deposit}
            onDecided={decided}
            onReject={() => setRejecting(deposit.orderNo)}
          />
        ) : null
      }
    >
      {deposit ? (
        <>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              {
                key: 'player',
                label: t('deposits.player'),
                children: (
                  <Link to={playerPath(deposit.userId)}>
                    {t('deposits.playerId', { userId: deposit.userId })}
                  </Link>
                ),
              },
              {
                key: 'amount',
                label: t('deposits.amount'),
                children: <Typography.Text strong>{format.money(deposit.amount)}</Typography.Text>,
              },
              {
                key: 'bonus',
                label: t('deposits.bonus'),
                children: deposit.bonus > 0 ? format.money(deposit.bonus) : none,
              },
              { key: 'rail', label: t('deposits.rail'), children: <RailCell deposit={deposit} /> },
              {
                key: 'proof',
                label: deposit.proof ? t(`deposits.proofs.${deposit.proof}`) : t('deposits.proof'),
                children: proofValueOf(deposit) ? (
                  <Typography.Text code copyable>
                    {proofValueOf(deposit)}
                  </Typography.Text>
                ) : (
                  t('deposits.proofMissing')
                ),
              },
              {
                key: 'account',
                label: t('deposits.paidTo'),
                children: [deposit.bankName, deposit.accountNo].filter(Boolean).join(' · ') || none,
              },
              { key: 'remark', label: t('deposits.remark'), children: deposit.remark ?? none },
              {
                key: 'created',
                label: t('deposits.submitted'),
                children: format.instant(deposit.createTime),
              },
              {
                key: 'proofAt',
                label: t('deposits.proofSentAt'),
                children: format.instant(deposit.utrSubmittedAt) ?? none,
              },
              {
                key: 'paidAt',
                label: t('deposits.creditedAt'),
                children: format.instant(deposit.arrivalTime) ?? none,
              },
              { key: 'reviewedBy', label: t('deposits.reviewedBy'), children: deposit.reviewedBy ?? none },
              ...(deposit.rejectReason
                ? [{ key: 'rejectReason', label: t('deposits.rejectReason'), children: deposit.rejectReason }]
                : []),
            ]}
          />
          <Typography.Title level={5} className="section-title">
            {t('deposits.receipt')}
          </Typography.Title>
          {deposit.hasReceipt ? (
            <Receipt orderNo={deposit.orderNo} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deposits.noReceipt')} />
          )}
        </>
      ) : null}
      <RejectDepositModal
        orderNo={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(status) => decided(status)}
      />
    </Drawer>
  );
}
