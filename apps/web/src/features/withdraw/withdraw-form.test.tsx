import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../shared/navigation/navigation.ts';
import { initEnglishTexts } from '../../shared/testing/english-texts.ts';
import type { WithdrawInfo } from './api.ts';
import { WithdrawForm } from './withdraw-form.tsx';

/** Intl separates the currency symbol with a no-break space; the tests read it as a space. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

const account = {
  accountId: 7,
  type: 'bank' as const,
  bankCode: 'BCA',
  bankName: 'BCA',
  accountName: 'Siti Rahayu',
  accountNumber: '**** 1234',
  ifsc: null,
  accountType: null,
  isDefault: true,
  createTime: '2026-11-21T10:00:00.000Z',
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

const go = vi.fn();
let uidCounter = 0;
let uid = '';

function renderForm(info: WithdrawInfo = ready) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <WithdrawForm info={info} uid={uid} isFresh />
    </QueryClientProvider>,
  );
}

const amountInput = () => screen.getByTestId('amount-input') as HTMLInputElement;
const passwordInput = () => screen.getByTestId('withdraw-password-input') as HTMLInputElement;
const submitButton = () => screen.getByTestId('withdraw-submit') as HTMLButtonElement;
const toastText = () => document.querySelector('.fp-toast')?.textContent;

function success(orderNo: string) {
  return new Response(
    JSON.stringify({
      state: '200',
      msg: 'success',
      resultData: { orderNo, amount: 1000, fee: 32, arrivalAmount: 968, status: 'pending' },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}

/** The requestId of each /withdraw/apply call made so far. */
function sentRequestIds(fetchMock: ReturnType<typeof vi.fn>): string[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/withdraw/apply'))
    .map(([, init]) => (JSON.parse(String((init as RequestInit).body)) as { requestId: string }).requestId);
}

beforeAll(initEnglishTexts);

beforeEach(() => {
  // A new player per test: the form's draft (amount and pending request id) is per player.
  uidCounter += 1;
  uid = `player-${uidCounter}`;
  go.mockReset();
  setNavigator({ go, back: vi.fn(), canGoBack: () => true });
});

afterEach(() => {
  cleanup();
  setNavigator(null);
  vi.unstubAllGlobals();
  document.querySelector('.fp-toast')?.remove();
});

describe('WithdrawForm', () => {
  it('computes the service charge and arrival amount as the amount is typed', () => {
    renderForm();
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('-');
    fireEvent.change(amountInput(), { target: { value: '1000' } });
    expect(plain(screen.getByTestId('withdraw-fee').textContent)).toBe('Rp 32');
    expect(plain(screen.getByTestId('withdraw-arrival').textContent)).toBe('Rp 968');
    fireEvent.change(amountInput(), { target: { value: '100.1' } });
    expect(plain(screen.getByTestId('withdraw-fee').textContent)).toBe('Rp 3,20');
    expect(plain(screen.getByTestId('withdraw-arrival').textContent)).toBe('Rp 96,90');
    // The language of this test is Indonesian (money reads 'Rp 3,20'): so does the percentage.
    expect(screen.getByText('Service charge (3,2%)')).toBeTruthy();
  });

  it('keeps at most 2 decimals and fills "All" with the smaller of balance and limit left', () => {
    renderForm({ ...ready, balance: 5_000, remainingLimit: 1_234.5 });
    fireEvent.change(amountInput(), { target: { value: '12.345' } });
    expect(amountInput().value).toBe('12.34');
    fireEvent.click(screen.getByTestId('amount-all'));
    expect(amountInput().value).toBe('1234.5');
  });

  it('has the inputs the spec asks for', () => {
    renderForm();
    expect(amountInput().inputMode).toBe('decimal');
    expect(passwordInput().type).toBe('password');
    expect(passwordInput().inputMode).toBe('numeric');
    expect(passwordInput().maxLength).toBe(6);
  });

  it('says what is missing before sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.click(submitButton());
    await waitFor(() => expect(toastText()).toBe('The withdrawal amount cannot be empty'));
    fireEvent.change(amountInput(), { target: { value: '1000' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(toastText()).toBe('Please enter your withdrawal password'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('cannot be submitted while wager is left', () => {
    renderForm({ ...ready, wagerRemaining: 500 });
    expect(submitButton().disabled).toBe(true);
  });

  it('retries a failed send with the same requestId and opens the order after success', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(success('W1'));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.change(amountInput(), { target: { value: '1000' } });
    fireEvent.change(passwordInput(), { target: { value: '123456' } });

    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(go).not.toHaveBeenCalled();
    fireEvent.click(submitButton());
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('/pages/wallet/WithdrawWait?orderNo=W1', { replace: true }),
    );

    const [first, second] = sentRequestIds(fetchMock);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(second).toBe(first);
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ amount: 1000, accountId: 7, withdrawPassword: '123456' });
  });

  it('uses a new requestId when the amount changes, and after a success', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(success('W2'))
      .mockResolvedValueOnce(success('W3'));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.change(amountInput(), { target: { value: '1000' } });
    fireEvent.change(passwordInput(), { target: { value: '123456' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().disabled).toBe(false));

    fireEvent.change(amountInput(), { target: { value: '900' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));

    // The page is left after a success; coming back, the same amount is a new withdrawal.
    cleanup();
    renderForm();
    fireEvent.change(amountInput(), { target: { value: '900' } });
    fireEvent.change(passwordInput(), { target: { value: '123456' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(go).toHaveBeenCalledTimes(2));

    const [failed, changed, again] = sentRequestIds(fetchMock);
    expect(changed).not.toBe(failed);
    expect(again).not.toBe(changed);
  });

  it('with an active bonus, asks first and sends the forfeit only once the player confirms it', async () => {
    const fetchMock = vi.fn().mockResolvedValue(success('W4'));
    vi.stubGlobal('fetch', fetchMock);
    renderForm({ ...ready, bonusBalance: 250, bonusWagerRemaining: 8_750 });
    fireEvent.change(amountInput(), { target: { value: '1000' } });
    fireEvent.change(passwordInput(), { target: { value: '123456' } });

    fireEvent.click(submitButton());
    const dialog = await screen.findByTestId('forfeit-dialog');
    expect(plain(dialog.textContent)).toContain(
      'You have a bonus of Rp 250 that becomes cash after Rp 8.750 more in bets. If you withdraw now, the bonus is forfeited',
    );
    expect(document.activeElement?.textContent).toBe('Keep my bonus');
    fireEvent.click(screen.getByText('Keep my bonus'));
    expect(screen.queryByTestId('forfeit-dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(submitButton());
    fireEvent.click(await screen.findByTestId('forfeit-confirm'));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('/pages/wallet/WithdrawWait?orderNo=W4', { replace: true }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ amount: 1000, forfeitBonus: true });
  });

  it('without a bonus, withdraws without asking and without a forfeit', async () => {
    const fetchMock = vi.fn().mockResolvedValue(success('W5'));
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    fireEvent.change(amountInput(), { target: { value: '1000' } });
    fireEvent.change(passwordInput(), { target: { value: '123456' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('forfeit-dialog')).toBeNull();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).not.toHaveProperty('forfeitBonus');
  });

  it('keeps the typed amount while the player picks another account', () => {
    renderForm();
    fireEvent.change(amountInput(), { target: { value: '750' } });
    cleanup();
    renderForm();
    expect(amountInput().value).toBe('750');
  });

  it('asks for a bound phone first when there is no withdrawal password and no phone', () => {
    renderForm({ ...ready, hasWithdrawPassword: false, hasPhone: false });
    fireEvent.click(screen.getByText('Bind phone'));
    return waitFor(() =>
      expect(go).toHaveBeenCalledWith('/pages/account/PhoneBinding/PhoneBinding', { replace: false }),
    );
  });

  it('asks for a withdrawal password, then for an account', () => {
    renderForm({ ...ready, hasWithdrawPassword: false });
    expect(screen.getByTestId('setup-password')).toBeTruthy();
    cleanup();
    renderForm({ ...ready, accounts: [] });
    expect(screen.getByTestId('setup-account')).toBeTruthy();
    fireEvent.click(screen.getByText('Later'));
    expect(screen.queryByTestId('setup-account')).toBeNull();
    // Submitting without an account brings it back.
    fireEvent.click(submitButton());
    expect(screen.getByTestId('setup-account')).toBeTruthy();
  });
});
