import type { CallDefinition, CallRequest, CallResult } from '@fairplay/contract';
import type { CallHandle } from '@fairplay/contract/handles';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiOrThrow } from './client.ts';

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

export interface CallMutationOptions<TCall extends CallDefinition> {
  /** The calls whose cached answers the write changes; they are refetched once it succeeds. */
  invalidates?: readonly CallHandle[];
  onSuccess?(data: CallResult<TCall>, payload: CallRequest<TCall>): void;
}

/**
 * A write through a call: the pending state, the result, and the cached answers it makes stale
 * invalidated in one place. A refusal was already shown by the API client; the mutation keeps it as
 * its error.
 */
export function useCallMutation<TCall extends CallDefinition>(
  call: CallHandle<TCall>,
  options: CallMutationOptions<TCall> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<CallResult<TCall>, Error, CallRequest<TCall>>({
    mutationKey: [call.path],
    mutationFn: (payload) => callApiOrThrow<TCall>(call, ...([payload] as [CallRequest<TCall>])),
    onSuccess: async (data, payload) => {
      options.onSuccess?.(data, payload);
      await Promise.all(
        (options.invalidates ?? []).map((stale) => queryClient.invalidateQueries({ queryKey: [stale.path] })),
      );
    },
  });
}
