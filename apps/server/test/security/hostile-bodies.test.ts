import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../src/db/schema.ts';
import { jsonDepthExceeds } from '../../src/http/server.ts';
import { demoPasswordHolders } from '../../src/modules/admin/auth.ts';
import { DEVELOPMENT_ADMIN_PASSWORD } from '../../src/platform/production-safety.ts';
import { hashPassword } from '../../src/platform/secrets.ts';
import { createTestApp, type TestApp } from '../harness.ts';

/**
 * What an anonymous client's body can cost: a body nested thousands deep is refused before it is
 * parsed (anywhere), and an operator upload route reads no body without a token; and a database
 * that still holds the demo operator password is found before a production start.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('hostile bodies', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonDepthExceeds('{"a":[[1]]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[[[1]]]}', 3)).toBe(true);
    expect(jsonDepthExceeds('{"text":"[[[[[[[[\\"[[[["}', 2)).toBe(false);
  });

  it('refuses a body nested too deep with a 400, on the player API and the operator API', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const player = await t.app.inject({
      method: 'POST',
      url: '/api/user/getUserInfo',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(player.statusCode).toBe(200);
    expect(player.json()).toMatchObject({ state: '400' });
    const operator = await t.app.inject({
      method: 'POST',
      url: '/admin/api/deposits/statement/match',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${'ab'.repeat(32)}` },
      payload: deep,
    });
    expect(operator.statusCode).toBe(400);
  });

  it('answers an operator upload without a token before reading its body', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/admin/api/deposits/statement/match',
      headers: { 'content-type': 'application/json' },
      payload: '{"csv": "not even read',
    });
    expect(answer).toMatchObject({ statusCode: 401 });
  });
});

describe('the demo operator password', () => {
  it('is found on the named operator and on any member not yet enrolled', async () => {
    expect(await demoPasswordHolders(t.deps.db, 'operator')).toEqual([]);
    await t.deps.db.insert(admins).values({
      username: 'left-from-development',
      passwordHash: await hashPassword(DEVELOPMENT_ADMIN_PASSWORD),
      createdAt: t.clock.now(),
    });
    expect(await demoPasswordHolders(t.deps.db, 'operator')).toEqual(['left-from-development']);
  });
});
