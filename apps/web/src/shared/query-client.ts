import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the app. Failures are already toasted by the API client.
 *
 * networkMode 'always': offline, a query fails (and its page shows the error state with Retry)
 * instead of waiting paused with its spinner for as long as the phone stays offline; a mutation
 * fails at once instead of firing later, unasked. Back online, the app reads the failed and stale
 * queries on screen again itself (useRefetchWhenOnline, on the browser's online event), whatever
 * the cache believed about the network when it started.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: 1,
      staleTime: 5_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      networkMode: 'always',
    },
    mutations: { retry: 0, networkMode: 'always' },
  },
});
