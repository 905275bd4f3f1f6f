import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../shared/navigation/navigation.ts';
import { useSessionStore } from '../../shared/store/session-store.ts';
import { initEnglishTexts } from '../../shared/testing/english-texts.ts';
import GameWebPage from './game-web-page.tsx';

const LAUNCH = { url: '/provider/games/dice?token=t0k3n', gameName: 'Dice', orientation: 'portrait' };

/** happy-dom never loads framed pages and says so on stderr; only that line is dropped. */
function muteIframeLoadingNotice() {
  const write = process.stderr.write.bind(process.stderr);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk, ...rest) =>
    String(chunk).includes('Iframe page loading is disabled')
      ? true
      : write(chunk, ...(rest as [BufferEncoding, () => void])),
  );
}

beforeAll(initEnglishTexts);

afterEach(() => {
  cleanup();
  setNavigator(null);
  useSessionStore.getState().logout();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openGame() {
  muteIframeLoadingNotice();
  useSessionStore.getState().login({ sign: 'sign', uid: '7', newUserFlag: false });
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ state: '200', msg: 'success', resultData: LAUNCH }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const back = vi.fn();
  setNavigator({ go: vi.fn(), back, canGoBack: () => true });
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const router = createMemoryRouter([{ path: '/pages/webview/GameWeb', element: <GameWebPage /> }], {
    initialEntries: ['/pages/webview/GameWeb?gameId=100001'],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const frame = (await screen.findByTestId('game-frame')) as HTMLIFrameElement;
  return { fetchMock, back, invalidate, view, frame };
}

function post(data: unknown, source: MessageEventSource | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source }));
  });
}

describe('GameWeb', () => {
  it('launches the game into a sandboxed iframe: scripts and forms only, no permissions', async () => {
    const { fetchMock, frame } = await openGame();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ gameId: 100001 });
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms');
    expect(frame.getAttribute('allow')).toBe('');
    expect(frame.getAttribute('title')).toBe('Dice');
    expect(frame.getAttribute('src')).toBe(LAUNCH.url);
    expect(screen.getByRole('heading').textContent).toBe('Dice');
  });

  it("listens to the game's own window only: ready, balance and close", async () => {
    const { back, frame } = await openGame();
    // happy-dom does not run the framed page: stand in for its window.
    const game = {} as MessageEventSource;
    Object.defineProperty(frame, 'contentWindow', { value: game });
    post({ type: 'fairplay:ready' }, window);
    expect(screen.queryByTestId('game-loading')).not.toBeNull();
    post({ type: 'fairplay:ready' }, game);
    expect(screen.queryByTestId('game-loading')).toBeNull();
    post({ type: 'fairplay:balance', balance: 1234.5 }, game);
    expect(screen.getByTestId('game-balance').textContent).toContain('1.234,50');
    post({ type: 'fairplay:close' }, window);
    expect(back).not.toHaveBeenCalled();
    post({ type: 'fairplay:close' }, game);
    expect(back).toHaveBeenCalledOnce();
  });

  it('refreshes the balance queries when the player leaves', async () => {
    const { invalidate, view } = await openGame();
    view.unmount();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/user/getUserInfo'] });
  });
});
