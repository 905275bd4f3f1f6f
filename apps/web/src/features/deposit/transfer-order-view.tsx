import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { ErrorState, LoadingState } from '../../shared/ui/page-states.tsx';
import { InfoRow, InfoRows } from '../../shared/ui/wallet-ui.tsx';
import { type DepositOrderDetail, depositOrderQuery } from './api.ts';
import styles from './deposit.module.css';
import { QrCode } from './qr-code.tsx';
import { ReceiptUpload } from './receipt-upload.tsx';
import { StatusBadge } from './status-badge.tsx';
import { TransferAmountCard } from './transfer-amount-card.tsx';
import { useOrderNo } from './use-order-no.ts';
import { UtrForm } from './utr-form.tsx';

type TransferType = 'imps' | 'upi';

function ImpsAccount({ order }: { order: DepositOrderDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <InfoRow
        label={t('wallet.transferDetail.bankName')}
        value={order.bankName ?? '-'}
        copy={order.bankName}
      />
      <InfoRow
        label={t('wallet.transferDetail.accountNo')}
        value={order.accountNo ?? '-'}
        copy={order.accountNo}
        testId="transfer-account-no"
      />
      <InfoRow
        label={t('wallet.transferDetail.ifscCode')}
        value={order.ifscCode ?? '-'}
        copy={order.ifscCode}
      />
      <InfoRow
        label={t('wallet.transferDetail.accountHolder')}
        value={order.accountHolder ?? '-'}
        copy={order.accountHolder}
      />
    </>
  );
}

function UpiAccount({ order }: { order: DepositOrderDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <InfoRow
        label={t('wallet.transferDetail.vpa')}
        value={order.upi ?? '-'}
        copy={order.upi}
        testId="transfer-vpa"
      />
      <InfoRow
        label={t('wallet.transferDetail.accountHolder')}
        value={order.accountHolder ?? '-'}
        copy={order.accountHolder}
      />
    </>
  );
}

/** Where and how to pay one transfer order, then its UTR and receipt (spec points 4 and 5). */
function TransferOrder({
  order,
  type,
  onChanged,
}: {
  order: DepositOrderDetail;
  type: TransferType;
  onChanged(): void;
}) {
  const { t } = useTranslation();
  const upiLink = type === 'upi' && order.canSubmitUtr ? order.upiLink : null;
  const isOpen = order.status === 'pending' || order.status === 'review';
  return (
    <>
      <TransferAmountCard amount={order.amount} status={<StatusBadge status={order.status} />} />

      <section className="fp-card">
        <h2 className={styles.cardTitle}>{t('wallet.transferDetail.title')}</h2>
        <InfoRows>
          {type === 'upi' ? <UpiAccount order={order} /> : <ImpsAccount order={order} />}
          <InfoRow
            label={t('wallet.transferDetail.remark')}
            value={order.remark ?? '-'}
            copy={order.remark}
            testId="transfer-remark"
          />
          <InfoRow label={t('wallet.order.orderNo')} value={order.orderNo} copy={order.orderNo} />
        </InfoRows>
        {upiLink ? (
          <>
            <a
              className={`fp-button fp-button--gold fp-button--block ${styles.submit}`}
              href={upiLink}
              data-testid="upi-intent"
            >
              {t('wallet.transferDetail.openUpiApp')}
            </a>
            <QrCode text={upiLink} label={t('wallet.transferDetail.qrCode')} testId="upi-qr" />
          </>
        ) : null}
      </section>

      <section className="fp-card">
        {order.canSubmitUtr ? (
          <>
            <p className={styles.paragraph}>{t('wallet.transferDetail.afterPaying')}</p>
            <UtrForm orderNo={order.orderNo} onSubmitted={onChanged} />
          </>
        ) : (
          <p className={styles.paragraph}>
            {t('wallet.transferDetail.done')} <StatusBadge status={order.status} />
          </p>
        )}
      </section>

      {isOpen ? (
        <section className="fp-card">
          <ReceiptUpload orderNo={order.orderNo} hasReceipt={order.hasReceipt} onUploaded={onChanged} />
        </section>
      ) : null}

      <div className={styles.links}>
        <AppLink to={PATHS.transferInstructions}>{t('wallet.transferDetail.instructions')}</AppLink>
        <AppLink to={`${PATHS.depositOrderDetail}?orderNo=${encodeURIComponent(order.orderNo)}`}>
          {t('wallet.transferDetail.viewOrder')}
        </AppLink>
      </div>
    </>
  );
}

/** The IMPS and UPI pages: the operator's account from /recharge/orderDetail, then UTR and receipt. */
export function TransferOrderPage({ type }: { type: TransferType }) {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const orderNo = useOrderNo();
  const order = useQuery(depositOrderQuery(uid, orderNo));
  let content: ReactNode;
  if (orderNo === '') content = <p className="fp-center fp-muted">{t('wallet.order.missingOrderNo')}</p>;
  else if (uid === '' || order.isPending) content = <LoadingState />;
  else if (order.isError)
    content = <ErrorState message={t('wallet.order.notFound')} onRetry={() => void order.refetch()} />;
  else content = <TransferOrder order={order.data} type={type} onChanged={() => void order.refetch()} />;
  return <SubLayout>{content}</SubLayout>;
}
