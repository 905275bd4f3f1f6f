import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { showToast } from '../../shared/ui/feedback.ts';
import { EmptyState, QueryContent } from '../../shared/ui/page-states.tsx';
import { type SigninInfo, signinQuery, useClaimSignin } from './api.ts';
import styles from './promo.module.css';
import { formatAmount } from './promo-format.ts';
import { ButtonSpinner, Notice, PromoHero, RulesCard, Stat, StatGrid } from './promo-ui.tsx';
import { type SigninDayState, signinStrip } from './signin-strip.ts';
import { useClaim } from './use-claim.ts';

const DAY_CLASSES: Record<SigninDayState, string | undefined> = {
  signed: styles.daySigned,
  today: styles.dayToday,
  signedToday: styles.daySignedToday,
  upcoming: styles.dayUpcoming,
};

function DayMark({ state }: { state: SigninDayState }) {
  if (state === 'signed' || state === 'signedToday')
    return (
      <svg className={styles.stripMark} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
    );
  return (
    <svg className={styles.stripMark} viewBox="0 0 24 24" aria-hidden="true">
      <rect
        x="3"
        y="10"
        width="18"
        height="11"
        rx="2"
        fill="currentColor"
        opacity={state === 'today' ? 1 : 0.5}
      />
      <rect x="2" y="7" width="20" height="4" rx="1.5" fill="#e8323c" />
      <rect x="10.5" y="7" width="3" height="14" fill="#fdf062" />
    </svg>
  );
}

function RewardStrip({ info }: { info: SigninInfo }) {
  const { t } = useTranslation();
  const days = signinStrip(info.rewards, info.streak, info.hasSignedToday);
  return (
    <ol className={styles.strip} data-testid="signin-strip">
      {days.map((day) => (
        <li
          key={day.day}
          className={`${styles.stripDay} ${DAY_CLASSES[day.state] ?? ''}`}
          data-state={day.state}
          aria-current={day.state === 'today' || day.state === 'signedToday' ? 'date' : undefined}
        >
          <span>{t('promo.signin.day', { day: day.day })}</span>
          <DayMark state={day.state} />
          <span className={styles.stripAmount}>{formatAmount(day.amount)}</span>
        </li>
      ))}
    </ol>
  );
}

function History({ history }: { history: SigninInfo['history'] }) {
  const { t } = useTranslation();
  return (
    <section className="fp-card" aria-labelledby="signin-history">
      <h2 id="signin-history" className={styles.sectionTitle}>
        {t('promo.signin.history')}
      </h2>
      {history.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={styles.records}>
          {history.map((row) => (
            <li key={row.day} className={styles.record} data-testid="signin-record">
              <div className={styles.recordLine}>
                <span className={styles.recordTitle}>{row.day}</span>
                <span className={styles.recordAmount}>+{formatAmount(row.amount)}</span>
              </div>
              <span className={styles.recordMeta}>
                {t('promo.signin.historyStreak', { streak: row.streak })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Daily sign-in (/pages/promo/Signin/Signin): the 7-day strip, today's reward, the button, history. */
export default function SigninPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const info = useQuery(signinQuery(uid));
  const { claim, isClaiming, refusal } = useClaim(useClaimSignin, () => {
    void showToast(t('promo.common.receiveSuccess'));
  });

  const content = (
    <QueryContent query={info} waiting={uid === ''}>
      {(data) => (
        <>
          <section className="fp-card">
            <h2 className={styles.headline}>{t('promo.signin.headline')}</h2>
            <p className={styles.subline}>{t('promo.signin.intro')}</p>
            <StatGrid>
              <Stat label={t('promo.signin.streak')} value={data.streak} testId="signin-streak" />
              <Stat
                label={t('promo.signin.todayReward')}
                value={formatAmount(data.todayReward)}
                isAccent
                testId="signin-today-reward"
              />
            </StatGrid>
          </section>
          <section className="fp-card">
            <RewardStrip info={data} />
            <div className={styles.actions}>
              <button
                type="button"
                className="fp-button fp-button--gold fp-button--block"
                disabled={data.hasSignedToday || isClaiming}
                aria-busy={isClaiming}
                onClick={claim}
                data-testid="signin-button"
              >
                {isClaiming ? <ButtonSpinner /> : null}
                {data.hasSignedToday
                  ? t('promo.signin.signedToday')
                  : isClaiming
                    ? t('promo.signin.signingIn')
                    : t('promo.signin.signIn')}
              </button>
            </div>
            {refusal ? <Notice testId="promo-refusal">{refusal}</Notice> : null}
          </section>
          <History history={data.history} />
          <RulesCard
            rules={[
              t('promo.signin.ruleCycle', { days: data.rewards.length }),
              t('promo.signin.ruleDays'),
              t('promo.signin.ruleOnce'),
              // Only where the server refuses a sign-in before the first deposit.
              ...(data.requiresDeposit ? [t('promo.signin.ruleDeposit')] : []),
              t('promo.common.wager', { count: data.wagerMultiple }),
            ]}
          />
        </>
      )}
    </QueryContent>
  );

  return (
    <SubLayout>
      <PromoHero image="signin" />
      {content}
    </SubLayout>
  );
}
