import type { EARN_PERIODS } from '@fairplay/contract';
import type { ResultOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { PLAYER_INFO } from '../../shared/api/account.ts';
import { callApiOrThrow } from '../../shared/api/client.ts';
import { type CallReactions, useCallMutation } from '../../shared/api/mutations.ts';
import { nextPageAfter } from '../../shared/api/paging.ts';
import { callKey } from '../../shared/api/queries.ts';

/** The Earn Money calls (packages/contract/src/calls/earn.ts): answers in the query cache and the write. */

export type EarnPeriod = (typeof EARN_PERIODS)[number];
export type EarnOverview = ResultOf<typeof calls.earnOverview>;
export type TeamPage = ResultOf<typeof calls.teamMembers>;
export type TeamMember = TeamPage['list'][number];
export type ReceivedRebate = ResultOf<typeof calls.receiveRebate>;

/** The period switcher, in display order. */
export const EARN_PERIOD_OPTIONS = ['today', '7days', '30days'] as const satisfies readonly EarnPeriod[];

/** Rows per page of the team list (the contract allows up to 100). */
export const TEAM_PAGE_SIZE = 20;

export const earnOverviewQuery = (uid: string, period: EarnPeriod) =>
  queryOptions({
    queryKey: callKey(calls.earnOverview, uid, period),
    queryFn: () => callApiOrThrow(calls.earnOverview, { period }),
    enabled: uid !== '',
    // The figures of the previous period stay on screen while the next period loads: no jump.
    placeholderData: keepPreviousData,
  });

export const teamMembersQuery = (uid: string, period: EarnPeriod) =>
  infiniteQueryOptions({
    queryKey: callKey(calls.teamMembers, uid, period),
    queryFn: ({ pageParam }) =>
      callApiOrThrow(calls.teamMembers, { period, page: pageParam, pageSize: TEAM_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPageAfter(TEAM_PAGE_SIZE),
    enabled: uid !== '',
    placeholderData: keepPreviousData,
  });

/**
 * Moves the available referral earnings into the balance; pending until the fresh figures are in,
 * so a second tap cannot find stale ones.
 */
export const useReceiveRebate = (reactions: CallReactions<typeof calls.receiveRebate> = {}) =>
  useCallMutation(calls.receiveRebate, { invalidates: [calls.earnOverview, ...PLAYER_INFO], ...reactions });
