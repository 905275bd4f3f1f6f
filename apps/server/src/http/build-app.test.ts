import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { FEEDBACK_BODY_LIMIT } from '../modules/support/routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BODY_LIMIT_BYTES: '4096' } });
});
afterAll(async () => {
  await t?.close();
});

describe('bad input never crashes a call and is named', () => {
  it('wrong types name the field', async () => {
    expect(await t.call('/sso/login', { mobile: 81234567890, password: 'x' })).toMatchObject({
      state: '400',
      msg: 'mobile: must be text',
    });
    expect(await t.call('/user/reportOnline', { placeId: 'one' })).toMatchObject({ state: '400' });
  });

  it('unknown fields are refused by name', async () => {
    expect(await t.call('/sso/guest', { isAdmin: true })).toMatchObject({
      state: '400',
      msg: 'isAdmin: unknown field',
    });
  });

  it('strings above the field limit are refused', async () => {
    const answer = await t.call('/sso/login', { mobile: '8'.repeat(30), password: 'x' });
    expect(answer).toMatchObject({ state: '400', msg: 'mobile: must be at most 20 characters' });
  });

  it('an oversized body is refused with 413 and state 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/u/appStackUpload',
      payload: { data: 'x'.repeat(10_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      state: '400',
      msg: 'body: the request is larger than 4096 bytes',
    });
  });

  it('a route with its own body limit names that limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback/submit',
      payload: { content: 'x'.repeat(FEEDBACK_BODY_LIMIT + 1) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      msg: `body: the request is larger than ${FEEDBACK_BODY_LIMIT} bytes`,
    });
  });

  it('invalid JSON, a JSON array and a missing body answer state 400', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/sso/guest',
      headers: { 'content-type': 'application/json' },
      payload: '{"deviceName":',
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toMatchObject({ state: '400', msg: 'body: is not valid JSON' });
    const array = await t.app.inject({ method: 'POST', url: '/api/sso/guest', payload: [1, 2] });
    expect(array.json()).toMatchObject({ state: '400', msg: 'body: must be a JSON object' });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/sso/guest',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.json()).toMatchObject({ state: '400' });
    const empty = await t.app.inject({ method: 'POST', url: '/api/u/gconfig' });
    expect(empty.json()).toMatchObject({ state: '200' });
  });

  it('an unknown call answers 404 in the envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/no/such/call', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ state: '404' });
  });

  it('refusals carry the request id that the log has', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/sso/guest', payload: { isAdmin: 1 } });
    expect(response.headers['x-request-id']).toBeTruthy();
    expect(response.json().requestId).toBe(response.headers['x-request-id']);
  });
});

describe('security headers', () => {
  it('are on every answer, with a CSP that only allows our own origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('OpenAPI', () => {
  it('describes every call at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json() as { paths: Record<string, { post?: { requestBody?: unknown } }> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/sso/guest',
        '/api/sso/v2/login',
        '/api/user/getUserInfo',
        '/api/vip/getVipInfo',
      ]),
    );
    expect(document.paths['/api/sso/v2/login']?.post?.requestBody).toBeTruthy();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('rate limits', () => {
  it('answer 429 in the envelope past the limit', async () => {
    const limited = await (await import('../../test/harness.ts')).createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '3' },
    });
    try {
      const answers = [];
      for (let index = 0; index < 5; index += 1) {
        answers.push(await limited.app.inject({ method: 'POST', url: '/api/u/gconfig', payload: {} }));
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429, 429]);
      expect(answers[4]!.json()).toMatchObject({ state: '429' });
    } finally {
      await limited.close();
    }
  });
});
