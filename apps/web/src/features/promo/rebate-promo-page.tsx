import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { showToast } from '../../shared/ui/feedback.ts';
import { EmptyState, QueryContent } from '../../shared/ui/page-states.tsx';
import { type RebateInfo, rebateQuery, useClaimRebate } from './api.ts';
import styles from './promo.module.css';
import { formatAmount, formatPercent } from './promo-format.ts';
import { Notice, PromoHero, RulesCard, Stat, StatGrid } from './promo-ui.tsx';
import { reachedTier, sortedTiers, topPercent } from './rebate-tiers.ts';
import { rewardAction } from './reward-action.ts';
import { RewardButton } from './reward-button.tsx';
import { useClaim } from './use-claim.ts';

function TierTable({ info }: { info: RebateInfo }) {
  const { t } = useTranslation();
  const reached = reachedTier(info.tiers, info.todayLargestDeposit);
  return (
    <table className={styles.table} data-testid="rebate-tiers">
      <thead>
        <tr>
          <th scope="col">{t('promo.rebate.tierDeposit')}</th>
          <th scope="col" className={styles.number}>
            {t('promo.rebate.tierBonus')}
          </th>
        </tr>
      </thead>
      <tbody>
        {sortedTiers(info.tiers).map((tier) => (
          <tr key={tier.minDeposit} className={tier === reached ? styles.tierActive : undefined}>
            <td>{t('promo.rebate.tierFrom', { amount: formatAmount(tier.minDeposit) })}</td>
            <td className={styles.number}>{formatPercent(tier.percent)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TodayCard({ info, claim }: { info: RebateInfo; claim: ReturnType<typeof useClaim> }) {
  const { t } = useTranslation();
  const hint =
    info.status === 'locked'
      ? t('promo.rebate.lockedHint', { min: formatAmount(info.minDeposit) })
      : info.status === 'claimed'
        ? t('promo.rebate.claimedHint')
        : info.status === 'expired'
          ? t('promo.rebate.expiredHint')
          : null;
  return (
    <section className="fp-card">
      <StatGrid>
        <Stat
          label={t('promo.rebate.todayLargest')}
          value={formatAmount(info.todayLargestDeposit)}
          testId="rebate-largest"
        />
        <Stat
          label={t('promo.rebate.todayBonus')}
          value={formatAmount(info.todayBonus)}
          isAccent
          testId="rebate-bonus"
        />
      </StatGrid>
      <div className={styles.actions}>
        <RewardButton
          action={rewardAction(info.status)}
          isClaiming={claim.isClaiming}
          onClaim={claim.claim}
        />
        {hint ? <p className={styles.hint}>{hint}</p> : null}
      </div>
      {claim.refusal ? <Notice testId="promo-refusal">{claim.refusal}</Notice> : null}
    </section>
  );
}

function Records({ records }: { records: RebateInfo['records'] }) {
  const { t } = useTranslation();
  return (
    <section className="fp-card" aria-labelledby="rebate-records">
      <h2 id="rebate-records" className={styles.sectionTitle}>
        {t('promo.common.records')}
      </h2>
      {records.length === 0 ? (
        <EmptyState />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('promo.common.date')}</th>
              <th scope="col" className={styles.number}>
                {t('promo.rebate.deposit')}
              </th>
              <th scope="col" className={styles.number}>
                {t('promo.rebate.bonus')}
              </th>
            </tr>
          </thead>
          <tbody>
            {records.map((row) => (
              <tr key={row.day} data-testid="rebate-record">
                <td>{row.day}</td>
                <td className={styles.number}>{formatAmount(row.deposit)}</td>
                <td className={`${styles.number} ${styles.recordAmount}`}>+{formatAmount(row.bonus)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Deposit rebate (/pages/promo/RebatePromo/RebatePromo): tiers, today's deposit and bonus, the claim, records. */
export default function RebatePromoPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const info = useQuery(rebateQuery(uid));
  const claim = useClaim(useClaimRebate, () => {
    void showToast(t('promo.common.receiveSuccess'));
  });

  const content = (
    <QueryContent query={info} waiting={uid === ''}>
      {(data) => {
        const percent = formatPercent(topPercent(data.tiers));
        const cap = formatAmount(data.dailyCap);
        return (
          <>
            <section className="fp-card">
              <h2 className={styles.headline}>{t('promo.rebate.headline', { percent })}</h2>
              <p className={styles.subline}>
                {t('promo.rebate.intro', { min: formatAmount(data.minDeposit), percent, cap })}
              </p>
              <div className={styles.tierTable}>
                <TierTable info={data} />
              </div>
            </section>
            <TodayCard info={data} claim={claim} />
            <Records records={data.records} />
            <RulesCard
              rules={[
                t('promo.rebate.ruleLargest'),
                t('promo.rebate.ruleCap', { cap }),
                t('promo.common.wager', { count: data.wagerMultiple }),
                t('promo.rebate.ruleSameDay'),
              ]}
            />
          </>
        );
      }}
    </QueryContent>
  );

  return (
    <SubLayout>
      <PromoHero image="rebate" />
      {content}
    </SubLayout>
  );
}
