import { QueryClient } from '@tanstack/react-query';
import { OperatorError } from './api/client.ts';

/** Reads again after a failure only when no answer came (network, timeout) or the server failed. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (failureCount >= 1) return false;
  return !(error instanceof OperatorError) || error.status === 0 || error.status >= 500;
}

/** The one query cache of the console. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 10_000, refetchOnWindowFocus: true },
    mutations: { retry: 0 },
  },
});
