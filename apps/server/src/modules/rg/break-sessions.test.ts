import { randomUUID } from 'node:crypto';
import type { BreakSession } from '@fairplay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { fund, newPhone, readyToWithdraw } from '../../../test/players.ts';
import { sessions, users } from '../../db/schema.ts';
import { loadConfig } from '../../platform/config.ts';
import type { MemoryExclusionRegister } from '../../platform/exclusion-register.ts';
import { productionWarnings } from '../../platform/production-safety.ts';

/**
 * Decision 023: a sign-in refused for a break hands a withdraw-only session; the device block is
 * neutral and cannot be aimed at others; the exclusion register is asked at every registration and
 * sign-in, fail-closed; an ended self-exclusion needs the player's return after a cooling-off.
 */

let t: TestApp;
let register: MemoryExclusionRegister;
beforeAll(async () => {
  t = await createTestApp({ env: { EXCLUSION_REGISTER: 'memory' } });
  register = t.deps.exclusionRegister as MemoryExclusionRegister;
});
beforeEach(() => {
  t.clock.set('2026-01-15T03:00:00.000Z');
  register.failWith(null);
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

const PASSWORD = 'a-good-password-1';
type Refusal = { state: string; code?: string; msg: string; breakSession?: BreakSession };

/** A player registered by phone and code, signed in on a device of their own. */
async function registered(device = `device-${randomUUID()}`) {
  const phone = newPhone();
  await t.ok('/sms/send', { mobile: phone, type: 'register' });
  const player = await t.ok<TestSession>('/sso/register', {
    mobile: phone,
    verificationCode: await t.latestOtp(phone),
    password: PASSWORD,
    deviceNumber: device,
  });
  return { ...player, phone, device };
}

/** A player with a phone, a withdrawal password, a payout account and cash, on a device of their own. */
async function withCash(balanceMajor: number) {
  const ready = await readyToWithdraw(t, balanceMajor);
  const device = `device-${randomUUID()}`;
  await t.deps.db
    .update(sessions)
    .set({ deviceNumber: device })
    .where(eq(sessions.userId, ready.player.userId));
  return { ...ready, device };
}

const signIn = (phone: string, extra: Record<string, unknown> = {}) =>
  t.call('/sso/login', { mobile: phone, password: PASSWORD, ...extra }) as Promise<Refusal>;

/** The withdraw-only session as a test session. */
const asSession = (refusal: Refusal, userId: number): TestSession => {
  expect(refusal.breakSession).toBeDefined();
  return { sign: refusal.breakSession!.sign, uid: refusal.breakSession!.uid, userId };
};

describe('the device block', () => {
  it('refuses a new account on a device a phone-verified player on a break signed in from, with a neutral message and no date', async () => {
    const player = await registered();
    await t.ok('/rg/timeout', { hours: 48 }, player);
    for (const [path, body] of [
      ['/sso/guest', {}],
      ['/sso/register', { oneClick: true }],
    ] as const) {
      const refused = await t.call(path, { ...body, deviceNumber: player.device });
      expect(refused).toMatchObject({ state: '1000', code: 'rg.deviceBlocked' });
      expect(refused.msg).toBe(
        'A new account cannot be opened on this device. Please contact customer service',
      );
      expect(refused.msg).not.toMatch(/2026/);
      const indonesian = await t.call(path, { ...body, deviceNumber: player.device, locale: 'id' });
      expect(indonesian.msg).toBe(
        'Akun baru tidak dapat dibuka di perangkat ini. Silakan hubungi layanan pelanggan',
      );
    }
    expect((await t.call('/sso/guest', { deviceNumber: `device-${randomUUID()}` })).state).toBe('200');
    t.clock.advance(48 * 3_600_000);
    expect((await t.call('/sso/guest', { deviceNumber: player.device })).state).toBe('200');
  });

  it('cannot be aimed at others: a player without a verified phone, or a device only claimed, blocks nothing', async () => {
    // A throwaway guest takes a break on a device number it learnt: no phone, no block.
    const victimDevice = `device-${randomUUID()}`;
    const attacker = await t.ok<TestSession>('/sso/guest', { deviceNumber: victimDevice });
    await t.ok('/rg/selfExclude', { months: 0 }, attacker);
    expect((await t.call('/sso/guest', { deviceNumber: victimDevice })).state).toBe('200');
    // A phone-verified player blocks only the devices their own sessions used.
    const player = await registered();
    await t.ok('/rg/timeout', { hours: 24 }, player);
    const otherDevice = `device-${randomUUID()}`;
    expect((await t.call('/sso/guest', { deviceNumber: otherDevice })).state).toBe('200');
    // Signing in (refused, withdraw-only) from a device does not add it to the block either.
    const refused = await signIn(player.phone, { deviceNumber: otherDevice });
    expect(refused.code).toBe('rg.timedOut');
    expect((await t.call('/sso/guest', { deviceNumber: otherDevice })).state).toBe('200');
  });
});

describe('a sign-in during a break', () => {
  it('is refused with the break message for every way in, and hands a withdraw-only session that can withdraw and nothing else', async () => {
    const { player, accountId, phone } = await withCash(50_000);
    await t.ok('/sso/modify', { oldPassword: player.password, newPassword: PASSWORD }, player);
    await t.ok('/rg/timeout', { hours: 48 }, player);

    const refused = await signIn(phone, { locale: 'id' });
    expect(refused).toMatchObject({ state: '1000', code: 'rg.timedOut' });
    expect(refused.msg).toMatch(/^Anda sedang rehat sampai /);
    expect(refused.breakSession!.uid).toBe(player.uid);
    expect(refused.breakSession!.expiresAt).toBe(new Date(t.clock.now().getTime() + 3_600_000).toISOString());
    const byId = (await t.call('/sso/idlogin', { userId: player.userId, password: PASSWORD })) as Refusal;
    expect(byId.code).toBe('rg.timedOut');
    expect(byId.breakSession).toBeDefined();
    t.clock.advance(61_000);
    await t.ok('/sms/send', { mobile: phone, type: 'login' });
    const byCode = (await t.call('/sso/v2/login', {
      mobile: phone,
      verificationCode: await t.latestOtp(phone),
    })) as Refusal;
    expect(byCode.code).toBe('rg.timedOut');
    // Wrong credentials get no session.
    const wrong = (await t.call('/sso/login', { mobile: phone, password: 'not-the-password' })) as Refusal;
    expect(wrong.breakSession).toBeUndefined();

    const restricted = asSession(refused, player.userId);
    const info = await t.ok<{ balance: number }>('/user/getUserInfo', {}, restricted);
    expect(info.balance).toBe(50_000);
    await t.ok('/rg/limits', {}, restricted);
    await t.ok('/rg/statement', { period: 'day' }, restricted);
    await t.ok('/withdraw/info', {}, restricted);
    await t.ok('/bank/list', {}, restricted);
    await t.ok('/feedback/list', {}, restricted);
    const withdrawn = await t.ok<{ orderNo: string }>(
      '/withdraw/apply',
      { amount: 20_000, accountId, withdrawPassword: '123456', requestId: randomUUID() },
      restricted,
    );
    expect(withdrawn.orderNo).toBeTruthy();
    await t.ok('/withdraw/record', {}, restricted);

    // Everything else is refused with the break's message: play, deposits, claims, limits, profile.
    for (const [path, body] of [
      ['/game/launch', { gameId: 100_001 }],
      ['/recharge/createRechargeOrder', { amount: 100_000, depositMethod: 19 }],
      ['/recharge/getChargeInfo', {}],
      ['/promo/signin/claim', {}],
      ['/promo/rebate/claim', {}],
      ['/mail/list', {}],
      ['/vip/getVipInfo', {}],
      ['/rg/setLimit', { kind: 'deposit', period: 'day', amount: 1_000_000 }],
      ['/rg/confirmLimit', { kind: 'deposit', period: 'day' }],
      ['/rg/timeout', { hours: 24 }],
      ['/user/updateProfile', { nickname: 'someone' }],
      ['/bank/remove', { accountId }],
      ['/invite/agent/receiveRebate', {}],
    ] as const) {
      const answer = await t.call(path, body, restricted);
      expect(answer, path).toMatchObject({ state: '1000', code: 'rg.timedOut' });
    }
    // It ends like any session: after its hour, or when the player logs out.
    await t.ok('/sso/logout', {}, restricted);
    expect(await t.call('/user/getUserInfo', {}, restricted)).toMatchObject({ state: '401' });
    const again = asSession(await signIn(phone), player.userId);
    t.clock.advance(3_600_000);
    expect(await t.call('/user/getUserInfo', {}, again)).toMatchObject({ state: '401' });
  });
});

describe('cash during a break', () => {
  it('stays withdrawable when self-excluded, for a guest with no phone and a deposit turnover not yet played: bind a phone, set the password, add an account, withdraw', async () => {
    const device = `device-${randomUUID()}`;
    const guest = await t.ok<TestSession & { password: string }>('/sso/guest', { deviceNumber: device });
    await fund(t, guest, 100_000);
    // A deposit's turnover still to play: it holds cash back from a player who can play it through.
    await t.deps.db.update(users).set({ wagerRemaining: 10_000_000n }).where(eq(users.id, guest.userId));
    await t.ok('/rg/selfExclude', { months: 0 }, guest);

    const refused = (await t.call('/sso/idlogin', {
      userId: guest.userId,
      password: guest.password,
    })) as Refusal;
    expect(refused.code).toBe('rg.selfExcludedPermanently');
    const restricted = asSession(refused, guest.userId);
    const phone = newPhone();
    await t.ok('/sms/send', { mobile: phone, type: 'bind' }, restricted);
    await t.ok('/user/bindPhone', { mobile: phone, verificationCode: await t.latestOtp(phone) }, restricted);
    t.clock.advance(61_000);
    await t.ok('/sms/send', { type: 'withdrawPassword' }, restricted);
    await t.ok(
      '/user/setWithdrawPassword',
      { withdrawPassword: '123456', verificationCode: await t.latestOtp(phone) },
      restricted,
    );
    const { accountId } = await t.ok<{ accountId: number }>(
      '/bank/addAccount',
      { bankCode: 'BCA', accountName: 'Siti Rahayu', accountNumber: String(6_000_000_000 + guest.userId) },
      restricted,
    );
    const withdrawn = await t.ok<{ orderNo: string }>(
      '/withdraw/apply',
      { amount: 100_000, accountId, withdrawPassword: '123456', requestId: randomUUID() },
      restricted,
    );
    expect(withdrawn.orderNo).toBeTruthy();
    expect((await t.ok<{ balance: number }>('/user/getUserInfo', {}, restricted)).balance).toBe(0);
  });

  it("is still held by a deposit turnover during a time-out: a day's break is no way round it", async () => {
    const { player, accountId, phone } = await withCash(50_000);
    await t.ok('/sso/modify', { oldPassword: player.password, newPassword: PASSWORD }, player);
    await t.deps.db.update(users).set({ wagerRemaining: 5_000_000n }).where(eq(users.id, player.userId));
    await t.ok('/rg/timeout', { hours: 24 }, player);
    const restricted = asSession(await signIn(phone), player.userId);
    const refused = await t.call(
      '/withdraw/apply',
      { amount: 50_000, accountId, withdrawPassword: '123456', requestId: randomUUID() },
      restricted,
    );
    expect(refused).toMatchObject({ state: '1000', code: 'withdraw.wagerRemaining' });
  });
});

describe('the exclusion register', () => {
  it("is asked when a phone is bound: a phone on it ends the player's sessions, and the next sign-in is withdraw-only", async () => {
    const device = `device-${randomUUID()}`;
    const guest = await t.ok<TestSession & { password: string }>('/sso/guest', { deviceNumber: device });
    const listed = newPhone();
    register.exclude(`+62${listed}`);
    await t.ok('/sms/send', { mobile: listed, type: 'bind' }, guest);
    const bound = await t.call(
      '/user/bindPhone',
      { mobile: listed, verificationCode: await t.latestOtp(listed) },
      guest,
    );
    expect(bound).toMatchObject({ state: '1000', code: 'rg.exclusionRegistered' });
    expect(await t.call('/game/launch', { gameId: 100_001 }, guest)).toMatchObject({ state: '401' });
    const again = (await t.call('/sso/idlogin', {
      userId: guest.userId,
      password: guest.password,
    })) as Refusal;
    expect(again.code).toBe('rg.exclusionRegistered');
    expect(again.breakSession).toBeDefined();

    // A register that cannot answer refuses the binding: the phone stays unbound.
    const other = await t.ok<TestSession>('/sso/guest', { deviceNumber: `device-${randomUUID()}` });
    const phone = newPhone();
    await t.ok('/sms/send', { mobile: phone, type: 'bind' }, other);
    const code = await t.latestOtp(phone);
    register.failWith(new Error('register down'));
    expect(await t.call('/user/bindPhone', { mobile: phone, verificationCode: code }, other)).toMatchObject({
      state: '503',
      code: 'rg.exclusionRegisterUnavailable',
    });
    const [row] = await t.deps.db
      .select({ mobile: users.mobile })
      .from(users)
      .where(eq(users.id, other.userId));
    expect(row?.mobile).toBeNull();
  });

  it('refuses a registration and a sign-in of a person on it (the sign-in with a withdraw-only session)', async () => {
    const onRegister = newPhone();
    register.exclude(`+62${onRegister}`);
    await t.ok('/sms/send', { mobile: onRegister, type: 'register' });
    const refused = await t.call('/sso/register', {
      mobile: onRegister,
      verificationCode: await t.latestOtp(onRegister),
      password: PASSWORD,
    });
    expect(refused).toMatchObject({ state: '1000', code: 'rg.exclusionRegistered' });
    const [account] = await t.deps.db
      .select()
      .from(users)
      .where(eq(users.mobile, `+62${onRegister}`));
    expect(account).toBeUndefined();

    const player = await registered();
    await fund(t, player, 1_000);
    register.exclude(`+62${player.phone}`);
    const signedIn = await signIn(player.phone);
    expect(signedIn).toMatchObject({ code: 'rg.exclusionRegistered' });
    const restricted = asSession(signedIn, player.userId);
    expect((await t.ok<{ balance: number }>('/user/getUserInfo', {}, restricted)).balance).toBe(1_000);
    expect(await t.call('/game/launch', { gameId: 100_001 }, restricted)).toMatchObject({
      code: 'rg.withdrawOnly',
    });
    register.remove(`+62${player.phone}`);
    expect((await signIn(player.phone)).state).toBe('200');
  });

  it('fails closed: a register that cannot answer refuses sign-in and registration with a neutral message, and no session', async () => {
    const player = await registered();
    register.failWith(new Error('register down'));
    const signedIn = await signIn(player.phone, { locale: 'fr' });
    expect(signedIn).toMatchObject({ state: '503', code: 'rg.exclusionRegisterUnavailable' });
    expect(signedIn.msg).toBe(
      'Nous ne pouvons pas vérifier vos données pour le moment. Veuillez réessayer plus tard',
    );
    expect(signedIn.breakSession).toBeUndefined();
    const guest = await t.call('/sso/guest', { deviceNumber: `device-${randomUUID()}` });
    expect(guest).toMatchObject({ code: 'rg.exclusionRegisterUnavailable' });
  });

  it('is named in production: the in-memory one is refused, none unset is warned about at every start', () => {
    const production = {
      NODE_ENV: 'production',
      PROVIDER_SECRETS: 'a-production-provider-secret',
      STAFF_TOTP_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    };
    expect(() => loadConfig({ ...production, EXCLUSION_REGISTER: 'memory' })).toThrow(
      /EXCLUSION_REGISTER=memory/,
    );
    expect(productionWarnings(loadConfig(production))).toContainEqual(
      expect.stringMatching(/^EXCLUSION_REGISTER is not set/),
    );
    const named = loadConfig({ ...production, EXCLUSION_REGISTER: 'none' });
    expect(productionWarnings(named).some((line) => line.startsWith('EXCLUSION_REGISTER'))).toBe(false);
  });
});

describe('the end of a self-exclusion', () => {
  it('needs the player to ask to return, wait the 24-hour cooling-off and confirm; a permanent one never ends', async () => {
    const player = await registered();
    const { endsAt } = await t.ok<{ endsAt: string }>('/rg/selfExclude', { months: 6 }, player);
    t.clock.set(endsAt);
    t.clock.advance(1_000);
    const refused = await signIn(player.phone);
    expect(refused).toMatchObject({ code: 'rg.selfExclusionEnded' });
    const restricted = asSession(refused, player.userId);
    expect(await t.ok('/rg/returnStatus', {}, restricted)).toEqual({
      status: 'canRequest',
      confirmFrom: null,
    });
    expect(await t.call('/rg/confirmReturn', {}, restricted)).toMatchObject({
      code: 'rg.returnNotRequested',
    });
    // Asked several times at once: one request, one cooling-off.
    const asked = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.ok<{ status: string; confirmFrom: string }>('/rg/requestReturn', {}, restricted),
      ),
    );
    const confirmFrom = new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString();
    for (const answer of asked) expect(answer).toEqual({ status: 'waiting', confirmFrom });
    t.clock.advance(3_600_000 - 1_000);
    // Asking again keeps the first request.
    const again = asSession(await signIn(player.phone), player.userId);
    expect(await t.ok('/rg/requestReturn', {}, again)).toEqual({ status: 'waiting', confirmFrom });
    const early = await t.call('/rg/confirmReturn', {}, again);
    expect(early).toMatchObject({ code: 'rg.returnCoolingOff' });
    expect(early.msg).toMatch(/^You can confirm your return from /);
    expect(await signIn(player.phone)).toMatchObject({ code: 'rg.selfExclusionEnded' });
    t.clock.set(confirmFrom);
    const last = asSession(await signIn(player.phone), player.userId);
    expect(await t.ok('/rg/confirmReturn', {}, last)).toEqual({ status: 'none', confirmFrom: null });
    // The withdraw-only session stays so; the next sign-in is a full one.
    expect(await t.call('/game/launch', { gameId: 100_001 }, last)).toMatchObject({
      code: 'rg.withdrawOnly',
    });
    const back = await signIn(player.phone);
    expect(back.state).toBe('200');

    const forGood = await registered();
    await t.ok('/rg/selfExclude', { months: 0 }, forGood);
    t.clock.advance(100 * 365 * 86_400_000);
    const never = await signIn(forGood.phone);
    expect(never).toMatchObject({ code: 'rg.selfExcludedPermanently' });
    const session = asSession(never, forGood.userId);
    expect(await t.ok('/rg/returnStatus', {}, session)).toEqual({ status: 'running', confirmFrom: null });
    expect(await t.call('/rg/requestReturn', {}, session)).toMatchObject({
      code: 'rg.selfExcludedPermanently',
    });
  });

  it('a time-out ends by itself: nothing to return from', async () => {
    const player = await registered();
    await t.ok('/rg/timeout', { hours: 24 }, player);
    const during = asSession(await signIn(player.phone), player.userId);
    expect(await t.ok('/rg/returnStatus', {}, during)).toEqual({ status: 'running', confirmFrom: null });
    t.clock.advance(24 * 3_600_000);
    const back = await signIn(player.phone);
    expect(back.state).toBe('200');
    const full = (back as unknown as { resultData: TestSession }).resultData;
    expect(await t.call('/rg/requestReturn', {}, full)).toMatchObject({ code: 'rg.returnNotAvailable' });
  });
});
