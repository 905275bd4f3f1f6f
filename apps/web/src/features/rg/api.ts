import type { ResultOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import type { LimitPeriod } from '@fairplay/contract/player-protection';
import { queryOptions } from '@tanstack/react-query';
import { callApiOrThrow } from '../../shared/api/client.ts';
import { useCallMutation } from '../../shared/api/mutations.ts';
import { callKey } from '../../shared/api/queries.ts';

/** The player-protection calls (packages/contract/src/calls/rg.ts), made by the protection page only. */

export type Limit = ResultOf<typeof calls.rgLimits>['limits'][number];

export const limitsQuery = (uid: string) =>
  queryOptions({
    queryKey: callKey(calls.rgLimits, uid),
    queryFn: () => callApiOrThrow(calls.rgLimits, {}),
    enabled: uid !== '',
  });

export const statementQuery = (uid: string, period: LimitPeriod) =>
  queryOptions({
    queryKey: callKey(calls.rgStatement, uid, period),
    queryFn: () => callApiOrThrow(calls.rgStatement, { period }),
    enabled: uid !== '',
  });

/** A limit set or confirmed: the list is read again (what is left, what waits). */
export const useSetLimit = () => useCallMutation(calls.rgSetLimit, { invalidates: [calls.rgLimits] });
export const useConfirmLimit = () => useCallMutation(calls.rgConfirmLimit, { invalidates: [calls.rgLimits] });
/** A break or exclusion ends every session: nothing is read again. */
export const useTakeTimeout = () => useCallMutation(calls.rgTimeout, { waitsForRefresh: false });
export const useSelfExclude = () => useCallMutation(calls.rgSelfExclude, { waitsForRefresh: false });
