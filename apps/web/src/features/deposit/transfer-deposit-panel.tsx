import type { TTransferCard } from '@fairplay/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../shared/money.ts';
import { navigateTo } from '../../shared/navigation/navigation.ts';
import { PATHS } from '../../shared/routes.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { showToast } from '../../shared/ui/feedback.ts';
import { Form, Segmented, SubmitButton } from '../../shared/ui/field.tsx';
import uiStyles from '../../shared/ui/ui.module.css';
import { AmountField, QuickAmounts } from './amount-field.tsx';
import { useCreateTransferOrder } from './api.ts';
import styles from './deposit.module.css';
import {
  type AmountProblem,
  amountText,
  cardOfType,
  depositAmountProblem,
  depositBonus,
  firstImpsAmount,
  giftPercent,
  parseAmount,
  parseRechargeItems,
  wireAmount,
} from './deposit-rules.ts';
import { amountProblemMessage } from './deposit-texts.ts';

type TransferType = 'imps' | 'upi';

const DETAIL_PATHS: Record<TransferType, string> = {
  imps: PATHS.depositImpsDetail,
  upi: PATHS.depositUpiDetail,
};

/**
 * Transfer deposit (spec point 4): IMPS or UPI, an amount within the card's limits, then the
 * operator's account on the IMPS or UPI page, where the player submits the UTR.
 */
export function TransferDepositPanel({
  cards,
  canSelfServe,
}: {
  cards: readonly TTransferCard[];
  /** fillOrderSwitch: the self-service UTR page is open. */
  canSelfServe: boolean;
}) {
  const { t } = useTranslation();
  const format = useMoney();
  const types = (['imps', 'upi'] as const).filter((type) => cardOfType(cards, type));
  const [type, setType] = useState<TransferType>(types[0] ?? 'imps');
  const [amount, setAmount] = useState(() => amountText(firstImpsAmount(cards)));
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const createOrder = useCreateTransferOrder();
  const isSubmitting = createOrder.isPending;
  const card = cardOfType(cards, type);

  if (!card) return <p className="fp-muted">{t('wallet.transfer.unavailable')}</p>;

  const range = { min: card.minAmount, max: card.maxAmount };
  const parsedAmount = parseAmount(amount);
  // The contract's rule, which the server credits: amount × the card's ratio, rounded down.
  const bonus = depositBonus({ gift: card.gift }, parsedAmount);
  const percent = giftPercent(card.gift);

  const changeAmount = (text: string) => {
    setAmount(text);
    setProblem(null);
  };

  const submit = () => {
    const found = depositAmountProblem(amount, range);
    setProblem(found);
    if (found) {
      void showToast(amountProblemMessage(t, found));
      return;
    }
    if (parsedAmount === null) return;
    // A refusal ("You still have N orders being processed...") is toasted by the API client.
    createOrder.mutate(
      { amount: wireAmount(parsedAmount), type },
      {
        onSuccess: (order) =>
          void navigateTo(`${DETAIL_PATHS[type]}?orderNo=${encodeURIComponent(order.orderNo)}`),
      },
    );
  };

  return (
    <Form data-testid="transfer-panel" onSubmit={submit}>
      <section className={uiStyles.section}>
        <h2 className={uiStyles.sectionTitle}>
          {t('wallet.transfer.chooseType')}
          {percent !== null ? (
            <span className={styles.bonusValue}>{t('wallet.transfer.gift', { percent })}</span>
          ) : null}
        </h2>
        {types.length > 1 ? (
          <Segmented<TransferType>
            options={types.map((value) => ({ value, label: t(`wallet.transfer.${value}`) }))}
            value={type}
            onChange={(next) => {
              setType(next);
              setProblem(null);
            }}
          />
        ) : null}
      </section>

      <section className={uiStyles.section}>
        <h2 className={uiStyles.sectionTitle}>{t('wallet.deposit.amount')}</h2>
        <QuickAmounts
          amounts={parseRechargeItems(card.rechargeItems)}
          value={amount}
          onPick={(picked) => changeAmount(String(picked))}
        />
        <AmountField
          label={t('wallet.deposit.otherAmount')}
          name="transfer-amount"
          value={amount}
          onChange={changeAmount}
          error={problem ? amountProblemMessage(t, problem) : undefined}
          hint={t('wallet.common.rangeHint', {
            min: format.amount(range.min),
            max: format.amount(range.max),
          })}
        />
        {bonus > 0 ? (
          <div className={styles.bonusLine}>
            <span>{t('wallet.deposit.bonusLabel')}</span>
            <span className={styles.bonusValue}>
              {t('wallet.deposit.bonus', { amount: format.money(bonus) })}
            </span>
          </div>
        ) : null}
      </section>

      <p className={styles.notice}>{t('wallet.transfer.note')}</p>

      <SubmitButton
        busy={isSubmitting}
        label={t('wallet.transfer.next')}
        busyLabel={t('wallet.common.submitting')}
        gold
        className={styles.submit}
        testId="transfer-submit"
      />
      <div className={styles.links}>
        <AppLink to={PATHS.transferInstructions}>{t('wallet.transfer.howTo')}</AppLink>
        {canSelfServe ? <AppLink to={PATHS.selfUtrInfo}>{t('wallet.transfer.selfUtr')}</AppLink> : null}
      </div>
    </Form>
  );
}
