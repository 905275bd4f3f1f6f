import { DEPOSIT_CREDIT_MINUTES } from '@fairplay/contract/constants';
import { isBankRail, isTransferRail, type TransferRail } from '@fairplay/contract/deposit-rails';
import { useTranslation } from 'react-i18next';
import { InfoRow, InfoRows } from '../../shared/ui/wallet-ui.tsx';
import type { DepositOrderDetail } from './api.ts';
import styles from './deposit.module.css';
import { TransferAmountCard } from './transfer-amount-card.tsx';
import { ConfirmTransferButton, TransactionIdForm } from './transfer-proof.tsx';

/** The label of the account number: an IBAN (IBFT), a wallet's mobile number, or a bank account. */
function accountNumberKey(rail: TransferRail): string {
  if (rail === 'ibft') return 'wallet.transferDetail.iban';
  return isBankRail(rail) ? 'wallet.transferDetail.accountNo' : 'wallet.transferDetail.walletNumber';
}

/**
 * How to pay a transfer outside India and prove it: the exact amount, the operator's bank account
 * or wallet, then the order's reference in the transfer note and "I have transferred" (Indonesia),
 * or the receipt's transaction id (Pakistan).
 */
export function TransferPayment({ order, onChanged }: { order: DepositOrderDetail; onChanged(): void }) {
  const { t } = useTranslation();
  if (!isTransferRail(order.rail)) return null;
  const rail = order.rail;
  const isReference = order.proof === 'reference';
  const isPending = order.status === 'pending';
  return (
    <>
      <TransferAmountCard amount={order.amount} testId="transfer-payment" />

      <section className="fp-card">
        <h2 className={styles.cardTitle}>{t('wallet.transferDetail.title')}</h2>
        <InfoRows>
          <InfoRow
            label={t(isBankRail(rail) ? 'wallet.transferDetail.bankName' : 'wallet.transferDetail.wallet')}
            value={order.bankName ?? '-'}
          />
          <InfoRow
            label={t(accountNumberKey(rail))}
            value={order.accountNo ?? '-'}
            copy={order.accountNo}
            testId="transfer-account-no"
          />
          <InfoRow
            label={t('wallet.transferDetail.accountHolder')}
            value={order.accountHolder ?? '-'}
            copy={order.accountHolder}
            testId="transfer-holder"
          />
          {isReference ? (
            <InfoRow
              label={t('wallet.transferDetail.reference')}
              value={<span className={styles.reference}>{order.reference ?? '-'}</span>}
              copy={order.reference}
              testId="transfer-reference"
            />
          ) : null}
        </InfoRows>
        {isReference ? <p className={styles.notice}>{t('wallet.transferDetail.referenceHint')}</p> : null}
      </section>

      <section className="fp-card">
        {!isPending ? (
          <p className={styles.paragraph} data-testid="transfer-checking">
            {t('wallet.transferDetail.checking', {
              min: DEPOSIT_CREDIT_MINUTES[0],
              max: DEPOSIT_CREDIT_MINUTES[1],
            })}
          </p>
        ) : isReference ? (
          <>
            <p className={styles.paragraph}>{t('wallet.transferDetail.afterReference')}</p>
            <ConfirmTransferButton orderNo={order.orderNo} onConfirmed={onChanged} />
          </>
        ) : (
          <>
            <p className={styles.paragraph}>{t('wallet.transferDetail.afterTransactionId')}</p>
            <TransactionIdForm orderNo={order.orderNo} rail={rail} onSubmitted={onChanged} />
          </>
        )}
      </section>
    </>
  );
}
