import { bannersQuery, rollMessagesQuery } from '../features/home/api.ts';
import { chargeInfoQuery, payChannelQuery } from '../shared/api/deposit.ts';
import { queryClient } from '../shared/query-client.ts';
import { PATHS } from '../shared/routes.ts';
import { isLoggedIn, useSessionStore } from '../shared/store/session-store.ts';

type Prefetch = (uid: string) => void;

/**
 * The calls a page makes as soon as it mounts, started with the navigation instead, so the page's
 * chunk and its data load side by side (a cold Deposit otherwise waits for its chunk, then the
 * shell, then its calls). The page's own useQuery finds them in flight or done.
 */
const ROUTE_DATA: Partial<Record<string, Prefetch>> = {
  [PATHS.home]: () => {
    void queryClient.prefetchQuery(bannersQuery());
    void queryClient.prefetchQuery(rollMessagesQuery());
  },
  [PATHS.deposit]: (uid) => {
    if (!isLoggedIn()) return; // the page sends a logged-out visitor to login
    void queryClient.prefetchQuery(chargeInfoQuery(uid));
    void queryClient.prefetchQuery(payChannelQuery(uid));
  },
};

/** A route loader that starts the page's calls and returns at once (it never holds the page back). */
export function routeDataLoader(path: string): (() => null) | undefined {
  const prefetch = ROUTE_DATA[path];
  if (!prefetch) return undefined;
  return () => {
    prefetch(useSessionStore.getState().uid);
    return null;
  };
}
