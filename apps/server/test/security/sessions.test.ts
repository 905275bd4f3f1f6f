import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { contractCalls, minimalValidBody } from '../fuzz/valid-sample.ts';
import { createTestApp, type TestApp, type TestSession } from '../harness.ts';
import { signInStaff } from '../staff.ts';
import { TEST_ADMIN } from '../test-admin.ts';

/**
 * Session tokens: 256 random bits, different on every login, stored only as a hash, ended by
 * logout on every call, and bound to their owner (a uid never picks the player).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const userCalls = contractCalls().filter((call) => call.auth === 'user');

/** Every call that needs a session, with a valid body, so only the session decides the answer. */
async function answersOfEveryUserCall(session: { sign?: string; uid?: string }) {
  const answers: { path: string; state: string; msg: string }[] = [];
  for (const call of userCalls) {
    const body = { ...minimalValidBody(call), ...session, locale: 'en' };
    const response = await t.app.inject({ method: 'POST', url: `/api${call.path}`, payload: body });
    const { state, msg } = response.json() as { state: string; msg: string };
    answers.push({ path: call.path, state, msg });
  }
  return answers;
}

function shannonBitsPerCharacter(text: string): number {
  const counts = new Map<string, number>();
  for (const character of text) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) {
    const share = count / text.length;
    bits -= share * Math.log2(share);
  }
  return bits;
}

/** Tables and columns whose text contains a value (the whole database is searched). */
async function whereStored(value: string): Promise<string[]> {
  const tables = await queryRows<{ table_name: string }>(
    t.deps.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const [row] = await queryRows<{ hits: number }>(
      t.deps.db,
      sql`select count(*)::int as hits from ${sql.identifier(table)} r where position(${value} in r::text) > 0`,
    );
    if ((row?.hits ?? 0) > 0) found.push(table);
  }
  return found;
}

describe('session tokens', () => {
  it('are 256 random bits: 64 hex characters, unique, with the entropy of random data', async () => {
    const guest = await t.guest();
    const signs = [guest.sign];
    for (let login = 0; login < 15; login += 1) {
      const session = await t.ok<TestSession>('/sso/idlogin', {
        userId: guest.userId,
        password: guest.password,
      });
      signs.push(session.sign);
    }
    for (const sign of signs) expect(sign).toMatch(/^[0-9a-f]{64}$/);
    // The same player logging in again gets a new token every time, never a reused one.
    expect(new Set(signs).size).toBe(signs.length);
    expect(new Set(signs.map((sign) => sign.slice(0, 8))).size).toBe(signs.length);
    // 1,024 hex characters of random data carry close to 4 bits each; a counter or a timestamp would not.
    expect(shannonBitsPerCharacter(signs.join(''))).toBeGreaterThan(3.9);
    const ones = [...Buffer.from(signs.join(''), 'hex')].reduce(
      (total, byte) => total + byte.toString(2).replaceAll('0', '').length,
      0,
    );
    const bits = signs.length * 256;
    expect(ones / bits).toBeGreaterThan(0.45);
    expect(ones / bits).toBeLessThan(0.55);
  });

  it('are stored only as their SHA-256: the raw sign is nowhere in the database', async () => {
    const guest = await t.guest();
    await t.ok('/user/getUserInfo', {}, guest);
    expect(await whereStored(guest.sign)).toEqual([]);
    const [session] = await queryRows<{ token_hash: string }>(
      t.deps.db,
      sql`select token_hash from sessions where user_id = ${guest.userId}`,
    );
    expect(session?.token_hash).toBe(createHash('sha256').update(guest.sign).digest('hex'));

    // The same holds for staff tokens, their sign-in challenges, second-factor secrets and recovery
    // codes (the secret is sealed with STAFF_TOTP_KEY), and one-time game launch tokens.
    const challenge = (
      await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: TEST_ADMIN })
    ).json() as { challenge: string; secret: string };
    expect(await whereStored(challenge.challenge)).toEqual([]);
    expect(await whereStored(challenge.secret)).toEqual([]);
    const member = { username: 'stored-hashed', password: 'a-long-staff-password' };
    await t.admin('POST', '/staff', { ...member, role: 'support' });
    const staff = await signInStaff(t.app, member, { now: () => t.clock.now() });
    expect(staff.token).toMatch(/^[0-9a-f]{64}$/);
    expect(await whereStored(staff.token)).toEqual([]);
    expect(await whereStored(staff.secret)).toEqual([]);
    for (const code of staff.recoveryCodes) expect(await whereStored(code)).toEqual([]);
    const { url } = await t.ok<{ url: string }>('/game/launch', { gameId: 100_001 }, guest);
    const launchToken = new URL(url, 'http://test').searchParams.get('token')!;
    expect(launchToken.length).toBeGreaterThanOrEqual(32);
    expect(await whereStored(launchToken)).toEqual([]);
  });

  it('end at logout: the same sign is then refused by every call that needs a session', async () => {
    const guest = await t.guest();
    const otherDevice = await t.ok<TestSession>('/sso/idlogin', {
      userId: guest.userId,
      password: guest.password,
    });
    // Used once, so the session is also in the in-memory cache when it is revoked.
    await t.ok('/user/getUserInfo', {}, guest);
    await t.ok('/sso/logout', {}, guest);
    const answers = await answersOfEveryUserCall({ sign: guest.sign, uid: guest.uid });
    expect(answers.filter((answer) => answer.state !== '401' || answer.msg !== 'Please login first')).toEqual(
      [],
    );
    expect(answers.length).toBe(userCalls.length);
    // Only that session ended: the player's other device stays signed in; a new login gets a new sign.
    expect((await t.ok<{ uid: string }>('/user/getUserInfo', {}, otherDevice)).uid).toBe(guest.uid);
    const again = await t.ok<TestSession>('/sso/idlogin', { userId: guest.userId, password: guest.password });
    expect(again.sign).not.toBe(guest.sign);
    expect((await t.call('/user/getUserInfo', {}, guest)).state).toBe('401');
  });

  it("refuse a sign sent with another player's uid on every call; the uid never chooses the player", async () => {
    const [owner, victim] = await Promise.all([t.guest(), t.guest()]);
    const answers = await answersOfEveryUserCall({ sign: owner.sign, uid: victim.uid });
    expect(answers.filter((answer) => answer.state !== '401')).toEqual([]);
    // The victim's uid alone is no session at all.
    const uidOnly = await answersOfEveryUserCall({ uid: victim.uid });
    expect(uidOnly.filter((answer) => answer.state !== '401')).toEqual([]);
    // Without a uid the sign still means its owner, never anyone else.
    const info = await t.app.inject({
      method: 'POST',
      url: '/api/user/getUserInfo',
      payload: { sign: owner.sign },
    });
    expect(info.json()).toMatchObject({ state: '200', resultData: { uid: owner.uid, id: owner.userId } });
  });

  it('match exactly: altered, padded or re-cased signs and operator tokens are not sessions', async () => {
    const guest = await t.guest();
    const member = { username: 'token-variants', password: 'a-long-staff-password' };
    await t.admin('POST', '/staff', { ...member, role: 'support' });
    const { token } = await signInStaff(t.app, member, { now: () => t.clock.now() });
    const variants = [
      guest.sign.toUpperCase(),
      ` ${guest.sign}`,
      `${guest.sign} `,
      `Bearer ${guest.sign}`,
      `${guest.sign.slice(0, 63)}${guest.sign[63] === '0' ? '1' : '0'}`,
      guest.sign.slice(0, 32),
      createHash('sha256').update(guest.sign).digest('hex'),
      token,
    ];
    for (const sign of variants) {
      const answer = await t.call('/user/getUserInfo', {}, { ...guest, sign });
      expect(answer.state, sign).not.toBe('200');
    }
  });
});
