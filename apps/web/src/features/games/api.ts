import type {
  CallRequest,
  CallResult,
  gameLaunch,
  gameLobby,
  gameRecords,
  gameSearch,
} from '@fairplay/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { requestOrThrow } from '../../shared/api/client.ts';

/** The games' calls (packages/contract/src/calls/games.ts): types, fetchers and queries. */

export type Lobby = CallResult<typeof gameLobby>;
export type Game = Lobby['games'][number];
export type SearchResult = CallResult<typeof gameSearch>;
export type GameLaunch = CallResult<typeof gameLaunch>;
export type GameRecordPage = CallResult<typeof gameRecords>;
export type GameRecord = GameRecordPage['list'][number];
export type GameRecordStatus = NonNullable<CallRequest<typeof gameRecords>['status']>;
export type GameRecordPeriod = NonNullable<CallRequest<typeof gameRecords>['period']>;

/** Rows per page of Game Records (the contract allows up to 100). */
export const RECORD_PAGE_SIZE = 20;

/** The lobby, shared with Home by its key: the popular searches come from here. */
export const gameLobbyQuery = () =>
  queryOptions({
    queryKey: ['game-lobby'],
    queryFn: () => requestOrThrow<Lobby>('/game/lobby', {}, { silent: true }),
    staleTime: 5 * 60_000,
  });

export const gameSearchQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['game-search', keyword],
    queryFn: () => requestOrThrow<SearchResult>('/game/search', { keyword }),
    staleTime: 60_000,
  });

/**
 * A launch makes a one-time token: never reused from the cache, never retried or refetched on its
 * own (the retry button does it), and forgotten as soon as the page closes.
 */
export const gameLaunchQuery = (uid: string, gameId: number | null) =>
  queryOptions({
    queryKey: ['game-launch', uid, gameId],
    // The page shows a failure itself, with a retry button: no toast on top.
    queryFn: () => requestOrThrow<GameLaunch>('/game/launch', { gameId }, { silent: true }),
    enabled: uid !== '' && gameId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

const nextPage = (last: GameRecordPage) =>
  last.list.length > 0 && last.page * last.pageSize < last.total ? last.page + 1 : undefined;

export const gameRecordsQuery = (uid: string, status: GameRecordStatus, period: GameRecordPeriod) =>
  infiniteQueryOptions({
    queryKey: ['game-records', uid, status, period],
    queryFn: ({ pageParam }) =>
      requestOrThrow<GameRecordPage>('/game/records', {
        status,
        period,
        page: pageParam,
        pageSize: RECORD_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: uid !== '',
  });
