import type {
  addPayoutAccount,
  applyWithdraw,
  bindPhone,
  CallResult,
  gconfig,
  listPayoutAccounts,
  removePayoutAccount,
  setDefaultPayoutAccount,
  setWithdrawPassword,
  smsSend,
  TPayoutAccount,
  TWithdrawOrder,
  withdrawInfo,
  withdrawRecord,
} from '@fairplay/contract';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { request, requestOrThrow } from '../../shared/api/client.ts';
import type { UserInfo } from '../../shared/session/queries.ts';
import type { AccountKind } from './account-rules.ts';
import { isOpenStatus } from './withdraw-status.ts';

/** The withdrawal calls (packages/contract/src/calls/withdraw.ts): types, fetchers and queries. */

export type WithdrawInfo = CallResult<typeof withdrawInfo>;
export type PayoutAccount = TPayoutAccount;
export type PayoutAccountList = CallResult<typeof listPayoutAccounts>;
export type WithdrawOrder = TWithdrawOrder;
export type WithdrawRecordPage = CallResult<typeof withdrawRecord>;
export type AppliedWithdrawal = CallResult<typeof applyWithdraw>;
type GlobalConfig = CallResult<typeof gconfig>;

/** Rows per page of the withdrawal history (the contract allows up to 100). */
export const RECORD_PAGE_SIZE = 20;
/** How often an order still under review or being paid is looked at again. */
const ORDER_POLL_INTERVAL_MS = 10_000;

/** Everything the Withdraw page shows; always fresh when the page opens (limits move with every order). */
export const withdrawInfoQuery = (uid: string) =>
  queryOptions({
    queryKey: ['withdraw-info', uid],
    queryFn: () => requestOrThrow<WithdrawInfo>('/withdraw/info'),
    enabled: uid !== '',
    staleTime: 0,
  });

export const payoutAccountsQuery = (uid: string) =>
  queryOptions({
    queryKey: ['payout-accounts', uid],
    queryFn: () => requestOrThrow<PayoutAccountList>('/bank/list'),
    enabled: uid !== '',
    staleTime: 0,
  });

export const withdrawOrderQuery = (uid: string, orderNo: string) =>
  queryOptions({
    queryKey: ['withdraw-order', uid, orderNo],
    queryFn: () => requestOrThrow<WithdrawOrder>('/withdraw/detail', { orderNo }),
    enabled: uid !== '' && orderNo !== '',
    retry: 0,
    refetchInterval: (query) =>
      query.state.data && isOpenStatus(query.state.data.status) ? ORDER_POLL_INTERVAL_MS : false,
  });

export const withdrawRecordsQuery = (uid: string) =>
  infiniteQueryOptions({
    queryKey: ['withdraw-records', uid],
    queryFn: ({ pageParam }) =>
      requestOrThrow<WithdrawRecordPage>('/withdraw/record', { page: pageParam, pageSize: RECORD_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.list.length > 0 && last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    enabled: uid !== '',
    staleTime: 0,
  });

/** The account types (gconfig withdrawTypes). Same key and options as the app's start-up read, so it shares that answer. */
export const globalConfigQuery = () =>
  queryOptions({
    queryKey: ['gconfig'],
    queryFn: () => requestOrThrow<GlobalConfig>('/u/gconfig', {}, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (config): GlobalConfig['withdrawTypes'] => config.withdrawTypes,
  });

/** After anything that changes what the withdrawal pages show: read it again. */
export function refreshWithdrawData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['withdraw-info'] }),
    queryClient.invalidateQueries({ queryKey: ['payout-accounts'] }),
    queryClient.invalidateQueries({ queryKey: ['user-info'] }),
  ]);
}

/** A new default shows at once on the Withdraw page (before its fresh read arrives). */
export function markDefaultAccount(queryClient: QueryClient, uid: string, accountId: number): void {
  const mark = <T extends { accounts: PayoutAccount[] }>(data: T | undefined): T | undefined =>
    data && {
      ...data,
      accounts: data.accounts.map((account) => ({ ...account, isDefault: account.accountId === accountId })),
    };
  queryClient.setQueryData<WithdrawInfo>(['withdraw-info', uid], mark);
  queryClient.setQueryData<PayoutAccountList>(['payout-accounts', uid], mark);
}

/** A bound phone or a new withdrawal password shows at once on every page (before fresh reads arrive). */
export function markPlayerSecured(
  queryClient: QueryClient,
  uid: string,
  change: { mobile: string } | { withdrawPwdStatus: true },
): void {
  queryClient.setQueryData<UserInfo>(['user-info', uid], (user) => user && { ...user, ...change });
  queryClient.setQueryData<WithdrawInfo>(
    ['withdraw-info', uid],
    (info) =>
      info && ('mobile' in change ? { ...info, hasPhone: true } : { ...info, hasWithdrawPassword: true }),
  );
}

export const applyWithdrawCall = (payload: {
  amount: number;
  accountId: number;
  withdrawPassword: string;
  requestId: string;
  /** The player confirmed giving up the active bonus. */
  forfeitBonus?: boolean;
}) => request<AppliedWithdrawal>('/withdraw/apply', payload);

export const addAccountCall = (payload: {
  type: AccountKind['kind'];
  accountNumber: string;
  accountName?: string;
  ifsc?: string;
  accountType?: 'savings' | 'current';
}) => request<CallResult<typeof addPayoutAccount>>('/bank/addAccount', payload);

export const setDefaultAccountCall = (accountId: number) =>
  request<CallResult<typeof setDefaultPayoutAccount>>('/bank/setDefault', { accountId });

export const removeAccountCall = (accountId: number) =>
  request<CallResult<typeof removePayoutAccount>>('/bank/remove', { accountId });

/** A code to the bound phone (withdrawal password) or to the phone being bound. */
export const sendCodeCall = (payload: { type: 'withdrawPassword' } | { type: 'bind'; mobile: string }) =>
  request<CallResult<typeof smsSend>>('/sms/send', payload);

export const setWithdrawPasswordCall = (payload: { withdrawPassword: string; verificationCode: string }) =>
  request<CallResult<typeof setWithdrawPassword>>('/user/setWithdrawPassword', payload);

export const bindPhoneCall = (payload: { mobile: string; verificationCode: string }) =>
  request<CallResult<typeof bindPhone>>('/user/bindPhone', payload);
