import type { CallHandle, RequestOf, ResultOf } from '@fairplay/contract/handles';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiOrThrow, type PayloadArgs } from './client.ts';
import { callKey, invalidateCalls } from './queries.ts';

/**
 * What a page does when a write is answered: called at once, before the answers the write changed
 * are read again (a toast, leaving the page). A refusal was already toasted by the API client unless
 * the write is silent; `error` is its RequestFailure.
 */
export interface CallReactions<THandle extends CallHandle> {
  onSuccess?(data: ResultOf<THandle>, payload: RequestOf<THandle>): void;
  onError?(error: Error, payload: RequestOf<THandle>): void;
}

export interface CallMutationOptions<THandle extends CallHandle> {
  /** The calls whose cached answers the write changes; they are read again once it is answered. */
  invalidates?: readonly CallHandle[];
  /** Read them again after a refusal too: the server's state may have moved (claimed elsewhere, expired). */
  invalidatesOnFailure?: boolean;
  /**
   * The write stays pending until those answers are in (default), so a second tap cannot act on stale
   * figures; false when the page leaves on success and the answers may come in behind it.
   */
  waitsForRefresh?: boolean;
  /** Do not toast a refusal (the page shows it its own way, or it does not matter to the player). */
  silent?: boolean;
  /** Made with a withdraw-only session (decision 023) instead of the app's own session. */
  signedBy?: { sign: string; uid: string };
  /** What the answer changes in the cache at once, before the page reacts (a message read, a default account). */
  updateCache?(cache: QueryClient, data: ResultOf<THandle>, payload: RequestOf<THandle>): void;
  onSuccess?(data: ResultOf<THandle>, payload: RequestOf<THandle>): void;
  onError?(error: Error, payload: RequestOf<THandle>): void;
}

/**
 * A write through a call: the pending state, the result, and the cached answers it makes stale
 * invalidated in one place. A refusal was already shown by the API client; the mutation keeps it as
 * its error (a RequestFailure).
 */
export function useCallMutation<THandle extends CallHandle>(
  call: THandle,
  options: CallMutationOptions<THandle> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<ResultOf<THandle>, Error, RequestOf<THandle>>({
    mutationKey: callKey(call),
    mutationFn: (payload) =>
      callApiOrThrow(
        call,
        ...([
          { ...payload, ...options.signedBy },
          { silent: options.silent ?? false },
        ] as PayloadArgs<THandle>),
      ),
    onSuccess: (data, payload) => {
      options.updateCache?.(queryClient, data, payload);
      options.onSuccess?.(data, payload);
    },
    onError: (error, payload) => options.onError?.(error, payload),
    onSettled: (_data, error) => {
      if (error && !options.invalidatesOnFailure) return;
      const refresh = invalidateCalls(queryClient, options.invalidates ?? []);
      return options.waitsForRefresh === false ? undefined : refresh;
    },
  });
}
