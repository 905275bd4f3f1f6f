import { reLaunch } from '../../shared/navigation/navigation.ts';
import { queryClient } from '../../shared/query-client.ts';
import { PATHS } from '../../shared/routes.ts';
import { useSessionStore } from '../../shared/store/session-store.ts';
import { logoutCall } from '../auth/api.ts';

/** Ends the session on the server, clears every stored session value and starts over at the index page. */
export async function logout(): Promise<void> {
  await logoutCall();
  useSessionStore.getState().logout();
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== 'gconfig' && query.queryKey[0] !== 'service-info',
  });
  await reLaunch(PATHS.index);
}
