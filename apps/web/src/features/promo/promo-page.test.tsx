import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../shared/i18n/locales/en/index.ts';
import id from '../../shared/i18n/locales/id/index.ts';
import { setNavigator } from '../../shared/navigation/navigation.ts';
import type { Promotion } from './api.ts';
import PromoPage from './promo-page.tsx';

const promotion = (key: Promotion['key'], extra: Partial<Promotion> = {}): Promotion => ({
  key,
  title: `Server title of ${key}`,
  description: `Server description of ${key}`,
  upToPercent: null,
  imageUrl: `/static/promo/${key}.svg`,
  path: '/pages/promo/Signin/Signin',
  badge: null,
  isAvailable: true,
  ...extra,
});

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en }, ind: { translation: id } },
    interpolation: { escapeValue: false },
  });
});

afterEach(async () => {
  cleanup();
  setNavigator(null);
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

function openTab(promotions: Promotion[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ state: '200', msg: 'success', resultData: { promotions } }), {
          status: 200,
        }),
    ),
  );
  setNavigator({ go: vi.fn(), back: vi.fn(), canGoBack: () => true });
  const router = createMemoryRouter([{ path: '/pages/promo/Promo', element: <PromoPage /> }], {
    initialEntries: ['/pages/promo/Promo'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Promo tab', () => {
  it('lists every event with its picture sized before it loads, lazy below the first screen', async () => {
    openTab([promotion('signin'), promotion('firstDeposit'), promotion('ranking'), promotion('giftCode')]);
    const images = [...(await screen.findByRole('list')).querySelectorAll('img')];
    expect(images.map((image) => [image.getAttribute('width'), image.getAttribute('height')])).toEqual(
      Array(4).fill(['750', '300']),
    );
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    expect(screen.getByTestId('promo-signin').getAttribute('href')).toBe('/pages/promo/Signin/Signin');
  });

  it("shows the event's texts and badges in the player's language", async () => {
    await i18next.changeLanguage('ind');
    openTab([
      promotion('signin', { badge: 'Claimable' }),
      promotion('cashbackRecord', { isAvailable: false, upToPercent: 12.5 }),
    ]);
    expect((await screen.findByTestId('promo-signin')).textContent).toContain('Absen harian');
    expect(screen.getByTestId('promo-badge').textContent).toBe('Bisa diklaim');
    expect(screen.getByTestId('promo-cashbackRecord').textContent).toContain('Sedang tidak berjalan');
    // The configured rate, in the language's way of writing a percentage.
    expect(screen.getByTestId('promo-cashbackRecord').textContent).toContain('Hingga 12,5%');
  });

  it('shows the server text of an event it has no words for', async () => {
    openTab([promotion('signin', { key: 'lottery' as Promotion['key'], badge: 'Hot' })]);
    const card = await screen.findByTestId('promo-lottery');
    expect(card.textContent).toContain('Server title of signin');
    expect(screen.getByTestId('promo-badge').textContent).toBe('Hot');
  });

  it("says 'No record!' when no event runs", async () => {
    openTab([]);
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No record!');
  });
});
