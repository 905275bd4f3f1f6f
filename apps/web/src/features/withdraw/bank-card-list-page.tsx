import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SubLayout } from '../../shared/layouts/page-layouts.tsx';
import { navigateBack } from '../../shared/navigation/navigation.ts';
import { PATHS } from '../../shared/routes.ts';
import { useRequireLogin } from '../../shared/session/use-require-login.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { showConfirm, showToast } from '../../shared/ui/feedback.ts';
import { EmptyState } from '../../shared/ui/field.tsx';
import { ErrorState, LoadingState } from '../../shared/ui/page-states.tsx';
import recordStyles from '../../shared/ui/record-list.module.css';
import { AccountSummary } from './account-card.tsx';
import {
  type PayoutAccount,
  type PayoutAccountList,
  payoutAccountsQuery,
  useRemovePayoutAccount,
  useSetDefaultPayoutAccount,
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
  const defaultChange = useSetDefaultPayoutAccount(uid);
  const removal = useRemovePayoutAccount({ onSuccess: () => void showToast(t('withdraw.accounts.removed')) });
  // One account call at a time: the account it is about, while it runs.
  const busyId = defaultChange.isPending
    ? (defaultChange.variables?.accountId ?? null)
    : removal.isPending
      ? (removal.variables?.accountId ?? null)
      : null;

  /** Makes the account the default, then `then` (nothing is sent for the default one). */
  const makeDefault = (account: PayoutAccount, then: () => void) => {
    if (busyId !== null) return;
    if (account.isDefault) then();
    else defaultChange.mutate({ accountId: account.accountId }, { onSuccess: then });
  };

  const choose = (account: PayoutAccount) => makeDefault(account, navigateBack);

  const setDefault = (account: PayoutAccount) => {
    if (!account.isDefault) makeDefault(account, () => void showToast(t('withdraw.accounts.defaultChanged')));
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
    if (!isConfirmed || busyId !== null) return;
    removal.mutate({ accountId: account.accountId });
  };

  if (list.accounts.length === 0) {
    return <EmptyState message={t('withdraw.accounts.empty')} action={<AddAccountLink />} />;
  }

  const canAdd = list.accounts.length < list.maxAccounts;
  return (
    <>
      {isSelecting ? <p className={styles.hint}>{t('withdraw.accounts.selectHint')}</p> : null}
      <ul className={recordStyles.list}>
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
                onClick={() => choose(account)}
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
                  onClick={() => setDefault(account)}
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
