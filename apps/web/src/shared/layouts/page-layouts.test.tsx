import { APP_NAME } from '@fairplay/contract/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../routes.ts';
import { useAppStore } from '../store/app-store.ts';
import { useSessionStore } from '../store/session-store.ts';
import { initEnglishTexts } from '../testing/english-texts.ts';
import { SubLayout, TabLayout } from './page-layouts.tsx';
import { pageTitle } from './page-title.ts';

beforeAll(initEnglishTexts);
afterEach(() => {
  cleanup();
  useSessionStore.getState().logout();
  useAppStore.setState({ appName: APP_NAME });
  vi.unstubAllGlobals();
});

function show(path: string, element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const title = () => screen.getByTestId('page-title').textContent;

describe('the navigation bar title: the app name plus the translated route name (spec point 2)', () => {
  it('on a tab page and on a sub page', () => {
    show(PATHS.earn, <TabLayout>page</TabLayout>);
    expect(title()).toBe('Fairplay - Earn Money');
    cleanup();
    show(PATHS.language, <SubLayout>page</SubLayout>);
    expect(title()).toBe('Fairplay - Language');
  });

  it("with the server's app name, and the same words as the document title", () => {
    useAppStore.setState({ appName: 'Lucky Star' });
    show(PATHS.withdrawHistory, <SubLayout>page</SubLayout>);
    expect(title()).toBe('Lucky Star - Withdraw History');
    expect(title()).toBe(pageTitle('Lucky Star', 'Withdraw History'));
  });

  it('is the app name alone on a page without a route name', () => {
    show('/pages/nowhere', <SubLayout>page</SubLayout>);
    expect(title()).toBe('Fairplay');
  });
});

describe('the tab bar', () => {
  const unread = (count: number) =>
    vi.fn(
      async () =>
        new Response(JSON.stringify({ state: '200', msg: 'success', resultData: { unread: count } }), {
          status: 200,
        }),
    );

  it('shows the unread message count on the Account tab, whole or as 99+', async () => {
    useSessionStore.getState().login({ sign: 'a'.repeat(64), uid: 'u1', newUserFlag: false });
    vi.stubGlobal('fetch', unread(7));
    show(PATHS.home, <TabLayout>page</TabLayout>);
    const badge = await screen.findByTestId('tab-badge');
    expect(badge.closest('a')?.getAttribute('href')).toBe(PATHS.account);
    expect(badge.textContent).toBe('77 unread');
    cleanup();
    vi.stubGlobal('fetch', unread(150));
    show(PATHS.home, <TabLayout>page</TabLayout>);
    expect((await screen.findByTestId('tab-badge')).textContent).toBe('99+150 unread');
  });

  it('shows no count when all is read or nobody is logged in', async () => {
    const fetch = unread(3);
    vi.stubGlobal('fetch', fetch);
    show(PATHS.home, <TabLayout>page</TabLayout>);
    expect(screen.queryByTestId('tab-badge')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    cleanup();
    useSessionStore.getState().login({ sign: 'a'.repeat(64), uid: 'u1', newUserFlag: false });
    const none = unread(0);
    vi.stubGlobal('fetch', none);
    show(PATHS.home, <TabLayout>page</TabLayout>);
    await waitFor(() => expect(none).toHaveBeenCalled());
    expect(screen.queryByTestId('tab-badge')).toBeNull();
  });
});
