import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { useMoney } from '../../shared/money.ts';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { ErrorState, LoadingState } from '../../shared/ui/page-states.tsx';
import uiStyles from '../../shared/ui/ui.module.css';
import { type WithdrawInfo, withdrawInfoQuery } from './api.ts';
import styles from './withdraw.module.css';
import { WarningIcon, WithdrawForm } from './withdraw-form.tsx';
import { activeBonus, wagerLeftAmount } from './withdraw-rules.ts';
import { wagerLeftMessage } from './withdraw-texts.ts';

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Balance, today's limits and the wager requirement (spec point 9). */
function Summary({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const wagerLeft = wagerLeftAmount(info.wagerRemaining);
  const bonus = activeBonus(info);
  return (
    <section className="fp-card" aria-label={t('withdraw.apply.balance')}>
      <div className={styles.balanceCard}>
        <span className={uiStyles.balanceLabel}>{t('withdraw.apply.balance')}</span>
        <span className={styles.balanceValue} data-testid="withdraw-balance">
          {money(info.balance)}
        </span>
        {info.frozen > 0 ? (
          <span className={styles.balanceSub}>
            {t('withdraw.apply.frozen', { amount: money(info.frozen) })}
          </span>
        ) : null}
      </div>
      <dl className={styles.stats}>
        <Stat
          label={t('withdraw.apply.remainingLimit')}
          value={money(info.remainingLimit)}
          testId="remaining-limit"
        />
        <Stat
          label={t('withdraw.apply.dailyLimit', { level: info.vipLevel })}
          value={money(info.dailyLimit)}
          testId="daily-limit"
        />
        <Stat
          label={t('withdraw.apply.remainingTimes')}
          value={t('withdraw.apply.times', { left: info.remainingTimes, total: info.dailyCount })}
          testId="remaining-times"
        />
        <Stat
          label={t('withdraw.apply.wagerRequirement')}
          value={money(info.wagerRemaining)}
          testId="wager-remaining"
        />
      </dl>
      {wagerLeft !== null ? (
        <p className={styles.warning} role="status" data-testid="wager-message">
          <WarningIcon />
          <span>{wagerLeftMessage(t, money(wagerLeft))}</span>
        </p>
      ) : null}
      {bonus ? (
        <div className={styles.bonusBox} data-testid="withdraw-bonus">
          <dl className={styles.stats}>
            <Stat
              label={t('withdraw.apply.bonusBalance')}
              value={money(bonus.amount)}
              testId="bonus-balance"
            />
            <Stat
              label={t('withdraw.apply.bonusWagerLeft')}
              value={money(bonus.wagerLeft)}
              testId="bonus-wager-remaining"
            />
          </dl>
          <p className={styles.bonusNotice}>{t('withdraw.apply.bonusNotice')}</p>
        </div>
      ) : null}
    </section>
  );
}

function WithdrawClosed() {
  const { t } = useTranslation();
  return (
    <div className="fp-card fp-center" role="status" data-testid="withdraw-closed">
      <strong>{t('withdraw.apply.closedTitle')}</strong>
      <span className="fp-muted">{t('withdraw.apply.closedBody')}</span>
    </div>
  );
}

/** Withdraw (/pages/wallet/Withdraw): limits, wager, account, amount with fee and arrival, password. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const info = useQuery(withdrawInfoQuery(uid));

  // Data first: a failed background refresh must not replace a form being filled in.
  const data = uid === '' ? undefined : info.data;
  let content: ReactNode;
  if (data && !data.isOpen) content = <WithdrawClosed />;
  else if (data)
    content = (
      <>
        <Summary info={data} />
        <WithdrawForm info={data} uid={uid} isFresh={info.isFetchedAfterMount} />
      </>
    );
  else if (info.isError)
    content = <ErrorState message={t('withdraw.apply.loadFailed')} onRetry={() => void info.refetch()} />;
  else content = <LoadingState />;

  return (
    <SubLayout
      right={
        <AppLink
          to={PATHS.withdrawHistory}
          className={uiStyles.headerLink}
          data-testid="withdraw-history-link"
        >
          {t('withdraw.common.history')}
        </AppLink>
      }
    >
      {content}
    </SubLayout>
  );
}
