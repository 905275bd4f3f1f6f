import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { copyText } from '../../shared/ui/copy.ts';
import { EmptyState, Segmented } from '../../shared/ui/field.tsx';
import { FilterChips } from '../../shared/ui/filter-chips.tsx';
import { InfiniteRecordList } from '../../shared/ui/infinite-record-list.tsx';
import {
  type GameRecord,
  type GameRecordPage,
  type GameRecordPeriod,
  type GameRecordStatus,
  gameRecordsQuery,
} from './api.ts';
import styles from './games.module.css';
import {
  type ProfitTone,
  RECORD_PERIODS,
  RECORD_STATUSES,
  recordRow,
  recordSummary,
} from './record-format.ts';

const TONE_CLASSES: Record<ProfitTone, string | undefined> = { win: styles.win, loss: styles.loss, even: '' };
const STATUS_CLASSES: Record<GameRecord['status'], string | undefined> = {
  settled: styles.statusSettled,
  unsettled: styles.statusUnsettled,
  cancel: styles.statusCancel,
};

function CopyIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

function RecordItem({ record }: { record: GameRecord }) {
  const { t } = useTranslation();
  const timeZone = useAppStore((state) => state.timeZone);
  const row = recordRow(record, timeZone);
  return (
    <li className={styles.record} data-testid="game-record">
      <div className={styles.recordHead}>
        <div style={{ minWidth: 0 }}>
          <div className={styles.recordGame}>{row.gameName}</div>
          <div className={styles.recordTime}>
            <span className="fp-visually-hidden">{t('games.records.betTime')} </span>
            {row.betTime}
          </div>
        </div>
        <span className={`${styles.status} ${STATUS_CLASSES[record.status] ?? ''}`}>{t(row.statusKey)}</span>
      </div>
      <dl className={styles.recordFacts}>
        <div>
          <dt>{t('games.records.betAmount')}</dt>
          <dd>{row.betAmount}</dd>
        </div>
        <div>
          <dt>{t('games.records.validBet')}</dt>
          <dd>{row.validBet}</dd>
        </div>
        <div>
          <dt>{t('games.records.profit')}</dt>
          <dd className={TONE_CLASSES[row.tone]}>{row.profit}</dd>
        </div>
      </dl>
      <div className={styles.recordFoot}>
        <span style={{ flex: 'none' }}>{t('games.records.betId')}</span>
        <button
          type="button"
          className={styles.betId}
          aria-label={t('games.records.copyBetId', { betId: row.betId })}
          onClick={() => void copyText(row.betId, t('common.copied'))}
          data-testid="copy-bet-id"
        >
          <span className={styles.betIdText}>{row.betId}</span>
          <CopyIcon />
        </button>
      </div>
    </li>
  );
}

function Summary({ page }: { page: GameRecordPage | undefined }) {
  const { t } = useTranslation();
  const summary = page ? recordSummary(page.summary) : null;
  const item = (label: string, value: string | undefined, className = '') => (
    <div className={styles.summaryItem}>
      <span className={styles.summaryLabel}>{label}</span>
      <span className={`${styles.summaryValue} ${className}`}>{value ?? '—'}</span>
    </div>
  );
  return (
    <section className={styles.summary} aria-live="polite" data-testid="records-summary">
      {item(t('games.records.summary.betAmount'), summary?.betAmount)}
      {item(t('games.records.summary.validBet'), summary?.validBet)}
      {item(t('games.records.summary.profit'), summary?.profit, summary ? TONE_CLASSES[summary.tone] : '')}
    </section>
  );
}

/** Game Records: the player's rounds by status and period, with totals, paged. */
export default function GameRecordsPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const [status, setStatus] = useState<GameRecordStatus>('all');
  const [period, setPeriod] = useState<GameRecordPeriod>('today');
  const records = useInfiniteQuery(gameRecordsQuery(uid, status, period));

  return (
    <SubLayout
      right={
        <AppLink to={PATHS.fairness} className={styles.headerLink}>
          <svg width="22" height="22" viewBox="0 0 24 24" role="img" aria-label={t('games.records.fairness')}>
            <path
              d="M12 3 5 6v5c0 4.4 3 8.3 7 10 4-1.7 7-5.6 7-10V6z M9 12l2 2 4-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          </svg>
        </AppLink>
      }
    >
      <Segmented<GameRecordStatus>
        options={RECORD_STATUSES.map((value) => ({ value, label: t(`games.records.status.${value}`) }))}
        value={status}
        onChange={setStatus}
      />
      <FilterChips<GameRecordPeriod>
        label={t('games.records.periodFilter')}
        options={RECORD_PERIODS.map((value) => ({ value, label: t(`games.records.period.${value}`) }))}
        value={period}
        onChange={setPeriod}
      />
      <Summary page={records.data?.pages[0]} />
      <InfiniteRecordList
        records={records}
        loading={uid === ''}
        empty={<EmptyState message={t('games.records.empty')} />}
        renderItem={(record) => <RecordItem key={record.betId} record={record} />}
      />
    </SubLayout>
  );
}
