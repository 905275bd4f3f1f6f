import type { CallHandle } from '@fairplay/contract/handles';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The query key of a call's answer: the call's path, then what the answer depends on (the player, the
 * payload). One rule for every key, so a write invalidates the answers of the calls it changes by
 * naming the calls, and no page writes a key of its own.
 */
export function callKey(call: CallHandle, ...parts: readonly unknown[]): QueryKey {
  return [call.path, ...parts];
}

/** Whether a cached answer belongs to a call (for removing or keeping answers by call). */
export function isKeyOf(queryKey: QueryKey, call: CallHandle): boolean {
  return queryKey[0] === call.path;
}

/** Marks every cached answer of these calls stale (active ones are read again); resolves when they are in. */
export function invalidateCalls(queryClient: QueryClient, stale: readonly CallHandle[]): Promise<unknown> {
  return Promise.all(stale.map((call) => queryClient.invalidateQueries({ queryKey: callKey(call) })));
}
