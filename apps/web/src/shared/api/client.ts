import type { BreakSession } from '@fairplay/contract';
import { ClientCode, LOGIN_REQUIRED_MESSAGE, StateCode } from '@fairplay/contract/codes';
import { LANGUAGES_ROUTE, REQUEST_TIMEOUT_MS } from '@fairplay/contract/constants';
import type { CallHandle, RequestOf, ResultOf } from '@fairplay/contract/handles';
import { requestLocale } from '../i18n/i18n.ts';
import { useAppStore } from '../store/app-store.ts';
import { isLoggedIn, useSessionStore } from '../store/session-store.ts';
import { showToast } from '../ui/feedback.ts';

/**
 * What every call resolves to (spec point 4): success with data, or failure with a message (in the
 * language the request's locale named) and the server's stable code for it (`messageCode`, the
 * envelope's `code`: "withdraw.wrongPassword"), to tell refusals apart without reading words.
 */
export type Outcome<T> =
  | { code: typeof ClientCode.success; data: T }
  | {
      code: typeof ClientCode.failure;
      msg: string;
      state?: string;
      messageCode?: string;
      status?: number;
      errCode?: number;
      /** A sign-in refused for a break: its withdraw-only session (decision 023). */
      breakSession?: BreakSession;
    };

/** errCode of a timeout or network failure, and of an aborted call (spec point 8). */
export const TRANSPORT_ERROR_CODE = 5;
export const ABORTED_ERROR_CODE = 600_003;

export interface RequestOptions {
  /** Do not toast a failure message (the caller shows it its own way). */
  silent?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

type Listener = () => void;
let sessionLostHandler: Listener = () => {};
const transportFailureListeners = new Set<Listener>();
const transportRecoveryListeners = new Set<Listener>();

/** The app decides what "logged out by the server" does (log out and go to the index page). */
export function setSessionLostHandler(handler: Listener): void {
  sessionLostHandler = handler;
}

/** Called when a call fails for network reasons, so the app can offer "tap to retry". */
export function onTransportFailure(listener: Listener): () => void {
  transportFailureListeners.add(listener);
  return () => transportFailureListeners.delete(listener);
}

/** Called when a call gets an answer from the server again (any answer: the network works). */
export function onTransportRecovery(listener: Listener): () => void {
  transportRecoveryListeners.add(listener);
  return () => transportRecoveryListeners.delete(listener);
}

export function appPackageName(appId: number): string {
  return `com.fairplay.h5.app${appId}`;
}

/** The common fields of spec point 3, added to every call. */
export function commonFields(): Record<string, string | number> {
  const app = useAppStore.getState();
  const session = useSessionStore.getState();
  const fields: Record<string, string | number> = {
    appId: app.appId,
    deviceNumber: app.deviceNumber,
    locale: requestLocale(),
    appPackageName: appPackageName(app.appId),
    h5No: app.h5No,
    adid: app.adjustAdid,
  };
  if (isLoggedIn(session)) {
    fields.sign = session.sign;
    fields.uid = session.uid;
  }
  return fields;
}

function isSessionLost(state: string | undefined, message: string): boolean {
  return (
    state === StateCode.unauthorized ||
    state === StateCode.sessionGone ||
    message.includes(LOGIN_REQUIRED_MESSAGE) ||
    message.toLowerCase().includes('please login')
  );
}

/**
 * Failure messages are shown as toasts unless empty or about the "system" (spec point 8): a server
 * fault says so by its state, since its words are in the player's language.
 */
function toastFailure(message: string, options: RequestOptions, state?: string): void {
  if (options.silent || !message || state === StateCode.system || message.toLowerCase().includes('system'))
    return;
  void showToast(message);
}

function failure<T>(
  msg: string,
  extra: {
    state?: string;
    messageCode?: string;
    status?: number;
    errCode?: number;
    breakSession?: BreakSession;
  } = {},
): Outcome<T> {
  return { code: ClientCode.failure, msg, ...extra };
}

/** A 429 that asks to wait at most this long is sent again, this many times, before it fails. */
const SHORT_RETRY_AFTER_MS = 2_000;
const SHORT_RETRIES = 2;

function shortRetryAfterMs(response: Response): number | null {
  if (response.status !== 429) return null;
  const seconds = Number(response.headers.get('retry-after'));
  const waitMs = seconds * 1_000;
  return Number.isFinite(waitMs) && waitMs > 0 && waitMs <= SHORT_RETRY_AFTER_MS ? waitMs : null;
}

function abortableDelay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sends a call to /api<path>. Outcomes follow spec point 4: a body without `state` is success with
 * the raw body; state '200' is success with resultData; any other state is failure 999; '401',
 * '-1' or a "please login" message logs the player out; other HTTP codes fail with status and text;
 * a transport failure fails with the error message. A 429 asking for a short wait (a player's
 * requests in progress at once are capped) is sent again after it, twice at most.
 */
async function send<T>(
  path: string,
  payload: Record<string, unknown>,
  options: RequestOptions & { method?: 'GET' | 'POST' },
): Promise<Outcome<T>> {
  const method = options.method ?? 'POST';
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });
  let response: Response;
  try {
    for (let attempt = 0; ; attempt += 1) {
      response = await fetch(`/api${path}`, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: method === 'POST' ? JSON.stringify({ ...commonFields(), ...payload }) : null,
        signal: controller.signal,
        credentials: 'same-origin',
      });
      // "Too many at once" asks for a moment's wait: the player's other requests end within it.
      const waitMs = shortRetryAfterMs(response);
      if (waitMs === null || attempt >= SHORT_RETRIES) break;
      await abortableDelay(waitMs, controller.signal);
    }
  } catch (error) {
    if (!isTimedOut && options.signal?.aborted) return failure('aborted', { errCode: ABORTED_ERROR_CODE });
    for (const listener of transportFailureListeners) listener();
    return failure(isTimedOut ? 'timeout' : error instanceof Error ? error.message : String(error), {
      errCode: TRANSPORT_ERROR_CODE,
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
  for (const listener of transportRecoveryListeners) listener();

  if (response.status === 401) {
    sessionLostHandler();
    return failure(LOGIN_REQUIRED_MESSAGE, { status: 401, state: StateCode.unauthorized });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const envelope = (body ?? {}) as {
    state?: unknown;
    msg?: unknown;
    code?: unknown;
    resultData?: unknown;
    breakSession?: BreakSession;
  };
  const message = typeof envelope.msg === 'string' ? envelope.msg : '';
  const messageCode = typeof envelope.code === 'string' ? { messageCode: envelope.code } : {};
  if (response.status !== 200) {
    const text = message || response.statusText || `HTTP ${response.status}`;
    const state = typeof envelope.state === 'string' ? envelope.state : undefined;
    toastFailure(text, options, state);
    return failure(text, { status: response.status, ...(state ? { state } : {}), ...messageCode });
  }
  if (body === undefined || typeof body !== 'object' || body === null || !('state' in body)) {
    return { code: ClientCode.success, data: body as T };
  }
  const state = String(envelope.state);
  if (state === StateCode.ok) return { code: ClientCode.success, data: envelope.resultData as T };
  if (isSessionLost(state, message)) {
    sessionLostHandler();
    return failure(message, { state, ...messageCode });
  }
  // A sign-in refused for a break says it on the break screen (features/auth), not in a toast too.
  if (!envelope.breakSession) toastFailure(message, options, state);
  const breakSession = envelope.breakSession ? { breakSession: envelope.breakSession } : {};
  return failure(message, { state, ...messageCode, ...breakSession });
}

/** The payload argument of a call: optional when every field of its request is. */
export type PayloadArgs<THandle extends CallHandle> =
  Record<string, never> extends RequestOf<THandle>
    ? [payload?: RequestOf<THandle>, options?: RequestOptions]
    : [payload: RequestOf<THandle>, options?: RequestOptions];

/**
 * Makes a call of the contract: `callApi(calls.getUserInfo)`. The handle names the path; the payload
 * and the result are the call's own types, so a call renamed or reshaped in the contract fails the
 * app's type check. The result is the server's, validated there against the same definition (the
 * server suite checks every answer against it), so it is not parsed again here: zod stays out of
 * the bundle.
 */
export function callApi<THandle extends CallHandle>(
  call: THandle,
  ...[payload, options]: PayloadArgs<THandle>
): Promise<Outcome<ResultOf<THandle>>> {
  return send<ResultOf<THandle>>(call.path, (payload ?? {}) as Record<string, unknown>, options ?? {});
}

/** For TanStack Query: resolves with the call's result or throws the failure (already toasted). */
export async function callApiOrThrow<THandle extends CallHandle>(
  call: THandle,
  ...args: PayloadArgs<THandle>
): Promise<ResultOf<THandle>> {
  const outcome = await callApi(call, ...args);
  if (outcome.code === ClientCode.success) return outcome.data;
  throw new RequestFailure(outcome.msg, outcome.state, outcome.errCode, outcome.status, outcome.messageCode);
}

/** The one GET of the API, made at start as the original app does; its answer is not used. */
export function fetchLanguages(): Promise<Outcome<unknown>> {
  return send(LANGUAGES_ROUTE.path, {}, { method: LANGUAGES_ROUTE.method, silent: true });
}

/** A failed call as a thrown error: the server's state, the transport errCode, the HTTP status, the message's code. */
export class RequestFailure extends Error {
  constructor(
    message: string,
    readonly state?: string,
    readonly errCode?: number,
    readonly status?: number,
    readonly messageCode?: string,
  ) {
    super(message);
    this.name = 'RequestFailure';
  }
}

/**
 * A call whose answer never came back whole (network, timeout, server error), not a refusal: a
 * retry with the same request id is safe, and the page may say so.
 */
export function isAnswerLost(error: unknown): boolean {
  return (
    error instanceof RequestFailure && (error.errCode === TRANSPORT_ERROR_CODE || (error.status ?? 0) >= 500)
  );
}
