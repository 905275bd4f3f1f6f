import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { signInStaff } from '../../../test/staff.ts';
import { TEST_ADMIN } from '../../../test/test-admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('operator API', () => {
  it('signs in the first admin with two factors and refuses wrong passwords, players and missing tokens', async () => {
    const good = await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: TEST_ADMIN });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ enrolRequired: true });
    expect(good.json().token).toBeUndefined();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin/api/login',
      payload: { ...TEST_ADMIN, password: 'nope' },
    });
    expect(bad.statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'GET', url: '/admin/api/settings/deposit' });
    expect(anonymous.statusCode).toBe(401);
    const player = await t.guest();
    const asPlayer = await t.app.inject({
      method: 'GET',
      url: '/admin/api/settings/deposit',
      headers: { authorization: `Bearer ${player.sign}` },
    });
    expect(asPlayer.statusCode).toBe(401);
  });

  it("closes one player's deposits: charge info and the recharge button say so", async () => {
    const player = await t.guest();
    expect(await t.ok('/recharge/getChargeInfo', {}, player)).toMatchObject({
      rechargeOpen: 1,
      depositClosed: false,
    });
    const closed = await t.admin('POST', `/players/${player.userId}/deposit-status`, { closed: true });
    expect(closed).toEqual({ status: 200, body: { userId: player.userId, depositClosed: true } });
    expect(await t.ok('/recharge/getChargeInfo', {}, player)).toMatchObject({ depositClosed: true });
    expect(await t.ok('/home/rechargeButtonStatus', {}, player)).toEqual({ show: false, rechargeOpen: 1 });
    expect((await t.admin('POST', '/players/999999999/deposit-status', { closed: true })).status).toBe(404);
  });

  it('replaces a setting only with a valid document, and logs who did it', async () => {
    const { body: deposit } = await t.admin<Record<string, unknown>>('GET', '/settings/deposit');
    const invalid = await t.admin('PUT', '/settings/deposit', { ...deposit, rechargeOpen: 'maybe' });
    expect(invalid.status).toBe(400);
    const valid = await t.admin<{ rechargeOpen: boolean }>('PUT', '/settings/deposit', {
      ...deposit,
      rechargeOpen: false,
    });
    expect(valid.body.rechargeOpen).toBe(false);
    const player = await t.guest();
    expect(await t.ok('/recharge/getChargeInfo', {}, player)).toMatchObject({ rechargeOpen: 0 });
    await t.admin('PUT', '/settings/deposit', deposit);
  });
});

describe('charge info', () => {
  it('is the seeded configuration in the wire shape', async () => {
    const player = await t.guest();
    const info = await t.ok<
      Record<string, unknown> & {
        typeA: { amountList: number[]; withdrawMulti: number };
        rechargeTypeList: { name: string; amountRange: string }[];
        cards: { type: string; proof: string; rechargeItems: string }[];
      }
    >('/recharge/getChargeInfo', {}, player);
    expect(info.rechargeTypes).toEqual([1, 2, 4, 3]);
    expect(info.typeA.amountList).toHaveLength(9);
    expect(info.typeA.withdrawMulti).toBe(5);
    // Indonesia (the test database's region): QRIS first, a bank transfer matched by its reference.
    expect(info.rechargeTypeList[0]!.name).toBe('QRIS');
    expect(JSON.parse(info.rechargeTypeList[0]!.amountRange)).toEqual([10_000, 10_000_000]);
    expect(info.cards.map((card) => [card.type, card.proof])).toEqual([['bank', 'reference']]);
    expect(info.cards[0]!.rechargeItems.split('|')).toHaveLength(6);
    expect(info.accountRemark).toBe(`FP${player.userId}`);
    const channels = await t.ok<{ rechargeTypeList: unknown[] }>('/recharge/getPayChannel', {}, player);
    expect(channels.rechargeTypeList.length).toBeGreaterThan(0);
  });
});

describe('operator password', () => {
  it('changes with the current password, ends the other sessions, and refuses a wrong one', async () => {
    const member = { username: 'password-changer', password: 'the-first-long-password' };
    expect((await t.admin('POST', '/staff', { ...member, role: 'support' })).status).toBe(200);
    const first = await signInStaff(t.app, member, { now: () => t.clock.now() });
    // A code works once: the second sign-in waits for the authenticator's next code.
    t.clock.advance(30_000);
    const second = await signInStaff(
      t.app,
      { ...member, secret: first.secret },
      { now: () => t.clock.now() },
    );
    const change = (token: string, body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/api/password',
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    const wrong = await change(first.token, {
      currentPassword: 'not-it',
      newPassword: 'a-new-long-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('currentPassword: is wrong');
    const short = await change(first.token, { currentPassword: member.password, newPassword: 'short' });
    expect(short.json().message).toMatch(/newPassword: must be at least 12 characters/);
    const ok = await change(first.token, {
      currentPassword: member.password,
      newPassword: 'a-new-long-password',
    });
    expect(ok.statusCode).toBe(200);
    const settings = (token: string) =>
      t.app.inject({ method: 'GET', url: '/admin/api/me', headers: { authorization: `Bearer ${token}` } });
    expect((await settings(first.token)).statusCode).toBe(200);
    expect((await settings(second.token)).statusCode).toBe(401);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/api/login',
        payload: { username: member.username, password },
      });
    expect((await login(member.password)).statusCode).toBe(401);
    expect((await login('a-new-long-password')).json()).toMatchObject({ totpRequired: true });
  });
});
