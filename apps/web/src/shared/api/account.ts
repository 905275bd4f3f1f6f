import { ONLINE_PLACE_ID, USER_REFRESH_INTERVAL_MS } from '@fairplay/contract/constants';
import type { CallHandle, ResultOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
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
  });

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
