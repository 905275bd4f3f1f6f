import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the app. Failures are already toasted by the API client. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: 1,
      staleTime: 5_000,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: 0 },
  },
});
