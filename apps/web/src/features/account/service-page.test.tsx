import type { TServiceInfo } from '@fairplay/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../shared/navigation/navigation.ts';
import { PATHS } from '../../shared/routes.ts';
import { initEnglishTexts } from '../../shared/testing/english-texts.ts';
import ServicePage from './service-page.tsx';

const contact = (mobileName: string, url: string, jumpType: number | null) => ({
  mobileName,
  mobileImage: '/static/service/webcs.svg',
  mobileNumber: [url],
  minVipLevel: null,
  jumpType,
});
const INFO: TServiceInfo = {
  top: 'We are here to help',
  mobile: [
    contact('WebCS', 'https://chat.example/web', 1),
    contact('VipCS', 'https://chat.example/vip', 0),
    contact('Telegram', 'https://t.example/help', null),
  ],
  customerServiceHour: '7*24',
  withdrawalTimeDay: 'per day',
  withdrawalTimeHour: '9:00-21:00',
  last: '',
  balanceCS: [],
  gameCS: [],
};

const envelope = (body: object) => new Response(JSON.stringify(body), { status: 200 });

beforeAll(initEnglishTexts);

afterEach(() => {
  cleanup();
  setNavigator(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.querySelector('.fp-toast')?.remove();
});

/** Renders the page; `answer` plays /service/index, call by call. */
function openPage(answer: (call: number) => Response) {
  let calls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer(++calls)),
  );
  setNavigator({ go: vi.fn(), back: vi.fn(), canGoBack: () => true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: PATHS.service, element: <ServicePage /> }], {
    initialEntries: [PATHS.service],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Customer service page', () => {
  it('offers a retry when /service/index fails, then shows the contacts in player words', async () => {
    openPage((call) =>
      call === 1
        ? envelope({ state: '500', msg: 'Service unavailable' })
        : envelope({ state: '200', msg: 'success', resultData: INFO }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    const names = (await screen.findAllByTestId('service-contact')).map((item) => item.textContent);
    expect(names).toEqual(['Online chat', 'VIP hotline', 'Telegram']);
  });

  it('opens a jumpType 1 contact in this tab and the others in a new window', async () => {
    openPage(() => envelope({ state: '200', msg: 'success', resultData: INFO }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const [webChat, vipHotline] = await screen.findAllByTestId('service-contact');
    fireEvent.click(webChat!);
    expect(assign).toHaveBeenCalledWith('https://chat.example/web');
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(vipHotline!);
    expect(open).toHaveBeenCalledWith('https://chat.example/vip', '_blank', 'noopener,noreferrer');
  });
});
