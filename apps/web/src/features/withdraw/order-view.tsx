import { WITHDRAW_ARRIVAL_HOURS } from '@fairplay/contract/constants';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format-time.ts';
import { useMoney } from '../../shared/money.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { InfoRow, InfoRows } from '../../shared/ui/wallet-ui.tsx';
import type { WithdrawOrder } from './api.ts';
import { StatusBadge } from './status-badge.tsx';
import styles from './withdraw.module.css';
import { isOpenStatus, STATUS_HINT_KEYS } from './withdraw-status.ts';

/** A withdrawal order: its status, when to expect the money, and its figures. */
export function OrderView({ order }: { order: WithdrawOrder }) {
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
