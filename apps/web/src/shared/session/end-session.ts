import type { QueryClient } from '@tanstack/react-query';
import { isPlayerFreeAnswer } from '../api/app.ts';
import { reLaunch } from '../navigation/navigation.ts';
import { queryClient } from '../query-client.ts';
import { PATHS } from '../routes.ts';
import { useSessionStore } from '../store/session-store.ts';

/**
 * The one way a session ends in the app, whether the player logged out or the server said the
 * session is gone: sign, uid and the player's state are forgotten, and so is every cached answer
 * but the ones that are the same for every player (the app configuration and the service contacts),
 * so nothing of this player shows to the next; then the app starts over at the index page.
 */
export async function endSession(cache: QueryClient = queryClient): Promise<void> {
  useSessionStore.getState().logout();
  cache.removeQueries({ predicate: (query) => !isPlayerFreeAnswer(query.queryKey) });
  await reLaunch(PATHS.index);
}
