import { UTR_LENGTH } from '@fairplay/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../shared/routes.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { showToast } from '../../shared/ui/feedback.ts';
import { Field } from '../../shared/ui/field.tsx';
import { submitUtrCall } from './api.ts';
import { UTR_PROBLEM_KEYS } from './deposit-texts.ts';
import { sanitizeUtrInput, utrProblem } from './transfer-rules.ts';
import styles from './wallet.module.css';

/** The 12-digit UTR field (spec point 5), shared by the UTR form and the self-service page. */
export function UtrField({
  value,
  onChange,
  error,
  readOnly,
}: {
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('wallet.utr.label')}
      name="utr"
      value={value}
      onChange={(text) => onChange(sanitizeUtrInput(text))}
      inputMode="numeric"
      autoComplete="off"
      enterKeyHint="done"
      pattern="[0-9]*"
      maxLength={UTR_LENGTH}
      placeholder={t('wallet.utr.placeholder')}
      error={error}
      readOnly={readOnly}
      hint={<AppLink to={PATHS.transferInstructions}>{t('wallet.utr.where')}</AppLink>}
      data-testid="utr-input"
    />
  );
}

/** The UTR form of a transfer order: checks the 12 digits, then /recharge/submitUtr. */
export function UtrForm({ orderNo, onSubmitted }: { orderNo: string; onSubmitted(): void }) {
  const { t } = useTranslation();
  const [utr, setUtr] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = async () => {
    const problem = utrProblem(utr);
    const message = problem ? t(UTR_PROBLEM_KEYS[problem]) : undefined;
    setError(message);
    if (message) {
      void showToast(message);
      return;
    }
    setSubmitting(true);
    const outcome = await submitUtrCall({ orderNo, utr: utr.trim() });
    setSubmitting(false);
    if (outcome.code !== 200) return;
    void showToast(t('wallet.utr.submitted'));
    onSubmitted();
  };

  return (
    <form
      noValidate
      data-testid="utr-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <UtrField
        value={utr}
        onChange={(value) => {
          setUtr(value);
          setError(undefined);
        }}
        error={error}
      />
      <button
        type="submit"
        className={`fp-button fp-button--gold fp-button--block ${styles.submit}`}
        style={{ marginTop: 4 }}
        disabled={isSubmitting}
        data-testid="utr-submit"
      >
        {isSubmitting ? t('wallet.common.submitting') : t('wallet.utr.submit')}
      </button>
    </form>
  );
}
