import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from './api.ts';
import styles from './withdraw.module.css';

/** A bank or a wallet, drawn inline: no request, no layout shift. */
export function AccountIcon({ type }: { type: PayoutAccount['type'] }) {
  return (
    <svg className={styles.accountIcon} viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
      {type === 'bank' ? (
        <path
          d="M12 3 3 7.5V9h18V7.5L12 3Zm-7 7.5v6h2v-6H5Zm4 0v6h2v-6H9Zm4 0v6h2v-6h-2Zm4 0v6h2v-6h-2ZM3 18v2h18v-2H3Z"
          fill="currentColor"
        />
      ) : (
        <path
          d="M4 6.5A2.5 2.5 0 0 1 6.5 4H17v3h1.5A1.5 1.5 0 0 1 20 8.5v9a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 17.5v-11ZM6.5 6a.5.5 0 0 0 0 1H15V6H6.5ZM15 12.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0Z"
          fill="currentColor"
        />
      )}
    </svg>
  );
}

/** "Bank account · **** 4321", the holder, IFSC and account type, and a "Default" badge. */
export function AccountSummary({ account }: { account: PayoutAccount }) {
  const { t } = useTranslation();
  const details = [
    account.accountName,
    account.ifsc,
    account.accountType ? t(`withdraw.account.${account.accountType}`) : null,
  ].filter((part): part is string => Boolean(part));
  return (
    <div className={styles.accountSummary}>
      <AccountIcon type={account.type} />
      <div className={styles.accountText}>
        <div className={styles.accountTitle}>
          <span>{account.bankName ?? t(`withdraw.account.${account.type}`)}</span>
          <span className={styles.accountNumber} data-testid="account-number">
            {account.accountNumber}
          </span>
          {account.isDefault ? (
            <span className={styles.defaultBadge}>{t('withdraw.account.isDefault')}</span>
          ) : null}
        </div>
        {details.length > 0 ? <div className={styles.accountMeta}>{details.join(' · ')}</div> : null}
      </div>
    </div>
  );
}
