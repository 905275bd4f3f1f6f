import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatClockTime, formatDateTime } from '../../shared/format-time.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { currentMoneyStyle } from '../../shared/money.ts';
import { getRegion } from '../../shared/region.ts';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { EmptyState, QueryContent } from '../../shared/ui/page-states.tsx';
import { type InvitationInfo, invitationQuery } from './api.ts';
import { Countdown } from './countdown-label.tsx';
import { invitationPayout } from './invitation-payout.ts';
import styles from './promo.module.css';
import { formatAmount } from './promo-format.ts';
import { Notice, PromoHero, RulesCard, Stat, StatGrid, StatusBadge } from './promo-ui.tsx';

function SummaryCard({ info, onPayout }: { info: InvitationInfo; onPayout(): void }) {
  const { t } = useTranslation();
  const reward = formatAmount(info.rewardPerPair);
  const payout = invitationPayout(info);
  const time = formatDateTime(info.nextPayoutAt, getRegion().timeZone);
  // The payout is at 5:00 India time (spec point 9); the player reads it on their own clock.
  const clock = formatClockTime(info.nextPayoutAt, getRegion().timeZone, currentMoneyStyle().locale);
  return (
    <section className="fp-card">
      <h2 className={styles.headline}>{t('promo.invitation.headline', { amount: reward })}</h2>
      <p className={styles.subline}>{t('promo.invitation.intro', { amount: reward, time: clock })}</p>
      <StatGrid columns={3}>
        <Stat label={t('promo.invitation.validInvitees')} value={info.validInvitees} testId="invite-valid" />
        <Stat label={t('promo.invitation.rewardedPairs')} value={info.rewardedPairs} testId="invite-pairs" />
        <Stat
          label={t('promo.invitation.pendingInvitees')}
          value={info.pendingInvitees}
          isAccent
          testId="invite-pending"
        />
      </StatGrid>
      <div className={`${styles.stat} ${styles.payout}`}>
        <span className={styles.statLabel}>{t('promo.invitation.nextPayout')}</span>
        <span className="fp-spread">
          <strong className={styles.statValue} data-testid="invite-next-payout">
            {payout.pairs === 0
              ? t('promo.invitation.payoutNoPairs', { time })
              : t('promo.invitation.payoutPairs', { count: payout.pairs, time })}
          </strong>
          <Countdown until={info.nextPayoutAt} onEnd={onPayout} />
        </span>
        {payout.waitingFriends > 0 ? (
          <span className={styles.payoutNote} data-testid="invite-waiting">
            {t('promo.invitation.waiting', { count: payout.waitingFriends })}
          </span>
        ) : null}
      </div>
      {info.hasPhone ? null : (
        <Notice
          testId="invite-phone"
          action={
            <AppLink to={PATHS.phoneBinding} className="fp-button fp-button--small">
              {t('promo.common.bindPhone')}
            </AppLink>
          }
        >
          {t('promo.invitation.phoneNeeded')}
        </Notice>
      )}
      <div className={styles.actions}>
        <AppLink
          to={PATHS.earn}
          className="fp-button fp-button--gold fp-button--block"
          data-testid="invite-earn"
        >
          {t('promo.invitation.invite')}
        </AppLink>
      </div>
    </section>
  );
}

function Records({ records }: { records: InvitationInfo['records'] }) {
  const { t } = useTranslation();
  return (
    <section className="fp-card" aria-labelledby="invite-records">
      <h2 id="invite-records" className={styles.sectionTitle}>
        {t('promo.common.records')}
      </h2>
      {records.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={styles.records}>
          {records.map((row) => (
            <li key={row.day} className={styles.record} data-testid="invite-record">
              <div className={styles.recordLine}>
                <span className={styles.recordTitle}>{row.day}</span>
                <span className={styles.recordAmount}>{formatAmount(row.amount)}</span>
              </div>
              <div className={styles.recordLine}>
                <span className={styles.recordMeta}>
                  {t('promo.invitation.pairs')} {row.pairs}
                </span>
                <StatusBadge status={row.status} label={t(`promo.invitation.status.${row.status}`)} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Invitation ranks (/pages/promo/InvitationalRanks): a reward per 2 valid invitees, paid at 5:00 GMT+5:30. */
export default function InvitationalRanksPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const info = useQuery(invitationQuery(uid));

  const content = (
    <QueryContent query={info} waiting={uid === ''}>
      {(data) => (
        <>
          <SummaryCard info={data} onPayout={() => void info.refetch()} />
          <Records records={data.records} />
          <RulesCard
            rules={[
              t('promo.invitation.rulePairs', { amount: formatAmount(data.rewardPerPair) }),
              t('promo.invitation.validRule', { amount: formatAmount(data.validDeposit) }),
              t('promo.invitation.rulePayout', {
                time: formatClockTime(data.nextPayoutAt, getRegion().timeZone, currentMoneyStyle().locale),
              }),
              t('promo.invitation.ruleClaim', { count: data.keepDays }),
              t('promo.common.wager', { count: data.wagerMultiple }),
            ]}
          />
        </>
      )}
    </QueryContent>
  );

  return (
    <SubLayout>
      <PromoHero image="invite-ranks" />
      {content}
    </SubLayout>
  );
}
