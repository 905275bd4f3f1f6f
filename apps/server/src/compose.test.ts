import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { createHttpServer } from './http/server.ts';
import { FEEDBACK_BODY_LIMIT } from './modules/support/routes.ts';
import { loadConfig } from './platform/config.ts';

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
    // No body was read, so no locale: the region's language (Indonesian) answers, with the code.
    expect(response.json()).toMatchObject({
      state: '400',
      code: 'request.bodyTooLarge',
      msg: 'body: permintaan lebih besar dari 4 kB',
    });
  });

  it('a route with its own body limit names that limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/feedback/submit',
      payload: { content: 'x'.repeat(FEEDBACK_BODY_LIMIT + 1) },
    });
    expect(response.statusCode).toBe(413);
    expect(FEEDBACK_BODY_LIMIT).toBe(3 * 1024 * 1024);
    expect(response.json()).toMatchObject({ msg: 'body: permintaan lebih besar dari 3 MB' });
  });

  it('invalid JSON, a JSON array and a missing body answer state 400', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/sso/guest',
      headers: { 'content-type': 'application/json' },
      payload: '{"deviceName":',
    });
    expect(broken.statusCode).toBe(200);
    // Unreadable bodies carry no locale: the region's language answers.
    expect(broken.json()).toMatchObject({
      state: '400',
      code: 'request.invalidJson',
      msg: 'body: bukan JSON yang valid',
    });
    const array = await t.app.inject({ method: 'POST', url: '/api/sso/guest', payload: [1, 2] });
    expect(array.json()).toMatchObject({ state: '400', msg: 'body: harus berupa objek JSON' });
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

  it("takes a caller's X-Request-Id only from a trusted proxy: otherwise the audit log would record the caller's word", async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/sso/guest',
      headers: { 'x-request-id': 'forged-request-id-0001' },
      payload: { isAdmin: 1 },
    });
    expect(forged.headers['x-request-id']).not.toBe('forged-request-id-0001');
    const proxied = createHttpServer(loadConfig({ TRUST_PROXY: '1' }), false);
    proxied.post('/echo', async (request) => request.id);
    const answer = await proxied.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'x-request-id': 'proxy-request-id-0001' },
    });
    expect(answer.body).toBe('proxy-request-id-0001');
    await proxied.close();
  });
});

describe('the test harness', () => {
  it("checks every success answer against its call's result schema", () => {
    expect(t.deps.config.checkReplies).toBe(true);
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

describe('OpenAPI failure answers', () => {
  type Schema = Record<string, unknown>;
  type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };
  const documentOf = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { post?: Operation }>;
    };
  const schemaOf = (operation: Operation, status: string) =>
    operation.responses?.[status]?.content?.['application/json']?.schema;

  // Defect 12: only the success envelope was documented; failures carry requestId, and the
  // server answers 413, 429 and 500 in the envelope too.
  it('every call documents the failure envelope and its 413, 429 and 500 answers', async () => {
    const document = await documentOf();
    const calls = Object.entries(document.paths).filter(
      ([path, item]) => path.startsWith('/api/') && item.post,
    );
    expect(calls.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const [path, item] of calls) {
      const operation = item.post!;
      if (!JSON.stringify(schemaOf(operation, '200') ?? {}).includes('"requestId"'))
        missing.push(`${path} 200`);
      for (const status of ['413', '429', '500']) {
        const properties = (schemaOf(operation, status)?.properties ?? {}) as Schema;
        if (!['state', 'msg', 'requestId'].every((name) => name in properties))
          missing.push(`${path} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  // Defect 12: OpenAPI 3.0 reads `nullable: true` beside an `enum` as non-null unless the enum
  // lists null, so clients were told a payout account's accountType is never null.
  it('a nullable enum lists null among its values', async () => {
    const document = await documentOf();
    const wrong: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Schema;
      if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
        wrong.push(where);
      for (const [key, child] of Object.entries(schema)) walk(child, `${where}.${key}`);
    };
    walk(document.paths, 'paths');
    expect(wrong).toEqual([]);
    const account = JSON.stringify(schemaOf(document.paths['/api/bank/list']!.post!, '200'));
    expect(account).toMatch(/"accountType":\{[^}]*"enum":\["savings","current",null\]/);
  });
});

describe('rate limits', () => {
  it('answer 429 in the envelope past the limit', async () => {
    const limited = await (await import('../test/harness.ts')).createTestApp({
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
