import { WITHDRAW_ARRIVAL_HOURS } from '@fairplay/contract/constants';
import { toMajorNumber } from '@fairplay/contract/money';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAnswerLost } from '../../shared/api/client.ts';
import { currentMoneyStyle, moneyStyleFor, useMoney } from '../../shared/money.ts';
import { redirectTo } from '../../shared/navigation/navigation.ts';
import { processingDaysText, processingHoursText } from '../../shared/processing-time.ts';
import { getRegion } from '../../shared/region.ts';
import { PATHS } from '../../shared/routes.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { showToast } from '../../shared/ui/feedback.ts';
import { Field, Form, SubmitButton } from '../../shared/ui/field.tsx';
import uiStyles from '../../shared/ui/ui.module.css';
import { AccountSummary } from './account-card.tsx';
import { useApplyWithdraw, type WithdrawInfo } from './api.ts';
import { ForfeitDialog } from './forfeit-dialog.tsx';
import { attemptKey } from './request-id.ts';
import { SetupDialog } from './setup-dialog.tsx';
import styles from './withdraw.module.css';
import { withdrawDraftFor } from './withdraw-draft.ts';
import { useWithdrawEntryChecks } from './withdraw-entry.ts';
import {
  activeBonus,
  allAmountMinor,
  amountInputText,
  feeRatePpm,
  isLiveAmountProblem,
  payoutAccountOf,
  quoteWithdrawal,
  sanitizeAmountInput,
  setupStep,
  withdrawAmountProblem,
  withdrawBlock,
} from './withdraw-rules.ts';
import { amountProblemMessage, BLOCK_KEYS } from './withdraw-texts.ts';

const WITHDRAW_PASSWORD_LENGTH = 6;
/** The fee ratio as a percentage in the player's language: 0.032 -> "3,2" (Indonesian), "3.2" (English). */
const percentText = (feeRate: number, language: string) =>
  new Intl.NumberFormat(moneyStyleFor(language).locale, { maximumFractionDigits: 4 }).format(
    Number(feeRatePpm(feeRate)) / 10_000,
  );

export function WarningIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 2 1 21h22L12 2Zm1 15h-2v2h2v-2Zm0-7h-2v5h2v-5Z" fill="currentColor" />
    </svg>
  );
}

function PayoutAccountSection({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation();
  const account = payoutAccountOf(info.accounts);
  return (
    <section className={uiStyles.section}>
      <h2 className={uiStyles.sectionTitle}>
        <span>{t('withdraw.apply.payoutAccount')}</span>
        {account ? (
          <AppLink
            to={`${PATHS.bankCardList}?select=1`}
            className={styles.sectionLink}
            data-testid="change-account"
          >
            {t('withdraw.apply.change')}
          </AppLink>
        ) : null}
      </h2>
      {account ? (
        <div className={styles.accountBox} data-testid="payout-account">
          <AccountSummary account={account} />
        </div>
      ) : (
        <AppLink to={PATHS.bankCard} className={styles.addAccount} data-testid="add-account">
          + {t('withdraw.apply.addAccount')}
        </AppLink>
      )}
    </section>
  );
}

/** The form: account, amount with "All", live fee and arrival amount, withdrawal password. */
export function WithdrawForm({ info, uid, isFresh }: { info: WithdrawInfo; uid: string; isFresh: boolean }) {
  const { t, i18n } = useTranslation();
  const currencySign = useAppStore((state) => state.currencySign);
  const format = useMoney();
  const decimals = getRegion().currencyDecimals;
  const draft = withdrawDraftFor(uid);
  const [amount, setAmountText] = useState(draft.amount);
  const [password, setPassword] = useState('');
  const { amountProblem, clearAmountProblem, passwordProblemKey, clearPasswordProblem, ...entry } =
    useWithdrawEntryChecks();
  const bonus = activeBonus(info);
  const step = setupStep(info);
  // The popup shows for each missing piece until dismissed; only on fresh data, so an older copy
  // (read before the player set the password or added the account) never flashes it.
  const [dismissedStep, setDismissedStep] = useState<string | null>(null);
  const closeSetup = useCallback(() => setDismissedStep(step), [step]);
  const application = useApplyWithdraw({
    onSuccess: (applied) => {
      draft.requestIds.settle();
      draft.amount = '';
      void showToast(t('withdraw.apply.success'));
      void redirectTo(`${PATHS.withdrawWait}?orderNo=${encodeURIComponent(applied.orderNo)}`);
    },
    onError: (error) => {
      // Business refusals are toasted by the client; a lost answer (network, server error) needs a
      // word about retrying, which is safe: the retry sends the same requestId.
      if (isAnswerLost(error)) void showToast(t('withdraw.common.networkRetry'));
    },
  });
  const isSubmitting = application.isPending || application.isSuccess;

  const account = payoutAccountOf(info.accounts);
  const block = withdrawBlock(info);
  const quote = quoteWithdrawal(amount, info.feeRate, decimals);
  const liveProblem = withdrawAmountProblem(amount, info, decimals);
  const shownProblem = amountProblem ?? (isLiveAmountProblem(liveProblem) ? liveProblem : null);
  const quoteMoney = (minor: bigint | null) =>
    minor === null ? '-' : format.money(toMajorNumber(minor, decimals));

  const setAmount = (text: string) => {
    const next = sanitizeAmountInput(text, decimals);
    draft.amount = next;
    setAmountText(next);
    clearAmountProblem();
  };

  const submit = (isForfeitConfirmed = false) => {
    if (isSubmitting) return;
    if (step !== null) {
      setDismissedStep(null);
      return;
    }
    if (block !== null || !account) return;
    if (!entry.isReady({ amount, password, info, isForfeitConfirmed }) || !quote) return;
    // One id per attempt, made before sending and kept for a retry of the same amount and account.
    const requestId = draft.requestIds.idFor(
      attemptKey({ uid, amountMinor: quote.amountMinor, accountId: account.accountId }),
    );
    application.mutate({
      amount: toMajorNumber(quote.amountMinor, decimals),
      accountId: account.accountId,
      withdrawPassword: password,
      requestId,
      ...(isForfeitConfirmed ? { forfeitBonus: true } : {}),
    });
  };

  return (
    <>
      <Form className="fp-card" onSubmit={submit} data-testid="withdraw-form">
        <PayoutAccountSection info={info} />
        <section className={uiStyles.section}>
          <Field
            label={t('withdraw.apply.amount')}
            name="amount"
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="next"
            placeholder={t('withdraw.apply.amountPlaceholder')}
            maxLength={16}
            prefix={currencySign}
            suffix={
              <button
                type="button"
                className={styles.allButton}
                onClick={() => setAmount(amountInputText(allAmountMinor(info, decimals), decimals))}
                data-testid="amount-all"
              >
                {t('withdraw.apply.all')}
              </button>
            }
            hint={t('withdraw.apply.rangeHint', {
              min: format.money(info.minAmount),
              max: format.money(info.maxAmount),
            })}
            error={shownProblem ? amountProblemMessage(t, shownProblem, format.money) : undefined}
            data-testid="amount-input"
          />
          <div className={styles.quote} aria-live="polite">
            <div className={styles.quoteLine}>
              <span>
                {t('withdraw.apply.serviceCharge', { percent: percentText(info.feeRate, i18n.language) })}
              </span>
              <span className={styles.quoteValue} data-testid="withdraw-fee">
                {quoteMoney(quote?.feeMinor ?? null)}
              </span>
            </div>
            <div className={styles.quoteLine}>
              <span>{t('withdraw.apply.arrivalAmount')}</span>
              <span className={styles.arrivalValue} data-testid="withdraw-arrival">
                {quoteMoney(quote?.arrivalMinor ?? null)}
              </span>
            </div>
          </div>
          <Field
            label={t('withdraw.apply.password')}
            name="withdrawPassword"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="done"
            maxLength={WITHDRAW_PASSWORD_LENGTH}
            value={password}
            onChange={(text) => {
              setPassword(text.replace(/\D/g, '').slice(0, WITHDRAW_PASSWORD_LENGTH));
              clearPasswordProblem();
            }}
            placeholder={t('withdraw.apply.passwordPlaceholder')}
            error={passwordProblemKey ? t(passwordProblemKey) : undefined}
            data-testid="withdraw-password-input"
          />
        </section>
        {block !== null && block !== 'wager' ? (
          <p className={styles.warning} role="status">
            <WarningIcon />
            <span>{t(BLOCK_KEYS[block])}</span>
          </p>
        ) : null}
        <SubmitButton
          busy={isSubmitting}
          label={t('withdraw.apply.submit')}
          busyLabel={t('withdraw.common.submitting')}
          gold
          disabled={block !== null}
          className={styles.submit}
          testId="withdraw-submit"
        />
        <div className={styles.links}>
          <AppLink to={PATHS.withdrawalPassword}>
            {info.hasWithdrawPassword ? t('withdraw.apply.changePassword') : t('withdraw.apply.setPassword')}
          </AppLink>
        </div>
      </Form>
      <div className={styles.notice}>
        <p>
          {t('withdraw.apply.processingTime', {
            day: processingDaysText(t, info.processingDay),
            hours: processingHoursText(
              info.processingHours,
              getRegion().timeZone,
              currentMoneyStyle().locale,
            ),
          })}
        </p>
        <p>
          {t('withdraw.arrivalTime', {
            usual: WITHDRAW_ARRIVAL_HOURS.usual,
            max: WITHDRAW_ARRIVAL_HOURS.max,
          })}
        </p>
      </div>
      {step !== null && isFresh && dismissedStep !== step ? (
        <SetupDialog step={step} onClose={closeSetup} />
      ) : null}
      {entry.isForfeitAsked && bonus ? (
        <ForfeitDialog bonus={bonus} onKeep={entry.keepBonus} onForfeit={() => submit(true)} />
      ) : null}
    </>
  );
}
