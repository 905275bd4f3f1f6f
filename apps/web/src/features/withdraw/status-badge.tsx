import { useTranslation } from 'react-i18next';
import styles from './withdraw.module.css';
import { STATUS_KEYS, statusTone, type WithdrawStatus } from './withdraw-status.ts';

const TONE_CLASSES = {
  pending: styles.statusPending,
  success: styles.statusSuccess,
  failure: styles.statusFailure,
} as const;

/** A withdrawal status in words and colour: yellow while waiting, green when paid, red when returned. */
export function StatusBadge({ status }: { status: WithdrawStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.status} ${TONE_CLASSES[statusTone(status)]}`} data-status={status}>
      {t(STATUS_KEYS[status])}
    </span>
  );
}
