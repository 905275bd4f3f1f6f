import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../shared/navigation/navigation.ts';
import { useSessionStore } from '../../shared/store/session-store.ts';
import { initEnglishTexts } from '../../shared/testing/english-texts.ts';
import type { SigninInfo } from './api.ts';
import SigninPage from './signin-page.tsx';

const OPEN: SigninInfo = {
  rewards: [5, 8, 10, 15, 20, 25, 50],
  wagerMultiple: 3,
  requiresDeposit: true,
  streak: 2,
  hasSignedToday: false,
  todayReward: 10,
  history: [
    { day: '2026-11-21', amount: 8, streak: 2 },
    { day: '2026-11-20', amount: 5, streak: 1 },
  ],
};
const SIGNED: SigninInfo = {
  ...OPEN,
  streak: 3,
  hasSignedToday: true,
  history: [{ day: '2026-11-22', amount: 10, streak: 3 }, ...OPEN.history],
};

const envelope = (body: object) => new Response(JSON.stringify(body), { status: 200 });
const ok = (resultData: unknown) => envelope({ state: '200', msg: 'success', resultData });
const toastText = () => document.querySelector('.fp-toast')?.textContent;

beforeAll(initEnglishTexts);

afterEach(() => {
  cleanup();
  setNavigator(null);
  useSessionStore.getState().logout();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.querySelector('.fp-toast')?.remove();
});

/** Renders the page for a signed-in player; `answer` plays the server, by path. */
function openPage(answer: (path: string) => Response) {
  useSessionStore.getState().login({ sign: 'sign', uid: '7', newUserFlag: false });
  const fetchMock = vi.fn(async (url: string) => answer(String(url).replace(/^\/api/, '')));
  vi.stubGlobal('fetch', fetchMock);
  setNavigator({ go: vi.fn(), back: vi.fn(), canGoBack: () => true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const router = createMemoryRouter([{ path: '/pages/promo/Signin/Signin', element: <SigninPage /> }], {
    initialEntries: ['/pages/promo/Signin/Signin'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchMock, invalidate };
}

const claims = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/promo/signin/claim')).length;

describe('Signin page', () => {
  it("shows the strip with today's day highlighted and the history", async () => {
    openPage(() => ok(OPEN));
    const strip = await screen.findByTestId('signin-strip');
    const states = [...strip.querySelectorAll('li')].map((day) => day.getAttribute('data-state'));
    expect(states).toEqual(['signed', 'signed', 'today', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(screen.getByTestId('signin-today-reward').textContent?.replace(/\u00a0/g, ' ')).toBe('Rp 10');
    expect(screen.getAllByTestId('signin-record')).toHaveLength(2);
  });

  it('states the rules the server applies: the wager and, only where it holds, the deposit rule', async () => {
    openPage(() => ok(OPEN));
    const rules = async () =>
      [...(await screen.findByRole('region', { name: 'Rules' })).querySelectorAll('li')].map(
        (rule) => rule.textContent,
      );
    expect(await rules()).toContain('Only players who have made a deposit can sign in.');
    expect(await rules()).toContain('The bonus must be wagered 3 times before withdrawal.');
    cleanup();
    openPage(() => ok({ ...OPEN, requiresDeposit: false }));
    expect(await rules()).not.toContain('Only players who have made a deposit can sign in.');
  });

  it("signs in once, toasts 'Receive successfully' and refreshes the balance", async () => {
    let isSigned = false;
    const { fetchMock, invalidate } = openPage((path) => {
      if (path === '/promo/signin/claim') {
        isSigned = true;
        return ok({ amount: 10, streak: 3, balance: 110 });
      }
      return ok(isSigned ? SIGNED : OPEN);
    });
    const button = (await screen.findByTestId('signin-button')) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(toastText()).toBe('Receive successfully'));
    await waitFor(() => expect(button.textContent).toBe('Signed in today'));
    expect(button.disabled).toBe(true);
    expect(claims(fetchMock)).toBe(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/user/getUserInfo'] });
  });

  it("keeps the server's refusal on the page", async () => {
    openPage((path) =>
      path === '/promo/signin/claim'
        ? envelope({ state: '999', msg: 'Make your first deposit to start the daily sign-in' })
        : ok({ ...OPEN, streak: 0, history: [] }),
    );
    fireEvent.click(await screen.findByTestId('signin-button'));
    const refusal = await screen.findByTestId('promo-refusal');
    expect(refusal.textContent).toBe('Make your first deposit to start the daily sign-in');
    expect(toastText()).toBe('Make your first deposit to start the daily sign-in');
    expect(screen.getByTestId('empty-state').textContent).toBe('No record!');
    expect((screen.getByTestId('signin-button') as HTMLButtonElement).disabled).toBe(false);
  });
});
