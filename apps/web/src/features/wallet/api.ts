import type { BalanceRecordType } from '@fairplay/contract';
import type { ResultOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callApiOrThrow } from '../../shared/api/client.ts';
import { nextPage } from '../../shared/api/paging.ts';
import { callKey } from '../../shared/api/queries.ts';

/** The wallet's calls (packages/contract/src/calls/wallet.ts): every posting on the balance. */

export type BalanceRecordPage = ResultOf<typeof calls.balanceRecords>;

/** Rows per page of the balance records (the contract allows up to 100). */
const RECORD_PAGE_SIZE = 20;

export const balanceRecordsQuery = (uid: string, type: BalanceRecordType) =>
  infiniteQueryOptions({
    queryKey: callKey(calls.balanceRecords, uid, type),
    queryFn: ({ pageParam }) =>
      callApiOrThrow(calls.balanceRecords, { type, page: pageParam, pageSize: RECORD_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: uid !== '',
  });
