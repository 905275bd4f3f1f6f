import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../shared/money.ts';
import { PATHS } from '../../shared/routes.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { showToast } from '../../shared/ui/feedback.ts';
import { Form, SubmitButton } from '../../shared/ui/field.tsx';
import uiStyles from '../../shared/ui/ui.module.css';
import { InfoRow, InfoRows } from '../../shared/ui/wallet-ui.tsx';
import { AmountField } from './amount-field.tsx';
import { type CryptoOrder, useCreateCryptoOrder } from './api.ts';
import { type Coin, coinAmountFor, coinLimitText, isCoinAmountInRange } from './crypto-rules.ts';
import styles from './deposit.module.css';
import { depositAmountProblem, parseAmount, wireAmount } from './deposit-rules.ts';
import { QrCode } from './qr-code.tsx';
import { WagerNote } from './wager-note.tsx';

/** The order just created: the coins to send, the network and the address (with its QR code), each copyable. */
function CryptoOrderResult({ order, onDone }: { order: CryptoOrder; onDone(): void }) {
  const { t } = useTranslation();
  const { quantity } = useMoney();
  return (
    <section data-testid="crypto-order">
      <h2 className={uiStyles.sectionTitle}>{t('wallet.crypto.orderCreated')}</h2>
      <p className={styles.notice} style={{ marginTop: 0 }}>
        {t('wallet.crypto.sendExactly', { network: order.network })}
      </p>
      <InfoRows>
        <InfoRow
          label={t('wallet.crypto.coinAmount')}
          value={`${quantity(order.coinAmount)} ${order.crypto}`}
          copy={order.coinAmount}
          testId="crypto-order-coins"
        />
        <InfoRow label={t('wallet.crypto.network')} value={order.network} copy={order.network} />
        <InfoRow
          label={t('wallet.crypto.address')}
          value={order.address}
          copy={order.address}
          testId="crypto-address"
        />
        <InfoRow label={t('wallet.order.orderNo')} value={order.orderNo} copy={order.orderNo} />
      </InfoRows>
      <QrCode
        text={order.address}
        label={t('wallet.crypto.addressQr', { coin: `${order.crypto} (${order.network})` })}
        testId="crypto-qr"
      />
      <div className={styles.stack}>
        {order.payUrl ? (
          <a className="fp-button fp-button--gold fp-button--block" href={order.payUrl}>
            {t('wallet.crypto.openPayment')}
          </a>
        ) : null}
        <AppLink
          to={`${PATHS.depositOrderDetail}?orderNo=${encodeURIComponent(order.orderNo)}`}
          className="fp-button fp-button--ghost fp-button--block"
        >
          {t('wallet.crypto.viewOrder')}
        </AppLink>
        <button type="button" className="fp-button fp-button--ghost fp-button--block" onClick={onDone}>
          {t('wallet.crypto.newOrder')}
        </button>
      </div>
    </section>
  );
}

/**
 * Crypto deposit (spec point 4): choose a coin, type local money, see the coins (exact decimal
 * conversion); min and max are in coins.
 */
export function CryptoDepositPanel({
  coins,
  wagerMultiple,
}: {
  coins: readonly Coin[];
  /** The wager requirement a deposit adds: this many times its amount. */
  wagerMultiple: number;
}) {
  const { t } = useTranslation();
  const currencySign = useAppStore((state) => state.currencySign);
  const { money, quantity } = useMoney();
  const [coinId, setCoinId] = useState(coins[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const createOrder = useCreateCryptoOrder();
  const order = createOrder.data ?? null;
  const coin = coins.find((candidate) => candidate.id === coinId) ?? null;

  if (!coin) return <p className="fp-muted">{t('wallet.crypto.noCoins')}</p>;
  if (order) return <CryptoOrderResult order={order} onDone={() => createOrder.reset()} />;

  const coinAmount = coinAmountFor(amount, coin);
  const min = quantity(coinLimitText(coin.minAmount));
  const max = quantity(coinLimitText(coin.maxAmount));
  const rangeMessage = t('wallet.deposit.amountRangeCoin', { min, max, coin: coin.crypto });

  const submit = () => {
    const parsedAmount = parseAmount(amount);
    const problem = depositAmountProblem(amount, null);
    const message = problem
      ? t('wallet.deposit.amountEmpty')
      : coinAmount === null || !isCoinAmountInRange(coinAmount, coin)
        ? rangeMessage
        : undefined;
    setError(message);
    if (message) {
      void showToast(message);
      return;
    }
    if (parsedAmount === null) return;
    createOrder.mutate({ amount: wireAmount(parsedAmount), coinId: coin.id });
  };

  return (
    <Form data-testid="crypto-panel" onSubmit={submit}>
      <section className={uiStyles.section}>
        <h2 className={uiStyles.sectionTitle}>{t('wallet.crypto.coin')}</h2>
        <div className={`${styles.choiceGrid} ${styles.choiceGrid3}`}>
          {coins.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              aria-pressed={candidate.id === coin.id}
              className={`${styles.choice} ${candidate.id === coin.id ? styles.choiceActive : ''}`}
              onClick={() => {
                setCoinId(candidate.id);
                setError(undefined);
              }}
            >
              <span>{candidate.crypto}</span>
              <span className={styles.choiceSub}>{candidate.network}</span>
            </button>
          ))}
        </div>
        <p className={styles.notice}>
          {t('wallet.crypto.rate', {
            coin: coin.crypto,
            amount: money(coin.exchangeRate),
          })}
          {'\n'}
          {t('wallet.crypto.coinRange', { min, max, coin: coin.crypto })}
        </p>
      </section>

      <section className={uiStyles.section}>
        <AmountField
          label={t('wallet.crypto.amountLocal', { currency: currencySign })}
          name="crypto-amount"
          value={amount}
          onChange={(text) => {
            setAmount(text);
            setError(undefined);
          }}
          error={error}
        />
        <div className={styles.bonusLine}>
          <span>{t('wallet.crypto.youPay')}</span>
          <span className={styles.bonusValue} data-testid="crypto-coin-amount">
            {quantity(coinAmount ?? '0')} {coin.crypto}
          </span>
        </div>
      </section>

      <WagerNote multiple={wagerMultiple} hasBonus={false} />

      <SubmitButton
        busy={createOrder.isPending}
        label={t('wallet.deposit.depositNow')}
        busyLabel={t('wallet.common.submitting')}
        gold
        className={styles.submit}
        testId="crypto-submit"
      />
    </Form>
  );
}
