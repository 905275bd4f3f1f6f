import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../shared/money.ts';
import styles from './deposit.module.css';
import { QrCode } from './qr-code.tsx';
import { countdownText, secondsUntil } from './transfer-rules.ts';

const TICK_MS = 1_000;

/** Seconds left until an expiry, ticking every second until it is reached. */
function useSecondsLeft(expiresAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = secondsUntil(expiresAt, now);
  // Stops at 0: the expired card needs no more renders.
  const isTicking = secondsLeft !== null && secondsLeft > 0;
  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [isTicking]);
  return secondsLeft;
}

/**
 * A dynamic QRIS to scan with any e-wallet or bank app, its amount and the time left to pay it; at
 * the end the code goes away and the order is read again (the server marks it expired).
 */
export function QrisPayment({
  qrPayload,
  amount,
  expiresAt,
  payUrl,
  onExpired,
}: {
  qrPayload: string;
  amount: number;
  expiresAt: string | null;
  /** The gateway's page for paying on this phone (the sandbox's payer). */
  payUrl: string | null;
  onExpired(): void;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const secondsLeft = useSecondsLeft(expiresAt);
  const isExpired = secondsLeft === 0;
  // Once: the order is read again, and the page shows what the server says.
  const hasReported = useRef(false);
  useEffect(() => {
    if (!isExpired || hasReported.current) return;
    hasReported.current = true;
    onExpired();
  }, [isExpired, onExpired]);

  if (isExpired) {
    return (
      <section className="fp-card" data-testid="qris-expired">
        <p className={styles.paragraph}>{t('wallet.qris.expired')}</p>
      </section>
    );
  }
  return (
    <section className="fp-card" data-testid="qris-payment">
      <h2 className={styles.cardTitle}>{t('wallet.qris.title')}</h2>
      <QrCode text={qrPayload} label={t('wallet.qris.qrLabel', { amount: money(amount) })} testId="qris-qr" />
      <div className={styles.statusHeader}>
        <span className={styles.amountBig} data-testid="qris-amount">
          {money(amount)}
        </span>
        {secondsLeft !== null ? (
          <span className="fp-muted" data-testid="qris-countdown">
            {t('wallet.qris.expiresIn')}{' '}
            <span className={styles.countdown}>{countdownText(secondsLeft)}</span>
          </span>
        ) : null}
      </div>
      <p className={styles.notice}>{t('wallet.qris.apps')}</p>
      {payUrl ? (
        <button
          type="button"
          className={`fp-button fp-button--ghost fp-button--block ${styles.submit}`}
          onClick={() => window.location.assign(payUrl)}
          data-testid="qris-open-payer"
        >
          {t('wallet.qris.openPayer')}
        </button>
      ) : null}
    </section>
  );
}
