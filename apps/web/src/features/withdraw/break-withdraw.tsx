import type { BreakSession } from '@fairplay/contract';
import { toMajorNumber } from '@fairplay/contract/money';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserInfo, userInfoWith } from '../../shared/api/account.ts';
import { isAnswerLost } from '../../shared/api/client.ts';
import { formatDateTime } from '../../shared/format-time.ts';
import { useMoney } from '../../shared/money.ts';
import { getRegion } from '../../shared/region.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { signedBy } from '../../shared/store/break-session-store.ts';
import { showToast } from '../../shared/ui/feedback.ts';
import { Field, Form, SubmitButton } from '../../shared/ui/field.tsx';
import { ErrorState, LoadingState, QueryContent } from '../../shared/ui/page-states.tsx';
import { AccountSummary } from './account-card.tsx';
import {
  breakWithdrawal,
  breakWithdrawals,
  breakWithdrawInfo,
  payoutBanksQuery,
  useApplyWithdraw,
  type WithdrawInfo,
  type WithdrawOrder,
} from './api.ts';
import { PayoutAccountForm } from './bank-card-page.tsx';
import styles from './break-withdraw.module.css';
import { ForfeitDialog } from './forfeit-dialog.tsx';
import { OrderView } from './order-view.tsx';
import { PhoneBindingForm } from './phone-binding-page.tsx';
import { attemptKey, createRequestIds } from './request-id.ts';
import { WITHDRAW_PASSWORD_LENGTH } from './security-rules.ts';
import { useWithdrawEntryChecks } from './withdraw-entry.ts';
import {
  activeBonus,
  allAmountMinor,
  amountInputText,
  minorOf,
  payoutAccountOf,
  quoteWithdrawal,
  sanitizeAmountInput,
  setupStep,
  withdrawBlock,
} from './withdraw-rules.ts';
import { amountProblemMessage, BLOCK_KEYS } from './withdraw-texts.ts';
import { WithdrawalPasswordForm } from './withdrawal-password-page.tsx';

/**
 * "Withdraw my balance" on the break screen (decision 023), all with the withdraw-only session: what
 * the player lacks is set up first (a phone, the withdrawal password, a payout account, with the
 * same forms as the app's pages), then the cash is withdrawn and the order shown.
 */

/** The steps in the order the player meets them; the progress line counts them. */
const STEPS = ['phone', 'password', 'account', 'withdraw'] as const;
type Step = (typeof STEPS)[number];
const STEP_KEYS: Record<Step, string> = {
  phone: 'withdraw.setup.phoneTitle',
  password: 'withdraw.setup.passwordTitle',
  account: 'withdraw.setup.accountTitle',
  withdraw: 'breakSession.stepWithdraw',
};

interface Shown {
  info: WithdrawInfo;
  user: UserInfo;
  orders: WithdrawOrder[];
}

function StepProgress({ step }: { step: Step }) {
  const { t } = useTranslation();
  const index = STEPS.indexOf(step);
  return (
    <div className={styles.progress} data-testid="break-step">
      <span>
        {t('breakSession.stepOf', { step: index + 1, total: STEPS.length })} · {t(STEP_KEYS[step])}
      </span>
      <progress className={styles.progressBar} max={STEPS.length} value={index + 1} />
    </div>
  );
}

/** The region's banks and e-wallets read with the withdraw-only session, then the app's account form. */
function BreakPayoutAccount({ session, onDone }: { session: BreakSession; onDone(): void }) {
  const banks = useQuery(payoutBanksQuery('', session));
  return (
    <QueryContent query={banks}>
      {(data) => <PayoutAccountForm banks={data.banks} breakSession={session} onDone={onDone} />}
    </QueryContent>
  );
}

/** The amount (all of the cash that can go today, by default) and the withdrawal password. */
function BreakWithdrawForm({
  info,
  session,
  onApplied,
}: {
  info: WithdrawInfo;
  session: BreakSession;
  onApplied(orderNo: string): void;
}) {
  const { t } = useTranslation();
  const format = useMoney();
  const currencySign = useAppStore((state) => state.currencySign);
  const decimals = getRegion().currencyDecimals;
  const [amount, setAmountText] = useState(() => {
    const all = allAmountMinor(info, decimals);
    const max = minorOf(info.maxAmount, decimals);
    return all > 0n ? amountInputText(all < max ? all : max, decimals) : '';
  });
  const [password, setPassword] = useState('');
  const { amountProblem, clearAmountProblem, passwordProblemKey, clearPasswordProblem, ...entry } =
    useWithdrawEntryChecks();
  // One id per attempt, kept for a retry of the same amount and account: a lost answer never makes two.
  const [requestIds] = useState(createRequestIds);
  const application = useApplyWithdraw(
    {
      onSuccess: (applied) => {
        requestIds.settle();
        void showToast(t('breakSession.requested'));
        onApplied(applied.orderNo);
      },
      onError: (error) => {
        if (isAnswerLost(error)) void showToast(t('withdraw.common.networkRetry'));
      },
    },
    session,
  );
  const isSubmitting = application.isPending || application.isSuccess;
  const account = payoutAccountOf(info.accounts);
  const bonus = activeBonus(info);
  // The wager left does not hold cash back during a break (the server decides); the day's count and limit do.
  const block = withdrawBlock({ ...info, wagerRemaining: 0 });
  const quote = quoteWithdrawal(amount, info.feeRate, decimals);
  const quoteMoney = (minor: bigint | null) =>
    minor === null ? '-' : format.money(toMajorNumber(minor, decimals));

  const submit = (isForfeitConfirmed = false) => {
    if (isSubmitting || block !== null || !account) return;
    if (!entry.isReady({ amount, password, info, isForfeitConfirmed }) || !quote) return;
    application.mutate({
      amount: toMajorNumber(quote.amountMinor, decimals),
      accountId: account.accountId,
      withdrawPassword: password,
      requestId: requestIds.idFor(
        attemptKey({ uid: session.uid, amountMinor: quote.amountMinor, accountId: account.accountId }),
      ),
      ...(isForfeitConfirmed ? { forfeitBonus: true } : {}),
    });
  };

  return (
    <Form className={`fp-card ${styles.apply}`} onSubmit={() => submit()} data-testid="break-withdraw-apply">
      {account ? (
        <div className={styles.account} data-testid="break-account">
          <span className={styles.note}>{t('breakSession.toAccountTitle')}</span>
          <AccountSummary account={account} />
        </div>
      ) : null}
      <Field
        label={t('breakSession.amount')}
        name="amount"
        value={amount}
        onChange={(text) => {
          setAmountText(sanitizeAmountInput(text, decimals));
          clearAmountProblem();
        }}
        inputMode="decimal"
        autoComplete="off"
        maxLength={16}
        prefix={currencySign}
        hint={t('withdraw.apply.rangeHint', {
          min: format.money(info.minAmount),
          max: format.money(info.maxAmount),
        })}
        error={amountProblem ? amountProblemMessage(t, amountProblem, format.money) : undefined}
        data-testid="break-amount"
      />
      <p className={styles.note} aria-live="polite" data-testid="break-arrival">
        {t('breakSession.arrival', {
          fee: quoteMoney(quote?.feeMinor ?? null),
          arrival: quoteMoney(quote?.arrivalMinor ?? null),
        })}
      </p>
      <Field
        label={t('breakSession.password')}
        value={password}
        onChange={(text) => {
          setPassword(text.replace(/\D/g, '').slice(0, WITHDRAW_PASSWORD_LENGTH));
          clearPasswordProblem();
        }}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        name="withdrawPassword"
        maxLength={WITHDRAW_PASSWORD_LENGTH}
        error={passwordProblemKey ? t(passwordProblemKey) : undefined}
        data-testid="break-withdraw-password"
      />
      {block !== null && block !== 'wager' ? (
        <p className={styles.note} role="status">
          {t(BLOCK_KEYS[block])}
        </p>
      ) : null}
      <SubmitButton
        busy={isSubmitting}
        label={t('breakSession.submit')}
        busyLabel={t('withdraw.common.submitting')}
        gold
        disabled={block !== null}
        testId="break-withdraw-submit"
      />
      {entry.isForfeitAsked && bonus ? (
        <ForfeitDialog bonus={bonus} onKeep={entry.keepBonus} onForfeit={() => submit(true)} />
      ) : null}
    </Form>
  );
}

/** The order just made, read with the withdraw-only session. */
function BreakOrder({ session, orderNo }: { session: BreakSession; orderNo: string }) {
  const [order, setOrder] = useState<WithdrawOrder | null>(null);
  const [isFailed, setFailed] = useState(false);
  const load = async () => {
    setFailed(false);
    const outcome = await breakWithdrawal(session, orderNo);
    if (outcome.code === 200) setOrder(outcome.data);
    else setFailed(true);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once for this order
  useEffect(() => {
    void load();
  }, [orderNo]);
  if (order) return <OrderView order={order} />;
  return isFailed ? <ErrorState onRetry={() => void load()} /> : <LoadingState />;
}

export function BreakWithdraw({ session }: { session: BreakSession }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const timeZone = useAppStore((state) => state.timeZone);
  const [shown, setShown] = useState<Shown | null>(null);
  const [isFailed, setFailed] = useState(false);
  const [orderNo, setOrderNo] = useState<string | null>(null);

  // Read again after every step; the step's form stays (busy) until the next one is known.
  const load = async () => {
    setFailed(false);
    const [info, user, history] = await Promise.all([
      breakWithdrawInfo(session),
      userInfoWith(signedBy(session)),
      breakWithdrawals(session),
    ]);
    if (info.code !== 200 || user.code !== 200) {
      setFailed(true);
      return;
    }
    setShown({ info: info.data, user: user.data, orders: history.code === 200 ? history.data.list : [] });
  };
  const reload = () => void load();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once for this session
  useEffect(() => {
    void load();
  }, [session.sign]);

  if (isFailed) return <ErrorState onRetry={reload} />;
  if (!shown) return <LoadingState />;
  const { info, user, orders } = shown;
  const step: Step = setupStep(info) ?? 'withdraw';
  let body: ReactNode;
  if (step === 'phone') body = <PhoneBindingForm uid={session.uid} breakSession={session} onDone={reload} />;
  else if (step === 'password')
    body = <WithdrawalPasswordForm user={user} uid={session.uid} breakSession={session} onDone={reload} />;
  else if (step === 'account') body = <BreakPayoutAccount session={session} onDone={reload} />;
  else if (orderNo !== null) body = <BreakOrder session={session} orderNo={orderNo} />;
  else if (info.balance <= 0) body = <p className={styles.note}>{t('breakSession.nothingToWithdraw')}</p>;
  else
    body = (
      <BreakWithdrawForm
        info={info}
        session={session}
        onApplied={(applied) => {
          setOrderNo(applied);
          reload();
        }}
      />
    );

  return (
    <div className={styles.withdraw} data-testid="break-withdraw-form">
      <p className={styles.balance} data-testid="break-balance">
        {t('breakSession.balance', { amount: money(info.balance) })}
      </p>
      {orderNo === null ? <StepProgress step={step} /> : null}
      {step !== 'withdraw' ? <p className={styles.note}>{t('breakSession.setupIntro')}</p> : null}
      {body}
      {orders.length > 0 ? (
        <ul className={styles.orders} data-testid="break-withdrawals">
          {orders.map((order) => (
            <li key={order.orderNo}>
              <span>{formatDateTime(order.createTime, timeZone).slice(0, 16)}</span>
              <span>{money(order.amount)}</span>
              <span>{t(`withdraw.status.${order.status}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
