import { SELF_UTR_PROCESS_HOURS } from '@fairplay/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChargeInfo, chargeInfoQuery } from '../../shared/api/deposit.ts';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { showToast } from '../../shared/ui/feedback.ts';
import { Form, Segmented } from '../../shared/ui/field.tsx';
import { ErrorState, LoadingState } from '../../shared/ui/page-states.tsx';
import uiStyles from '../../shared/ui/ui.module.css';
import { AmountField } from './amount-field.tsx';
import { useSelfServiceUtr } from './api.ts';
import styles from './deposit.module.css';
import { DepositClosed } from './deposit-closed.tsx';
import { cardOfType, depositAmountProblem, giftPercent, parseAmount, wireAmount } from './deposit-rules.ts';
import { amountProblemMessage, RECEIPT_PROBLEM_KEYS, UTR_PROBLEM_KEYS } from './deposit-texts.ts';
import { ReceiptPicker, useReceiptFileUpload } from './receipt-upload.tsx';
import { receiptProblem, utrProblem } from './transfer-rules.ts';
import { UtrField } from './utr-form.tsx';

type TransferType = 'imps' | 'upi';
type Errors = { amount?: string | undefined; utr?: string | undefined; receipt?: string | undefined };

const PROCESS_HOURS = { min: SELF_UTR_PROCESS_HOURS[0], max: SELF_UTR_PROCESS_HOURS[1] };

function BonusExplanation({ bonus }: { bonus: ChargeInfo['selfServiceBonus'] }) {
  const { t } = useTranslation();
  return (
    <section className="fp-card">
      <h2 className={styles.cardTitle}>{t('wallet.selfUtr.bonusTitle')}</h2>
      <p className={styles.paragraph}>
        {t('wallet.selfUtr.bonus', {
          rate: giftPercent(bonus.ratePerPeriod) ?? 0,
          hours: bonus.periodHours,
          max: giftPercent(bonus.maxRate) ?? 0,
        })}
      </p>
      <p className={`${styles.paragraph} fp-muted`}>{t('wallet.selfUtr.processing', PROCESS_HOURS)}</p>
    </section>
  );
}

function Submitted({ orderNo, onAnother }: { orderNo: string; onAnother(): void }) {
  const { t } = useTranslation();
  return (
    <section className={`fp-card ${styles.success}`} data-testid="self-utr-done">
      <strong>{t('wallet.selfUtr.submitted', PROCESS_HOURS)}</strong>
      <AppLink
        to={`${PATHS.depositOrderDetail}?orderNo=${encodeURIComponent(orderNo)}`}
        className="fp-button fp-button--gold fp-button--block"
      >
        {t('wallet.selfUtr.viewOrder')}
      </AppLink>
      <button type="button" className="fp-button fp-button--ghost fp-button--block" onClick={onAnother}>
        {t('wallet.selfUtr.another')}
      </button>
    </section>
  );
}

/** The claim: type, amount, UTR and screenshot -> /recharge/selfUtr, then /recharge/uploadReceipt. */
function SelfUtrForm({ info }: { info: ChargeInfo }) {
  const { t } = useTranslation();
  const available = (['imps', 'upi'] as const).filter((type) => cardOfType(info.cards, type));
  const types: readonly TransferType[] = available.length > 0 ? available : ['imps', 'upi'];
  const [type, setType] = useState<TransferType>(types[0] ?? 'imps');
  const [amount, setAmount] = useState('');
  const [utr, setUtr] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const claim = useSelfServiceUtr();
  const receipt = useReceiptFileUpload();
  const isSubmitting = claim.isPending || receipt.isPending;
  // The claim was saved but its screenshot was not: only the upload is tried again (a UTR is used once).
  const [orderWithoutReceipt, setOrderWithoutReceipt] = useState<string | null>(null);
  const [doneOrderNo, setDoneOrderNo] = useState<string | null>(null);

  if (doneOrderNo) {
    return (
      <Submitted
        orderNo={doneOrderNo}
        onAnother={() => {
          setDoneOrderNo(null);
          setAmount('');
          setUtr('');
          setFile(null);
        }}
      />
    );
  }

  const validate = (): Errors => {
    // The same limits as a transfer order of this type.
    const card = cardOfType(info.cards, type);
    const amountProblem = depositAmountProblem(
      amount,
      card ? { min: card.minAmount, max: card.maxAmount } : null,
    );
    const utrCheck = utrProblem(utr);
    const receiptCheck = receiptProblem(file);
    return {
      amount: amountProblem ? amountProblemMessage(t, amountProblem) : undefined,
      utr: utrCheck ? t(UTR_PROBLEM_KEYS[utrCheck]) : undefined,
      receipt: receiptCheck ? t(RECEIPT_PROBLEM_KEYS[receiptCheck]) : undefined,
    };
  };

  const upload = async (orderNo: string, chosen: File) => {
    const isUploaded = await receipt.upload(orderNo, chosen);
    if (isUploaded) {
      setOrderWithoutReceipt(null);
      setDoneOrderNo(orderNo);
    } else {
      setOrderWithoutReceipt(orderNo);
      void showToast(t('wallet.selfUtr.uploadAgain'));
    }
  };

  const submit = async () => {
    const found = orderWithoutReceipt ? { receipt: validate().receipt } : validate();
    setErrors(found);
    const firstMessage = found.amount ?? found.utr ?? found.receipt;
    if (firstMessage) {
      void showToast(firstMessage);
      return;
    }
    const parsedAmount = parseAmount(amount);
    if (!file || parsedAmount === null) return;
    if (orderWithoutReceipt) {
      await upload(orderWithoutReceipt, file);
      return;
    }
    const order = await claim
      .mutateAsync({ amount: wireAmount(parsedAmount), type, utr: utr.trim() })
      .catch(() => null);
    if (order) await upload(order.orderNo, file);
  };

  const isLocked = orderWithoutReceipt !== null;
  return (
    <Form className="fp-card" data-testid="self-utr-form" onSubmit={() => void submit()}>
      <h2 className={uiStyles.sectionTitle}>{t('wallet.selfUtr.type')}</h2>
      {isLocked ? null : (
        <Segmented<TransferType>
          options={types.map((value) => ({ value, label: t(`wallet.transfer.rail.${value}`) }))}
          value={type}
          onChange={setType}
        />
      )}
      <AmountField
        label={t('wallet.selfUtr.amount')}
        name="self-utr-amount"
        value={amount}
        readOnly={isLocked}
        onChange={(text) => {
          setAmount(text);
          setErrors((previous) => ({ ...previous, amount: undefined }));
        }}
        error={errors.amount}
      />
      <UtrField
        value={utr}
        readOnly={isLocked}
        onChange={(text) => {
          setUtr(text);
          setErrors((previous) => ({ ...previous, utr: undefined }));
        }}
        error={errors.utr}
      />
      <h2 className={uiStyles.sectionTitle}>{t('wallet.receipt.label')}</h2>
      <ReceiptPicker
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          setErrors((previous) => ({ ...previous, receipt: undefined }));
        }}
        error={errors.receipt}
        onError={(message) => {
          setErrors((previous) => ({ ...previous, receipt: message }));
          void showToast(message);
        }}
      />
      {isLocked ? <p className={styles.errorText}>{t('wallet.selfUtr.uploadAgain')}</p> : null}
      <button
        type="submit"
        className={`fp-button fp-button--gold fp-button--block ${styles.submit}`}
        disabled={isSubmitting}
        data-testid="self-utr-submit"
      >
        {isSubmitting
          ? t('wallet.common.submitting')
          : isLocked
            ? t('wallet.receipt.upload')
            : t('wallet.selfUtr.submit')}
      </button>
    </Form>
  );
}

/** Self-service UTR: claim a transfer made without an order; open only while fillOrderSwitch is 1. */
export default function SelfUtrInfoPage() {
  const { t } = useTranslation();
  const uid = useRequireLogin();
  const chargeInfo = useQuery(chargeInfoQuery(uid));
  let content: ReactNode;
  if (uid === '' || chargeInfo.isPending) content = <LoadingState />;
  else if (chargeInfo.isError) content = <ErrorState onRetry={() => void chargeInfo.refetch()} />;
  else if (chargeInfo.data.fillOrderSwitch !== 1)
    content = <DepositClosed messageKey="wallet.selfUtr.closed" testId="self-utr-closed" />;
  else
    content = (
      <>
        <p className={styles.paragraph} style={{ margin: '0 2px 12px' }}>
          {t('wallet.selfUtr.intro')}
        </p>
        <BonusExplanation bonus={chargeInfo.data.selfServiceBonus} />
        <SelfUtrForm info={chargeInfo.data} />
        <div className={styles.links}>
          <AppLink to={PATHS.transferInstructions}>{t('wallet.transfer.howTo')}</AppLink>
          <AppLink to={PATHS.depositHistory}>{t('wallet.common.history')}</AppLink>
        </div>
      </>
    );
  return <SubLayout>{content}</SubLayout>;
}
