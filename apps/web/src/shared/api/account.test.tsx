import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../store/session-store.ts';
import { type UserInfo, updateCachedUserInfo, usePlayerInfo } from './account.ts';

const stored = { uid: 'u1', balance: 12.5, mobile: null } as unknown as UserInfo;

function wrapperWith(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

afterEach(() => {
  useSessionStore.getState().logout();
  vi.unstubAllGlobals();
});

describe('the player info pages read', () => {
  it('comes from the query cache, seeded by the locally stored copy, and fetches nothing itself', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    useSessionStore.getState().login({ sign: 'a'.repeat(64), uid: 'u1', newUserFlag: false });
    useSessionStore.getState().setUserInfo(stored);
    const client = new QueryClient();
    const { result } = renderHook(() => usePlayerInfo(), { wrapper: wrapperWith(client) });
    expect(result.current?.balance).toBe(12.5);
    act(() => updateCachedUserInfo(client, 'u1', { balance: 20 }));
    await waitFor(() => expect(result.current?.balance).toBe(20));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('is null when logged out, whatever another account left stored', () => {
    useSessionStore.setState({ userInfo: stored });
    const { result } = renderHook(() => usePlayerInfo(), { wrapper: wrapperWith(new QueryClient()) });
    expect(result.current).toBeNull();
  });
});
