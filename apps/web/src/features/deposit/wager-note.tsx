import { useTranslation } from 'react-i18next';
import styles from './deposit.module.css';

/**
 * What a deposit asks before a withdrawal, from the configured multiple (the server adds amount ×
 * multiple to the wager requirement), and where its bonus goes.
 */
export function WagerNote({ multiple, hasBonus }: { multiple: number; hasBonus: boolean }) {
  const { t } = useTranslation();
  if (multiple <= 0 && !hasBonus) return null;
  return (
    <p className={styles.notice} data-testid="wager-note">
      {multiple > 0 ? t('wallet.deposit.wagerNote', { multiple }) : null}
      {multiple > 0 && hasBonus ? ' ' : null}
      {hasBonus ? t('wallet.deposit.bonusNote') : null}
    </p>
  );
}
