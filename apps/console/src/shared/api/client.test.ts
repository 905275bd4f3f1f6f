import * as ops from '@fairplay/contract/operator';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callOperator,
  fetchOperatorFile,
  isStepUpRequired,
  NETWORK_FAILURE,
  OperatorError,
  onSignedOut,
  operatorUrl,
} from './client.ts';
import { dropToken, readToken, storeToken } from './session-token.ts';

interface SentRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fetch that records what it was asked and answers with the given responses in turn. */
function answerWith(...responses: Array<Response | Error>) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    });
    const next = responses.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

beforeEach(() => {
  dropToken();
  onSignedOut(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('operatorUrl', () => {
  it('fills path parameters encoded, so a value cannot reach another path', () => {
    expect(operatorUrl(ops.changeStaffRole, { params: { id: 12 } })).toBe('/admin/api/staff/12/role');
    expect(operatorUrl(ops.setRolePermissions, { params: { role: '../login?x=1' } })).toBe(
      '/admin/api/roles/..%2Flogin%3Fx%3D1/permissions',
    );
  });

  it('refuses a call whose path parameter is missing instead of calling a wrong URL', () => {
    expect(() => operatorUrl(ops.changeStaffRole, {})).toThrow(/path parameter id/);
    expect(() => operatorUrl(ops.changeStaffRole, { params: { id: '' } })).toThrow(/path parameter id/);
  });

  it('writes the query without its empty fields', () => {
    expect(
      operatorUrl(ops.listAudit, {
        query: {
          actor: 'ana maria',
          action: '',
          targetId: undefined,
          page: 2,
          pageSize: 50,
          sortOrder: 'ascend',
        },
      }),
    ).toBe('/admin/api/audit?actor=ana+maria&page=2&pageSize=50&sortOrder=ascend');
    expect(operatorUrl(ops.listStaff)).toBe('/admin/api/staff');
  });
});

describe('callOperator', () => {
  it('sends the method, the token and the JSON body, and answers the result', async () => {
    storeToken('token-1');
    const sent = answerWith(json(200, { stepUpUntil: '2026-01-01T00:05:00.000Z' }));
    const answer = await callOperator(ops.operatorStepUp, { body: { code: '123456' } });
    expect(answer).toEqual({ stepUpUntil: '2026-01-01T00:05:00.000Z' });
    expect(sent[0]).toMatchObject({
      url: '/admin/api/step-up',
      method: 'POST',
      body: '{"code":"123456"}',
    });
    expect(sent[0]!.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'content-type': 'application/json',
      accept: 'application/json',
    });
  });

  it('sends a GET without a body and without a token when signed out', async () => {
    const sent = answerWith(json(200, { staff: [] }));
    await callOperator(ops.listStaff);
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.body).toBeUndefined();
    expect(sent[0]!.headers.authorization).toBeUndefined();
  });

  it('answers a file call with its text', async () => {
    storeToken('token-1');
    answerWith(
      new Response('seq,createdAt\n1,2026\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    expect(await callOperator(ops.exportAudit, { query: { actor: 'admin' } })).toBe(
      'seq,createdAt\n1,2026\n',
    );
  });

  it('fetches a file as a blob with the name the server gives it', async () => {
    storeToken('token-1');
    const sent = answerWith(
      new Response('seq\n1\n', {
        status: 200,
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="audit-log.csv"',
        },
      }),
    );
    const file = await fetchOperatorFile(ops.exportAudit, { query: { targetType: 'staff' } });
    expect(file.fileName).toBe('audit-log.csv');
    expect(await file.blob.text()).toBe('seq\n1\n');
    expect(sent[0]!.headers.accept).toBe('text/csv');
    expect(sent[0]!.url).toBe('/admin/api/audit/export?targetType=staff');
  });

  it('throws a refusal with its status, message and code', async () => {
    storeToken('token-1');
    answerWith(
      json(403, {
        message: 'Confirm it is you: enter a fresh code from your authenticator app (step-up)',
        state: '403',
        code: 'operator.stepUpRequired',
      }),
    );
    const error = await callOperator(ops.changeStaffRole, {
      params: { id: 3 },
      body: { role: 'risk' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OperatorError);
    expect(error).toMatchObject({ status: 403, code: 'operator.stepUpRequired', state: '403' });
    expect((error as OperatorError).message).toMatch(/Confirm it is you/);
    expect(isStepUpRequired(error)).toBe(true);
  });

  it('reads a 429 from the rate limiter (its msg) with how long to wait', async () => {
    answerWith(json(429, { state: '429', msg: 'Too many requests' }, { 'retry-after': '42' }));
    const error = (await callOperator(ops.operatorLogin, { body: { username: 'a', password: 'b' } }).catch(
      (caught: unknown) => caught,
    )) as OperatorError;
    expect(error).toMatchObject({ status: 429, message: 'Too many requests', retryAfterSeconds: 42 });
  });

  it('turns an unreachable server into status 0 and a refusal that is not JSON into its status', async () => {
    answerWith(new TypeError('Failed to fetch'), new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callOperator(ops.listStaff)).rejects.toMatchObject({ status: 0, code: NETWORK_FAILURE });
    await expect(callOperator(ops.listStaff)).rejects.toMatchObject({ status: 502, message: '' });
  });

  it('signs out on a 401 of a signed-in call, but not on a wrong password at sign-in', async () => {
    const signedOut = vi.fn();
    onSignedOut(signedOut);
    storeToken('token-1');
    answerWith(
      json(401, { message: 'Wrong username or password', state: '401', code: 'operator.wrongCredentials' }),
      json(401, { message: 'Operator login required' }),
    );
    await expect(
      callOperator(ops.operatorLogin, { body: { username: 'a', password: 'b' } }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(signedOut).not.toHaveBeenCalled();
    expect(readToken()).toBe('token-1');

    await expect(callOperator(ops.operatorMe)).rejects.toMatchObject({ status: 401 });
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(readToken()).toBeNull();
  });
});
