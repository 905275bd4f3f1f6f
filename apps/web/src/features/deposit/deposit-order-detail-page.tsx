import type { DepositStatus } from '@fairplay/contract';
import { DEPOSIT_CREDIT_MINUTES } from '@fairplay/contract/constants';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format-time.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { useMoney } from '../../shared/money.ts';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { ErrorState, LoadingState } from '../../shared/ui/page-states.tsx';
import { InfoRow, InfoRows } from '../../shared/ui/wallet-ui.tsx';
import { type DepositOrderDetail, depositOrderQuery } from './api.ts';
import styles from './deposit.module.css';
import { StatusBadge } from './status-badge.tsx';
import { useOrderNo } from './use-order-no.ts';
import { UtrForm } from './utr-form.tsx';

const STATUS_HINT_KEYS: Record<DepositStatus, string> = {
  pending: 'wallet.order.statusHint.pending',
  review: 'wallet.order.statusHint.review',
  success: 'wallet.order.statusHint.success',
  succeeded: 'wallet.order.statusHint.success',
  failed: 'wallet.order.statusHint.failed',
  rejected: 'wallet.order.statusHint.failed',
  expired: 'wallet.order.statusHint.expired',
};

const orText = (value: string | null | undefined) => (value ? value : '-');

function OrderDetail({ order, onChanged }: { order: DepositOrderDetail; onChanged(): void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const timeZone = useAppStore((state) => state.timeZone);
  const canContinuePayment = order.status === 'pending' && Boolean(order.payUrl);
  const transferPath = order.upi ? PATHS.depositUpiDetail : PATHS.depositImpsDetail;
  return (
    <>
      <section className="fp-card">
        <div className={styles.statusHeader}>
          <StatusBadge status={order.status} />
          <span className={styles.amountBig}>{money(order.amount)}</span>
          <span className="fp-muted" style={{ fontSize: 13 }}>
            {t(STATUS_HINT_KEYS[order.status], {
              min: DEPOSIT_CREDIT_MINUTES[0],
              max: DEPOSIT_CREDIT_MINUTES[1],
            })}
          </span>
        </div>
        {canContinuePayment && order.payUrl ? (
          <button
            type="button"
            className="fp-button fp-button--gold fp-button--block"
            onClick={() => window.location.assign(order.payUrl ?? '')}
            data-testid="continue-payment"
          >
            {t('wallet.order.continuePayment')}
          </button>
        ) : null}
      </section>

      <section className="fp-card">
        <InfoRows>
          <InfoRow
            label={t('wallet.order.type')}
            value={`${t(`wallet.kind.${order.kind}`)}${order.typeName ? ` · ${order.typeName}` : ''}`}
          />
          <InfoRow label={t('wallet.order.createTime')} value={formatDateTime(order.createTime, timeZone)} />
          <InfoRow
            label={t('wallet.order.arrivalTime')}
            value={orText(formatDateTime(order.arrivalTime, timeZone))}
          />
          <InfoRow
            label={t('wallet.order.orderNo')}
            value={order.orderNo}
            copy={order.orderNo}
            testId="order-no"
          />
          <InfoRow label={t('wallet.order.transferAmount')} value={money(order.amount)} />
          {order.bonus > 0 ? (
            <InfoRow label={t('wallet.order.bonus')} value={`+${money(order.bonus)}`} />
          ) : null}
          <InfoRow label={t('wallet.order.utr')} value={orText(order.utr)} copy={order.utr} />
          <InfoRow label={t('wallet.order.bankName')} value={orText(order.bankName)} />
          <InfoRow label={t('wallet.order.accountHolder')} value={orText(order.accountHolder)} />
          <InfoRow label={t('wallet.order.ifscCode')} value={orText(order.ifscCode)} />
          <InfoRow label={t('wallet.order.accountNo')} value={orText(order.accountNo)} />
          {order.upi ? <InfoRow label={t('wallet.order.upi')} value={order.upi} copy={order.upi} /> : null}
          <InfoRow label={t('wallet.order.remark')} value={orText(order.remark)} copy={order.remark} />
          {order.crypto ? <InfoRow label={t('wallet.order.crypto')} value={order.crypto} /> : null}
          {order.coinAmount ? (
            <InfoRow label={t('wallet.order.coinAmount')} value={order.coinAmount} copy={order.coinAmount} />
          ) : null}
          {order.address ? (
            <InfoRow label={t('wallet.order.address')} value={order.address} copy={order.address} />
          ) : null}
          {order.kind === 'transfer' || order.kind === 'self' ? (
            <InfoRow
              label={t('wallet.order.receipt')}
              value={order.hasReceipt ? t('wallet.order.receiptUploaded') : t('wallet.order.receiptMissing')}
            />
          ) : null}
          {order.rejectReason ? (
            <InfoRow label={t('wallet.order.rejectReason')} value={order.rejectReason} />
          ) : null}
        </InfoRows>
      </section>

      {order.canSubmitUtr ? (
        <section className="fp-card">
          <UtrForm orderNo={order.orderNo} onSubmitted={onChanged} />
          <div className={styles.links}>
            <AppLink to={`${transferPath}?orderNo=${encodeURIComponent(order.orderNo)}`}>
              {t('wallet.order.uploadReceipt')}
            </AppLink>
            <AppLink to={PATHS.transferInstructions}>{t('wallet.transferDetail.instructions')}</AppLink>
          </div>
        </section>
      ) : null}
    </>
  );
}

/** Order Detail (/pages/wallet/DepositOrderDetail?orderNo=): every field of a deposit and what to do next. */
export default function DepositOrderDetailPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const orderNo = useOrderNo();
  const order = useQuery(depositOrderQuery(uid, orderNo));
  let content: ReactNode;
  if (orderNo === '') content = <p className="fp-center fp-muted">{t('wallet.order.missingOrderNo')}</p>;
  else if (uid === '' || order.isPending) content = <LoadingState />;
  else if (order.isError)
    content = <ErrorState message={t('wallet.order.notFound')} onRetry={() => void order.refetch()} />;
  else content = <OrderDetail order={order.data} onChanged={() => void order.refetch()} />;
  return <SubLayout>{content}</SubLayout>;
}
