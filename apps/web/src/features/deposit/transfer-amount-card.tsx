import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../shared/money.ts';
import { CopyButton } from '../../shared/ui/wallet-ui.tsx';
import styles from './deposit.module.css';

/** The exact amount to transfer, with its copy button (and the order's status where given). */
export function TransferAmountCard({
  amount,
  status,
  testId,
}: {
  amount: number;
  status?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <section className="fp-card" data-testid={testId}>
      <div className={styles.statusHeader}>
        <span className="fp-muted">{t('wallet.transferDetail.amount')}</span>
        <span className="fp-row">
          <span className={styles.amountBig} data-testid="transfer-amount">
            {money(amount)}
          </span>
          <CopyButton text={String(amount)} label={t('wallet.transferDetail.amount')} />
        </span>
        {status}
      </div>
      <p className={styles.notice} style={{ marginTop: 0 }}>
        {t('wallet.transferDetail.exactAmount')}
      </p>
    </section>
  );
}
