import type { CallResult, EARN_PERIODS, earnOverview, receiveRebate, teamMembers } from '@fairplay/contract';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request, requestOrThrow } from '../../shared/api/client.ts';

/** The Earn Money calls (packages/contract/src/calls/earn.ts): types, fetchers and queries. */

export type EarnPeriod = (typeof EARN_PERIODS)[number];
export type EarnOverview = CallResult<typeof earnOverview>;
export type TeamPage = CallResult<typeof teamMembers>;
export type TeamMember = TeamPage['list'][number];
export type ReceivedRebate = CallResult<typeof receiveRebate>;

/** The period switcher, in display order. */
export const EARN_PERIOD_OPTIONS = ['today', '7days', '30days'] as const satisfies readonly EarnPeriod[];

/** Rows per page of the team list (the contract allows up to 100). */
export const TEAM_PAGE_SIZE = 20;

export const earnOverviewQuery = (uid: string, period: EarnPeriod) =>
  queryOptions({
    queryKey: ['earn-overview', uid, period],
    queryFn: () => requestOrThrow<EarnOverview>('/invite/agent/overview', { period }),
    enabled: uid !== '',
    // The figures of the previous period stay on screen while the next period loads: no jump.
    placeholderData: keepPreviousData,
  });

export const teamMembersQuery = (uid: string, period: EarnPeriod) =>
  infiniteQueryOptions({
    queryKey: ['earn-team', uid, period],
    queryFn: ({ pageParam }) =>
      requestOrThrow<TeamPage>('/invite/agent/team', { period, page: pageParam, pageSize: TEAM_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.list.length > 0 && pages.length * TEAM_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
    enabled: uid !== '',
    placeholderData: keepPreviousData,
  });

/** Moves the available referral earnings into the balance. */
export const receiveRebateCall = () => request<ReceivedRebate>('/invite/agent/receiveRebate');
