import * as ops from '@fairplay/contract/operator';
import { useOperatorQuery } from '../shared/api/operator-query.ts';

/** How often the menu's queue badges are read again. */
export const QUEUE_COUNTS_REFRESH_MS = 30_000;

/** What waits in each queue the staff member may see (null: not theirs), read every 30 s. */
export function useQueueCounts() {
  return useOperatorQuery(ops.queueCounts, undefined, {
    refetchInterval: QUEUE_COUNTS_REFRESH_MS,
    // A badge is a hint: a failed read keeps the last counts instead of blanking the menu.
    retry: false,
  });
}
