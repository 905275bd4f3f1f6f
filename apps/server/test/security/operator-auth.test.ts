import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, databaseState } from '../database-state.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { type RegisteredRoute, registeredRoutes } from '../registered-routes.ts';
import { signInStaff } from '../staff.ts';
import { TEST_ADMIN } from '../test-admin.ts';

/**
 * Every operator route (read from Fastify's route table, so a new one is covered the day it is
 * added) refuses requests without a valid operator token: no header, other schemes, a player's
 * sign, made-up, altered or expired tokens. The refusal comes before anything is read or written.
 */

/** The sign-in steps: the only operator routes without a token (they never give one for a password alone). */
const SIGN_IN_ROUTES = new Set(['/admin/api/login', '/admin/api/login/enrol', '/admin/api/login/totp']);

let t: TestApp;
let token: string;
let secret: string;
let routes: RegisteredRoute[];
beforeAll(async () => {
  t = await createTestApp();
  const staff = await signInStaff(t.app, TEST_ADMIN, { now: () => t.clock.now() });
  token = staff.token;
  secret = staff.secret;
  routes = registeredRoutes(t.app).filter(
    (route) =>
      route.url.startsWith('/admin/api/') && !SIGN_IN_ROUTES.has(route.url) && route.method !== 'HEAD',
  );
});
afterAll(async () => {
  await t?.close();
});

/** A concrete URL for a route: every parameter filled with a plausible value. */
function urlOf(route: RegisteredRoute): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) =>
    name === 'key' ? 'deposit' : name === 'orderNo' ? 'W2026010100001' : '1000001',
  );
}

async function send(
  route: RegisteredRoute,
  headers: Record<string, string>,
  extra: Record<string, unknown> = {},
) {
  const response = await t.app.inject({
    method: route.method as 'GET' | 'POST' | 'PUT',
    url: urlOf(route),
    headers,
    ...(route.method === 'GET' ? {} : { payload: { ...extra } }),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return {
    status: response.statusCode,
    body: (isJson ? response.json() : { text: response.body }) as Record<string, unknown>,
  };
}

describe('operator API authentication', () => {
  it('knows the operator routes', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /admin/api/withdrawals',
        'POST /admin/api/withdrawals/:orderNo/approve',
        'POST /admin/api/deposits/:orderNo/approve',
        'PUT /admin/api/settings/:key',
      ]),
    );
  });

  it('refuses every route without a valid operator token, before reading or writing anything', async () => {
    const player = await t.guest();
    const hex = (text: string) => text.replace(/[0-9a-f]$/, (last) => (last === '0' ? '1' : '0'));
    const credentials: [string, Record<string, string>][] = [
      ['no header', {}],
      ['empty bearer', { authorization: 'Bearer ' }],
      ['scheme only', { authorization: 'Bearer' }],
      ["a player's sign", { authorization: `Bearer ${player.sign}` }],
      ["a player's uid", { authorization: `Bearer ${player.uid}` }],
      ['a made-up token', { authorization: `Bearer ${randomBytes(32).toString('hex')}` }],
      ['an altered token', { authorization: `Bearer ${hex(token)}` }],
      ['a token with more', { authorization: `Bearer ${token}00` }],
      ['the token in capitals', { authorization: `Bearer ${token.toUpperCase()}` }],
      [
        'basic credentials',
        {
          authorization: `Basic ${Buffer.from(`${TEST_ADMIN.username}:${TEST_ADMIN.password}`).toString('base64')}`,
        },
      ],
      ['the token as a cookie', { cookie: `token=${token}; session=${token}` }],
      ['the token in another header', { 'x-admin-token': token, 'x-api-key': token }],
    ];
    const before = await databaseState(t.deps.db);
    for (const route of routes) {
      for (const [label, headers] of credentials) {
        const answer = await send(route, headers, { sign: player.sign, uid: player.uid });
        expect(answer, `${route.method} ${route.url} with ${label}`).toEqual({
          status: 401,
          body: { message: 'Operator login required' },
        });
      }
      const inQuery = await t.app.inject({
        method: route.method as 'GET' | 'POST' | 'PUT',
        url: `${urlOf(route)}?token=${token}&access_token=${token}`,
      });
      expect(inQuery.statusCode, `${route.method} ${route.url} with the token in the query`).toBe(401);
    }
    expect(changedTables(before, await databaseState(t.deps.db))).toEqual([]);
  });

  it('takes the valid token on every route (so the refusals above are about the token)', async () => {
    // Logout last: it ends the token the other routes are tried with.
    const isLogout = (route: RegisteredRoute) => route.url === '/admin/api/logout';
    for (const route of [...routes.filter((route) => !isLogout(route)), ...routes.filter(isLogout)]) {
      const answer = await send(route, { authorization: `Bearer ${token}` });
      expect(answer.status, `${route.method} ${route.url}: ${JSON.stringify(answer.body)}`).not.toBe(401);
    }
    // ... and once it has, the token opens nothing.
    const [anyRoute] = routes.filter((route) => !isLogout(route));
    expect((await send(anyRoute!, { authorization: `Bearer ${token}` })).status).toBe(401);
  });

  it('refuses a token after an hour without a call, and once its 12 hours are over', async () => {
    const signIn = async () => {
      // A code works once: each sign-in waits for the authenticator's next code.
      t.clock.advance(30_000);
      return (await signInStaff(t.app, { ...TEST_ADMIN, secret }, { now: () => t.clock.now() })).token;
    };
    const route = routes.find((candidate) => candidate.url === '/admin/api/me')!;
    const idle = await signIn();
    expect((await send(route, { authorization: `Bearer ${idle}` })).status).toBe(200);
    t.clock.advance(59 * 60_000);
    expect((await send(route, { authorization: `Bearer ${idle}` })).status).toBe(200);
    t.clock.advance(61 * 60_000);
    expect((await send(route, { authorization: `Bearer ${idle}` })).status).toBe(401);
    const busy = await signIn();
    for (let hour = 0; hour < 12; hour += 1) {
      expect((await send(route, { authorization: `Bearer ${busy}` })).status, `hour ${hour}`).toBe(200);
      t.clock.advance(3_600_000 - 60_000);
    }
    t.clock.advance(12 * 60_000);
    expect(await send(route, { authorization: `Bearer ${busy}` })).toEqual({
      status: 401,
      body: { message: 'Operator login required' },
    });
  });

  it('never gives a token for a password alone, nor for a made-up or spent challenge', async () => {
    t.clock.advance(30_000);
    const admin = await signInStaff(t.app, { ...TEST_ADMIN, secret }, { now: () => t.clock.now() });
    const member = { username: 'challenge-tester', password: 'a-long-staff-password' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/api/staff',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { ...member, role: 'support' },
    });
    expect(created.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: member });
    expect(login.statusCode).toBe(200);
    expect(Object.keys(login.json()).sort()).toEqual([
      'challenge',
      'enrolRequired',
      'expiresAt',
      'otpauthUrl',
      'secret',
    ]);
    for (const url of ['/admin/api/login/enrol', '/admin/api/login/totp']) {
      const madeUp = await t.app.inject({
        method: 'POST',
        url,
        payload: { challenge: randomBytes(32).toString('hex'), code: '123456' },
      });
      expect(madeUp.statusCode, url).toBe(401);
      expect(madeUp.json().token).toBeUndefined();
    }
  });
});
