import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, loginThrottles, users } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/platform/secrets.ts';
import { createTestApp, type TestApp, type TestSession } from '../harness.ts';
import { newPhone, readyToWithdraw } from '../players.ts';

/**
 * Guessing is throttled everywhere a secret is checked: one-time codes (5 wrong tries kill a code,
 * whichever call tries it; sends limited per phone and per network address), login and operator
 * passwords (past 5 wrong tries the guessing address waits, longer after each failure, while the
 * owner elsewhere is never locked out) and withdrawal passwords (a logged-in player's own: locked
 * after 5 wrong tries), even when the guesses arrive all at once.
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
        payload: { locale: 'en', ...body },
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
          payload: { mobile: newPhone(), locale: 'en' },
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

  /** A login from another client address than the test's own. */
  const loginFrom = (address: string, path: string, body: Record<string, unknown>) =>
    t.app
      .inject({
        method: 'POST',
        url: `/api${path}`,
        remoteAddress: address,
        payload: { locale: 'en', ...body },
      })
      .then((answer) => answer.json() as { state: string; msg: string });

  it('slow down the address after 5 wrong tries counted across phone login, id login and password change, with growing waits', async () => {
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
    expect((await t.call('/sso/login', { mobile: phone, password: 'wrong-6' })).state).toBe('1000');
    // Past the free tries this address waits before its next one: even the right password, on every route.
    expect(await t.call('/sso/login', { mobile: phone, password: 'right-password-1' })).toMatchObject({
      state: '429',
      msg: 'Too many attempts. Please try again in 2 seconds',
    });
    expect(
      (await t.call('/sso/idlogin', { userId: session.userId, password: 'right-password-1' })).state,
    ).toBe('429');
    // Each further failure doubles the wait.
    t.clock.advance(2_000);
    expect((await t.call('/sso/login', { mobile: phone, password: 'wrong-7' })).state).toBe('1000');
    expect((await t.call('/sso/login', { mobile: phone, password: 'wrong-8' })).msg).toBe(
      'Too many attempts. Please try again in 4 seconds',
    );
    // The owner, from their own address, was never locked out.
    expect(
      (await loginFrom('198.51.100.7', '/sso/login', { mobile: phone, password: 'right-password-1' })).state,
    ).toBe('200');
    t.clock.advance(4_000);
    await t.ok('/sso/login', { mobile: phone, password: 'right-password-1' });
  });

  // Attack finding: 120 guesses, 5 from each of 24 addresses, put the account-wide count past its
  // 100 free failures, and the owner's right password from a fresh address was refused for minutes.
  it('do not keep the owner out on a device that logged in before, whatever strangers guess from many addresses', async () => {
    const { phone } = await phoneAccount();
    const ownDevice = 'owner-install-7f3c9e2a-0d41-4c55-9d8e-1b2a3c4d5e6f';
    expect(
      (
        await loginFrom('198.51.100.20', '/sso/login', {
          mobile: phone,
          password: 'right-password-1',
          deviceNumber: ownDevice,
        })
      ).state,
    ).toBe('200');
    for (let address = 0; address < 24; address += 1)
      for (let guess = 0; guess < 5; guess += 1)
        await loginFrom(`192.0.2.${address + 1}`, '/sso/login', {
          mobile: phone,
          password: `guess-${guess}`,
        });
    // A new device from a fresh address waits: the account is under attack.
    expect(
      (
        await loginFrom('198.51.100.21', '/sso/login', {
          mobile: phone,
          password: 'right-password-1',
          deviceNumber: 'new',
        })
      ).state,
    ).toBe('429');
    // The owner's device, even from an address it never used, logs in.
    expect(
      (
        await loginFrom('198.51.100.22', '/sso/login', {
          mobile: phone,
          password: 'right-password-1',
          deviceNumber: ownDevice,
        })
      ).state,
    ).toBe('200');
  });

  it('check at most 5 of 30 guesses sent at once from one address; the rest are refused unchecked', async () => {
    const { phone, session } = await phoneAccount();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        index % 2
          ? t.call('/sso/login', { mobile: phone, password: `guess-${index}` })
          : t.call('/sso/idlogin', { userId: session.userId, password: `guess-${index}` }),
      ),
    );
    // Five free tries and the sixth (which sets the first wait) are checked; the rest wait.
    expect(answers.filter((answer) => answer.state === '1000')).toHaveLength(6);
    expect(answers.filter((answer) => answer.state === '429')).toHaveLength(24);
    const [row] = await t.deps.db
      .select({ failures: loginThrottles.failures })
      .from(loginThrottles)
      .where(sql`${loginThrottles.key} like ${`player:account:user:${session.userId}|%`}`);
    expect(row?.failures).toBe(6);
    expect((await t.call('/sso/login', { mobile: phone, password: 'right-password-1' })).state).toBe('429');
  });

  it('slow an unknown account down exactly like a known one, so accounts cannot be listed', async () => {
    const { session } = await phoneAccount();
    const answersFor = async (userId: number) => {
      const answers: string[] = [];
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const answer = await loginFrom('198.51.100.99', '/sso/idlogin', {
          userId,
          password: 'wrong-guess-1',
        });
        answers.push(`${answer.state} ${answer.msg}`);
      }
      return answers;
    };
    const known = await answersFor(session.userId);
    t.clock.advance(3_600_000);
    expect(await answersFor(999_999_998)).toEqual(known);
    expect(known.at(-1)).toBe('429 Too many attempts. Please try again in 2 seconds');
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
  it('slow down the address that guesses, never lock the operator out, even with guesses sent at once', async () => {
    await t.deps.db.insert(admins).values({
      username: 'second-operator',
      passwordHash: await hashPassword('second-operator-password'),
      createdAt: t.clock.now(),
    });
    const login = (password: string, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/api/login',
        remoteAddress: address,
        payload: { username: 'second-operator', password },
      });
    // Twelve anonymous guesses from twelve addresses: each is checked and refused, nothing locks.
    const spread = await Promise.all(
      Array.from({ length: 12 }, (_, index) => login(`guess-${index}`, `192.0.2.${index + 1}`)),
    );
    expect(spread.every((answer) => answer.statusCode === 401)).toBe(true);
    expect((await login('second-operator-password', '192.0.2.100')).statusCode).toBe(200);
    // Twelve at once from one address: six are checked, the rest wait, and so does that address.
    const together = await Promise.all(
      Array.from({ length: 12 }, (_, index) => login(`guess-${index}`, '192.0.2.150')),
    );
    expect(together.filter((answer) => answer.statusCode === 401)).toHaveLength(6);
    expect(together.filter((answer) => answer.statusCode === 429)).toHaveLength(6);
    const waiting = await login('second-operator-password', '192.0.2.150');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('2');
    // The operator, from anywhere else, still signs in.
    expect((await login('second-operator-password', '192.0.2.151')).statusCode).toBe(200);
    t.clock.advance(2_000);
    expect((await login('second-operator-password', '192.0.2.150')).statusCode).toBe(200);
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
