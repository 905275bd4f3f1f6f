import type { CallResult, getUserInfo, getVipInfo, serviceIndex } from '@fairplay/contract';
import { USER_REFRESH_INTERVAL_MS } from '@fairplay/contract/constants';
import { queryOptions } from '@tanstack/react-query';
import { requestOrThrow } from '../api/client.ts';

export type UserInfo = CallResult<typeof getUserInfo>;
export type VipInfo = CallResult<typeof getVipInfo>;
export type ServiceInfo = CallResult<typeof serviceIndex>;

/** User info, refreshed every 10 s while logged in (spec point 4). Keyed by uid so accounts never mix. */
export const userInfoQuery = (uid: string) =>
  queryOptions({
    queryKey: ['user-info', uid],
    queryFn: () => requestOrThrow<UserInfo>('/user/getUserInfo', {}, { silent: true }),
    refetchInterval: USER_REFRESH_INTERVAL_MS,
    enabled: uid !== '',
  });

export const vipInfoQuery = (uid: string) =>
  queryOptions({
    queryKey: ['vip-info', uid],
    queryFn: () => requestOrThrow<VipInfo>('/vip/getVipInfo', {}, { silent: true }),
    refetchInterval: USER_REFRESH_INTERVAL_MS,
    enabled: uid !== '',
  });

export const serviceInfoQuery = () =>
  queryOptions({
    queryKey: ['service-info'],
    queryFn: () => requestOrThrow<ServiceInfo>('/service/index', {}, { silent: true }),
    staleTime: 5 * 60_000,
  });
