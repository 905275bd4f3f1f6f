import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePlayerInfo } from '../../shared/api/account.ts';
import { formatDateTime } from '../../shared/format-time.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { getRegion } from '../../shared/region.ts';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { showToast } from '../../shared/ui/feedback.ts';
import { QueryContent } from '../../shared/ui/page-states.tsx';
import { type SignupBonusInfo, signupBonusQuery, useActivateSignupBonus } from './api.ts';
import { Countdown } from './countdown-label.tsx';
import styles from './promo.module.css';
import { formatAmount } from './promo-format.ts';
import { ButtonSpinner, Notice, PromoHero, RulesCard } from './promo-ui.tsx';
import { type SignupAction, signupAction } from './reward-action.ts';
import { useClaim } from './use-claim.ts';

function SignupButton({
  action,
  isActivating,
  onActivate,
}: {
  action: SignupAction;
  isActivating: boolean;
  onActivate(): void;
}) {
  const { t } = useTranslation();
  if (action.kind === 'openMail')
    return (
      <AppLink
        to={PATHS.mail}
        className="fp-button fp-button--gold fp-button--block"
        data-testid="signup-open-mail"
      >
        {t('promo.signupBonus.openMail')}
      </AppLink>
    );
  if (action.kind === 'done')
    return (
      <button type="button" className="fp-button fp-button--block" disabled data-testid="signup-activate">
        {t(`promo.common.${action.reason}`)}
      </button>
    );
  return (
    <button
      type="button"
      className="fp-button fp-button--gold fp-button--block"
      disabled={isActivating}
      aria-busy={isActivating}
      onClick={onActivate}
      data-testid="signup-activate"
    >
      {isActivating ? <ButtonSpinner /> : null}
      {isActivating ? t('promo.signupBonus.activating') : t('promo.signupBonus.activate')}
    </button>
  );
}

function SignupCard({ info, onDeadline }: { info: SignupBonusInfo; onDeadline(): void }) {
  const { t } = useTranslation();
  // Unknown until user info arrives: then no phone hint rather than a wrong one.
  const player = usePlayerInfo();
  const hasPhone = player === null || player.mobile !== null;
  const activation = useClaim(useActivateSignupBonus, () => {
    void showToast(t('promo.signupBonus.inMailboxToast'));
  });
  const action = signupAction(info.status);
  const timeZone = getRegion().timeZone;
  const showsKeepUntil = info.status === 'open' || info.status === 'inMailbox';
  return (
    <section className="fp-card">
      <h2 className={styles.headline}>
        {t('promo.signupBonus.headline', { amount: formatAmount(info.amount) })}
      </h2>
      <p className={styles.subline}>{t('promo.signupBonus.intro', { count: info.openHours })}</p>
      <p className={styles.subline} data-testid="signup-status" data-status={info.status}>
        <strong>{t(`promo.signupBonus.status.${info.status}`, { count: info.openHours })}</strong>
      </p>
      {info.status === 'open' ? (
        <p className={styles.deadline}>
          <span>{t('promo.signupBonus.timeLeft')}</span>
          <Countdown until={info.openUntil} onEnd={onDeadline} testId="signup-countdown" />
        </p>
      ) : null}
      {showsKeepUntil ? (
        <p className={styles.deadline}>
          <span>{t('promo.signupBonus.keepUntil')}</span>
          <strong data-testid="signup-keep-until">{formatDateTime(info.keepUntil, timeZone)}</strong>
        </p>
      ) : null}
      <div className={styles.actions}>
        <SignupButton action={action} isActivating={activation.isClaiming} onActivate={activation.claim} />
      </div>
      {activation.refusal ? (
        <Notice
          testId="promo-refusal"
          action={
            hasPhone ? undefined : (
              <AppLink to={PATHS.phoneBinding} className="fp-button fp-button--small">
                {t('promo.common.bindPhone')}
              </AppLink>
            )
          }
        >
          {activation.refusal}
        </Notice>
      ) : null}
    </section>
  );
}

/** Sign-up bonus (/pages/promo/SignupBonus): take it within the open hours, then claim it from the inbox. */
export default function SignupBonusPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const info = useQuery(signupBonusQuery(uid));

  const content = (
    <QueryContent query={info} waiting={uid === ''}>
      {(data) => (
        <>
          <SignupCard info={data} onDeadline={() => void info.refetch()} />
          <RulesCard
            rules={[
              t('promo.signupBonus.ruleOpen', { count: data.openHours }),
              t('promo.signupBonus.ruleKeep', { count: data.keepDays }),
              t('promo.common.wager', { count: data.wagerMultiple }),
              t('promo.signupBonus.rulePhone'),
            ]}
          />
        </>
      )}
    </QueryContent>
  );

  return (
    <SubLayout>
      <PromoHero image="signup-bonus" />
      {content}
    </SubLayout>
  );
}
