import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serviceInfoQuery } from '../shared/api/app.ts';
import { useRefetchWhenOnline } from '../shared/online.ts';
import { queryClient as appQueryClient } from '../shared/query-client.ts';
import { initEnglishTexts } from '../shared/testing/english-texts.ts';
import { QueryContent } from '../shared/ui/page-states.tsx';
import { TransportRetryBanner } from './transport-retry-banner.tsx';

/**
 * Issue: offline or a failed request never leaves "Loading..." for ever. A page's query in the app's
 * cache fails (it does not wait paused), the page shows the error state with Retry, the timeout
 * banner shows; once a read succeeds (Retry, or the browser's online event) the content shows and
 * the banner goes.
 */

const SERVICE = { top: 'We are here to help', mobile: [] };
const answer = () =>
  new Response(JSON.stringify({ state: '200', msg: 'success', resultData: SERVICE }), { status: 200 });
const networkDown = () => Promise.reject(new TypeError('Failed to fetch'));

function ServiceTop() {
  useRefetchWhenOnline(); // the root layout's, here beside the page
  const service = useQuery(serviceInfoQuery());
  return <QueryContent query={service}>{(info) => <p data-testid="content">{info.top}</p>}</QueryContent>;
}

/** The app's cache settings, without its one retry (the test would only wait for it). */
function appCache() {
  const defaults = appQueryClient.getDefaultOptions();
  return new QueryClient({ defaultOptions: { ...defaults, queries: { ...defaults.queries, retry: false } } });
}

function openPage() {
  return render(
    <QueryClientProvider client={appCache()}>
      <ServiceTop />
      <TransportRetryBanner />
    </QueryClientProvider>,
  );
}

/** The browser going off or on line: navigator.onLine, the query cache's view of it, the event. */
function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
  act(() => {
    onlineManager.setOnline(isOnline);
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

beforeAll(initEnglishTexts);
afterEach(() => {
  cleanup();
  setOnline(true);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a page whose data cannot be read', () => {
  it('offline: shows the offline state with Retry and the banner, not a spinner', async () => {
    const fetch = vi.fn(networkDown);
    vi.stubGlobal('fetch', fetch);
    setOnline(false);
    openPage();
    const error = await screen.findByTestId('error-state');
    expect(error.textContent).toContain('You are offline. Check your connection, then tap Retry.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByTestId('retry-banner').textContent).toBe('Network error. Tap the screen to retry.');
    expect(screen.queryByTestId('loading-state')).toBeNull();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('back online: reads again by itself, shows the content and the banner goes', async () => {
    vi.stubGlobal('fetch', vi.fn(networkDown));
    setOnline(false);
    openPage();
    await screen.findByTestId('error-state');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    setOnline(true);
    expect((await screen.findByTestId('content')).textContent).toBe('We are here to help');
    expect(screen.queryByTestId('error-state')).toBeNull();
    expect(screen.queryByTestId('retry-banner')).toBeNull();
  });

  it('a failed read: Retry reads again (spinner meanwhile), then the content shows and the banner goes', async () => {
    vi.stubGlobal('fetch', vi.fn(networkDown));
    openPage();
    expect((await screen.findByTestId('error-state')).textContent).toContain('Could not load.');
    expect(screen.getByTestId('retry-banner').textContent).toBe(
      'The connection timed out. Tap the screen to retry.',
    );
    let release: () => void = () => {};
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(answer());
        }),
    );
    vi.stubGlobal('fetch', fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('loading-state');
    expect(screen.getByTestId('retry-banner')).toBeTruthy();
    release();
    expect((await screen.findByTestId('content')).textContent).toBe('We are here to help');
    await waitFor(() => expect(screen.queryByTestId('retry-banner')).toBeNull());
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('a tap on the banner reads the page again', async () => {
    vi.stubGlobal('fetch', vi.fn(networkDown));
    openPage();
    await screen.findByTestId('error-state');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    fireEvent.click(screen.getByTestId('retry-banner'));
    expect((await screen.findByTestId('content')).textContent).toBe('We are here to help');
    expect(screen.queryByTestId('retry-banner')).toBeNull();
  });

  it('keeps the content on screen when a later read fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
    const client = appCache();
    render(
      <QueryClientProvider client={client}>
        <ServiceTop />
      </QueryClientProvider>,
    );
    await screen.findByTestId('content');
    vi.stubGlobal('fetch', vi.fn(networkDown));
    await act(() => client.refetchQueries());
    expect(screen.getByTestId('content')).toBeTruthy();
    expect(screen.queryByTestId('error-state')).toBeNull();
  });
});
