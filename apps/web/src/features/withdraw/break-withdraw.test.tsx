import type { BreakSession } from '@fairplay/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initEnglishTexts } from '../../shared/testing/english-texts.ts';
import type { WithdrawInfo } from './api.ts';
import { BreakWithdraw } from './break-withdraw.tsx';

/** The break screen's withdraw flow: every call carries the withdraw-only session, never the app's. */

const session: BreakSession = { sign: 'break-sign', uid: 'break-uid', expiresAt: '2026-11-27T03:00:00.000Z' };

const account = {
  accountId: 7,
  type: 'bank' as const,
  bankCode: 'BCA',
  bankName: 'BCA',
  accountName: 'Siti Rahayu',
  accountNumber: '**** 7890',
  ifsc: null,
  accountType: null,
  isDefault: true,
  createTime: '2026-11-27T01:00:00.000Z',
};

const ready: WithdrawInfo = {
  balance: 5_000,
  frozen: 0,
  wagerRemaining: 0,
  bonusBalance: 0,
  bonusWagerRemaining: 0,
  vipLevel: 0,
  dailyLimit: 20_000,
  remainingLimit: 20_000,
  dailyCount: 3,
  remainingTimes: 3,
  feeRate: 0.032,
  minAmount: 100,
  maxAmount: 20_000,
  processingHours: '9:00-21:00',
  processingDay: 'per day',
  hasWithdrawPassword: true,
  hasPhone: true,
  accounts: [account],
  isOpen: true,
};

const order = {
  orderNo: 'W1',
  amount: 5_000,
  fee: 160,
  arrivalAmount: 4_840,
  status: 'pending',
  account: '**** 7890',
  accountType: 'bank',
  createTime: '2026-11-27T01:05:00.000Z',
  finishTime: null,
  rejectReason: null,
};

const ok = (resultData: unknown) =>
  new Response(JSON.stringify({ state: '200', msg: 'success', resultData }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** A server that answers by path; the bodies sent are kept to be read. */
function serve(info: WithdrawInfo, mobile: string | null) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    if (path === '/withdraw/info') return ok(info);
    if (path === '/user/getUserInfo') return ok({ mobile, withdrawPwdStatus: info.hasWithdrawPassword });
    if (path === '/withdraw/record') return ok({ list: [], total: 0, page: 1, pageSize: 20 });
    if (path === '/withdraw/apply') return ok({ ...order, status: 'pending' });
    if (path === '/withdraw/detail') return ok(order);
    if (path === '/sms/send') return ok({ expiresInSeconds: 300, resendAfterSeconds: 60 });
    throw new Error(`unexpected call ${path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  const sent = (path: string) =>
    fetchMock.mock.calls
      .filter(([url]) => String(url) === `/api${path}`)
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { fetchMock, sent };
}

function renderFlow() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <BreakWithdraw session={session} />
    </QueryClientProvider>,
  );
}

beforeAll(initEnglishTexts);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.querySelector('.fp-toast')?.remove();
});

describe('BreakWithdraw', () => {
  it('withdraws all of the cash by default with the withdraw-only session, then shows the order', async () => {
    const { sent } = serve(ready, '+62 812****890');
    renderFlow();
    const amount = (await screen.findByTestId('break-amount')) as HTMLInputElement;
    expect(amount.value).toBe('5000');
    expect(screen.getByTestId('break-step').textContent).toContain('Step 4 of 4');
    fireEvent.change(screen.getByTestId('break-withdraw-password'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('break-withdraw-submit'));
    await screen.findByTestId('order-arrival');
    const [application] = sent('/withdraw/apply');
    expect(application).toMatchObject({
      amount: 5_000,
      accountId: 7,
      withdrawPassword: '246810',
      sign: 'break-sign',
      uid: 'break-uid',
    });
    expect(sent('/withdraw/detail')[0]).toMatchObject({ orderNo: 'W1', sign: 'break-sign' });
    for (const path of ['/withdraw/info', '/user/getUserInfo', '/withdraw/record'])
      expect(sent(path)[0]).toMatchObject({ sign: 'break-sign', uid: 'break-uid' });
  });

  it('asks a player without a phone to bind one first, sending the code with the withdraw-only session', async () => {
    const { sent } = serve({ ...ready, hasPhone: false, hasWithdrawPassword: false, accounts: [] }, null);
    renderFlow();
    await screen.findByTestId('phone-binding-form');
    expect(screen.getByTestId('break-step').textContent).toContain('Step 1 of 4');
    fireEvent.change(screen.getByTestId('phone-input'), { target: { value: '81234567890' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(sent('/sms/send')).toHaveLength(1));
    expect(sent('/sms/send')[0]).toMatchObject({
      type: 'bind',
      mobile: '81234567890',
      sign: 'break-sign',
      uid: 'break-uid',
    });
  });
});
