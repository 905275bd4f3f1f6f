import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format-time.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { useMoney } from '../../shared/money.ts';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { EmptyState } from '../../shared/ui/field.tsx';
import { InfiniteRecordList } from '../../shared/ui/infinite-record-list.tsx';
import recordStyles from '../../shared/ui/record-list.module.css';
import { type WithdrawOrder, withdrawRecordsQuery } from './api.ts';
import { StatusBadge } from './status-badge.tsx';
import styles from './withdraw.module.css';

function WithdrawRow({ order }: { order: WithdrawOrder }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const timeZone = useAppStore((state) => state.timeZone);
  return (
    <li>
      <AppLink
        to={`${PATHS.withdrawWait}?orderNo=${encodeURIComponent(order.orderNo)}`}
        className={recordStyles.record}
        data-testid="withdraw-record"
      >
        <div className={recordStyles.recordLine}>
          <span className={styles.recordTitle}>{money(order.amount)}</span>
          <StatusBadge status={order.status} />
        </div>
        <div className={recordStyles.recordLine}>
          <span className={recordStyles.recordMeta}>
            {t('withdraw.order.fee')} {money(order.fee)}
          </span>
          <span className={recordStyles.recordMeta}>
            {t('withdraw.order.arrivalAmount')} <strong>{money(order.arrivalAmount)}</strong>
          </span>
        </div>
        <div className={recordStyles.recordLine}>
          <span className={recordStyles.recordMeta}>
            {t(`withdraw.account.${order.accountType}`)} {order.account}
          </span>
          <span className={recordStyles.recordMeta}>{formatDateTime(order.createTime, timeZone)}</span>
        </div>
        <div className={recordStyles.recordLine}>
          <span className={recordStyles.recordMeta}>
            {t('withdraw.order.orderNo')} {order.orderNo}
          </span>
          {order.finishTime ? (
            <span className={recordStyles.recordMeta}>
              {t('withdraw.order.finishTime')} {formatDateTime(order.finishTime, timeZone)}
            </span>
          ) : null}
        </div>
        {order.rejectReason ? (
          <div className={styles.recordReason}>
            {t('withdraw.order.rejectReason')}: {order.rejectReason}
          </div>
        ) : null}
      </AppLink>
    </li>
  );
}

/** Withdraw History: the player's withdrawals, newest first, paged. */
export default function WithdrawHistoryPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const records = useInfiniteQuery(withdrawRecordsQuery(uid));

  return (
    <SubLayout>
      <InfiniteRecordList
        records={records}
        loading={uid === ''}
        empty={<EmptyState message={t('withdraw.common.noRecord')} />}
        renderItem={(order) => <WithdrawRow key={order.orderNo} order={order} />}
      />
    </SubLayout>
  );
}
