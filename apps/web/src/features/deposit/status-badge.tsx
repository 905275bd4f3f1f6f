import type { DepositStatus } from '@fairplay/contract';
import { useTranslation } from 'react-i18next';
import styles from './deposit.module.css';
import { STATUS_KEYS } from './deposit-texts.ts';
import { statusTone } from './transfer-rules.ts';

const TONE_CLASSES = {
  pending: styles.statusPending,
  success: styles.statusSuccess,
  failure: styles.statusFailure,
} as const;

/** A deposit status in words and colour: yellow while waiting, green when credited, red when not. */
export function StatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.status} ${TONE_CLASSES[statusTone(status)]}`} data-status={status}>
      {t(STATUS_KEYS[status] ?? STATUS_KEYS.pending)}
    </span>
  );
}
