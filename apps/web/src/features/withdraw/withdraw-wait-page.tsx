import { WITHDRAW_ARRIVAL_HOURS } from '@fairplay/contract/constants';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../shared/format-time.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { useMoney } from '../../shared/money.ts';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { ErrorState, LoadingState } from '../../shared/ui/page-states.tsx';
import { InfoRow, InfoRows } from '../../shared/ui/wallet-ui.tsx';
import { type WithdrawOrder, withdrawOrderQuery } from './api.ts';
import { StatusBadge } from './status-badge.tsx';
import styles from './withdraw.module.css';
import { isOpenStatus, STATUS_HINT_KEYS } from './withdraw-status.ts';

function OrderView({ order }: { order: WithdrawOrder }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const timeZone = useAppStore((state) => state.timeZone);
  return (
    <>
      <section className="fp-card">
        <div className={styles.statusHeader}>
          <StatusBadge status={order.status} />
          <span className={styles.amountBig} data-testid="order-arrival">
            {money(order.arrivalAmount)}
          </span>
          <span className="fp-muted" style={{ fontSize: 13 }}>
            {t(STATUS_HINT_KEYS[order.status])}
          </span>
          {isOpenStatus(order.status) ? (
            <span style={{ fontSize: 13 }} data-testid="arrival-time">
              {t('withdraw.arrivalTime', {
                usual: WITHDRAW_ARRIVAL_HOURS.usual,
                max: WITHDRAW_ARRIVAL_HOURS.max,
              })}
            </span>
          ) : null}
        </div>
      </section>
      <section className="fp-card">
        <InfoRows>
          <InfoRow
            label={t('withdraw.order.orderNo')}
            value={order.orderNo}
            copy={order.orderNo}
            testId="order-no"
          />
          <InfoRow label={t('withdraw.order.amount')} value={money(order.amount)} testId="order-amount" />
          <InfoRow label={t('withdraw.order.fee')} value={money(order.fee)} testId="order-fee" />
          <InfoRow label={t('withdraw.order.arrivalAmount')} value={money(order.arrivalAmount)} />
          <InfoRow
            label={t('withdraw.order.account')}
            value={
              order.accountType === 'wallet'
                ? `${t('withdraw.account.wallet')} ${order.account}`
                : order.account
            }
          />
          <InfoRow label={t('withdraw.order.status')} value={<StatusBadge status={order.status} />} />
          <InfoRow
            label={t('withdraw.order.createTime')}
            value={formatDateTime(order.createTime, timeZone)}
          />
          {order.finishTime ? (
            <InfoRow
              label={t('withdraw.order.finishTime')}
              value={formatDateTime(order.finishTime, timeZone)}
            />
          ) : null}
          {order.rejectReason ? (
            <InfoRow label={t('withdraw.order.rejectReason')} value={order.rejectReason} />
          ) : null}
        </InfoRows>
      </section>
    </>
  );
}

/**
 * Withdraw (/pages/wallet/WithdrawWait?orderNo=): the submitted order and when to expect the money;
 * it looks again every 10 s while the order is under review or being paid.
 */
export default function WithdrawWaitPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const [searchParams] = useSearchParams();
  const orderNo = (searchParams.get('orderNo') ?? '').trim();
  const order = useQuery(withdrawOrderQuery(uid, orderNo));

  const data = uid === '' ? undefined : order.data;
  const isLoading = orderNo !== '' && !order.isError && data === undefined;
  let content: ReactNode;
  if (orderNo === '') content = <p className="fp-center fp-muted">{t('withdraw.order.missingOrderNo')}</p>;
  else if (data) content = <OrderView order={data} />;
  else if (order.isError)
    content = <ErrorState message={t('withdraw.order.notFound')} onRetry={() => void order.refetch()} />;
  else content = <LoadingState />;

  return (
    <SubLayout>
      {content}
      {/* Below the order once it is there, so they do not jump when it arrives. */}
      {isLoading ? null : (
        <div className={styles.buttons}>
          <AppLink
            to={PATHS.withdrawHistory}
            className="fp-button fp-button--ghost"
            data-testid="to-withdraw-history"
          >
            {t('withdraw.order.toHistory')}
          </AppLink>
          <AppLink to={PATHS.home} className="fp-button" data-testid="to-home">
            {t('withdraw.order.toHome')}
          </AppLink>
        </div>
      )}
    </SubLayout>
  );
}
