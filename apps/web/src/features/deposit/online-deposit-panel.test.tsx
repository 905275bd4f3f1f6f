import type { TRechargeType } from '@fairplay/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../shared/i18n/locales/en/index.ts';
import { setRegionForTests } from '../../shared/region.ts';
import { initEnglishTexts } from '../../shared/testing/english-texts.ts';
import { renderWithQueries } from '../../shared/testing/render-with-queries.tsx';
import { OnlineDepositPanel } from './online-deposit-panel.tsx';

const IN_REGION = {
  code: 'IN',
  phonePrefix: '+91',
  currencySign: '₹',
  currencyDecimals: 2,
  timeZone: 'Asia/Kolkata',
  languageKey: 'en',
} as const;

function method(id: number, range: string, isDefault = 0): TRechargeType {
  return {
    id,
    name: `PAY ${id}`,
    type: 1,
    iconUrl: null,
    isDefault,
    amountRange: range,
    showWeight: 1,
    showOffset: 1,
    rechargeMethod: '[]',
  };
}

const methods = [method(53, '[100,50000]'), method(19, '[500,50000]', 1), method(42, '[100,20000]')];
const mode = {
  amountList: [100, 500, 1000],
  giftList: [37, 97, 187],
  gift: 0.01,
  content: 'Wager requirement (to withdrawal): 5 times of your deposit.',
  picUrl: '',
  rechargeType: 'A' as const,
  withdrawMulti: 5,
};

const pressed = () =>
  screen
    .getAllByTestId('deposit-method')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

function renderPanel() {
  return renderWithQueries(
    <OnlineDepositPanel
      methods={methods}
      rechargeTypeLimit={20000}
      mode={mode}
      defaultAmount={500}
      testId="online"
    />,
  );
}

beforeAll(initEnglishTexts);

afterEach(() => {
  cleanup();
  setRegionForTests(undefined);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OnlineDepositPanel', () => {
  it('on +91 follows the amount: methods outside the range are disabled and the choice moves', () => {
    setRegionForTests(IN_REGION);
    renderPanel();
    expect(pressed()).toEqual(['PAY 53100 - 50,000']);
    const input = screen.getByTestId('online-amount-input');
    fireEvent.change(input, { target: { value: '30000' } });
    const disabled = screen
      .getAllByTestId('deposit-method')
      .filter((button) => (button as HTMLButtonElement).disabled)
      .map((button) => button.textContent);
    expect(disabled).toEqual(['PAY 42100 - 20,000']);
    fireEvent.change(input, { target: { value: '60000' } });
    expect(pressed()).toEqual([]);
    expect(screen.getByText(en.wallet.deposit.noMethod)).toBeTruthy();
  });

  it('elsewhere selects the isDefault method whatever the amount', () => {
    setRegionForTests({ ...IN_REGION, phonePrefix: '+62' });
    renderPanel();
    fireEvent.change(screen.getByTestId('online-amount-input'), { target: { value: '100' } });
    expect(pressed()).toEqual(['PAY 19500 - 50,000']);
  });

  it("refuses an amount outside the method's range with the spec's message", () => {
    setRegionForTests({ ...IN_REGION, phonePrefix: '+62' });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPanel();
    fireEvent.change(screen.getByTestId('online-amount-input'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('online-submit'));
    expect(screen.getAllByText('Deposit amount must during ₹500 - ₹50,000').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByTestId('online-amount-input'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('online-submit'));
    expect(screen.getAllByText('Please input deposit amount!').length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the order with the chosen method and opens the gateway page', async () => {
    setRegionForTests({ ...IN_REGION, phonePrefix: '+62' });
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            state: '200',
            msg: 'success',
            resultData: { orderNo: 'D1', payUrl: '/sandbox-pay/orders/D1', amount: 1000, bonus: 187 },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: /1,000/ }));
    fireEvent.click(screen.getByTestId('online-submit'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox-pay/orders/D1'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/recharge/createRechargeOrder');
    expect(JSON.parse(String(init.body))).toMatchObject({ amount: 1000, depositMethod: 19 });
  });
});
