import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { signInStaff, totpCode } from '../../../test/staff.ts';
import { queryRows } from '../../db/client.ts';

/**
 * Staff sign-in: a password never gives a token; the first sign-in enrols an authenticator (QR code
 * address, a code proves it, recovery codes once); later sign-ins need a code that works once, or an
 * unused recovery code; a challenge lasts 5 minutes and 5 tries; step-up and logout.
 */

let t: TestApp;
let counter = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function newMember(role = 'support') {
  counter += 1;
  const member = { username: `sign-in-${counter}`, password: `a-long-password-${counter}` };
  expect((await t.admin('POST', '/staff', { ...member, role })).status).toBe(200);
  return member;
}

const post = async (url: string, payload: unknown, token?: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/admin/api${url}`,
    payload: payload as Record<string, unknown>,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};

describe('first sign-in', () => {
  it('enrols an authenticator: the QR address names the secret, a code proves it, recovery codes come once', async () => {
    const member = await newMember();
    const login = await post('/login', member);
    expect(login.status).toBe(200);
    expect(login.body.enrolRequired).toBe(true);
    expect(login.body.token).toBeUndefined();
    const secret = login.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(login.body.otpauthUrl as string);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(url.pathname)).toContain(member.username);
    // A wrong code does not enrol (and spends one of the challenge's tries).
    const wrong = await post('/login/enrol', { challenge: login.body.challenge, code: '000000' });
    expect(wrong.status).toBe(400);
    const sessionsOf = async () =>
      (
        await queryRows<{ total: number }>(
          t.deps.db,
          sql`select count(*)::int as total from admin_sessions s join admins a on a.id = s.admin_id where a.username = ${member.username}`,
        )
      )[0]?.total;
    expect(await sessionsOf()).toBe(0);
    const enrolled = await post('/login/enrol', {
      challenge: login.body.challenge,
      code: totpCode(secret, t.clock.now()),
    });
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(await sessionsOf()).toBe(1);
    const codes = enrolled.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // The challenge is spent, and the next password step asks for a code, not an enrolment.
    expect(
      (await post('/login/enrol', { challenge: login.body.challenge, code: totpCode(secret, t.clock.now()) }))
        .status,
    ).toBe(401);
    const next = await post('/login', member);
    expect(next.body).toMatchObject({ totpRequired: true });
    expect(next.body.secret).toBeUndefined();
  });

  it('makes the first super-admin enrol too, and keeps their secret sealed in the database', async () => {
    const [row] = await queryRows<{ totp_secret: string | null }>(
      t.deps.db,
      sql`select totp_secret from admins where username = 'operator'`,
    );
    // The test admin enrolled at its first call (beforeAll made staff): sealed, never base32.
    expect(row?.totp_secret).toMatch(/^v1\./);
  });
});

describe('later sign-ins', () => {
  it('take a code once: the same code twice, an old code or one from another secret is refused', async () => {
    const member = await newMember();
    const first = await signInStaff(t.app, member, { now: () => t.clock.now() });
    const challenge = async () => (await post('/login', member)).body.challenge as string;
    // The enrolment's code has been used: the same time step is refused.
    expect(
      (
        await post('/login/totp', {
          challenge: await challenge(),
          code: totpCode(first.secret, t.clock.now()),
        })
      ).status,
    ).toBe(400);
    t.clock.advance(30_000);
    const code = totpCode(first.secret, t.clock.now());
    const racing = await Promise.all([
      post('/login/totp', { challenge: await challenge(), code }),
      post('/login/totp', { challenge: await challenge(), code }),
      post('/login/totp', { challenge: await challenge(), code }),
    ]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    // A code from 30 seconds before is inside the clock-drift window, but older than the last one used.
    t.clock.advance(30_000);
    expect((await post('/login/totp', { challenge: await challenge(), code })).status).toBe(400);
    expect(
      (
        await post('/login/totp', {
          challenge: await challenge(),
          code: totpCode(first.secret, t.clock.now()),
        })
      ).status,
    ).toBe(200);
  });

  it('take each recovery code once, and a challenge 5 tries within 5 minutes', async () => {
    const member = await newMember();
    const enrolled = await signInStaff(t.app, member, { now: () => t.clock.now() });
    const [recovery] = enrolled.recoveryCodes;
    const login = async () => (await post('/login', member)).body.challenge as string;
    const used = await post('/login/totp', { challenge: await login(), code: recovery!.toUpperCase() });
    expect(used.status).toBe(200);
    expect(used.body.recoveryCodesLeft).toBe(9);
    expect((await post('/login/totp', { challenge: await login(), code: recovery })).status).toBe(400);

    const tries = await login();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post('/login/totp', { challenge: tries, code: '000000' })).status).toBe(400);
    }
    t.clock.advance(30_000);
    const sixth = await post('/login/totp', {
      challenge: tries,
      code: totpCode(enrolled.secret, t.clock.now()),
    });
    expect(sixth.status).toBe(401);
    const late = await login();
    t.clock.advance(5 * 60_000 + 1);
    expect(
      (await post('/login/totp', { challenge: late, code: totpCode(enrolled.secret, t.clock.now()) })).status,
    ).toBe(401);
  });

  it('refuse a disabled member at the password, and end their sessions', async () => {
    const member = await newMember();
    const session = await signInStaff(t.app, member, { now: () => t.clock.now() });
    const { body: staff } = await t.admin<{ staff: { staffId: number; username: string }[] }>(
      'GET',
      '/staff',
    );
    const id = staff.staff.find((row) => row.username === member.username)!.staffId;
    expect((await t.admin('POST', `/staff/${id}/disabled`, { disabled: true })).status).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/admin/api/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.statusCode).toBe(401);
    expect((await post('/login', member)).status).toBe(401);
    expect((await t.admin('POST', `/staff/${id}/disabled`, { disabled: false })).status).toBe(200);
    expect((await post('/login', member)).status).toBe(200);
  });
});

describe('step-up and logout', () => {
  it('freshens the second factor for 5 minutes; logout ends the token at once', async () => {
    const member = await newMember('payments');
    const session = await signInStaff(t.app, member, { now: () => t.clock.now() });
    t.clock.advance(6 * 60_000);
    const me = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/admin/api/me',
          headers: { authorization: `Bearer ${session.token}` },
        })
      ).json() as {
        stepUpUntil: string | null;
      };
    expect(new Date((await me()).stepUpUntil!).getTime()).toBeLessThan(t.clock.now().getTime());
    expect((await post('/step-up', { code: '123456' }, session.token)).status).toBe(400);
    const stepped = await post('/step-up', { code: totpCode(session.secret, t.clock.now()) }, session.token);
    expect(stepped.status).toBe(200);
    expect(new Date(stepped.body.stepUpUntil as string).getTime()).toBe(t.clock.now().getTime() + 5 * 60_000);
    expect((await post('/logout', {}, session.token)).status).toBe(200);
    expect((await post('/logout', {}, session.token)).status).toBe(401);
    const actions = await queryRows<{ action: string }>(
      t.deps.db,
      sql`select action from audit_log where actor = ${member.username} order by seq`,
    );
    expect(actions.map((row) => row.action)).toEqual([
      'staff.enrol',
      'staff.step_up.failed',
      'staff.step_up',
      'staff.logout',
    ]);
  });
});
