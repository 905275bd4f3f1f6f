import type { BalanceRecordType } from '@fairplay/contract';
import { BALANCE_RECORD_TYPES } from '@fairplay/contract/constants';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format-time.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { useMoney } from '../../shared/money.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { EmptyState } from '../../shared/ui/field.tsx';
import { FilterChips } from '../../shared/ui/filter-chips.tsx';
import { InfiniteRecordList } from '../../shared/ui/infinite-record-list.tsx';
import recordStyles from '../../shared/ui/record-list.module.css';
import { type BalanceRecordPage, balanceRecordsQuery } from './api.ts';

/** "+₹ 100" in green for a credit, "-₹ 100" in red for a debit. */
function SignedAmount({ amount }: { amount: number }) {
  const { money } = useMoney();
  const isCredit = amount >= 0;
  return (
    <span className={`${recordStyles.recordAmount} ${isCredit ? recordStyles.credit : recordStyles.debit}`}>
      {isCredit ? '+' : '-'}
      {money(Math.abs(amount))}
    </span>
  );
}

function BalanceRow({ record }: { record: BalanceRecordPage['list'][number] }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const timeZone = useAppStore((state) => state.timeZone);
  return (
    <li className={recordStyles.record} style={{ cursor: 'default' }} data-testid="balance-record">
      <div className={recordStyles.recordLine}>
        <span className={recordStyles.recordTitle}>{t(`wallet.balanceRecords.types.${record.type}`)}</span>
        <SignedAmount amount={record.amount} />
      </div>
      <div className={recordStyles.recordLine}>
        <span className={recordStyles.recordMeta}>{formatDateTime(record.createTime, timeZone)}</span>
        <span className={recordStyles.recordMeta}>
          {t('wallet.balanceRecords.balanceAfter')} {money(record.balanceAfter)}
        </span>
      </div>
      {record.reference ? (
        <div className={recordStyles.recordLine}>
          <span className={recordStyles.recordMeta}>
            {t('wallet.balanceRecords.reference')} {record.reference}
          </span>
        </div>
      ) : null}
    </li>
  );
}

/** Balance Records: every posting on the player's balance, newest first, filtered by type and paged. */
export default function BalanceRecordsPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const [type, setType] = useState<BalanceRecordType>('all');
  const records = useInfiniteQuery(balanceRecordsQuery(uid, type));

  return (
    <SubLayout>
      <FilterChips<BalanceRecordType>
        label={t('wallet.balanceRecords.filter')}
        options={BALANCE_RECORD_TYPES.map((value) => ({
          value,
          label: t(`wallet.balanceRecords.types.${value}`),
        }))}
        value={type}
        onChange={setType}
      />
      <InfiniteRecordList
        records={records}
        loading={uid === ''}
        empty={<EmptyState message={t('wallet.common.noRecord')} />}
        renderItem={(record) => <BalanceRow key={record.id} record={record} />}
      />
    </SubLayout>
  );
}
