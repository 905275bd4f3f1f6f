import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannersQuery, rollMessagesQuery } from '../features/home/api.ts';
import { queryClient } from '../shared/query-client.ts';
import { PATHS } from '../shared/routes.ts';
import { useSessionStore } from '../shared/store/session-store.ts';
import { routeDataLoader } from './route-data.ts';

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.getState().logout();
});

const prefetchedKeys = () => {
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  return () => prefetch.mock.calls.map(([options]) => options.queryKey);
};

describe('route data', () => {
  it('starts a logged-in Deposit page its two calls with the navigation', () => {
    const keys = prefetchedKeys();
    useSessionStore.getState().login({ sign: 's'.repeat(64), uid: 'u1', newUserFlag: false });
    expect(routeDataLoader(PATHS.deposit)?.()).toBeNull();
    expect(keys()).toEqual([
      ['/recharge/getChargeInfo', 'u1'],
      ['/recharge/getPayChannel', 'u1'],
    ]);
  });

  it('leaves a logged-out Deposit to the login redirect, and Home fetches its banners', () => {
    const keys = prefetchedKeys();
    routeDataLoader(PATHS.deposit)?.();
    expect(keys()).toEqual([]);
    routeDataLoader(PATHS.home)?.();
    // The keys Home's own queries read (whatever they are keyed by), so the page finds them in flight.
    expect(keys()).toEqual([bannersQuery().queryKey, rollMessagesQuery().queryKey]);
  });

  it('gives pages without data no loader', () => {
    expect(routeDataLoader(PATHS.login)).toBeUndefined();
  });
});
