import type { CallResult, vipRewards } from '@fairplay/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { requestOrThrow } from '../../shared/api/client.ts';

/** The VIP page's own call (packages/contract/src/calls/promo.ts); level and table come from /vip/getVipInfo. */

export type VipRewardPage = CallResult<typeof vipRewards>;
export type VipReward = VipRewardPage['list'][number];

/** Rows per page of the reward history (the contract allows up to 100). */
export const REWARD_PAGE_SIZE = 20;

export const vipRewardsQuery = (uid: string) =>
  infiniteQueryOptions({
    queryKey: ['vip-rewards', uid],
    queryFn: ({ pageParam }) =>
      requestOrThrow<VipRewardPage>('/vip/rewards', { page: pageParam, pageSize: REWARD_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.list.length > 0 && pages.length * REWARD_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
    enabled: uid !== '',
  });
