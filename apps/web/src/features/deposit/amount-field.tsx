import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../shared/money.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { Field } from '../../shared/ui/field.tsx';
import styles from './deposit.module.css';
import { amountText, parseAmount, sanitizeAmountInput } from './deposit-rules.ts';

/** The amount input: decimal keyboard, currency sign in front, at most 2 decimals. */
export function AmountField({
  label,
  value,
  onChange,
  hint,
  error,
  name,
  readOnly,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  hint?: ReactNode;
  error?: string | undefined;
  name: string;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const currencySign = useAppStore((state) => state.currencySign);
  return (
    <Field
      label={label}
      name={name}
      value={value}
      onChange={(text) => onChange(sanitizeAmountInput(text))}
      inputMode="decimal"
      autoComplete="off"
      enterKeyHint="done"
      placeholder={t('wallet.deposit.amountPlaceholder')}
      maxLength={16}
      prefix={currencySign}
      hint={hint}
      error={error}
      readOnly={readOnly}
      data-testid={`${name}-input`}
    />
  );
}

/** Quick amounts, each with its bonus ("+97") when it has one. */
export function QuickAmounts({
  amounts,
  bonuses,
  value,
  onPick,
}: {
  amounts: readonly number[];
  bonuses?: readonly number[];
  value: string;
  onPick(amount: number): void;
}) {
  const { t } = useTranslation();
  const format = useMoney();
  const current = parseAmount(value);
  const isCurrent = (amount: number) => current !== null && current === parseAmount(amountText(amount));
  if (amounts.length === 0) return null;
  return (
    <div className={`${styles.choiceGrid} ${styles.choiceGrid3}`} style={{ marginBottom: 14 }}>
      {amounts.map((amount, index) => {
        const bonus = bonuses?.[index] ?? 0;
        return (
          <button
            key={amount}
            type="button"
            className={`${styles.choice} ${isCurrent(amount) ? styles.choiceActive : ''}`}
            aria-pressed={isCurrent(amount)}
            onClick={() => onPick(amount)}
          >
            <span>{format.amount(amount)}</span>
            {bonus > 0 ? (
              <span className={styles.choiceBonus}>
                {t('wallet.deposit.quickBonus', { amount: format.amount(bonus) })}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
