import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { readyToWithdraw } from '../../../test/players.ts';

/**
 * Four eyes are two people: a member cannot be the second pair of eyes for someone they created or
 * whose second factor they reset (whoever set an account's password or authenticator can act as
 * it); nobody changes a role, or ends a session of a member, that holds more than they do; and a
 * reward attached to a message is money, with its own permission and a fresh second factor.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_DUPLICATE_PERCENT: '0' } });
  await t.admin('PUT', '/settings/withdrawReview', { fourEyesAboveMinor: 10_000_000, manyPerDay: 5 });
  // The risk role manages staff and roles here (as a deployment may give it).
  const { body } = await t.admin<{ roles: { role: string; permissions: string[] }[] }>('GET', '/roles');
  const risk = body.roles.find((row) => row.role === 'risk')!.permissions;
  await t.admin('PUT', '/roles/risk/permissions', {
    permissions: [...risk, 'staff.manage', 'staff.read', 'roles.manage'],
  });
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

const withdrawal = async (player: TestSession, accountId: number, amount: number) => {
  const answer = await t.call<{ orderNo: string }>(
    '/withdraw/apply',
    { withdrawPassword: '123456', requestId: randomUUID(), amount, accountId },
    player,
  );
  return (answer as { resultData: { orderNo: string } }).resultData.orderNo;
};

describe('independent eyes', () => {
  it('refuses a second approval by a member the first approver created, and by their creator', async () => {
    const lead = await t.staff('risk', 'risk-lead');
    // The lead makes a colleague of their own: they chose its password, so they can act as it.
    const made = { username: 'made-by-lead', password: 'a-long-password-made' };
    expect((await lead.call('POST', '/staff', { ...made, role: 'risk' })).status).toBe(200);
    const puppet = await t.staff('payments', 'unrelated-payments');
    const { player, accountId } = await readyToWithdraw(t, 300_000);
    const orderNo = await withdrawal(player, accountId, 150_000);
    expect((await lead.call('POST', `/withdrawals/${orderNo}/approve`, {})).body).toMatchObject({
      awaitingSecondApproval: true,
    });
    const { signInStaff } = await import('../../../test/staff.ts');
    const session = await signInStaff(t.app, made, { now: () => t.clock.now() });
    const second = await t.app.inject({
      method: 'POST',
      url: `/admin/api/withdrawals/${orderNo}/approve`,
      headers: { authorization: `Bearer ${session.token}` },
      payload: {},
    });
    expect(second.statusCode).toBe(403);
    expect(second.json().code).toBe('operator.eyesNotIndependent');
    // Someone independent gives it.
    expect((await puppet.call('POST', `/withdrawals/${orderNo}/approve`, {})).body).toMatchObject({
      status: 'processing',
    });
  });

  it('refuses a second approval by someone whose second factor the first approver reset', async () => {
    const resetter = await t.staff('super-admin', 'resetting-admin');
    const colleague = await t.staff('finance', 'reset-colleague');
    await colleague.call('GET', '/me');
    const { body } = await t.admin<{ staff: { staffId: number; username: string }[] }>('GET', '/staff');
    const id = body.staff.find((row) => row.username === 'reset-colleague')!.staffId;
    expect((await resetter.call('POST', `/staff/${id}/reset-second-factor`, {})).status).toBe(200);
    const player = await t.guest();
    const request = await resetter.call<{ id: number }>('POST', '/adjustments', {
      userId: player.userId,
      amount: 5_000,
      reasonCode: 'goodwill',
      note: 'A reset pair must not be four eyes',
      requestId: randomUUID(),
    });
    expect(request.status).toBe(200);
    // The colleague enrols anew (the resetter could have done it in their place) and may not approve.
    t.clock.advance(30_000);
    const { signInStaff } = await import('../../../test/staff.ts');
    const again = await signInStaff(
      t.app,
      { username: 'reset-colleague', password: colleague.session().password },
      { now: () => t.clock.now() },
    );
    const approval = await t.app.inject({
      method: 'POST',
      url: `/admin/api/adjustments/${request.body.id}/approve`,
      headers: { authorization: `Bearer ${again.token}` },
      payload: {},
    });
    expect(approval.statusCode).toBe(403);
    expect(approval.json().code).toBe('operator.eyesNotIndependent');
    expect((await t.ok<{ balance: number }>('/user/getUserInfo', {}, player)).balance).toBe(0);
  });
});

describe('acting on stronger members', () => {
  it('refuses to change a role, or end a session of a member, that holds more than oneself', async () => {
    const lead = await t.staff('risk', 'risk-lead-2');
    const edited = await lead.call<{ code: string }>('PUT', '/roles/finance/permissions', {
      permissions: ['players.read'],
    });
    expect(edited.status).toBe(403);
    expect(edited.body.code).toBe('operator.grantBeyondOwn');
    const finance = await t.staff('finance', 'session-holder');
    await finance.call('GET', '/me');
    const { body } = await t.admin<{ sessions: { sessionId: number; username: string }[] }>(
      'GET',
      '/sessions?all=true',
    );
    const theirs = body.sessions.find((session) => session.username === 'session-holder')!;
    expect((await lead.call('POST', `/sessions/${theirs.sessionId}/revoke`, {})).status).toBe(403);
    expect((await finance.call('GET', '/me')).status).toBe(200);
  });
});

describe('gift codes', () => {
  it('are invalid to the player account of the staff member who issued them; valid to others', async () => {
    const player = await t.guest();
    const marketing = await t.staff('marketing', 'marketing-own-gift', { playerUserId: player.userId });
    const issued = await marketing.call('POST', '/gift-codes', {
      code: 'OWN-ACCOUNT-GIFT',
      amount: 50_000,
      wagerMultiple: 1,
      maxRedemptions: 2,
    });
    expect(issued.status).toBe(200);
    expect(await t.call('/promo/redeemGiftCode', { code: 'OWN-ACCOUNT-GIFT' }, player)).toMatchObject({
      state: '1000',
      code: 'promo.giftCodeInvalid',
    });
    const other = await t.guest();
    await t.ok('/promo/redeemGiftCode', { code: 'OWN-ACCOUNT-GIFT' }, other);
  });
});

describe('rewards in messages', () => {
  it('need rewards.grant, a fresh second factor, and never go to the sender’s own player account', async () => {
    const player = await t.guest();
    const message = (extra: Record<string, unknown>) => ({
      userId: player.userId,
      title: 'Thanks',
      content: 'For your patience',
      requestId: randomUUID(),
      ...extra,
    });
    const support = await t.staff('support', 'support-mailer');
    expect((await support.call('POST', '/mails', message({}))).status).toBe(200);
    const refused = await support.call<{ code: string }>('POST', '/mails', message({ rewardAmount: 50_000 }));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('operator.rewardNeedsPermission');
    const finance = await t.staff('finance', 'finance-mailer', { playerUserId: player.userId });
    const own = await finance.call<{ code: string }>('POST', '/mails', message({ rewardAmount: 50_000 }));
    expect(own.body.code).toBe('operator.ownPlayerAccount');
    const other = await t.guest();
    await finance.call('GET', '/me');
    t.clock.advance(6 * 60_000);
    const stale = await finance.call<{ code: string }>(
      'POST',
      '/mails',
      { ...message({ rewardAmount: 50_000 }), userId: other.userId },
      { stepUp: false },
    );
    expect(stale.body.code).toBe('operator.stepUpRequired');
    const sent = await finance.call('POST', '/mails', {
      ...message({ rewardAmount: 50_000 }),
      userId: other.userId,
    });
    expect(sent.status).toBe(200);
  });
});
