import type { BreakSession } from '@fairplay/contract';
import { isValidMajorAmount } from '@fairplay/contract/money';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format-time.ts';
import { useMoney } from '../../shared/money.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { showToast } from '../../shared/ui/feedback.ts';
import { Field, Form } from '../../shared/ui/field.tsx';
import {
  breakApplyWithdraw,
  breakWithdrawals,
  breakWithdrawInfo,
  type WithdrawInfo,
  type WithdrawOrder,
} from './api.ts';
import styles from './break-withdraw.module.css';

/**
 * "Withdraw my balance" on the break screen (decision 023): the cash, the default payout account,
 * the amount and the withdrawal password, and the withdrawals made, all with the withdraw-only
 * session. A player without a payout account or password is sent to customer service.
 */
export function BreakWithdraw({ session }: { session: BreakSession }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const timeZone = useAppStore((state) => state.timeZone);
  const [info, setInfo] = useState<WithdrawInfo | null>(null);
  const [orders, setOrders] = useState<WithdrawOrder[]>([]);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [isBusy, setBusy] = useState(false);

  const load = async () => {
    const [shown, history] = await Promise.all([breakWithdrawInfo(session), breakWithdrawals(session)]);
    if (shown.code === 200) setInfo(shown.data);
    if (history.code === 200) setOrders(history.data.list);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once for this session
  useEffect(() => {
    void load();
  }, [session.sign]);

  if (!info) return null;
  const account = info.accounts.find((entry) => entry.isDefault) ?? info.accounts[0];
  const submit = async () => {
    if (!account || isBusy) return;
    const value = Number(amount.trim());
    if (!amount.trim() || !isValidMajorAmount(value, 2) || value <= 0) {
      void showToast(t('breakSession.amountInvalid'));
      return;
    }
    setBusy(true);
    const applied = await breakApplyWithdraw(session, {
      amount: value,
      accountId: account.accountId,
      withdrawPassword: password,
      requestId: crypto.randomUUID(),
    });
    setBusy(false);
    if (applied.code !== 200) return;
    void showToast(t('breakSession.requested'));
    setAmount('');
    setPassword('');
    await load();
  };

  return (
    <div className={styles.withdraw} data-testid="break-withdraw-form">
      <p className={styles.balance} data-testid="break-balance">
        {t('breakSession.balance', { amount: money(info.balance) })}
      </p>
      {!account || !info.hasWithdrawPassword ? (
        <p className={styles.note}>{t('breakSession.needsSetup')}</p>
      ) : (
        <Form onSubmit={() => void submit()}>
          <p className={styles.note}>
            {t('breakSession.toAccount', {
              account: `${account.bankName ?? ''} ${account.accountNumber}`.trim(),
            })}
          </p>
          <Field
            label={t('breakSession.amount')}
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            name="amount"
            maxLength={16}
          />
          <Field
            label={t('breakSession.password')}
            value={password}
            onChange={setPassword}
            type="password"
            inputMode="numeric"
            name="withdrawPassword"
            maxLength={32}
          />
          <button type="submit" className="fp-button fp-button--block" disabled={isBusy}>
            {t('breakSession.submit')}
          </button>
        </Form>
      )}
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
