import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format-time.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { getRegion } from '../../shared/region.ts';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { PagedRecordList } from '../../shared/ui/infinite-record-list.tsx';
import { EmptyState, QueryContent } from '../../shared/ui/page-states.tsx';
import { type CashbackPage, cashbackQuery } from './api.ts';
import styles from './promo.module.css';
import { formatAmount, formatPercent } from './promo-format.ts';
import { PromoHero } from './promo-ui.tsx';

function RateCard({ page }: { page: CashbackPage }) {
  const { t } = useTranslation();
  const top = formatPercent(page.maxRatePercent);
  return (
    <section className={`fp-card ${styles.rateCard}`}>
      <p className={styles.bigFigure} data-testid="cashback-max-rate">
        <span>{t('promo.cashback.upTo')}</span>
        <strong>{top}</strong>
      </p>
      <h2 className={styles.headline}>{t('promo.cashback.headline', { percent: top })}</h2>
      <p className={styles.subline}>{t('promo.cashback.intro')}</p>
      <div className={styles.rateRow}>
        <span>
          <span className={styles.statLabel}>{t('promo.cashback.yourRate')}</span>{' '}
          <strong className={styles.statAccent} data-testid="cashback-rate">
            {formatPercent(page.ratePercent)}
          </strong>
        </span>
        <AppLink to={PATHS.vip} className="fp-button fp-button--small fp-button--ghost">
          {t('promo.cashback.raiseRate')}
        </AppLink>
      </div>
    </section>
  );
}

function CashbackRow({ row }: { row: CashbackPage['list'][number] }) {
  const { t } = useTranslation();
  return (
    <li className={styles.record} data-testid="cashback-record">
      <div className={styles.recordLine}>
        <span className={styles.recordTitle}>{row.day}</span>
        <span className={styles.recordAmount}>+{formatAmount(row.amount)}</span>
      </div>
      <div className={styles.recordLine}>
        <span className={styles.recordMeta}>
          {t('promo.cashback.netLoss')} {formatAmount(row.netLoss)}
        </span>
        <span className={styles.recordMeta}>
          {t('promo.cashback.rate')} {formatPercent(row.ratePercent)}
        </span>
      </div>
      <span className={styles.recordMeta}>
        {t('promo.cashback.paidAt')} {formatDateTime(row.paidAt, getRegion().timeZone)}
      </span>
    </li>
  );
}

/** Cashback record (/pages/promo/CashbackRecord/CashbackRecord): the top rate, the player's rate and the daily payouts. */
export default function CashbackRecordPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const records = useInfiniteQuery(cashbackQuery(uid));

  const content = (
    <QueryContent query={records} waiting={uid === ''}>
      {({ pages }) => {
        const [first] = pages;
        if (!first) return <EmptyState />;
        const rows = pages.flatMap((page) => page.list);
        return (
          <>
            <RateCard page={first} />
            <section className="fp-card" aria-labelledby="cashback-records">
              <h2 id="cashback-records" className={styles.sectionTitle}>
                {t('promo.common.records')}
              </h2>
              {rows.length === 0 ? (
                <EmptyState />
              ) : (
                <PagedRecordList
                  items={rows}
                  records={records}
                  className={styles.records}
                  renderItem={(row) => <CashbackRow key={`${row.day}-${row.paidAt}`} row={row} />}
                />
              )}
            </section>
          </>
        );
      }}
    </QueryContent>
  );

  return (
    <SubLayout>
      <PromoHero image="cashback" />
      {content}
    </SubLayout>
  );
}
