import type { TRechargeType } from '@fairplay/contract';
import { METHOD_TYPES } from '@fairplay/contract/deposit-rails';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trackAdvertiserEvent } from '../../shared/advertiser.ts';
import type { DepositMode } from '../../shared/api/deposit.ts';
import { useMoney } from '../../shared/money.ts';
import { navigateTo } from '../../shared/navigation/navigation.ts';
import { getRegion } from '../../shared/region.ts';
import { PATHS } from '../../shared/routes.ts';
import { showToast } from '../../shared/ui/feedback.ts';
import { Form, SubmitButton } from '../../shared/ui/field.tsx';
import uiStyles from '../../shared/ui/ui.module.css';
import { AmountField, QuickAmounts } from './amount-field.tsx';
import { useCreateRechargeOrder } from './api.ts';
import styles from './deposit.module.css';
import {
  type AmountProblem,
  amountText,
  chooseMethods,
  depositAmountProblem,
  depositBonus,
  parseAmount,
  wireAmount,
} from './deposit-rules.ts';
import { amountProblemMessage } from './deposit-texts.ts';
import { WagerNote } from './wager-note.tsx';

interface Bank {
  id: number;
  name: string;
}

/**
 * "Submitting" that ends when the page is shown again from the back-forward cache (the player
 * came back from the gateway with the back button), so the button does not stay disabled.
 */
function useLeavingState(): [boolean, (value: boolean) => void] {
  const [isLeaving, setLeaving] = useState(false);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  return [isLeaving, setLeaving];
}

/**
 * Online payment and V/A (spec point 4): method, amount with quick picks and bonus, then the
 * gateway's checkout page, or for a QRIS method the order's page with its QR code. On +91 the
 * methods follow the amount; elsewhere the isDefault one is chosen.
 */
export function OnlineDepositPanel({
  methods,
  rechargeTypeLimit,
  mode,
  defaultAmount,
  banks,
  defaultBank,
  testId,
}: {
  methods: readonly TRechargeType[];
  rechargeTypeLimit: number;
  mode: DepositMode;
  defaultAmount: number | null;
  /** V/A only: the banks to pay from. */
  banks?: readonly Bank[];
  defaultBank?: number | null;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useMoney();
  const phonePrefix = getRegion().phonePrefix;
  const [amount, setAmount] = useState(() => amountText(defaultAmount));
  const [selectedId, setSelectedId] = useState(
    () =>
      chooseMethods(methods, parseAmount(amountText(defaultAmount)), rechargeTypeLimit, phonePrefix)
        .selectedId,
  );
  const [bankId, setBankId] = useState<number | null>(defaultBank ?? null);
  const [problem, setProblem] = useState<AmountProblem | 'noMethod' | null>(null);
  const createOrder = useCreateRechargeOrder();
  const [isLeaving, setLeaving] = useLeavingState();
  const isSubmitting = createOrder.isPending || isLeaving;

  const parsedAmount = parseAmount(amount);
  const choice = useMemo(
    () => chooseMethods(methods, parsedAmount, rechargeTypeLimit, phonePrefix),
    [methods, parsedAmount, rechargeTypeLimit, phonePrefix],
  );
  const selected =
    choice.options.find((option) => option.method.id === selectedId && option.isEnabled) ?? null;
  const bonus = depositBonus(mode, parsedAmount);

  const hasNoEnabledMethod = phonePrefix === '+91' && parsedAmount !== null && choice.selectedId === null;
  const noMethodText = hasNoEnabledMethod ? t('wallet.deposit.noMethod') : t('wallet.deposit.chooseMethod');

  const changeAmount = (text: string) => {
    setAmount(text);
    setProblem(null);
    // +91: the methods are recomputed for every amount and the first enabled one is chosen.
    if (phonePrefix === '+91') {
      setSelectedId(chooseMethods(methods, parseAmount(text), rechargeTypeLimit, phonePrefix).selectedId);
    }
  };

  const submit = () => {
    const found: AmountProblem | 'noMethod' | null =
      depositAmountProblem(amount, null) ??
      (selected ? depositAmountProblem(amount, selected.range) : 'noMethod');
    setProblem(found);
    if (found) {
      void showToast(found === 'noMethod' ? noMethodText : amountProblemMessage(t, found));
      return;
    }
    if (!selected || parsedAmount === null) return;
    // Reported before the order call (spec point 7); the tag itself only acts on +92.
    trackAdvertiserEvent('purchase', { amount: wireAmount(parsedAmount) });
    createOrder.mutate(
      {
        amount: wireAmount(parsedAmount),
        depositMethod: selected.method.id,
        ...(banks && bankId !== null ? { bankId } : {}),
      },
      {
        onSuccess: (order) => {
          // A QRIS is shown in the app, on the order's page, to scan with an e-wallet.
          if (order.qrPayload) {
            void navigateTo(`${PATHS.depositOrderDetail}?orderNo=${encodeURIComponent(order.orderNo)}`);
            return;
          }
          // The gateway's checkout page; after paying it returns to the order's detail page.
          setLeaving(true);
          window.location.assign(order.payUrl);
        },
      },
    );
  };

  const problemText =
    problem === 'noMethod' ? noMethodText : problem ? amountProblemMessage(t, problem) : undefined;

  return (
    <Form data-testid={testId} onSubmit={submit}>
      <section className={uiStyles.section}>
        <h2 className={uiStyles.sectionTitle}>{t('wallet.deposit.method')}</h2>
        <div className={styles.choiceGrid}>
          {choice.options.map((option) => (
            <button
              key={option.method.id}
              type="button"
              aria-pressed={option.method.id === selected?.method.id}
              disabled={!option.isEnabled}
              className={`${styles.choice} ${option.method.id === selected?.method.id ? styles.choiceActive : ''}`}
              onClick={() => {
                setSelectedId(option.method.id);
                setProblem(null);
              }}
              data-testid="deposit-method"
            >
              <span>{option.method.name}</span>
              {option.range ? (
                <span className={styles.choiceSub}>
                  {format.amount(option.range.min)} - {format.amount(option.range.max)}
                </span>
              ) : null}
            </button>
          ))}
        </div>
        {hasNoEnabledMethod && problem === null ? (
          <p className={styles.errorText} style={{ margin: '8px 0 0' }}>
            {noMethodText}
          </p>
        ) : null}
      </section>

      {banks && banks.length > 0 ? (
        <section className={uiStyles.section}>
          <h2 className={uiStyles.sectionTitle}>{t('wallet.deposit.bank')}</h2>
          <div className={`${styles.choiceGrid} ${styles.choiceGrid3}`}>
            {banks.map((bank) => (
              <button
                key={bank.id}
                type="button"
                aria-pressed={bank.id === bankId}
                className={`${styles.choice} ${bank.id === bankId ? styles.choiceActive : ''}`}
                onClick={() => setBankId(bank.id)}
              >
                {bank.name}
              </button>
            ))}
          </div>
        </section>
      ) : null}

      <section className={uiStyles.section}>
        <h2 className={uiStyles.sectionTitle}>{t('wallet.deposit.amount')}</h2>
        <QuickAmounts
          amounts={mode.amountList}
          bonuses={mode.giftList}
          value={amount}
          onPick={(picked) => changeAmount(String(picked))}
        />
        <AmountField
          label={t('wallet.deposit.otherAmount')}
          name={`${testId}-amount`}
          value={amount}
          onChange={changeAmount}
          error={problemText}
          hint={
            selected?.range
              ? t('wallet.common.rangeHint', {
                  min: format.amount(selected.range.min),
                  max: format.amount(selected.range.max),
                })
              : undefined
          }
        />
        <div className={styles.bonusLine}>
          <span>{t('wallet.deposit.bonusLabel')}</span>
          <span className={styles.bonusValue} data-testid={`${testId}-bonus`}>
            {t('wallet.deposit.bonus', { amount: format.money(bonus) })}
          </span>
        </div>
      </section>

      <WagerNote multiple={mode.withdrawMulti} hasBonus={bonus > 0} />

      <SubmitButton
        busy={isSubmitting}
        label={t('wallet.deposit.depositNow')}
        busyLabel={t(
          selected?.method.type === METHOD_TYPES.qris
            ? 'wallet.common.submitting'
            : 'wallet.deposit.redirecting',
        )}
        gold
        className={styles.submit}
        testId={`${testId}-submit`}
      />
      <p className="fp-muted" style={{ fontSize: 12, textAlign: 'center', margin: '8px 0 0' }}>
        {selected?.method.type === METHOD_TYPES.qris
          ? t('wallet.qris.hint')
          : t('wallet.deposit.paymentHint')}
      </p>
    </Form>
  );
}
