import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format-time.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { useMoney } from '../../shared/money.ts';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { EmptyState } from '../../shared/ui/field.tsx';
import { FilterChips } from '../../shared/ui/filter-chips.tsx';
import { InfiniteRecordList } from '../../shared/ui/infinite-record-list.tsx';
import recordStyles from '../../shared/ui/record-list.module.css';
import { type DepositRecordPage, type DepositRecordStatus, depositRecordsQuery } from './api.ts';
import { StatusBadge } from './status-badge.tsx';

const FILTERS: readonly DepositRecordStatus[] = ['all', 'pending', 'success', 'failed'];

function DepositRow({ order }: { order: DepositRecordPage['list'][number] }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const timeZone = useAppStore((state) => state.timeZone);
  return (
    <li>
      <AppLink
        to={`${PATHS.depositOrderDetail}?orderNo=${encodeURIComponent(order.orderNo)}`}
        className={recordStyles.record}
        data-testid="deposit-record"
      >
        <div className={recordStyles.recordLine}>
          <span className={recordStyles.recordTitle}>
            {t(`wallet.kind.${order.kind}`)}
            {order.typeName ? ` · ${order.typeName}` : ''}
          </span>
          <span className={recordStyles.recordAmount}>{money(order.amount)}</span>
        </div>
        <div className={recordStyles.recordLine}>
          <span className={recordStyles.recordMeta}>{formatDateTime(order.createTime, timeZone)}</span>
          <StatusBadge status={order.status} />
        </div>
        <div className={recordStyles.recordLine}>
          <span className={recordStyles.recordMeta}>
            {t('wallet.history.orderNo')} {order.orderNo}
          </span>
        </div>
      </AppLink>
    </li>
  );
}

/** Deposit History: the player's deposits, newest first, filtered by status and paged. */
export default function DepositHistoryPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const [status, setStatus] = useState<DepositRecordStatus>('all');
  const records = useInfiniteQuery(depositRecordsQuery(uid, status));

  return (
    <SubLayout>
      <FilterChips<DepositRecordStatus>
        label={t('wallet.common.history')}
        options={FILTERS.map((value) => ({ value, label: t(`wallet.history.filter.${value}`) }))}
        value={status}
        onChange={setStatus}
      />
      <InfiniteRecordList
        records={records}
        loading={uid === ''}
        empty={<EmptyState message={t('wallet.common.noRecord')} />}
        renderItem={(order) => <DepositRow key={order.orderNo} order={order} />}
      />
    </SubLayout>
  );
}
