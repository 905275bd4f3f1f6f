import * as calls from '@fairplay/contract/handles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../shared/api/client.ts';
import { useBreakSessionStore } from '../../shared/store/break-session-store.ts';
import { useSessionStore } from '../../shared/store/session-store.ts';
import * as feedback from '../../shared/ui/feedback.ts';
import { completeLogin } from './complete-login.ts';

/** A sign-in refused for a break (decision 023): the withdraw-only session goes to the break screen, never into the app's session. */

const breakSession = { sign: 'b'.repeat(64), uid: 'u-break', expiresAt: '2026-11-27T02:00:00.000Z' };
let toast: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  toast = vi.spyOn(feedback, 'showToast').mockResolvedValue();
  useBreakSessionStore.getState().clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().logout();
});

function refusal(body: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );
}

describe('a sign-in refused for a break', () => {
  it('shows the break screen with its message and session, not a toast, and leaves the app signed out', async () => {
    refusal({
      state: '1000',
      code: 'rg.timedOut',
      msg: 'Anda sedang rehat sampai 28 Nov 2026, 07.42',
      breakSession,
    });
    const outcome = await callApi(calls.ssoPasswordLogin, { mobile: '81234567890', password: 'secret-1' });
    expect(outcome).toMatchObject({ code: 999, messageCode: 'rg.timedOut', breakSession });
    expect(await completeLogin(outcome as never)).toBe(false);
    expect(useBreakSessionStore.getState().refused).toEqual({
      message: 'Anda sedang rehat sampai 28 Nov 2026, 07.42',
      session: breakSession,
    });
    expect(useSessionStore.getState().sign).toBe('');
    expect(toast).not.toHaveBeenCalled();
  });

  it('any other refusal toasts as before and opens no break screen', async () => {
    refusal({ state: '1000', code: 'auth.wrongPhoneOrPassword', msg: 'Wrong phone or password' });
    const outcome = await callApi(calls.ssoPasswordLogin, { mobile: '81234567890', password: 'secret-1' });
    expect(await completeLogin(outcome as never)).toBe(false);
    expect(useBreakSessionStore.getState().refused).toBeNull();
    expect(toast).toHaveBeenCalledWith('Wrong phone or password');
  });
});
