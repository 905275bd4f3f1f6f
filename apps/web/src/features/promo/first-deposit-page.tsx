import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { showToast } from '../../shared/ui/feedback.ts';
import { QueryContent } from '../../shared/ui/page-states.tsx';
import { type FirstDepositInfo, firstDepositQuery, useClaimFirstDeposit } from './api.ts';
import { Countdown } from './countdown-label.tsx';
import styles from './promo.module.css';
import { formatAmount, formatPercent } from './promo-format.ts';
import { Notice, PromoHero, RulesCard, Stat, StatGrid, StatusBadge } from './promo-ui.tsx';
import { rewardAction } from './reward-action.ts';
import { RewardButton } from './reward-button.tsx';
import { useClaim } from './use-claim.ts';

const HINT_KEYS: Partial<Record<FirstDepositInfo['status'], string>> = {
  locked: 'promo.firstDeposit.lockedHint',
  claimed: 'promo.firstDeposit.claimedHint',
  expired: 'promo.firstDeposit.expiredHint',
};

function FirstDepositCard({
  info,
  onDeadline,
  claim,
}: {
  info: FirstDepositInfo;
  onDeadline(): void;
  claim: ReturnType<typeof useClaim>;
}) {
  const { t } = useTranslation();
  const action = rewardAction(info.status, info.hasPhone);
  const hintKey = HINT_KEYS[info.status];
  return (
    <section className="fp-card">
      <div className="fp-spread">
        <h2 className={styles.headline}>
          {t('promo.firstDeposit.headline', { percent: formatPercent(info.ratePercent) })}
        </h2>
        <StatusBadge status={info.status} />
      </div>
      <p className={styles.subline}>
        {t('promo.firstDeposit.subline', { max: formatAmount(info.maxBonus) })}
      </p>
      <StatGrid>
        <Stat
          label={t('promo.firstDeposit.yourDeposit')}
          value={
            info.firstDepositAmount === null
              ? t('promo.firstDeposit.notYet')
              : formatAmount(info.firstDepositAmount)
          }
          testId="first-deposit-amount"
        />
        <Stat
          label={t('promo.firstDeposit.yourBonus')}
          value={formatAmount(info.bonus)}
          isAccent
          testId="first-deposit-bonus"
        />
      </StatGrid>
      {info.status === 'claimable' && info.claimUntil ? (
        <p className={styles.deadline}>
          <span>{t('promo.firstDeposit.claimWithin')}</span>
          <Countdown until={info.claimUntil} onEnd={onDeadline} testId="first-deposit-countdown" />
        </p>
      ) : null}
      {action.kind === 'bindPhone' ? (
        <Notice testId="first-deposit-phone">{t('promo.firstDeposit.phoneNeeded')}</Notice>
      ) : null}
      <div className={styles.actions}>
        <RewardButton action={action} isClaiming={claim.isClaiming} onClaim={claim.claim} />
        {hintKey && action.kind !== 'bindPhone' ? <p className={styles.hint}>{t(hintKey)}</p> : null}
      </div>
      {claim.refusal ? <Notice testId="promo-refusal">{claim.refusal}</Notice> : null}
    </section>
  );
}

/** First deposit bonus (/pages/promo/FirstDeposit/FirstDeposit): rules, the deposit, the bonus and its claim. */
export default function FirstDepositPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const info = useQuery(firstDepositQuery(uid));
  const claim = useClaim(useClaimFirstDeposit, () => {
    void showToast(t('promo.common.receiveSuccess'));
  });

  const content = (
    <QueryContent query={info} waiting={uid === ''}>
      {(data) => (
        <>
          <FirstDepositCard info={data} onDeadline={() => void info.refetch()} claim={claim} />
          <RulesCard
            rules={[
              t('promo.firstDeposit.ruleRate', {
                percent: formatPercent(data.ratePercent),
                max: formatAmount(data.maxBonus),
              }),
              t('promo.firstDeposit.ruleWindow', { count: data.claimDays }),
              t('promo.common.wager', { count: data.wagerMultiple }),
              t('promo.firstDeposit.rulePhone'),
            ]}
          />
        </>
      )}
    </QueryContent>
  );

  return (
    <SubLayout>
      <PromoHero image="first-deposit" />
      {content}
    </SubLayout>
  );
}
