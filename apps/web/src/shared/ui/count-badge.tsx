import type { ReactNode } from 'react';
import styles from './count-badge.module.css';

/** Counts above this show as "99+". */
const MAX_SHOWN_COUNT = 99;

/** A count (unread messages) in a red pill; nothing at 0. `label` is what a screen reader says instead. */
export function CountBadge({
  count,
  label,
  testId = 'count-badge',
}: {
  count: number;
  label: string;
  testId?: string;
}) {
  if (count <= 0) return null;
  return (
    <span className={styles.badge} data-testid={testId}>
      <span aria-hidden="true">{count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : count}</span>
      <span className="fp-visually-hidden">{label}</span>
    </span>
  );
}

/** An icon with its count over the top-right corner, starting over the icon so it stays within the bar that holds it. */
export function IconWithBadge({
  count,
  label,
  testId,
  children,
}: {
  count: number;
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <span className={styles.holder}>
      {children}
      {count > 0 ? (
        <span className={styles.corner}>
          <CountBadge count={count} label={label} {...(testId ? { testId } : {})} />
        </span>
      ) : null}
    </span>
  );
}
