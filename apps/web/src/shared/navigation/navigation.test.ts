import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRegionForTests } from '../region.ts';
import { PATHS } from '../routes.ts';
import { useSessionStore } from '../store/session-store.ts';
import * as feedback from '../ui/feedback.ts';
import { isBlockedByDepositGate, useDepositClosedPopup } from './deposit-gate.ts';
import { navigateBack, navigateTo, redirectTo, reLaunch, setNavigator, switchTab } from './navigation.ts';

const go = vi.fn();
const back = vi.fn();
let canGoBack = false;

beforeEach(() => {
  vi.spyOn(feedback, 'showToast').mockResolvedValue();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  setNavigator({ go, back, canGoBack: () => canGoBack });
  go.mockClear();
  back.mockClear();
  setRegionForTests(undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.getState().logout();
  useDepositClosedPopup.getState().close();
});

describe('navigation rules (spec points 2 and 8)', () => {
  it('navigateTo pushes a page, redirectTo and reLaunch replace', async () => {
    expect(await navigateTo(PATHS.mail)).toEqual({ ok: true });
    expect(go).toHaveBeenLastCalledWith(PATHS.mail, { replace: false });
    expect(await redirectTo(`${PATHS.searchResult}?keyword=aviator`)).toEqual({ ok: true });
    expect(go).toHaveBeenLastCalledWith(`${PATHS.searchResult}?keyword=aviator`, { replace: true });
    expect(await reLaunch(PATHS.home)).toEqual({ ok: true });
    expect(go).toHaveBeenLastCalledWith(PATHS.home, { replace: true });
  });

  it('refuses an unknown page', async () => {
    expect(await navigateTo('/pages/nowhere/Nowhere')).toEqual({ ok: false, error: 'notFound' });
    expect(go).not.toHaveBeenCalled();
  });

  it('refuses a tab page by navigateTo or redirectTo, and a non-tab page by switchTab', async () => {
    expect(await navigateTo(PATHS.account)).toEqual({ ok: false, error: 'tabByNavigate' });
    expect(await redirectTo(PATHS.promo)).toEqual({ ok: false, error: 'tabByNavigate' });
    expect(await switchTab(PATHS.mail)).toEqual({ ok: false, error: 'notTabBySwitch' });
    expect(await switchTab(PATHS.vip)).toEqual({ ok: true });
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('the back arrow goes back with history, otherwise Home', async () => {
    canGoBack = true;
    navigateBack();
    expect(back).toHaveBeenCalledTimes(1);
    canGoBack = false;
    navigateBack();
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith(PATHS.home, { replace: true }));
  });
});

describe('the +91 deposit gate', () => {
  const india = {
    code: 'IN' as const,
    phonePrefix: '+91',
    currencySign: '₹',
    currencyDecimals: 2,
    timeZone: 'Asia/Kolkata',
    languageKey: 'en',
  };
  const chargeInfo =
    (rechargeOpen: number, depositClosed = false) =>
    async () =>
      ({ rechargeOpen, depositClosed }) as never;

  it('blocks Deposit and opens the popup when recharge is not open', async () => {
    setRegionForTests(india);
    useSessionStore.getState().login({ sign: 's', uid: 'u', newUserFlag: false });
    expect(await isBlockedByDepositGate(PATHS.deposit, chargeInfo(0))).toBe(true);
    expect(useDepositClosedPopup.getState().isOpen).toBe(true);
  });

  it('blocks when deposits are closed for the player, lets it through when open', async () => {
    setRegionForTests(india);
    useSessionStore.getState().login({ sign: 's', uid: 'u', newUserFlag: false });
    expect(await isBlockedByDepositGate(PATHS.deposit, chargeInfo(1, true))).toBe(true);
    useDepositClosedPopup.getState().close();
    expect(await isBlockedByDepositGate(PATHS.deposit, chargeInfo(1))).toBe(false);
    expect(useDepositClosedPopup.getState().isOpen).toBe(false);
  });

  it('applies only on +91 and only to Deposit', async () => {
    useSessionStore.getState().login({ sign: 's', uid: 'u', newUserFlag: false });
    expect(await isBlockedByDepositGate(PATHS.deposit, chargeInfo(0))).toBe(false);
    setRegionForTests(india);
    expect(await isBlockedByDepositGate(PATHS.withdraw, chargeInfo(0))).toBe(false);
  });

  it('every navigation method is gated', async () => {
    setRegionForTests(india);
    useSessionStore.getState().login({ sign: 's', uid: 'u', newUserFlag: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ state: '200', resultData: { rechargeOpen: 0, depositClosed: false } }),
          ),
      ),
    );
    expect(await navigateTo(PATHS.deposit)).toEqual({ ok: false, error: 'blocked' });
    expect(await redirectTo(PATHS.deposit)).toEqual({ ok: false, error: 'blocked' });
    expect(await reLaunch(PATHS.deposit)).toEqual({ ok: false, error: 'blocked' });
    expect(go).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
