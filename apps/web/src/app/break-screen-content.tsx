import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BreakReturn } from '../features/rg/break-return.tsx';
import { BreakWithdraw } from '../features/withdraw/break-withdraw.tsx';
import { logoutOnServer } from '../shared/api/auth.ts';
import { type RefusedForBreak, signedBy, useBreakSessionStore } from '../shared/store/break-session-store.ts';
import styles from './break-screen.module.css';

/**
 * What a sign-in refused for a break shows (decision 023): the break's message, "Withdraw my
 * balance" (features/withdraw) and, after a self-exclusion has ended, the way back (features/rg), all
 * with the withdraw-only session; closing it logs that session out.
 */
export default function BreakScreenContent({ refused }: { refused: RefusedForBreak }) {
  const { t } = useTranslation();
  const clear = useBreakSessionStore((state) => state.clear);
  const [isWithdrawing, setWithdrawing] = useState(false);
  const close = () => {
    void logoutOnServer(signedBy(refused.session));
    clear();
  };
  return (
    <div className={styles.breakScreen} role="dialog" aria-modal="true" data-testid="break-screen">
      <div className={styles.breakCard}>
        <p className={styles.breakMessage} data-testid="break-message">
          {refused.message}
        </p>
        {isWithdrawing ? (
          <BreakWithdraw session={refused.session} />
        ) : (
          <button
            type="button"
            className="fp-button fp-button--block"
            onClick={() => setWithdrawing(true)}
            data-testid="break-withdraw"
          >
            {t('breakSession.withdrawBalance')}
          </button>
        )}
        <BreakReturn session={refused.session} />
        <button type="button" className="fp-button fp-button--ghost fp-button--block" onClick={close}>
          {t('breakSession.close')}
        </button>
      </div>
    </div>
  );
}
