import { DEPOSIT_CREDIT_MINUTES, SELF_UTR_PROCESS_HOURS } from '@fairplay/contract/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { getRegion } from '../../shared/region.ts';
import { PATHS } from '../../shared/routes.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import styles from './deposit.module.css';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;
const CREDIT_MINUTES = { min: DEPOSIT_CREDIT_MINUTES[0], max: DEPOSIT_CREDIT_MINUTES[1] };

/** One way to pay: its title and four steps (keys under wallet.instructions.<group>). */
function Steps({ titleKey, group }: { titleKey: string; group: string }) {
  const { t } = useTranslation();
  return (
    <section className="fp-card">
      <h2 className={styles.cardTitle}>{t(titleKey)}</h2>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step}>{t(`wallet.instructions.${group}.${step}`)}</li>
        ))}
      </ol>
    </section>
  );
}

function Card({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="fp-card">
      <h2 className={styles.cardTitle}>{t(titleKey)}</h2>
      {children}
    </section>
  );
}

/** India: IMPS and UPI, the 12-digit UTR, and the self-service UTR. */
function IndiaInstructions() {
  const { t } = useTranslation();
  return (
    <>
      <Steps titleKey="wallet.instructions.impsTitle" group="imps" />
      <Steps titleKey="wallet.instructions.upiTitle" group="upi" />
      <Card titleKey="wallet.instructions.utrTitle">
        <p className={styles.paragraph}>{t('wallet.instructions.utr.intro')}</p>
        <ul className={styles.steps}>
          <li>{t('wallet.instructions.utr.bank')}</li>
          <li>{t('wallet.instructions.utr.upi')}</li>
          <li>{t('wallet.instructions.utr.check')}</li>
        </ul>
      </Card>
      <Card titleKey="wallet.instructions.timesTitle">
        <p className={styles.paragraph}>{t('wallet.instructions.credit', CREDIT_MINUTES)}</p>
        <p className={styles.paragraph}>
          {t('wallet.instructions.selfService', {
            min: SELF_UTR_PROCESS_HOURS[0],
            max: SELF_UTR_PROCESS_HOURS[1],
          })}
        </p>
      </Card>
    </>
  );
}

/** Indonesia: a bank transfer carrying the order's reference; no UTR. */
function IndonesiaInstructions() {
  const { t } = useTranslation();
  return (
    <>
      <Steps titleKey="wallet.instructions.bankTitle" group="bank" />
      <Card titleKey="wallet.instructions.referenceTitle">
        <p className={styles.paragraph}>{t('wallet.instructions.reference')}</p>
      </Card>
      <Card titleKey="wallet.instructions.timesTitle">
        <p className={styles.paragraph}>{t('wallet.instructions.creditReference', CREDIT_MINUTES)}</p>
      </Card>
    </>
  );
}

/** Pakistan: JazzCash, Easypaisa or IBFT, then the receipt's transaction id. */
function PakistanInstructions() {
  const { t } = useTranslation();
  return (
    <>
      <Steps titleKey="wallet.instructions.walletTitle" group="wallet" />
      <Steps titleKey="wallet.instructions.ibftTitle" group="ibft" />
      <Card titleKey="wallet.instructions.tidTitle">
        <ul className={styles.steps}>
          <li>{t('wallet.instructions.tid.wallet')}</li>
          <li>{t('wallet.instructions.tid.bank')}</li>
        </ul>
      </Card>
      <Card titleKey="wallet.instructions.timesTitle">
        <p className={styles.paragraph}>{t('wallet.instructions.creditTransactionId', CREDIT_MINUTES)}</p>
      </Card>
    </>
  );
}

const BY_REGION = { IN: IndiaInstructions, ID: IndonesiaInstructions, PK: PakistanInstructions } as const;
const INTRO_KEYS = {
  IN: 'wallet.instructions.intro',
  ID: 'wallet.instructions.introBank',
  PK: 'wallet.instructions.introWallet',
} as const;

/** Transfer Instructions: how this market's transfers are paid and proved, and how long they take. */
export default function TransferInstructionsPage() {
  const { t } = useTranslation();
  const region = getRegion().code;
  const Instructions = BY_REGION[region];
  return (
    <SubLayout>
      <p className={styles.paragraph} style={{ margin: '0 2px 12px' }}>
        {t(INTRO_KEYS[region])}
      </p>
      <Instructions />
      <div className={styles.stack}>
        <AppLink to={PATHS.deposit} className="fp-button fp-button--gold fp-button--block">
          {t('wallet.instructions.startDeposit')}
        </AppLink>
        {region === 'IN' ? (
          <AppLink to={PATHS.selfUtrInfo} className="fp-button fp-button--ghost fp-button--block">
            {t('wallet.instructions.selfUtr')}
          </AppLink>
        ) : null}
      </div>
    </SubLayout>
  );
}
