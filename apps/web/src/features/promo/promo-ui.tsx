import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardStatus } from './api.ts';
import styles from './promo.module.css';

/** The event's 750x300 picture at the top of its page; the size is reserved before it loads. */
export function PromoHero({ image }: { image: string }) {
  return (
    <img
      className={styles.hero}
      src={`/static/promo/${image}.svg`}
      width={750}
      height={300}
      alt=""
      decoding="async"
    />
  );
}

export function Stat({
  label,
  value,
  isAccent = false,
  testId,
}: {
  label: string;
  value: ReactNode;
  isAccent?: boolean;
  testId?: string;
}) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={`${styles.statValue} ${isAccent ? styles.statAccent : ''}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function StatGrid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return <dl className={`${styles.stats} ${columns === 3 ? styles.stats3 : ''}`}>{children}</dl>;
}

/** A warning in the page (a missing phone, the server's last refusal), with an optional action. */
export function Notice({
  children,
  action,
  testId,
}: {
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.notice} role="status" data-testid={testId}>
      <span>{children}</span>
      {action}
    </div>
  );
}

export function RulesCard({ rules }: { rules: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section className="fp-card" aria-labelledby="promo-rules">
      <h2 id="promo-rules" className={styles.sectionTitle}>
        {t('promo.common.rules')}
      </h2>
      <ol className={styles.rules}>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </section>
  );
}

const STATUS_CLASSES: Record<RewardStatus, string> = {
  locked: '',
  claimable: styles.statusClaimable ?? '',
  claimed: styles.statusClaimed ?? '',
  expired: '',
};

/** A reward's status in words and colour; `label` overrides the common words. */
export function StatusBadge({ status, label }: { status: RewardStatus; label?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.status} ${STATUS_CLASSES[status]}`} data-status={status}>
      {label ?? t(`promo.common.status.${status}`)}
    </span>
  );
}

/** The small spinner inside a button while its call runs. */
export function ButtonSpinner() {
  return <span className={`fp-spinner ${styles.buttonSpinner}`} aria-hidden="true" />;
}
