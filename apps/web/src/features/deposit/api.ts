import type { RequestOf, ResultOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApiOrThrow } from '../../shared/api/client.ts';
import { useCallMutation } from '../../shared/api/mutations.ts';
import { nextPage } from '../../shared/api/paging.ts';
import { callKey } from '../../shared/api/queries.ts';

/**
 * The deposit calls (packages/contract/src/calls/deposit.ts): the records, the orders and the writes.
 * The charge info and the channels are read in shared/api/deposit.ts (the route loader and the
 * navigation gate need them before this code loads).
 */

export type CryptoOrder = ResultOf<typeof calls.createCryptoOrder>;
export type DepositRecordPage = ResultOf<typeof calls.depositRecord>;
export type DepositRecordStatus = NonNullable<RequestOf<typeof calls.depositRecord>['status']>;
export type DepositOrderDetail = ResultOf<typeof calls.depositOrderDetail>;

/** Rows per page of the record lists (the contract allows up to 100). */
export const RECORD_PAGE_SIZE = 20;
/** How often an online order waiting for the gateway is looked at again. */
const ORDER_POLL_INTERVAL_MS = 5_000;

export const depositRecordsQuery = (uid: string, status: DepositRecordStatus) =>
  infiniteQueryOptions({
    queryKey: callKey(calls.depositRecord, uid, status),
    queryFn: ({ pageParam }) =>
      callApiOrThrow(calls.depositRecord, { page: pageParam, pageSize: RECORD_PAGE_SIZE, status }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: uid !== '',
  });

export const depositOrderQuery = (uid: string, orderNo: string) =>
  queryOptions({
    queryKey: callKey(calls.depositOrderDetail, uid, orderNo),
    queryFn: () => callApiOrThrow(calls.depositOrderDetail, { orderNo }),
    enabled: uid !== '' && orderNo !== '',
    retry: 0,
    // Back from the gateway the callback may still be on its way: look again until it settles.
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.data.payUrl ? ORDER_POLL_INTERVAL_MS : false,
  });

/** A new order of any kind shows in the history. */
const NEW_ORDER_STALE = [calls.depositRecord];
/** A UTR or a receipt changes the order and its line in the history. */
const ORDER_CHANGE_STALE = [calls.depositOrderDetail, calls.depositRecord];

/** Starts an online or V/A deposit; pay at the returned payUrl. */
export const useCreateRechargeOrder = () =>
  useCallMutation(calls.createRechargeOrder, { invalidates: NEW_ORDER_STALE });

export const useCreateTransferOrder = () =>
  useCallMutation(calls.createTransferOrder, { invalidates: NEW_ORDER_STALE });

export const useCreateCryptoOrder = () =>
  useCallMutation(calls.createCryptoOrder, { invalidates: NEW_ORDER_STALE });

export const useSubmitUtr = () => useCallMutation(calls.submitUtr, { invalidates: ORDER_CHANGE_STALE });

/** India: the UTR; Pakistan: the receipt's transaction id; Indonesia: "I have transferred" (the reference). */
export const useSubmitTransactionId = () =>
  useCallMutation(calls.submitTransactionId, { invalidates: ORDER_CHANGE_STALE });

export const useConfirmTransfer = () =>
  useCallMutation(calls.confirmTransfer, { invalidates: ORDER_CHANGE_STALE });

export const useSelfServiceUtr = () =>
  useCallMutation(calls.selfServiceUtr, { invalidates: NEW_ORDER_STALE });

export const useUploadReceipt = () =>
  useCallMutation(calls.uploadReceipt, { invalidates: ORDER_CHANGE_STALE });
