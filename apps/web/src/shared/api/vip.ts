import { DEFAULT_VIP_LEVEL, USER_REFRESH_INTERVAL_MS } from '@fairplay/contract/constants';
import type { CallHandle, ResultOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionStore, useSessionUid } from '../store/session-store.ts';
import { callApiOrThrow } from './client.ts';
import { nextPageAfter } from './paging.ts';
import { callKey } from './queries.ts';

/** The VIP calls (packages/contract/src/calls/vip.ts): level and table for the whole app, the reward history. */

export type VipInfo = ResultOf<typeof calls.getVipInfo>;
export type VipRewardPage = ResultOf<typeof calls.vipRewards>;
export type VipReward = VipRewardPage['list'][number];

/** Rows per page of the reward history (the contract allows up to 100). */
export const REWARD_PAGE_SIZE = 20;

export const vipInfoQuery = (uid: string) =>
  queryOptions({
    queryKey: callKey(calls.getVipInfo, uid),
    queryFn: () => callApiOrThrow(calls.getVipInfo, {}, { silent: true }),
    refetchInterval: USER_REFRESH_INTERVAL_MS,
    enabled: uid !== '',
    // The copy stored locally (spec point 3) shows at once after a reload, and is read again at once.
    initialData: () => {
      const session = useSessionStore.getState();
      return uid !== '' && session.uid === uid ? (session.vipInfo ?? undefined) : undefined;
    },
    initialDataUpdatedAt: 0,
  });

/** The player's VIP level as the query cache holds it (0 before it arrives); fetches nothing itself. */
export function useVipLevel(): number {
  const uid = useSessionUid();
  return useQuery({ ...vipInfoQuery(uid), enabled: false }).data?.level ?? DEFAULT_VIP_LEVEL;
}

export const vipRewardsQuery = (uid: string) =>
  infiniteQueryOptions({
    queryKey: callKey(calls.vipRewards, uid),
    queryFn: ({ pageParam }) =>
      callApiOrThrow(calls.vipRewards, { page: pageParam, pageSize: REWARD_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter(REWARD_PAGE_SIZE),
    enabled: uid !== '',
  });

/** What a reward paid elsewhere (a claimed message) makes stale: the VIP reward history. */
export const VIP_REWARDS: readonly CallHandle[] = [calls.vipRewards];
