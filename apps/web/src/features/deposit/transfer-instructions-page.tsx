import { DEPOSIT_CREDIT_MINUTES, SELF_UTR_PROCESS_HOURS } from '@fairplay/contract/constants';
import { useTranslation } from 'react-i18next';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { PATHS } from '../../shared/routes.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import styles from './deposit.module.css';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

function Steps({ group }: { group: 'imps' | 'upi' }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.steps}>
      {STEPS.map((step) => (
        <li key={step}>{t(`wallet.instructions.${group}.${step}`)}</li>
      ))}
    </ol>
  );
}

/** Transfer Instructions: how to pay by IMPS and by UPI, where the 12-digit UTR is, and how long it takes. */
export default function TransferInstructionsPage() {
  const { t } = useTranslation();
  return (
    <SubLayout>
      <p className={styles.paragraph} style={{ margin: '0 2px 12px' }}>
        {t('wallet.instructions.intro')}
      </p>
      <section className="fp-card">
        <h2 className={styles.cardTitle}>{t('wallet.instructions.impsTitle')}</h2>
        <Steps group="imps" />
      </section>
      <section className="fp-card">
        <h2 className={styles.cardTitle}>{t('wallet.instructions.upiTitle')}</h2>
        <Steps group="upi" />
      </section>
      <section className="fp-card">
        <h2 className={styles.cardTitle}>{t('wallet.instructions.utrTitle')}</h2>
        <p className={styles.paragraph}>{t('wallet.instructions.utr.intro')}</p>
        <ul className={styles.steps}>
          <li>{t('wallet.instructions.utr.bank')}</li>
          <li>{t('wallet.instructions.utr.upi')}</li>
          <li>{t('wallet.instructions.utr.check')}</li>
        </ul>
      </section>
      <section className="fp-card">
        <h2 className={styles.cardTitle}>{t('wallet.instructions.timesTitle')}</h2>
        <p className={styles.paragraph}>
          {t('wallet.instructions.credit', {
            min: DEPOSIT_CREDIT_MINUTES[0],
            max: DEPOSIT_CREDIT_MINUTES[1],
          })}
        </p>
        <p className={styles.paragraph}>
          {t('wallet.instructions.selfService', {
            min: SELF_UTR_PROCESS_HOURS[0],
            max: SELF_UTR_PROCESS_HOURS[1],
          })}
        </p>
      </section>
      <div className={styles.stack}>
        <AppLink to={PATHS.deposit} className="fp-button fp-button--gold fp-button--block">
          {t('wallet.instructions.startDeposit')}
        </AppLink>
        <AppLink to={PATHS.selfUtrInfo} className="fp-button fp-button--ghost fp-button--block">
          {t('wallet.instructions.selfUtr')}
        </AppLink>
      </div>
    </SubLayout>
  );
}
