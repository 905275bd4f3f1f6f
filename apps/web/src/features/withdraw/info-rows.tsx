import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../shared/ui/copy.ts';
import styles from './withdraw.module.css';

/** One label / value line; `copy` adds a copy button ('Copied successfully', spec point 8). */
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
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <dt className={styles.rowLabel}>{label}</dt>
      <dd className={styles.rowValue}>
        <span data-testid={testId}>{value}</span>
        {copy ? (
          <button
            type="button"
            className={styles.copyButton}
            aria-label={`${t('withdraw.common.copy')} ${label}`}
            onClick={() => void copyText(copy, t('withdraw.common.copied'))}
          >
            {t('withdraw.common.copy')}
          </button>
        ) : null}
      </dd>
    </div>
  );
}

export function InfoRows({ children }: { children: ReactNode }) {
  return <dl className={styles.rows}>{children}</dl>;
}
