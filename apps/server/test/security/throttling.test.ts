import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { admins, users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/platform/secrets.ts';
import { createTestApp, type TestApp, type TestSession } from '../harness.ts';
import { newPhone, readyToWithdraw } from '../players.ts';

/**
 * Guessing is throttled everywhere a secret is checked: one-time codes (5 wrong tries kill a code,
 * whichever call tries it; sends limited per phone and per network address), login passwords,
 * withdrawal passwords and operator passwords (locked after 5 wrong tries, even when the guesses
 * arrive all at once).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const MINUTE_MS = 60_000;
const TOO_MANY_CODES = 'Too many wrong codes. Please request a new verification code';

function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('one-time codes', () => {
  it('die after 5 wrong tries spread over every call that checks them', async () => {
    const phone = newPhone();
    await t.ok('/sms/send', { mobile: phone, type: 'register' });
    const code = await t.latestOtp(phone);
    const wrong = wrongCodeFor(code);
    const guest = await t.guest();
    const guesses = [
      () => t.call('/sso/v2/login', { mobile: phone, verificationCode: wrong }),
      () => t.call('/sso/register', { mobile: phone, verificationCode: wrong, password: 'abcd1234' }),
      () => t.call('/user/bindPhone', { mobile: phone, verificationCode: wrong }, guest),
      () => t.call('/sso/v2/login', { mobile: phone, verificationCode: wrong }),
      () => t.call('/sso/register', { mobile: phone, verificationCode: wrong, password: 'abcd1234' }),
    ];
    for (const guess of guesses) expect((await guess()).state).toBe('1000');
    // The right code is now refused by every one of them.
    expect(await t.call('/sso/v2/login', { mobile: phone, verificationCode: code })).toMatchObject({
      msg: TOO_MANY_CODES,
    });
    expect(await t.call('/user/bindPhone', { mobile: phone, verificationCode: code }, guest)).toMatchObject({
      msg: TOO_MANY_CODES,
    });
    expect(
      await t.call('/sso/register', { mobile: phone, verificationCode: code, password: 'abcd1234' }),
    ).toMatchObject({ msg: TOO_MANY_CODES });
    // A new code is needed, and works.
    t.clock.advance(MINUTE_MS + 1_000);
    await t.ok('/sms/send', { mobile: phone });
    await t.ok('/sso/v2/login', { mobile: phone, verificationCode: await t.latestOtp(phone) });
  });

  it('cannot be flooded to one phone from many addresses, for any purpose, or to a bound phone', async () => {
    const phone = newPhone();
    const fromAddress = (index: number, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sms/send',
        remoteAddress: `198.51.100.${index}`,
        payload: body,
      });
    // Ten at once from ten addresses: one code is sent.
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, index) => fromAddress(index + 1, { mobile: phone, type: 'bind' })),
    );
    expect(burst.filter((answer) => answer.json().state === '200')).toHaveLength(1);
    const player = await t.guest();
    await t.ok('/user/bindPhone', { mobile: phone, verificationCode: await t.latestOtp(phone) }, player);
    // Then one a minute, whoever asks and for whatever purpose, the logged-in form (to the bound
    // phone) included.
    const purposes = ['login', 'forget', 'register', 'withdrawPassword'];
    for (const [index, type] of purposes.entries()) {
      t.clock.advance(MINUTE_MS + 1_000);
      const answer =
        type === 'withdrawPassword'
          ? await t.call('/sms/send', { type }, player)
          : (await fromAddress(20 + index, { mobile: phone, type })).json();
      expect(answer.state, type).toBe('200');
      expect((await fromAddress(40 + index, { mobile: phone, type: 'login' })).json().state).toBe('429');
    }
    // Five codes in the hour: the sixth is refused until the hour has passed.
    t.clock.advance(MINUTE_MS + 1_000);
    expect((await fromAddress(60, { mobile: phone })).json()).toMatchObject({
      state: '429',
      msg: 'Too many codes requested for this phone number. Please try again later',
    });
    expect((await t.call('/sms/send', { type: 'withdrawPassword' }, player)).state).toBe('429');
    t.clock.advance(56 * MINUTE_MS);
    expect((await fromAddress(61, { mobile: phone })).json().state).toBe('200');
  });

  it('are limited per network address, and a forged X-Forwarded-For does not get round it', async () => {
    const limited = await createTestApp({ env: { OTP_SENDS_PER_IP_PER_HOUR: '3' } });
    try {
      const send = (address: string, headers: Record<string, string> = {}) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/sms/send',
          remoteAddress: address,
          headers,
          payload: { mobile: newPhone() },
        });
      for (let index = 0; index < 3; index += 1) expect((await send('203.0.113.7')).json().state).toBe('200');
      expect((await send('203.0.113.7')).json()).toMatchObject({
        state: '429',
        msg: 'Too many codes requested from this network. Please try again later',
      });
      const spoofed = await send('203.0.113.7', {
        'x-forwarded-for': '192.0.2.55',
        'x-real-ip': '192.0.2.56',
      });
      expect(spoofed.json().state).toBe('429');
      expect((await send('203.0.113.8')).json().state).toBe('200');
      limited.clock.advance(61 * MINUTE_MS);
      expect((await send('203.0.113.7')).json().state).toBe('200');
    } finally {
      await limited.close();
    }
  });
});

describe('login passwords', () => {
  async function phoneAccount() {
    const phone = newPhone();
    await t.ok('/sms/send', { mobile: phone });
    const session = await t.ok<TestSession>('/sso/register', {
      mobile: phone,
      verificationCode: await t.latestOtp(phone),
      password: 'right-password-1',
    });
    return { phone, session };
  }

  it('lock the account after 5 wrong tries counted together across phone login, id login and password change', async () => {
    const { phone, session } = await phoneAccount();
    expect((await t.call('/sso/login', { mobile: phone, password: 'wrong-1' })).state).toBe('1000');
    expect((await t.call('/sso/idlogin', { userId: session.userId, password: 'wrong-2' })).state).toBe(
      '1000',
    );
    expect(
      (await t.call('/sso/modify', { oldPassword: 'wrong-3', newPassword: 'new-password-1' }, session)).state,
    ).toBe('1000');
    expect((await t.call('/sso/login', { mobile: phone, password: 'wrong-4' })).state).toBe('1000');
    expect((await t.call('/sso/idlogin', { userId: session.userId, password: 'wrong-5' })).state).toBe(
      '1000',
    );
    // Locked: the right password is refused on every route, and a stolen session cannot change it.
    const locked = await t.call('/sso/login', { mobile: phone, password: 'right-password-1' });
    expect(locked).toMatchObject({
      state: '429',
      msg: 'Too many wrong passwords. Please try again in 15 minutes',
    });
    expect(
      (await t.call('/sso/idlogin', { userId: session.userId, password: 'right-password-1' })).state,
    ).toBe('429');
    expect(
      (
        await t.call(
          '/sso/modify',
          { oldPassword: 'right-password-1', newPassword: 'new-password-1' },
          session,
        )
      ).state,
    ).toBe('429');
    t.clock.advance(15 * MINUTE_MS + 1_000);
    await t.ok('/sso/login', { mobile: phone, password: 'right-password-1' });
  });

  it('check at most 5 of 30 guesses sent at once; the rest are refused unchecked', async () => {
    const { phone, session } = await phoneAccount();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        index % 2
          ? t.call('/sso/login', { mobile: phone, password: `guess-${index}` })
          : t.call('/sso/idlogin', { userId: session.userId, password: `guess-${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.state === '1000')).toHaveLength(5);
    expect(answers.filter((answer) => answer.state === '429')).toHaveLength(25);
    const [row] = await t.deps.db
      .select({ failures: users.loginFailures })
      .from(users)
      .where(eq(users.id, session.userId));
    expect(row?.failures).toBe(5);
    expect((await t.call('/sso/login', { mobile: phone, password: 'right-password-1' })).state).toBe('429');
  });

  it('answer an unknown account like a wrong password, so accounts cannot be listed', async () => {
    const unknown = await t.call('/sso/login', { mobile: newPhone(), password: 'whatever-1' });
    const { phone } = await phoneAccount();
    const known = await t.call('/sso/login', { mobile: phone, password: 'whatever-1' });
    expect(unknown).toMatchObject({ state: known.state, msg: known.msg });
    const unknownId = await t.call('/sso/idlogin', { userId: 999_999_999, password: 'whatever-1' });
    expect(unknownId).toMatchObject({ state: '1000', msg: 'Incorrect ID or password' });
  });
});

describe('withdrawal passwords', () => {
  const apply = (player: TestSession, accountId: number, withdrawPassword: string) =>
    t.call(
      '/withdraw/apply',
      { amount: 25_000, accountId, withdrawPassword, requestId: randomUUID() },
      player,
    );

  it('lock withdrawals after 5 wrong tries, even sent at once, across sessions, and move no money', async () => {
    const { player, accountId } = await readyToWithdraw(t, 100_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => apply(player, accountId, String(200_000 + index))),
    );
    expect(answers.filter((answer) => answer.msg === 'The withdrawal password is incorrect')).toHaveLength(5);
    expect(answers.filter((answer) => answer.state === '429')).toHaveLength(15);
    // The right password is refused while locked, from this session and from a new one.
    expect(await apply(player, accountId, '123456')).toMatchObject({
      state: '429',
      msg: 'Too many wrong withdrawal passwords. Please try again in 30 minutes',
    });
    const newSession = await t.ok<TestSession>('/sso/idlogin', {
      userId: player.userId,
      password: player.password,
    });
    expect((await apply(newSession, accountId, '123456')).state).toBe('429');
    const [row] = await t.deps.db
      .select({ failures: users.withdrawPasswordFailures })
      .from(users)
      .where(eq(users.id, player.userId));
    expect(row?.failures).toBe(5);
    const info = await t.ok<{ balance: number; frozen: number }>('/user/getUserInfo', {}, player);
    expect(info).toMatchObject({ balance: 100_000, frozen: 0 });
    t.clock.advance(30 * MINUTE_MS + 1_000);
    expect((await apply(player, accountId, '123456')).state).toBe('200');
  });
});

describe('operator passwords', () => {
  it('lock the operator after 5 wrong tries, even sent at once', async () => {
    await t.deps.db.insert(admins).values({
      username: 'second-operator',
      passwordHash: await hashPassword('second-operator-password'),
      createdAt: t.clock.now(),
    });
    const login = (password: string, index: number) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/api/login',
        remoteAddress: `192.0.2.${index + 1}`,
        payload: { username: 'second-operator', password },
      });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => login(`guess-${index}`, index)),
    );
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(7);
    expect((await login('second-operator-password', 100)).statusCode).toBe(429);
    const [row] = await queryRows<{ login_failures: number }>(
      t.deps.db,
      sql`select login_failures from admins where username = 'second-operator'`,
    );
    expect(row?.login_failures).toBe(5);
    t.clock.advance(15 * MINUTE_MS + 1_000);
    expect((await login('second-operator-password', 101)).statusCode).toBe(200);
  });

  it('limit login attempts to 20 a minute from one address, whatever the username', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt += 1) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/admin/api/login',
        remoteAddress: '192.0.2.200',
        payload: { username: `sprayed-${attempt}`, password: 'password-1' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
