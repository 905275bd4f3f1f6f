import type { OperatorCall, OperatorInput, OperatorResult } from '@fairplay/contract/operator';
import { PUBLIC } from '@fairplay/contract/operator/permissions';
import { dropToken, readToken } from './session-token.ts';

/** Where the operator API lives (the same origin; `vite` dev proxies it). */
export const OPERATOR_API_BASE = '/admin/api';
/** A call that has not answered by then fails (a console must never hang on a spinner). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** The refusal code that asks for a fresh second factor (step-up.tsx answers it). */
export const STEP_UP_REQUIRED = 'operator.stepUpRequired';
/** Codes of failures that never reached the server's answer. */
export const NETWORK_FAILURE = 'console.network';
export const TIMEOUT_FAILURE = 'console.timeout';

/**
 * A call the server refused (status 4xx/5xx, with its English message and stable code), or one
 * that got no answer (status 0, code console.network or console.timeout).
 */
export class OperatorError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly state: string | undefined;
  /** From Retry-After on a 429: how long to wait before trying again. */
  readonly retryAfterSeconds: number | null;

  constructor(
    message: string,
    details: {
      status: number;
      code?: string | undefined;
      state?: string | undefined;
      retryAfterSeconds?: number | null;
    },
  ) {
    super(message);
    this.name = 'OperatorError';
    this.status = details.status;
    this.code = details.code;
    this.state = details.state;
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
  }
}

export function isStepUpRequired(error: unknown): error is OperatorError {
  return error instanceof OperatorError && error.status === 403 && error.code === STEP_UP_REQUIRED;
}

/** What the console does when the server no longer knows the token (main.tsx: back to sign-in). */
let signedOutHandler: () => void = () => {};
export function onSignedOut(handler: () => void): void {
  signedOutHandler = handler;
}

type PartsOf = { params?: unknown; query?: unknown };

/**
 * The URL of a call: its path under /admin/api with each `:name` filled from params (encoded:
 * a value cannot reach another path), then the query without its empty fields.
 */
export function operatorUrl(call: OperatorCall, input: PartsOf = {}): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = call.path.replace(/:([A-Za-z]+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${call.method} ${call.path} needs the path parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(name, String(value));
  }
  const query = search.toString();
  return `${OPERATOR_API_BASE}${path}${query ? `?${query}` : ''}`;
}

function retryAfterOf(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** The refusal as an OperatorError: {message, state, code} from the operator API, `msg` from the rate limiter. */
async function refusalOf(response: Response): Promise<OperatorError> {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  return new OperatorError(text(body.message) ?? text(body.msg) ?? '', {
    status: response.status,
    code: text(body.code),
    state: text(body.state),
    retryAfterSeconds: retryAfterOf(response),
  });
}

/** Sends a call and answers its HTTP response when it is a success; every failure throws an OperatorError. */
async function send(call: OperatorCall, input: OperatorInput<OperatorCall> | undefined): Promise<Response> {
  const headers: Record<string, string> = { accept: call.produces ?? 'application/json' };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (call.method !== 'GET') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify((input as { body?: unknown } | undefined)?.body ?? {});
  }
  let response: Response;
  try {
    response = await fetch(operatorUrl(call, input), {
      method: call.method,
      headers,
      ...(body === undefined ? {} : { body }),
      credentials: 'omit',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
    throw new OperatorError('', { status: 0, code: isTimeout ? TIMEOUT_FAILURE : NETWORK_FAILURE });
  }
  if (response.ok) return response;
  const refusal = await refusalOf(response);
  // A sign-in step answers 401 for a wrong password; any other 401 means the token is gone.
  if (response.status === 401 && call.access !== PUBLIC) {
    dropToken();
    signedOutHandler();
  }
  throw refusal;
}

/** The input argument: optional when a call takes nothing, required when it has params or a body. */
export type OperatorArguments<TCall extends OperatorCall> =
  // biome-ignore lint/complexity/noBannedTypes: `{}` is exactly "a call that takes no input"
  {} extends OperatorInput<TCall> ? [input?: OperatorInput<TCall>] : [input: OperatorInput<TCall>];

/**
 * Makes one operator call as the contract defines it: the path filled from params, the query
 * string, the JSON body, the staff member's token. Answers the result (the CSV's text for a file
 * call) or throws an OperatorError; a 401 on a signed-in call first drops the token and signs out.
 */
export async function callOperator<TCall extends OperatorCall>(
  call: TCall,
  ...[input]: OperatorArguments<TCall>
): Promise<OperatorResult<TCall>> {
  const response = await send(call, input as OperatorInput<OperatorCall> | undefined);
  if (call.produces === 'text/csv') return (await response.text()) as OperatorResult<TCall>;
  return (await response.json()) as OperatorResult<TCall>;
}

/** A file call's answer as a blob, with the file name the server suggests (Content-Disposition). */
export async function fetchOperatorFile<TCall extends OperatorCall>(
  call: TCall,
  ...[input]: OperatorArguments<TCall>
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(call, input as OperatorInput<OperatorCall> | undefined);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}
