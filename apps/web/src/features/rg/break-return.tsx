import type { BreakSession } from '@fairplay/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  confirmReturnWith,
  type ReturnStatus,
  requestReturnWith,
  returnStatusWith,
} from '../../shared/api/rg.ts';
import { formatDateTime } from '../../shared/format-time.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { signedBy } from '../../shared/store/break-session-store.ts';
import { showToast } from '../../shared/ui/feedback.ts';
import styles from './break-return.module.css';

/**
 * On the break screen, after a self-exclusion has ended (decision 023): ask to return, wait the
 * cooling-off, then confirm; nothing while a break runs or for a time-out.
 */
export function BreakReturn({ session }: { session: BreakSession }) {
  const { t } = useTranslation();
  const timeZone = useAppStore((state) => state.timeZone);
  const [status, setStatus] = useState<ReturnStatus | null>(null);
  useEffect(() => {
    void returnStatusWith(signedBy(session)).then((outcome) => {
      if (outcome.code === 200) setStatus(outcome.data);
    });
  }, [session]);
  if (!status || status.status === 'running') return null;
  if (status.status === 'none') return <p className={styles.note}>{t('breakSession.returned')}</p>;
  if (status.status === 'waiting')
    return (
      <p className={styles.note} data-testid="break-return-waiting">
        {t('breakSession.returnWaiting', {
          time: formatDateTime(status.confirmFrom, timeZone).slice(0, 16),
        })}
      </p>
    );
  const isConfirm = status.status === 'canConfirm';
  const act = async () => {
    const outcome = await (isConfirm ? confirmReturnWith : requestReturnWith)(signedBy(session));
    if (outcome.code !== 200) return;
    setStatus(outcome.data);
    if (outcome.data.status === 'none') void showToast(t('breakSession.returned'));
  };
  return (
    <>
      <p className={styles.note}>{t(isConfirm ? 'breakSession.confirmHint' : 'breakSession.returnHint')}</p>
      <button
        type="button"
        className="fp-button fp-button--gold fp-button--block"
        data-testid="break-return"
        onClick={() => void act()}
      >
        {t(isConfirm ? 'breakSession.confirmReturn' : 'breakSession.askReturn')}
      </button>
    </>
  );
}
