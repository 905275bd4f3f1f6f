import type { DepositStatus } from '@fairplay/contract';
import { DEPOSIT_CREDIT_MINUTES } from '@fairplay/contract/constants';
import { isTransferRail } from '@fairplay/contract/deposit-rails';
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
import { QrCode } from './qr-code.tsx';
import { QrisPayment } from './qris-payment.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TransferPayment } from './transfer-payment.tsx';
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

/** The account and proof rows of a transfer: only those of its rail (no IFSC or UTR outside India). */
function TransferRows({ order }: { order: DepositOrderDetail }) {
  const { t } = useTranslation();
  const isUtr = order.proof === 'utr';
  return (
    <>
      {isUtr ? <InfoRow label={t('wallet.order.utr')} value={orText(order.utr)} copy={order.utr} /> : null}
      {order.proof === 'transactionId' ? (
        <InfoRow
          label={t('wallet.order.transactionId')}
          value={orText(order.transactionId)}
          copy={order.transactionId}
        />
      ) : null}
      <InfoRow label={t('wallet.order.bankName')} value={orText(order.bankName)} />
      <InfoRow label={t('wallet.order.accountHolder')} value={orText(order.accountHolder)} />
      {order.rail === 'imps' ? (
        <InfoRow label={t('wallet.order.ifscCode')} value={orText(order.ifscCode)} />
      ) : null}
      {order.accountNo ? <InfoRow label={t('wallet.order.accountNo')} value={order.accountNo} /> : null}
      {order.upi ? <InfoRow label={t('wallet.order.upi')} value={order.upi} copy={order.upi} /> : null}
      {order.proof === 'reference' ? (
        <InfoRow label={t('wallet.order.reference')} value={orText(order.reference)} copy={order.reference} />
      ) : (
        <InfoRow label={t('wallet.order.remark')} value={orText(order.remark)} copy={order.remark} />
      )}
      <InfoRow
        label={t('wallet.order.receipt')}
        value={order.hasReceipt ? t('wallet.order.receiptUploaded') : t('wallet.order.receiptMissing')}
      />
    </>
  );
}

function OrderDetail({ order, onChanged }: { order: DepositOrderDetail; onChanged(): void }) {
  const { t } = useTranslation();
  const { money, quantity } = useMoney();
  const timeZone = useAppStore((state) => state.timeZone);
  const isPending = order.status === 'pending';
  const isQrisOpen = isPending && order.rail === 'qris' && Boolean(order.qrPayload);
  const canContinuePayment = isPending && Boolean(order.payUrl) && !isQrisOpen;
  const isTransfer = isTransferRail(order.rail);
  // India's UTR orders have their own IMPS and UPI pages; the other rails are paid from here.
  const paysHere =
    isTransfer && order.proof !== 'utr' && (order.status === 'pending' || order.status === 'review');
  const transferPath = order.upi ? PATHS.depositUpiDetail : PATHS.depositImpsDetail;
  return (
    <>
      <section className="fp-card">
        <div className={styles.statusHeader}>
          <StatusBadge status={order.status} />
          {/* A QRIS or a transfer to pay shows its amount with what to pay it with. */}
          {isQrisOpen || paysHere ? null : (
            <span className={styles.amountBig} data-testid="order-amount">
              {money(order.amount)}
            </span>
          )}
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

      {isQrisOpen && order.qrPayload ? (
        <QrisPayment
          qrPayload={order.qrPayload}
          amount={order.amount}
          expiresAt={order.expiresAt}
          payUrl={order.payUrl}
          onExpired={onChanged}
        />
      ) : null}

      {paysHere ? <TransferPayment order={order} onChanged={onChanged} /> : null}

      {order.kind === 'crypto' && isPending && order.address ? (
        <section className="fp-card">
          <QrCode
            text={order.address}
            label={t('wallet.crypto.addressQr', { coin: order.crypto ?? order.typeName })}
            testId="crypto-qr"
          />
        </section>
      ) : null}

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
          {isTransfer ? <TransferRows order={order} /> : null}
          {order.kind === 'va' && order.bankName ? (
            <InfoRow label={t('wallet.order.bankName')} value={order.bankName} />
          ) : null}
          {order.crypto ? <InfoRow label={t('wallet.order.crypto')} value={order.crypto} /> : null}
          {order.coinAmount ? (
            <InfoRow
              label={t('wallet.order.coinAmount')}
              value={quantity(order.coinAmount)}
              copy={order.coinAmount}
            />
          ) : null}
          {order.address ? (
            <InfoRow label={t('wallet.order.address')} value={order.address} copy={order.address} />
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

/**
 * Order Detail (/pages/wallet/DepositOrderDetail?orderNo=): every field of a deposit and what to do
 * next: scan a QRIS before it expires, pay a transfer and prove it, or continue at the gateway.
 */
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
