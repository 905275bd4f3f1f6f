import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SubLayout } from '../../app/layouts/page-layouts.tsx';
import { navigateBack } from '../../shared/navigation/navigation.ts';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { showConfirm, showToast } from '../../shared/ui/feedback.ts';
import { EmptyState } from '../../shared/ui/field.tsx';
import { ErrorState, LoadingState } from '../../shared/ui/page-states.tsx';
import { AccountSummary } from './account-card.tsx';
import {
  markDefaultAccount,
  type PayoutAccount,
  type PayoutAccountList,
  payoutAccountsQuery,
  refreshWithdrawData,
  removeAccountCall,
  setDefaultAccountCall,
} from './api.ts';
import styles from './withdraw.module.css';

function AddAccountLink() {
  const { t } = useTranslation();
  return (
    <AppLink
      to={PATHS.bankCard}
      className="fp-button fp-button--gold fp-button--block"
      data-testid="add-account"
    >
      + {t('withdraw.accounts.add')}
    </AppLink>
  );
}

function AccountList({
  list,
  uid,
  isSelecting,
}: {
  list: PayoutAccountList;
  uid: string;
  isSelecting: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<number | null>(null);

  /** Runs one account call at a time; true when it succeeded. */
  const act = async (account: PayoutAccount, call: () => Promise<{ code: number }>): Promise<boolean> => {
    if (busyId !== null) return false;
    setBusyId(account.accountId);
    try {
      return (await call()).code === 200;
    } finally {
      setBusyId(null);
    }
  };

  const makeDefault = async (account: PayoutAccount): Promise<boolean> => {
    if (account.isDefault) return true;
    if (!(await act(account, () => setDefaultAccountCall(account.accountId)))) return false;
    markDefaultAccount(queryClient, uid, account.accountId);
    void refreshWithdrawData(queryClient);
    return true;
  };

  const choose = async (account: PayoutAccount) => {
    if (await makeDefault(account)) navigateBack();
  };

  const setDefault = async (account: PayoutAccount) => {
    if (!account.isDefault && (await makeDefault(account)))
      void showToast(t('withdraw.accounts.defaultChanged'));
  };

  const remove = async (account: PayoutAccount) => {
    const isConfirmed = await showConfirm({
      title: t('withdraw.accounts.removeTitle'),
      content: t('withdraw.accounts.removeBody', {
        account: `${t(`withdraw.account.${account.type}`)} ${account.accountNumber}`,
      }),
      confirmText: t('withdraw.accounts.remove'),
      cancelText: t('withdraw.common.cancel'),
    });
    if (!isConfirmed) return;
    if (!(await act(account, () => removeAccountCall(account.accountId)))) return;
    void showToast(t('withdraw.accounts.removed'));
    await refreshWithdrawData(queryClient);
  };

  if (list.accounts.length === 0) {
    return <EmptyState message={t('withdraw.accounts.empty')} action={<AddAccountLink />} />;
  }

  const canAdd = list.accounts.length < list.maxAccounts;
  return (
    <>
      {isSelecting ? <p className={styles.hint}>{t('withdraw.accounts.selectHint')}</p> : null}
      <ul className={styles.list}>
        {list.accounts.map((account) => (
          <li
            key={account.accountId}
            className={`${styles.accountItem} ${account.isDefault ? styles.accountItemDefault : ''}`}
            data-testid="payout-account-item"
          >
            {isSelecting ? (
              <button
                type="button"
                className={styles.accountPick}
                aria-pressed={account.isDefault}
                disabled={busyId !== null}
                onClick={() => void choose(account)}
                data-testid="choose-account"
              >
                <AccountSummary account={account} />
              </button>
            ) : (
              <div className={styles.accountPick}>
                <AccountSummary account={account} />
              </div>
            )}
            <div className={styles.accountActions}>
              {account.isDefault ? null : (
                <button
                  type="button"
                  className="fp-button fp-button--ghost fp-button--small"
                  disabled={busyId !== null}
                  onClick={() => void setDefault(account)}
                  data-testid="set-default-account"
                >
                  {t('withdraw.accounts.setDefault')}
                </button>
              )}
              <button
                type="button"
                className="fp-button fp-button--ghost fp-button--small"
                disabled={busyId !== null}
                onClick={() => void remove(account)}
                data-testid="remove-account"
              >
                {t('withdraw.accounts.remove')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        {canAdd ? <AddAccountLink /> : null}
        <span className="fp-muted" style={{ fontSize: 12 }}>
          {canAdd
            ? t('withdraw.accounts.count', { count: list.accounts.length, max: list.maxAccounts })
            : t('withdraw.accounts.maxReached', { max: list.maxAccounts })}
        </span>
      </div>
    </>
  );
}

/**
 * Withdraw Account list (/pages/account/BankCard/BankCardList): the payout accounts with default,
 * remove and add. Opened with ?select=1 (from Withdraw), tapping an account makes it the default
 * and goes back.
 */
export default function BankCardListPage() {
  const uid = useRequireLogin();
  const [searchParams] = useSearchParams();
  const isSelecting = searchParams.get('select') === '1';
  const accounts = useQuery(payoutAccountsQuery(uid));

  const data = uid === '' ? undefined : accounts.data;
  let content: ReactNode;
  if (data) content = <AccountList list={data} uid={uid} isSelecting={isSelecting} />;
  else if (accounts.isError) content = <ErrorState onRetry={() => void accounts.refetch()} />;
  else content = <LoadingState />;
  return <SubLayout>{content}</SubLayout>;
}
