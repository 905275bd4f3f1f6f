import type { BreakSession, TPayoutAccount, TWithdrawOrder } from '@fairplay/contract';
import type { CallHandle, RequestOf, ResultOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { PLAYER_INFO, updateCachedUserInfo } from '../../shared/api/account.ts';
import { callApi, callApiOrThrow } from '../../shared/api/client.ts';
import { type CallReactions, useCallMutation } from '../../shared/api/mutations.ts';
import { nextPage } from '../../shared/api/paging.ts';
import { callKey } from '../../shared/api/queries.ts';
import { signedBy } from '../../shared/store/break-session-store.ts';
import { isOpenStatus } from './withdraw-status.ts';

/** The withdrawal calls (packages/contract/src/calls/withdraw.ts): answers in the query cache and the writes. */

export type WithdrawInfo = ResultOf<typeof calls.withdrawInfo>;
export type PayoutAccount = TPayoutAccount;
export type PayoutAccountList = ResultOf<typeof calls.listPayoutAccounts>;
export type WithdrawOrder = TWithdrawOrder;
export type WithdrawRecordPage = ResultOf<typeof calls.withdrawRecord>;
export type AppliedWithdrawal = ResultOf<typeof calls.applyWithdraw>;
export type WithdrawalApplication = RequestOf<typeof calls.applyWithdraw>;

/** Rows per page of the withdrawal history (the contract allows up to 100). */
export const RECORD_PAGE_SIZE = 20;
/** How often an order still under review or being paid is looked at again. */
const ORDER_POLL_INTERVAL_MS = 10_000;

/** Everything the Withdraw page shows; always fresh when the page opens (limits move with every order). */
export const withdrawInfoQuery = (uid: string) =>
  queryOptions({
    queryKey: callKey(calls.withdrawInfo, uid),
    queryFn: () => callApiOrThrow(calls.withdrawInfo),
    enabled: uid !== '',
    staleTime: 0,
  });

/**
 * The region's banks and e-wallets: configuration, the same for every player, so kept for the visit
 * once read, whichever session read it (the app's, or a withdraw-only one on the break screen).
 */
export const payoutBanksQuery = (uid: string, breakSession?: BreakSession) =>
  queryOptions({
    queryKey: callKey(calls.listPayoutBanks),
    queryFn: () => callApiOrThrow(calls.listPayoutBanks, breakSession ? signedBy(breakSession) : {}),
    enabled: uid !== '' || breakSession !== undefined,
    staleTime: 10 * 60_000,
  });

export const payoutAccountsQuery = (uid: string) =>
  queryOptions({
    queryKey: callKey(calls.listPayoutAccounts, uid),
    queryFn: () => callApiOrThrow(calls.listPayoutAccounts),
    enabled: uid !== '',
    staleTime: 0,
  });

export const withdrawOrderQuery = (uid: string, orderNo: string) =>
  queryOptions({
    queryKey: callKey(calls.withdrawDetail, uid, orderNo),
    queryFn: () => callApiOrThrow(calls.withdrawDetail, { orderNo }),
    enabled: uid !== '' && orderNo !== '',
    retry: 0,
    refetchInterval: (query) =>
      query.state.data && isOpenStatus(query.state.data.status) ? ORDER_POLL_INTERVAL_MS : false,
  });

export const withdrawRecordsQuery = (uid: string) =>
  infiniteQueryOptions({
    queryKey: callKey(calls.withdrawRecord, uid),
    queryFn: ({ pageParam }) =>
      callApiOrThrow(calls.withdrawRecord, { page: pageParam, pageSize: RECORD_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: uid !== '',
    staleTime: 0,
  });

/** What every withdrawal write changes: the Withdraw page, the account list and the player's info. */
const WITHDRAW_STALE: readonly CallHandle[] = [calls.withdrawInfo, calls.listPayoutAccounts, ...PLAYER_INFO];

/** A new default shows at once on the Withdraw page (before its fresh read arrives). */
function markDefaultAccount(queryClient: QueryClient, uid: string, accountId: number): void {
  const mark = <T extends { accounts: PayoutAccount[] }>(data: T | undefined): T | undefined =>
    data && {
      ...data,
      accounts: data.accounts.map((account) => ({ ...account, isDefault: account.accountId === accountId })),
    };
  queryClient.setQueryData<WithdrawInfo>(callKey(calls.withdrawInfo, uid), mark);
  queryClient.setQueryData<PayoutAccountList>(callKey(calls.listPayoutAccounts, uid), mark);
}

/** A bound phone or a new withdrawal password shows at once on every page (before fresh reads arrive). */
function markPlayerSecured(
  queryClient: QueryClient,
  uid: string,
  change: { mobile: string } | { withdrawPwdStatus: true },
): void {
  updateCachedUserInfo(queryClient, uid, change);
  queryClient.setQueryData<WithdrawInfo>(
    callKey(calls.withdrawInfo, uid),
    (info) =>
      info && ('mobile' in change ? { ...info, hasPhone: true } : { ...info, hasWithdrawPassword: true }),
  );
}

/** The page leaves on success: the fresh figures come in behind it. */
const WITHDRAW_WRITE = { invalidates: WITHDRAW_STALE, waitsForRefresh: false } as const;

/**
 * A write made with a withdraw-only session (decision 023), on the break screen: the app's cache
 * holds the answers of the app's own session, so it is left alone; the break screen reads again.
 */
const breakWrite = (session: BreakSession) => ({ signedBy: signedBy(session), waitsForRefresh: false });

/**
 * Applies for a withdrawal. The payload's requestId (request-id.ts) makes a retry of the same
 * attempt safe; forfeitBonus says the player confirmed giving up the active bonus.
 */
export const useApplyWithdraw = (
  reactions: CallReactions<typeof calls.applyWithdraw> = {},
  breakSession?: BreakSession,
) =>
  useCallMutation(calls.applyWithdraw, {
    ...(breakSession ? breakWrite(breakSession) : WITHDRAW_WRITE),
    ...reactions,
  });

export const useAddPayoutAccount = (
  reactions: CallReactions<typeof calls.addPayoutAccount> = {},
  breakSession?: BreakSession,
) =>
  useCallMutation(calls.addPayoutAccount, {
    ...(breakSession ? breakWrite(breakSession) : WITHDRAW_WRITE),
    ...reactions,
  });

/** Makes an account the default; it shows as such at once. */
export const useSetDefaultPayoutAccount = (uid: string) =>
  useCallMutation(calls.setDefaultPayoutAccount, {
    ...WITHDRAW_WRITE,
    updateCache: (cache, _data, { accountId }) => markDefaultAccount(cache, uid, accountId),
  });

/** Removes an account; pending until the list without it is in. */
export const useRemovePayoutAccount = (reactions: CallReactions<typeof calls.removePayoutAccount> = {}) =>
  useCallMutation(calls.removePayoutAccount, { invalidates: WITHDRAW_STALE, ...reactions });

export const useSetWithdrawPassword = (
  uid: string,
  reactions: CallReactions<typeof calls.setWithdrawPassword> = {},
  breakSession?: BreakSession,
) =>
  useCallMutation(
    calls.setWithdrawPassword,
    breakSession
      ? { ...breakWrite(breakSession), ...reactions }
      : {
          ...WITHDRAW_WRITE,
          ...reactions,
          updateCache: (cache) => markPlayerSecured(cache, uid, { withdrawPwdStatus: true }),
        },
  );

export const useBindPhone = (
  uid: string,
  reactions: CallReactions<typeof calls.bindPhone> = {},
  breakSession?: BreakSession,
) =>
  useCallMutation(
    calls.bindPhone,
    breakSession
      ? { ...breakWrite(breakSession), ...reactions }
      : {
          ...WITHDRAW_WRITE,
          ...reactions,
          updateCache: (cache, { mobile }) => markPlayerSecured(cache, uid, { mobile }),
        },
  );

/**
 * The withdrawal reads made with a withdraw-only session (decision 023): a sign-in refused for a
 * break. Outside the query cache, which holds the app's own session's answers; its writes are the
 * hooks above, given the session.
 */
export const breakWithdrawInfo = (session: BreakSession) =>
  callApi(calls.withdrawInfo, signedBy(session), { silent: true });
export const breakWithdrawals = (session: BreakSession) =>
  callApi(
    calls.withdrawRecord,
    { page: 1, pageSize: RECORD_PAGE_SIZE, ...signedBy(session) },
    { silent: true },
  );
export const breakWithdrawal = (session: BreakSession, orderNo: string) =>
  callApi(calls.withdrawDetail, { orderNo, ...signedBy(session) }, { silent: true });
