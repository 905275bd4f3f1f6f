import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../shared/navigation/navigation.ts';
import { useSessionStore } from '../../shared/store/session-store.ts';
import { initEnglishTexts } from '../../shared/testing/english-texts.ts';
import GameWebPage from './game-web-page.tsx';

const LAUNCH = { url: '/provider/games/dice?token=t0k3n', gameName: 'Dice', orientation: 'portrait' };

beforeAll(initEnglishTexts);

afterEach(() => {
  cleanup();
  setNavigator(null);
  useSessionStore.getState().logout();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The game view over a server whose play session has run `elapsedSeconds` with this net result. */
async function openGame(elapsedSeconds: number, net: number) {
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true); // happy-dom's iframe notice
  useSessionStore.getState().login({ sign: 'sign', uid: '7', newUserFlag: false });
  const session = {
    startedAt: '2026-01-15T03:00:00.000Z',
    elapsedSeconds,
    staked: 5_000,
    won: 5_000 + net,
    net,
  };
  const fetchMock = vi.fn(async (url: string) => {
    const resultData = String(url).endsWith('/rg/playSession')
      ? { session, realityCheckMinutes: 15 }
      : LAUNCH;
    return new Response(JSON.stringify({ state: '200', msg: 'success', resultData }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const go = vi.fn();
  const back = vi.fn();
  setNavigator({ go, back, canGoBack: () => true });
  const router = createMemoryRouter([{ path: '/pages/webview/GameWeb', element: <GameWebPage /> }], {
    initialEntries: ['/pages/webview/GameWeb?gameId=100001'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByTestId('game-frame');
  return { fetchMock, go, back };
}

describe('the reality check in the game view', () => {
  it('shows the session line from the server, and no check before the interval', async () => {
    const { fetchMock } = await openGame(14 * 60 + 58, 1_250);
    expect((await screen.findByTestId('play-session-time')).textContent).toMatch(/^14:5\d$/);
    expect(screen.getByTestId('play-session-net').textContent).toMatch(/^\+Rp\s1\.250$/);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    const sessionCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/rg/playSession'));
    expect(JSON.parse(String((sessionCall as unknown as [string, RequestInit])[1].body))).toMatchObject({
      gameId: 100001,
    });
  });

  it('comes due at the interval with the time and the net; Continue closes it until the next one', async () => {
    const { back } = await openGame(15 * 60, -2_500);
    const check = await screen.findByTestId('reality-check');
    expect(check.getAttribute('role')).toBe('alertdialog');
    expect(screen.getByTestId('reality-check-time').textContent).toMatch(/^15:0\d$/);
    expect(screen.getByTestId('reality-check-net').textContent).toMatch(/^-Rp\s2\.500$/);
    act(() => fireEvent.click(screen.getByTestId('reality-check-continue')));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    expect(back).not.toHaveBeenCalled();
  });

  it('Stop leaves the game', async () => {
    const { back } = await openGame(31 * 60, 0);
    await screen.findByTestId('reality-check');
    act(() => fireEvent.click(screen.getByTestId('reality-check-stop')));
    expect(back).toHaveBeenCalled();
  });
});
