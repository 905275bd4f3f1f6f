import {
  sanitizeTransactionIdInput,
  type TransferRail,
  transactionIdRuleOf,
} from '@fairplay/contract/deposit-rails';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../shared/routes.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { showToast } from '../../shared/ui/feedback.ts';
import { Field, Form, SubmitButton } from '../../shared/ui/field.tsx';
import { useConfirmTransfer, useSubmitTransactionId } from './api.ts';
import styles from './deposit.module.css';
import { transactionIdProblemMessage } from './deposit-texts.ts';
import { useProofForm } from './proof-form.ts';
import { checkTransactionId } from './transfer-rules.ts';

/**
 * Pakistan: the transaction id (TID) of the JazzCash, Easypaisa or IBFT receipt, checked by the
 * rail's rule (the contract's, which the server applies too), then /recharge/submitTransactionId.
 */
export function TransactionIdForm({
  orderNo,
  rail,
  onSubmitted,
}: {
  orderNo: string;
  rail: TransferRail;
  onSubmitted(): void;
}) {
  const { t } = useTranslation();
  const submission = useSubmitTransactionId();
  const rule = transactionIdRuleOf(rail);
  const form = useProofForm(
    (text) => {
      const { transactionId, problem } = checkTransactionId(rail, text);
      return {
        value: transactionId,
        problem: problem ? transactionIdProblemMessage(t, rail, problem) : undefined,
      };
    },
    (transactionId) =>
      submission.mutate(
        { orderNo, transactionId },
        {
          onSuccess: () => {
            void showToast(t('wallet.transactionId.submitted'));
            onSubmitted();
          },
        },
      ),
  );

  return (
    <Form data-testid="transaction-id-form" onSubmit={form.submit}>
      <Field
        label={t('wallet.transactionId.label')}
        name="transaction-id"
        value={form.text}
        onChange={(value) => form.change(sanitizeTransactionIdInput(rail, value))}
        inputMode={rule?.kind === 'digits' ? 'numeric' : 'text'}
        autoComplete="off"
        autoCapitalize="characters"
        enterKeyHint="done"
        maxLength={rule?.maxLength}
        placeholder={t(
          rule?.kind === 'digits'
            ? 'wallet.transactionId.placeholderDigits'
            : 'wallet.transactionId.placeholder',
        )}
        error={form.error}
        hint={<AppLink to={PATHS.transferInstructions}>{t('wallet.transactionId.where')}</AppLink>}
        data-testid="transaction-id-input"
      />
      <SubmitButton
        busy={submission.isPending}
        label={t('wallet.transactionId.submit')}
        busyLabel={t('wallet.common.submitting')}
        gold
        className={styles.submit}
        style={{ marginTop: 4 }}
        testId="transaction-id-submit"
      />
    </Form>
  );
}

/** Indonesia: "I have transferred" once the transfer with the order's reference is sent. */
export function ConfirmTransferButton({ orderNo, onConfirmed }: { orderNo: string; onConfirmed(): void }) {
  const { t } = useTranslation();
  const confirmation = useConfirmTransfer();
  return (
    <button
      type="button"
      className={`fp-button fp-button--gold fp-button--block ${styles.submit}`}
      disabled={confirmation.isPending}
      onClick={() =>
        confirmation.mutate(
          { orderNo },
          {
            onSuccess: () => {
              void showToast(t('wallet.transferDetail.confirmed'));
              onConfirmed();
            },
          },
        )
      }
      data-testid="transfer-confirm"
    >
      {confirmation.isPending ? t('wallet.common.submitting') : t('wallet.transferDetail.confirm')}
    </button>
  );
}
