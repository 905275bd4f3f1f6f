import { ONLINE_PLACE_ID, USER_REFRESH_INTERVAL_MS } from '@fairplay/contract/constants';
import type { CallHandle, ResultOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionStore, useSessionUid } from '../store/session-store.ts';
import { callApi, callApiOrThrow } from './client.ts';
import { callKey } from './queries.ts';

/** The account calls (packages/contract/src/calls/account.ts) the whole app needs: the player's info and reports. */

export type UserInfo = ResultOf<typeof calls.getUserInfo>;

/** User info, refreshed every 10 s while logged in (spec point 4). Keyed by uid so accounts never mix. */
export const userInfoQuery = (uid: string) =>
  queryOptions({
    queryKey: callKey(calls.getUserInfo, uid),
    queryFn: () => callApiOrThrow(calls.getUserInfo, {}, { silent: true }),
    refetchInterval: USER_REFRESH_INTERVAL_MS,
    enabled: uid !== '',
    // The copy stored locally (spec point 3) shows at once after a reload, and is read again at once.
    initialData: () => storedUserInfo(uid),
    initialDataUpdatedAt: 0,
  });

/** The player's info read with a withdraw-only session (decision 023), outside the cache. */
export const userInfoWith = (session: { sign: string; uid: string }) =>
  callApi(calls.getUserInfo, session, { silent: true });

function storedUserInfo(uid: string): UserInfo | undefined {
  const session = useSessionStore.getState();
  return uid !== '' && session.uid === uid ? (session.userInfo ?? undefined) : undefined;
}

/**
 * The player's info as the query cache holds it, or null before it arrives or when logged out. The
 * cache is the one place pages read server data from; the app's session sync keeps it fresh (and the
 * spec's locally stored copy up to date), so reading it here fetches nothing.
 */
export function usePlayerInfo(): UserInfo | null {
  const uid = useSessionUid();
  return useQuery({ ...userInfoQuery(uid), enabled: false }).data ?? null;
}

/** What a write that moves the player's money or changes the account makes stale: the user info. */
export const PLAYER_INFO: readonly CallHandle[] = [calls.getUserInfo];

/** A change shows at once on every page (before the fresh read arrives). */
export function updateCachedUserInfo(queryClient: QueryClient, uid: string, change: Partial<UserInfo>): void {
  queryClient.setQueryData<UserInfo>(
    callKey(calls.getUserInfo, uid),
    (user) => user && { ...user, ...change },
  );
}

/** Online presence (spec point 4); quiet, a missed beat does not matter. */
export const reportOnline = () => callApi(calls.reportOnline, { placeId: ONLINE_PLACE_ID }, { silent: true });

/** Stores the device's ad id (attribution) once it is known. */
export const reportAdid = (adid: string) => callApi(calls.reportAdid, { adid }, { silent: true });
