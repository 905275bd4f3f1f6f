import type { OperatorCall, OperatorInput, OperatorResult } from '@fairplay/contract/operator';
import {
  type QueryKey,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callOperator, type OperatorArguments } from './client.ts';
import { useStepUpGate } from './step-up.tsx';

/**
 * The cache key of a read: the call's method and path first (so a mutation invalidates every
 * variant of a read by that prefix), then its params and query.
 */
export function operatorQueryKey(
  call: OperatorCall,
  input?: { params?: unknown; query?: unknown },
): QueryKey {
  return [call.method, call.path, input?.params ?? null, input?.query ?? null];
}

/** The prefix that matches every cached variant of a read. */
export function operatorQueryPrefix(call: OperatorCall): QueryKey {
  return [call.method, call.path];
}

type ReadOptions<TCall extends OperatorCall> = Omit<
  UseQueryOptions<OperatorResult<TCall>, Error>,
  'queryKey' | 'queryFn'
>;

/** A read of the operator API through TanStack Query. */
export function useOperatorQuery<TCall extends OperatorCall>(
  call: TCall,
  input: OperatorArguments<TCall>[0],
  options: ReadOptions<TCall> = {},
) {
  return useQuery<OperatorResult<TCall>, Error>({
    queryKey: operatorQueryKey(call, input as { params?: unknown; query?: unknown } | undefined),
    queryFn: () => callOperator(call, ...([input] as OperatorArguments<TCall>)),
    ...options,
  });
}

interface MutationOptions<TCall extends OperatorCall> {
  /** Reads whose every cached variant this change makes stale. */
  invalidates?: readonly OperatorCall[];
  onSuccess?: (result: OperatorResult<TCall>, input: OperatorInput<TCall>) => void | Promise<void>;
}

/**
 * A change through the operator API: when the server asks for a fresh second factor, the shared
 * step-up dialog asks for it and the call is sent once more (step-up.tsx); on success the reads it
 * changes are invalidated. Pages show the error themselves (errorMessage).
 */
export function useOperatorMutation<TCall extends OperatorCall>(
  call: TCall,
  options: MutationOptions<TCall> = {},
) {
  const queryClient = useQueryClient();
  const gate = useStepUpGate();
  return useMutation<OperatorResult<TCall>, Error, OperatorInput<TCall>>({
    mutationFn: (input) => gate.run(() => callOperator(call, ...([input] as OperatorArguments<TCall>))),
    onSuccess: async (result, input) => {
      await Promise.all(
        (options.invalidates ?? []).map((read) =>
          queryClient.invalidateQueries({ queryKey: operatorQueryPrefix(read) }),
        ),
      );
      await options.onSuccess?.(result, input);
    },
  });
}
