import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let phoneCounter = 0;
/** A fresh valid Indonesian mobile number for each test. */
function newPhone(): string {
  phoneCounter += 1;
  return `81${String(30_000_000 + phoneCounter * 7919).padStart(9, '0')}`;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('guest login', () => {
  it('creates an account with a session, uid and a generated password', async () => {
    const guest = await t.ok<{
      sign: string;
      uid: string;
      newUserFlag: boolean;
      password: string;
      userId: number;
    }>('/sso/guest', { deviceName: 'Pixel', systemVersion: 'Android 13', appVersion: '1.0.0' });
    expect(guest.sign).toMatch(/^[0-9a-f]{64}$/);
    expect(guest.uid).toMatch(/^[0-9a-f]{32}$/);
    expect(guest.newUserFlag).toBe(true);
    expect(guest.password).toHaveLength(10);
    const info = await t.ok<{ uid: string; isGuest: boolean; balance: number }>(
      '/user/getUserInfo',
      {},
      guest,
    );
    expect(info).toMatchObject({ uid: guest.uid, isGuest: true, balance: 0 });
  });

  it('lets the guest log in again with id + password', async () => {
    const guest = await t.guest();
    const again = await t.ok<{ uid: string; newUserFlag: boolean }>('/sso/idlogin', {
      userId: String(guest.userId),
      password: guest.password,
    });
    expect(again).toMatchObject({ uid: guest.uid, newUserFlag: false });
  });
});

describe('phone + OTP login', () => {
  it('creates the account on first login and signs in to it afterwards', async () => {
    const phone = newPhone();
    await t.ok('/sms/send', { mobile: phone, type: 'login' });
    const first = await t.ok<{ uid: string; newUserFlag: boolean }>('/sso/v2/login', {
      mobile: phone,
      verificationCode: await t.latestOtp(phone),
    });
    expect(first.newUserFlag).toBe(true);
    t.clock.advance(61_000);
    await t.ok('/sms/send', { mobile: phone, type: 'login' });
    const second = await t.ok<{ uid: string; newUserFlag: boolean }>('/sso/v2/login', {
      mobile: `+62${phone}`,
      verificationCode: await t.latestOtp(phone),
    });
    expect(second).toMatchObject({ uid: first.uid, newUserFlag: false });
  });

  it('uses a code once', async () => {
    const phone = newPhone();
    await t.ok('/sms/send', { mobile: phone });
    const code = await t.latestOtp(phone);
    await t.ok('/sso/v2/login', { mobile: phone, verificationCode: code });
    const replay = await t.call('/sso/v2/login', { mobile: phone, verificationCode: code });
    expect(replay.state).not.toBe('200');
  });

  it('expires a code after 5 minutes', async () => {
    const phone = newPhone();
    await t.ok('/sms/send', { mobile: phone });
    const code = await t.latestOtp(phone);
    t.clock.advance(5 * 60_000 + 1);
    const late = await t.call('/sso/v2/login', { mobile: phone, verificationCode: code });
    expect(late).toMatchObject({ state: '1000', msg: 'The verification code is incorrect or has expired' });
  });

  it('stops guessing after 5 wrong codes, even when the sixth guess is right', async () => {
    const phone = newPhone();
    await t.ok('/sms/send', { mobile: phone });
    const code = await t.latestOtp(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const guess = await t.call('/sso/v2/login', { mobile: phone, verificationCode: wrong });
      expect(guess.state).toBe('1000');
    }
    const right = await t.call('/sso/v2/login', { mobile: phone, verificationCode: code });
    expect(right).toMatchObject({
      state: '1000',
      msg: 'Too many wrong codes. Please request a new verification code',
    });
  });

  it('stops guessing in parallel too: 20 simultaneous wrong guesses leave the code dead', async () => {
    const phone = newPhone();
    await t.ok('/sms/send', { mobile: phone });
    const code = await t.latestOtp(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.all(
      Array.from({ length: 20 }, () => t.call('/sso/v2/login', { mobile: phone, verificationCode: wrong })),
    );
    const right = await t.call('/sso/v2/login', { mobile: phone, verificationCode: code });
    expect(right.state).toBe('1000');
  });

  it('limits sends per phone: one a minute and five an hour', async () => {
    const phone = newPhone();
    await t.ok('/sms/send', { mobile: phone });
    expect((await t.call('/sms/send', { mobile: phone })).state).toBe('429');
    for (let send = 2; send <= 5; send += 1) {
      t.clock.advance(61_000);
      await t.ok('/sms/send', { mobile: phone });
    }
    t.clock.advance(61_000);
    expect(await t.call('/sms/send', { mobile: phone })).toMatchObject({ state: '429' });
  });

  it('limits parallel sends to one per phone', async () => {
    const phone = newPhone();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.call('/sms/send', { mobile: phone })),
    );
    expect(results.filter((result) => result.state === '200')).toHaveLength(1);
  });

  it('refuses phone numbers the region cannot have', async () => {
    expect(await t.call('/sms/send', { mobile: '0812345678' })).toMatchObject({
      state: '400',
      msg: 'mobile: The phone number cannot start with 0',
    });
    expect(await t.call('/sms/send', { mobile: '' })).toMatchObject({
      state: '400',
      msg: 'mobile: The phone number cannot be empty',
    });
    expect((await t.call('/sms/send', { mobile: '12' })).state).toBe('400');
  });
});

describe('password login and registration', () => {
  it('registers by phone + code + password, then logs in by phone + password', async () => {
    const phone = newPhone();
    await t.ok('/sms/send', { mobile: phone, type: 'register' });
    const registered = await t.ok<{ uid: string; newUserFlag: boolean }>('/sso/register', {
      mobile: phone,
      verificationCode: await t.latestOtp(phone),
      password: 'secret123',
    });
    expect(registered.newUserFlag).toBe(true);
    const login = await t.ok<{ uid: string }>('/sso/login', { mobile: phone, password: 'secret123' });
    expect(login.uid).toBe(registered.uid);
    expect(await t.call('/sso/login', { mobile: phone, password: 'wrong-one' })).toMatchObject({
      state: '1000',
      msg: 'Incorrect phone number or password',
    });
  });

  it('one-click registration returns a generated id and password that work', async () => {
    const account = await t.ok<{ userId: number; password: string; uid: string }>('/sso/register', {
      oneClick: true,
    });
    expect(account.password).toHaveLength(10);
    const login = await t.ok<{ uid: string }>('/sso/idlogin', {
      userId: account.userId,
      password: account.password,
    });
    expect(login.uid).toBe(account.uid);
  });

  it('makes the guessing address wait after 5 wrong passwords, longer after each further one', async () => {
    const account = await t.ok<{ userId: number; password: string }>('/sso/register', { oneClick: true });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await t.call('/sso/idlogin', { userId: account.userId, password: 'not-it' });
    }
    const waiting = await t.call('/sso/idlogin', { userId: account.userId, password: account.password });
    expect(waiting.state).toBe('429');
    t.clock.advance(2_000);
    expect((await t.call('/sso/idlogin', { userId: account.userId, password: account.password })).state).toBe(
      '200',
    );
  });

  it('validates login fields with the spec messages', async () => {
    expect(await t.call('/sso/login', { mobile: '81234567890' })).toMatchObject({
      state: '400',
      msg: 'password: The Password cannot be empty',
    });
    expect(await t.call('/sso/idlogin', { password: 'x' })).toMatchObject({
      state: '400',
      msg: 'userId: The phone number or ID cannot be empty',
    });
    expect(await t.call('/sso/v2/login', { mobile: '81234567890' })).toMatchObject({
      state: '400',
      msg: 'verificationCode: The OTP cannot be empty',
    });
  });
});

describe('referral codes', () => {
  it('attach a new player to the inviter', async () => {
    const inviter = await t.guest();
    const { inviteCode, inviteCount } = await t.ok<{ inviteCode: string; inviteCount: number }>(
      '/invite/agent/info',
      {},
      inviter,
    );
    expect(inviteCount).toBe(0);
    await t.ok('/sso/guest', { referralCode: inviteCode });
    await t.ok('/sso/register', { oneClick: true, referralCode: inviteCode.toLowerCase() });
    const after = await t.ok<{ inviteCount: number; referralUrl: string }>('/invite/agent/info', {}, inviter);
    expect(after.inviteCount).toBe(2);
    expect(after.referralUrl).toContain(`invite_code=${inviteCode}`);
  });

  it('ignore an unknown code instead of refusing the sign-up', async () => {
    expect((await t.call('/sso/guest', { referralCode: 'NOSUCH99' })).state).toBe('200');
  });
});

describe('password changes', () => {
  it('change with the old password ends the other sessions', async () => {
    const guest = await t.guest();
    const other = await t.ok<{ sign: string; uid: string; userId: number }>('/sso/idlogin', {
      userId: guest.userId,
      password: guest.password,
    });
    await t.ok('/sso/modify', { oldPassword: guest.password, newPassword: 'brand-new-1' }, guest);
    expect((await t.call('/user/getUserInfo', {}, guest)).state).toBe('200');
    expect((await t.call('/user/getUserInfo', {}, other)).state).toBe('401');
    expect((await t.call('/sso/idlogin', { userId: guest.userId, password: 'brand-new-1' })).state).toBe(
      '200',
    );
  });

  it('never tells whether a phone is registered before its code is checked', async () => {
    const registered = newPhone();
    await t.ok('/sms/send', { mobile: registered });
    await t.ok('/sso/register', {
      mobile: registered,
      verificationCode: await t.latestOtp(registered),
      password: 'first-pass',
    });
    const stranger = newPhone();
    const answersFor = async (phone: string) => [
      await t.call('/sso/register', { mobile: phone, verificationCode: '123456', password: 'other-pass' }),
      await t.call('/sso/modify', { mobile: phone, verificationCode: '123456', newPassword: 'other-pass' }),
    ];
    const [known, unknown] = [await answersFor(registered), await answersFor(stranger)];
    expect(known.map(({ state, msg }) => ({ state, msg }))).toEqual(
      unknown.map(({ state, msg }) => ({ state, msg })),
    );
    expect(known[0]!.msg).toBe('The verification code is incorrect or has expired');
  });

  it('a forgotten password is reset with phone + code', async () => {
    const phone = newPhone();
    await t.ok('/sms/send', { mobile: phone });
    await t.ok('/sso/register', {
      mobile: phone,
      verificationCode: await t.latestOtp(phone),
      password: 'first-pass',
    });
    t.clock.advance(61_000);
    await t.ok('/sms/send', { mobile: phone, type: 'forget' });
    await t.ok('/sso/modify', {
      mobile: phone,
      verificationCode: await t.latestOtp(phone),
      newPassword: 'second-pass',
    });
    expect((await t.call('/sso/login', { mobile: phone, password: 'first-pass' })).state).toBe('1000');
    expect((await t.call('/sso/login', { mobile: phone, password: 'second-pass' })).state).toBe('200');
  });

  it('a guest without a bound phone cannot reset by code', async () => {
    const guest = await t.guest();
    const phone = newPhone();
    await t.ok('/sms/send', { mobile: phone });
    const refused = await t.call(
      '/sso/modify',
      { mobile: phone, verificationCode: await t.latestOtp(phone), newPassword: 'whatever1' },
      guest,
    );
    expect(refused).toMatchObject({ state: '1000', msg: 'Please bind your phone number first' });
  });
});

describe('sessions', () => {
  it('logout revokes the session', async () => {
    const guest = await t.guest();
    await t.ok('/sso/logout', {}, guest);
    expect(await t.call('/user/getUserInfo', {}, guest)).toMatchObject({
      state: '401',
      msg: 'Please login first',
    });
  });

  it('a session ends after its idle limit and its absolute limit', async () => {
    const idle = await t.guest();
    t.clock.advance(73 * 3_600_000);
    expect((await t.call('/user/getUserInfo', {}, idle)).state).toBe('401');

    const busy = await t.guest();
    for (let day = 0; day < 31; day += 1) {
      t.clock.advance(24 * 3_600_000);
      const answer = await t.call('/user/getUserInfo', {}, busy);
      if (day < 29) expect(answer.state).toBe('200');
      else expect(answer.state).toBe('401');
    }
  });

  it('refuses a sign that does not belong to the uid', async () => {
    const first = await t.guest();
    const second = await t.guest();
    expect((await t.call('/user/getUserInfo', {}, { ...first, uid: second.uid })).state).toBe('401');
  });

  it('refuses made-up tokens', async () => {
    const forged = { sign: 'a'.repeat(64), uid: 'b'.repeat(32), userId: 1 };
    expect((await t.call('/user/getUserInfo', {}, forged)).state).toBe('401');
  });
});
