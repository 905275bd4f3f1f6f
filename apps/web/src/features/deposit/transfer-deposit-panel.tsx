import type { TTransferCard } from '@fairplay/contract';
import { type TransferRail, transferProofOf } from '@fairplay/contract/deposit-rails';
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
  firstQuickAmount,
  giftPercent,
  parseAmount,
  parseRechargeItems,
  transferRails,
  wireAmount,
} from './deposit-rules.ts';
import { amountProblemMessage } from './deposit-texts.ts';
import { transferOrderPath } from './transfer-rules.ts';
import { WagerNote } from './wager-note.tsx';

/**
 * Transfer deposit (spec point 4) on the market's rails: IMPS or UPI with the UTR (India), a bank
 * transfer with the order's reference (Indonesia), IBFT, JazzCash or Easypaisa with the receipt's
 * transaction id (Pakistan). An amount within the rail's limits, then the operator's account.
 */
export function TransferDepositPanel({
  cards,
  canSelfServe,
  wagerMultiple,
}: {
  cards: readonly TTransferCard[];
  /** fillOrderSwitch: the self-service UTR page is open. */
  canSelfServe: boolean;
  /** The wager requirement a transfer adds: this many times its amount. */
  wagerMultiple: number;
}) {
  const { t } = useTranslation();
  const format = useMoney();
  const rails = transferRails(cards);
  const [rail, setRail] = useState<TransferRail | null>(rails[0] ?? null);
  const [amount, setAmount] = useState(() =>
    amountText(firstQuickAmount(cardOfType(cards, rails[0] ?? 'imps'))),
  );
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const createOrder = useCreateTransferOrder();
  const isSubmitting = createOrder.isPending;
  const card = rail ? cardOfType(cards, rail) : null;

  if (!rail || !card) return <p className="fp-muted">{t('wallet.transfer.unavailable')}</p>;

  const proof = transferProofOf(rail);
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
      { amount: wireAmount(parsedAmount), type: rail },
      { onSuccess: (order) => void navigateTo(transferOrderPath(rail, order.orderNo)) },
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
        {rails.length > 1 ? (
          <Segmented<TransferRail>
            options={rails.map((value) => ({ value, label: t(`wallet.transfer.rail.${value}`) }))}
            value={rail}
            onChange={(next) => {
              setRail(next);
              setProblem(null);
            }}
          />
        ) : (
          <p className={styles.railName} data-testid="transfer-rail">
            {t(`wallet.transfer.rail.${rail}`)} · {card.bankName}
          </p>
        )}
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

      <p className={styles.notice} data-testid="transfer-note">
        {t(`wallet.transfer.notes.${proof}`)}
      </p>
      <WagerNote multiple={wagerMultiple} hasBonus={bonus > 0} />

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
        {canSelfServe && proof === 'utr' ? (
          <AppLink to={PATHS.selfUtrInfo}>{t('wallet.transfer.selfUtr')}</AppLink>
        ) : null}
      </div>
    </Form>
  );
}
