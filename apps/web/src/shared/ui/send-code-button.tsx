import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

/** "Send code" with a resend countdown; `send` resolves to the seconds to wait, or null when it failed. */
export function SendCodeButton({ send }: { send(): Promise<number | null> }) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [isSending, setSending] = useState(false);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return (
    <button
      type="button"
      className={styles.codeButton}
      disabled={isSending || secondsLeft > 0}
      onClick={async () => {
        setSending(true);
        try {
          const wait = await send();
          if (wait !== null) setSecondsLeft(wait);
        } finally {
          setSending(false);
        }
      }}
    >
      {secondsLeft > 0 ? t('login.resendIn', { seconds: secondsLeft }) : t('login.sendCode')}
    </button>
  );
}
