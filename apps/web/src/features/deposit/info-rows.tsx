import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../shared/ui/copy.ts';
import styles from './deposit.module.css';

/** A copy button; its toast is exactly 'Copied successfully' (spec point 8). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.copyButton}
      aria-label={`${t('wallet.common.copy')} ${label}`}
      onClick={() => void copyText(text, t('wallet.common.copied'))}
    >
      {t('wallet.common.copy')}
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
