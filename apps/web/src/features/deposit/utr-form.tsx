import { UTR_LENGTH } from '@fairplay/contract/constants';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../shared/routes.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { showToast } from '../../shared/ui/feedback.ts';
import { Field, Form, SubmitButton } from '../../shared/ui/field.tsx';
import { useSubmitUtr } from './api.ts';
import styles from './deposit.module.css';
import { UTR_PROBLEM_KEYS } from './deposit-texts.ts';
import { useProofForm } from './proof-form.ts';
import { sanitizeUtrInput, utrProblem } from './transfer-rules.ts';

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
  const submission = useSubmitUtr();
  const form = useProofForm(
    (text) => {
      const problem = utrProblem(text);
      return { value: text.trim(), problem: problem ? t(UTR_PROBLEM_KEYS[problem]) : undefined };
    },
    (utr) =>
      submission.mutate(
        { orderNo, utr },
        {
          onSuccess: () => {
            void showToast(t('wallet.utr.submitted'));
            onSubmitted();
          },
        },
      ),
  );

  return (
    <Form data-testid="utr-form" onSubmit={form.submit}>
      <UtrField value={form.text} onChange={form.change} error={form.error} />
      <SubmitButton
        busy={submission.isPending}
        label={t('wallet.utr.submit')}
        busyLabel={t('wallet.common.submitting')}
        gold
        className={styles.submit}
        style={{ marginTop: 4 }}
        testId="utr-submit"
      />
    </Form>
  );
}
