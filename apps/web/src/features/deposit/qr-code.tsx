import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './deposit.module.css';

/**
 * A QR code (a UPI intent, a QRIS, a crypto address), drawn once the encoder chunk has loaded; the
 * box never changes size. `label` names it for screen readers and under the code.
 */
export function QrCode({ text, label, testId }: { text: string; label: string; testId: string }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<{ text: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    // Without the chunk (offline) the box keeps its text; the copyable details beside it still work.
    import('./qr-path.ts').then(
      ({ qrPath }) => {
        if (isCurrent) setQr({ text, ...qrPath(text) });
      },
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, [text]);
  const isReady = qr !== null && qr.text === text;
  return (
    <figure className={styles.qrBox}>
      <div className={styles.qr} data-testid={testId} data-ready={isReady ? 'true' : 'false'}>
        {isReady ? (
          <svg viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={label}>
            <path d={qr.path} fill="#000" shapeRendering="crispEdges" />
          </svg>
        ) : (
          <span>{t('wallet.transferDetail.qrLoading')}</span>
        )}
      </div>
      <figcaption className="fp-muted" style={{ fontSize: 12 }}>
        {label}
      </figcaption>
    </figure>
  );
}
