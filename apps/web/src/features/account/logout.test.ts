import type { QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userInfoQuery } from '../../shared/api/account.ts';
import { appConfigQuery } from '../../shared/api/app.ts';
import { setNavigator } from '../../shared/navigation/navigation.ts';
import { queryClient } from '../../shared/query-client.ts';
import { PATHS } from '../../shared/routes.ts';
import { useSessionStore } from '../../shared/store/session-store.ts';
import { logout } from './logout.ts';

afterEach(() => {
  setNavigator(null);
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('logout', () => {
  it('revokes the session on the server, then ends it in the app as a lost session does', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ state: '200', resultData: null })));
    vi.stubGlobal('fetch', fetchMock);
    const go = vi.fn();
    setNavigator({ go, back: vi.fn(), canGoBack: () => true });
    useSessionStore.getState().login({ sign: 's'.repeat(64), uid: 'u1', newUserFlag: false });
    const config: QueryKey = appConfigQuery().queryKey;
    const player: QueryKey = userInfoQuery('u1').queryKey;
    queryClient.setQueryData(config, { appName: 'Fairplay' });
    queryClient.setQueryData(player, { uid: 'u1' });

    await logout();

    expect(fetchMock).toHaveBeenCalledWith('/api/sso/logout', expect.objectContaining({ method: 'POST' }));
    expect(useSessionStore.getState().sign).toBe('');
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([config]);
    expect(go).toHaveBeenCalledWith(PATHS.index, { replace: true });
  });
});
