import type { RequestOf, ResultOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import { infiniteQueryOptions, type QueryClient, queryOptions, skipToken } from '@tanstack/react-query';
import { PLAYER_INFO } from '../../shared/api/account.ts';
import { callApiOrThrow } from '../../shared/api/client.ts';
import { nextPage } from '../../shared/api/paging.ts';
import { callKey, invalidateCalls } from '../../shared/api/queries.ts';

/** The games' calls (packages/contract/src/calls/games.ts); the lobby is in shared/api/games.ts. */

export type SearchResult = ResultOf<typeof calls.gameSearch>;
export type GameLaunch = ResultOf<typeof calls.gameLaunch>;
export type GameRecordPage = ResultOf<typeof calls.gameRecords>;
export type GameRecord = GameRecordPage['list'][number];
export type GameRecordStatus = NonNullable<RequestOf<typeof calls.gameRecords>['status']>;
export type GameRecordPeriod = NonNullable<RequestOf<typeof calls.gameRecords>['period']>;

/** Rows per page of Game Records (the contract allows up to 100). */
export const RECORD_PAGE_SIZE = 20;

export const gameSearchQuery = (keyword: string) =>
  queryOptions({
    queryKey: callKey(calls.gameSearch, keyword),
    queryFn: () => callApiOrThrow(calls.gameSearch, { keyword }),
    staleTime: 60_000,
  });

/**
 * A launch makes a one-time token: never reused from the cache, never retried or refetched on its
 * own (the retry button does it), and forgotten as soon as the page closes.
 */
export const gameLaunchQuery = (uid: string, gameId: number | null) =>
  queryOptions({
    queryKey: callKey(calls.gameLaunch, uid, gameId),
    // The page shows a failure itself, with a retry button: no toast on top.
    queryFn:
      gameId === null ? skipToken : () => callApiOrThrow(calls.gameLaunch, { gameId }, { silent: true }),
    enabled: uid !== '',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const gameRecordsQuery = (uid: string, status: GameRecordStatus, period: GameRecordPeriod) =>
  infiniteQueryOptions({
    queryKey: callKey(calls.gameRecords, uid, status, period),
    queryFn: ({ pageParam }) =>
      callApiOrThrow(calls.gameRecords, {
        status,
        period,
        page: pageParam,
        pageSize: RECORD_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: uid !== '',
  });

/** Back from a game: the balance and the records its rounds changed are read again. */
export function refreshAfterPlay(queryClient: QueryClient): Promise<unknown> {
  return invalidateCalls(queryClient, [...PLAYER_INFO, calls.gameRecords]);
}
