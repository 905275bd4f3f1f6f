import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from './copy.ts';
import styles from './ui.module.css';

// What the deposit and withdrawal order pages share: label / value rows with a copy button, status badges.

/** A copy button; its toast is exactly 'Copied successfully' (spec point 8). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.copyButton}
      aria-label={`${t('common.copy')} ${label}`}
      onClick={() => void copyText(text, t('common.copied'))}
    >
      {t('common.copy')}
    </button>
  );
}

/** One label / value line; `copy` adds a copy button for the value. */
export function InfoRow({
  label,
  value,
  copy,
  testId,
}: {
  label: string;
  value: ReactNode;
  copy?: string | null | undefined;
  testId?: string;
}) {
  return (
    <div className={styles.row}>
      <dt className={styles.rowLabel}>{label}</dt>
      <dd className={styles.rowValue}>
        <span data-testid={testId}>{value}</span>
        {copy ? <CopyButton text={copy} label={label} /> : null}
      </dd>
    </div>
  );
}

export function InfoRows({ children }: { children: ReactNode }) {
  return <dl className={styles.rows}>{children}</dl>;
}

/** How a status reads: still waiting, done, or not done. */
export type StatusTone = 'pending' | 'success' | 'failure';

const TONE_CLASSES: Record<StatusTone, string | undefined> = {
  pending: styles.statusPending,
  success: styles.statusSuccess,
  failure: styles.statusFailure,
};

/** A status in words and in the colour of its tone; `status` is kept in `data-status`. */
export function ToneBadge({ tone, status, label }: { tone: StatusTone; status: string; label: string }) {
  return (
    <span className={`${styles.status} ${TONE_CLASSES[tone]}`} data-status={status}>
      {label}
    </span>
  );
}
