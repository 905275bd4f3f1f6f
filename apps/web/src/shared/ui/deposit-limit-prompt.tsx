import { isValidMajorAmount } from '@fairplay/contract/money';
import { LIMIT_PERIODS, type LimitPeriod } from '@fairplay/contract/player-protection';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preferencesQuery, useAnswerLimitPrompt, useSetLimit } from '../api/rg.ts';
import { type LimitPromptPlace, shouldOfferLimitPrompt } from '../limit-prompt.ts';
import { useMoney } from '../money.ts';
import { showToast } from './feedback.ts';
import { Field, Form, Segmented, SubmitButton } from './field.tsx';

/**
 * The deposit-limit prompt (UKGC RTS 12), offered after registering and at the first deposit: a
 * daily, weekly or monthly deposit limit, or "Not now". The answer is kept on the server, so it is
 * offered once. `onDone` runs when it closes, or at once when there is nothing to offer (or the
 * server could not say).
 */
export function DepositLimitPrompt({
  uid,
  place,
  onDone,
}: {
  uid: string;
  place: LimitPromptPlace;
  onDone?(): void;
}) {
  const { t } = useTranslation();
  const { amount: amountFormat } = useMoney();
  const preferences = useQuery(preferencesQuery(uid));
  const setLimit = useSetLimit();
  const answer = useAnswerLimitPrompt();
  const [isClosed, setClosed] = useState(false);
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const isOffered =
    !isClosed &&
    preferences.data !== undefined &&
    shouldOfferLimitPrompt(preferences.data.limitPrompt, place);
  const isSettled = preferences.data !== undefined || preferences.isError;

  useEffect(() => {
    if (isSettled && !isOffered && !isClosed) onDone?.();
  }, [isSettled, isOffered, isClosed, onDone]);

  if (!isOffered) return null;
  const close = () => {
    setClosed(true);
    onDone?.();
  };
  const skip = () => answer.mutate({ answer: 'skipped' }, { onSettled: close });
  const save = () => {
    const value = Number(amount);
    if (amount.trim() === '' || !isValidMajorAmount(value, 2) || value <= 0) {
      setProblem(t('protection.amountRequired'));
      return;
    }
    setProblem(undefined);
    setLimit.mutate(
      { kind: 'deposit', period, amount: value },
      {
        onSuccess: () => {
          void showToast(t('limitPrompt.saved'));
          answer.mutate({ answer: 'limitSet' }, { onSettled: close });
        },
      },
    );
  };
  const isBusy = setLimit.isPending || answer.isPending;
  return (
    <div
      className="fp-modal-mask"
      role="dialog"
      aria-modal="true"
      aria-labelledby="limit-prompt-title"
      data-testid="limit-prompt"
    >
      <Form className="fp-modal" onSubmit={() => !isBusy && save()}>
        <h2 id="limit-prompt-title">{t('limitPrompt.title')}</h2>
        <p>{t('limitPrompt.body')}</p>
        <Segmented<LimitPeriod>
          options={LIMIT_PERIODS.map((value) => ({ value, label: t(`protection.period_${value}`) }))}
          value={period}
          onChange={setPeriod}
        />
        <Field
          label={t('limitPrompt.amount')}
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          maxLength={16}
          placeholder={amountFormat(1_000_000)}
          error={problem}
          data-testid="limit-prompt-amount"
        />
        <SubmitButton
          busy={isBusy}
          label={t('limitPrompt.set')}
          busyLabel={t('protection.saving')}
          testId="limit-prompt-set"
        />
        <button
          type="button"
          className="fp-button fp-button--ghost fp-button--block"
          style={{ marginTop: 8 }}
          disabled={isBusy}
          onClick={skip}
          data-testid="limit-prompt-skip"
        >
          {t('limitPrompt.skip')}
        </button>
      </Form>
    </div>
  );
}
