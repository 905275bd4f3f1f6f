import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userInfoQuery } from '../api/account.ts';
import { appConfigQuery, serviceInfoQuery } from '../api/app.ts';
import { mailListQuery, unreadCountQuery } from '../api/mail.ts';
import { vipInfoQuery } from '../api/vip.ts';
import { setNavigator } from '../navigation/navigation.ts';
import { PATHS } from '../routes.ts';
import { useSessionStore } from '../store/session-store.ts';
import { endSession } from './end-session.ts';

const go = vi.fn();

beforeEach(() => {
  go.mockClear();
  setNavigator({ go, back: vi.fn(), canGoBack: () => true });
  useSessionStore.getState().login({ sign: 's'.repeat(64), uid: 'u1', newUserFlag: false });
});
afterEach(() => {
  setNavigator(null);
  useSessionStore.getState().logout();
});

describe('endSession', () => {
  it("forgets the session and the player's answers, keeps the app config and service info, starts over", async () => {
    const cache = new QueryClient();
    const kept: QueryKey[] = [appConfigQuery().queryKey, serviceInfoQuery().queryKey];
    const players: QueryKey[] = [
      userInfoQuery('u1').queryKey,
      vipInfoQuery('u1').queryKey,
      mailListQuery('u1').queryKey,
      unreadCountQuery('u1').queryKey,
    ];
    for (const key of [...kept, ...players]) cache.setQueryData(key, { answer: key[0] });

    await endSession(cache);

    expect(useSessionStore.getState()).toMatchObject({ sign: '', uid: '', userInfo: null });
    expect(
      cache
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual(kept);
    expect(go).toHaveBeenCalledWith(PATHS.index, { replace: true });
  });
});
