import { ClientCode } from '@fairplay/contract/codes';
import * as calls from '@fairplay/contract/handles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../store/session-store.ts';
import * as feedback from '../ui/feedback.ts';
import {
  ABORTED_ERROR_CODE,
  callApi,
  callApiOrThrow,
  fetchLanguages,
  onTransportFailure,
  RequestFailure,
  setSessionLostHandler,
  TRANSPORT_ERROR_CODE,
} from './client.ts';

function answer(body: unknown, status = 200) {
  return vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        statusText: status === 500 ? 'Internal Server Error' : 'OK',
      }),
  );
}

let toast: ReturnType<typeof vi.spyOn>;
let sessionLost: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  toast = vi.spyOn(feedback, 'showToast').mockResolvedValue();
  sessionLost = vi.fn<() => void>();
  setSessionLostHandler(sessionLost);
  useSessionStore.getState().login({ sign: 'a'.repeat(64), uid: 'u1', newUserFlag: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSessionStore.getState().logout();
});

describe('call outcomes (spec point 4)', () => {
  it("state '200' is success with resultData", async () => {
    vi.stubGlobal('fetch', answer({ state: '200', msg: 'success', resultData: { a: 1 } }));
    expect(await callApi(calls.getUserInfo)).toEqual({ code: ClientCode.success, data: { a: 1 } });
  });

  it('a body without state is success with the raw body', async () => {
    vi.stubGlobal('fetch', answer({ messages: [] }));
    expect(await callApi(calls.getUserInfo)).toEqual({ code: 200, data: { messages: [] } });
  });

  it('any other state is failure 999 and toasts the message', async () => {
    vi.stubGlobal('fetch', answer({ state: '1000', msg: 'Insufficient balance' }));
    expect(await callApi(calls.getUserInfo)).toMatchObject({ code: 999, msg: 'Insufficient balance' });
    expect(toast).toHaveBeenCalledWith('Insufficient balance');
  });

  it("keeps the server's stable message code beside its words", async () => {
    vi.stubGlobal(
      'fetch',
      answer({ state: '1000', msg: 'Kata sandi penarikan salah', code: 'withdraw.wrongPassword' }),
    );
    expect(await callApi(calls.getUserInfo)).toEqual({
      code: 999,
      msg: 'Kata sandi penarikan salah',
      state: '1000',
      messageCode: 'withdraw.wrongPassword',
    });
    await expect(callApiOrThrow(calls.getUserInfo)).rejects.toMatchObject({
      message: 'Kata sandi penarikan salah',
      messageCode: 'withdraw.wrongPassword',
    });
  });

  it("never toasts empty messages or ones about the 'system'", async () => {
    vi.stubGlobal('fetch', answer({ state: '500', msg: 'system error' }));
    await callApi(calls.getUserInfo);
    // A server fault in the player's language is known by its state.
    vi.stubGlobal(
      'fetch',
      answer({ state: '500', msg: 'Terjadi kesalahan sistem', code: 'request.systemError' }),
    );
    await callApi(calls.getUserInfo);
    vi.stubGlobal('fetch', answer({ state: '1000', msg: '' }));
    await callApi(calls.getUserInfo);
    expect(toast).not.toHaveBeenCalled();
  });

  it("state '401', '-1' and 'please login' messages log out", async () => {
    for (const body of [
      { state: '401', msg: 'Please login first' },
      { state: '-1', msg: 'gone' },
      { state: '1000', msg: 'please login again' },
    ]) {
      vi.stubGlobal('fetch', answer(body));
      expect((await callApi(calls.getUserInfo)).code).toBe(999);
    }
    expect(sessionLost).toHaveBeenCalledTimes(3);
  });

  it('HTTP 401 logs out; other HTTP codes fail with status and text', async () => {
    vi.stubGlobal('fetch', answer(undefined, 401));
    await callApi(calls.getUserInfo);
    expect(sessionLost).toHaveBeenCalledTimes(1);
    vi.stubGlobal('fetch', answer(undefined, 500));
    expect(await callApi(calls.getUserInfo)).toMatchObject({
      code: 999,
      status: 500,
      msg: 'Internal Server Error',
    });
  });

  it('a 429 asking for a moment is sent again after it; a longer wait fails at once', async () => {
    const busy = () =>
      new Response(JSON.stringify({ state: '429', msg: 'Too many requests at once' }), {
        status: 429,
        headers: { 'retry-after': '1' },
      });
    const fetchOnce = vi
      .fn()
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(new Response(JSON.stringify({ state: '200', resultData: { ok: 1 } })));
    vi.stubGlobal('fetch', fetchOnce);
    expect(await callApi(calls.getUserInfo)).toEqual({ code: ClientCode.success, data: { ok: 1 } });
    expect(fetchOnce).toHaveBeenCalledTimes(2);
    expect(toast).not.toHaveBeenCalled();

    const limited = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ state: '429', msg: 'Too many requests, please try again in 40 seconds' }),
          {
            status: 429,
            headers: { 'retry-after': '40' },
          },
        ),
    );
    vi.stubGlobal('fetch', limited);
    expect(await callApi(calls.getUserInfo)).toMatchObject({ code: 999, status: 429, state: '429' });
    expect(limited).toHaveBeenCalledTimes(1);
  });

  it('a transport failure is code 999 with the error message and errCode 5', async () => {
    const listener = vi.fn();
    const stop = onTransportFailure(listener);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await callApi(calls.getUserInfo)).toEqual({
      code: 999,
      msg: 'Failed to fetch',
      errCode: TRANSPORT_ERROR_CODE,
    });
    expect(listener).toHaveBeenCalled();
    stop();
  });

  it('times out after the timeout and reports errCode 5', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    expect(await callApi(calls.getUserInfo, {}, { timeoutMs: 10 })).toMatchObject({
      code: 999,
      msg: 'timeout',
      errCode: TRANSPORT_ERROR_CODE,
    });
  });

  it('an abort by the caller is errCode 600003', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const controller = new AbortController();
    const pending = callApi(calls.getUserInfo, {}, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ code: 999, errCode: ABORTED_ERROR_CODE });
  });

  it('sends the common fields, and sign and uid when logged in', async () => {
    const fetchMock = answer({ state: '200', resultData: null });
    vi.stubGlobal('fetch', fetchMock);
    await callApi(calls.reportOnline, { placeId: 7 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api${calls.reportOnline.path}`);
    expect(url).toBe('/api/user/reportOnline');
    expect(init.method).toBe('POST');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      appId: 103,
      locale: expect.any(String),
      sign: 'a'.repeat(64),
      uid: 'u1',
      placeId: 7,
    });
    expect(body.deviceNumber).toBeTruthy();
    expect(body.appPackageName).toContain('103');
  });

  it('callApiOrThrow resolves with the result and throws the failure with its state', async () => {
    vi.stubGlobal('fetch', answer({ state: '200', resultData: { a: 1 } }));
    expect(await callApiOrThrow(calls.getUserInfo)).toEqual({ a: 1 });
    vi.stubGlobal('fetch', answer({ state: '1000', msg: 'Insufficient balance' }));
    const failure = await callApiOrThrow(calls.getUserInfo).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RequestFailure);
    expect(failure).toMatchObject({ message: 'Insufficient balance', state: '1000' });
  });

  it('fetchLanguages is the one GET, without a body', async () => {
    const fetchMock = answer({ languages: [] });
    vi.stubGlobal('fetch', fetchMock);
    await fetchLanguages();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/language/languages');
    expect(init).toMatchObject({ method: 'GET', body: null });
  });
});
