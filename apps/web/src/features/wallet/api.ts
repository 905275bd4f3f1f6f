import type {
  BalanceRecordType,
  balanceRecords,
  CallRequest,
  CallResult,
  createCryptoOrder,
  createRechargeOrder,
  createTransferOrder,
  depositOrderDetail,
  depositRecord,
  getChargeInfo,
  getPayChannel,
  selfServiceUtr,
  submitUtr,
  uploadReceipt,
} from '@fairplay/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { request, requestOrThrow } from '../../shared/api/client.ts';

/** The wallet's calls (packages/contract/src/calls/recharge.ts and wallet.ts): types, fetchers and queries. */

export type ChargeInfo = CallResult<typeof getChargeInfo>;
export type PayChannel = CallResult<typeof getPayChannel>;
export type DepositMode = ChargeInfo['typeA'];
export type RechargeOrder = CallResult<typeof createRechargeOrder>;
export type CryptoOrder = CallResult<typeof createCryptoOrder>;
export type TransferOrder = CallResult<typeof createTransferOrder>;
export type UtrSubmission = CallResult<typeof submitUtr>;
export type SelfUtrSubmission = CallResult<typeof selfServiceUtr>;
export type ReceiptUpload = CallResult<typeof uploadReceipt>;
export type DepositRecordPage = CallResult<typeof depositRecord>;
export type DepositRecordStatus = NonNullable<CallRequest<typeof depositRecord>['status']>;
export type DepositOrderDetail = CallResult<typeof depositOrderDetail>;
export type BalanceRecordPage = CallResult<typeof balanceRecords>;

/** Rows per page of the record lists (the contract allows up to 100). */
export const RECORD_PAGE_SIZE = 20;
/** How often an online order waiting for the gateway is looked at again. */
const ORDER_POLL_INTERVAL_MS = 5_000;

export const chargeInfoQuery = (uid: string) =>
  queryOptions({
    queryKey: ['charge-info', uid],
    queryFn: () => requestOrThrow<ChargeInfo>('/recharge/getChargeInfo'),
    enabled: uid !== '',
    staleTime: 30_000,
  });

/** Fresh online channels; a failure leaves the charge info's own list in use (spec point 8). */
export const payChannelQuery = (uid: string) =>
  queryOptions({
    queryKey: ['pay-channel', uid],
    queryFn: () => requestOrThrow<PayChannel>('/recharge/getPayChannel', {}, { silent: true }),
    enabled: uid !== '',
    staleTime: 30_000,
    retry: 0,
  });

const nextPage = (last: { page: number; pageSize: number; total: number; list: unknown[] }) =>
  last.list.length > 0 && last.page * last.pageSize < last.total ? last.page + 1 : undefined;

export const depositRecordsQuery = (uid: string, status: DepositRecordStatus) =>
  infiniteQueryOptions({
    queryKey: ['deposit-records', uid, status],
    queryFn: ({ pageParam }) =>
      requestOrThrow<DepositRecordPage>('/recharge/record', {
        page: pageParam,
        pageSize: RECORD_PAGE_SIZE,
        status,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: uid !== '',
  });

export const balanceRecordsQuery = (uid: string, type: BalanceRecordType) =>
  infiniteQueryOptions({
    queryKey: ['balance-records', uid, type],
    queryFn: ({ pageParam }) =>
      requestOrThrow<BalanceRecordPage>('/user/balanceRecords', {
        type,
        page: pageParam,
        pageSize: RECORD_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: uid !== '',
  });

export const depositOrderQuery = (uid: string, orderNo: string) =>
  queryOptions({
    queryKey: ['deposit-order', uid, orderNo],
    queryFn: () => requestOrThrow<DepositOrderDetail>('/recharge/orderDetail', { orderNo }),
    enabled: uid !== '' && orderNo !== '',
    retry: 0,
    // Back from the gateway the callback may still be on its way: look again until it settles.
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.data.payUrl ? ORDER_POLL_INTERVAL_MS : false,
  });

/** Starts an online or V/A deposit; pay at the returned payUrl. */
export const createRechargeOrderCall = (payload: {
  amount: number;
  depositMethod: number;
  bankId?: number;
}) => request<RechargeOrder>('/recharge/createRechargeOrder', payload);

export const createTransferOrderCall = (payload: { amount: number; type: 'imps' | 'upi' }) =>
  request<TransferOrder>('/recharge/createTransferOrder', payload);

export const createCryptoOrderCall = (payload: { amount: number; coinId: number }) =>
  request<CryptoOrder>('/recharge/createCryptoOrder', payload);

export const submitUtrCall = (payload: { orderNo: string; utr: string }) =>
  request<UtrSubmission>('/recharge/submitUtr', payload);

export const selfUtrCall = (payload: { amount: number; type: 'imps' | 'upi'; utr: string }) =>
  request<SelfUtrSubmission>('/recharge/selfUtr', payload);

export const uploadReceiptCall = (payload: { orderNo: string; image: string }) =>
  request<ReceiptUpload>('/recharge/uploadReceipt', payload);
