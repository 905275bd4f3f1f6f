import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './deposit.module.css';

/** The QR code of a upi:// intent, drawn once the encoder chunk has loaded; the box never changes size. */
export function UpiQrCode({ link }: { link: string }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<{ link: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    // Without the chunk (offline) the box keeps its text; the UPI ID and the app link still work.
    import('./qr-path.ts').then(
      ({ qrPath }) => {
        if (isCurrent) setQr({ link, ...qrPath(link) });
      },
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, [link]);
  const isReady = qr !== null && qr.link === link;
  return (
    <figure className={styles.qrBox} style={{ margin: '8px 0 4px' }}>
      <div className={styles.qr} data-testid="upi-qr">
        {isReady ? (
          <svg
            viewBox={`0 0 ${qr.size} ${qr.size}`}
            role="img"
            aria-label={t('wallet.transferDetail.qrCode')}
          >
            <path d={qr.path} fill="#000" shapeRendering="crispEdges" />
          </svg>
        ) : (
          <span>{t('wallet.transferDetail.qrLoading')}</span>
        )}
      </div>
      <figcaption className="fp-muted" style={{ fontSize: 12 }}>
        {t('wallet.transferDetail.qrCode')}
      </figcaption>
    </figure>
  );
}
