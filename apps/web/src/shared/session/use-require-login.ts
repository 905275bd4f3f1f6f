import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { redirectTo } from '../navigation/navigation.ts';
import { PATHS } from '../routes.ts';
import { isLoggedIn, useSessionStore } from '../store/session-store.ts';

/**
 * Pages that need a player: without a session they replace themselves by the login page, which
 * comes back here afterwards. Returns the player's uid ('' while logged out).
 */
export function useRequireLogin(): string {
  const sign = useSessionStore((state) => state.sign);
  const uid = useSessionStore((state) => state.uid);
  const { pathname, search } = useLocation();
  const isSignedIn = isLoggedIn({ sign, uid });
  useEffect(() => {
    if (!isSignedIn) void redirectTo(`${PATHS.login}?redirect=${encodeURIComponent(pathname + search)}`);
  }, [isSignedIn, pathname, search]);
  return isSignedIn ? uid : '';
}
