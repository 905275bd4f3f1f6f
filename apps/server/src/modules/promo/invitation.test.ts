import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { bindPhone, deposit, fund, playDice } from '../../../test/players.ts';
import { runDueJobs } from '../scheduler/scheduler.ts';
import { getSetting } from '../settings/repository.ts';
import { PROMOTION_JOBS } from './jobs.ts';

// Demo configuration for region ID: an invitee is valid with a bound phone and 60,000 deposited;
// each pair of valid invitees pays 20,000 through the inbox at 5:00 GMT+5:30 the next day; referral
// earnings are 0.5% of the direct invitees' valid bets.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

const MINUTE = 60_000;

async function invitee(inviteCode: string): Promise<TestSession> {
  return t.ok<TestSession>('/sso/guest', { deviceNumber: 'test-device', referralCode: inviteCode });
}

type Team = { list: { status: string; deposit: number; validBet: number }[]; total: number };

describe('invitation rewards', () => {
  it('pays each pair of valid invitees once, through the inbox, at 5:00 GMT+5:30 the next day', async () => {
    t.clock.set('2026-01-15T20:00:00Z'); // 01:30 on 16 January in India
    const inviter = await t.guest();
    await bindPhone(t, inviter);
    const { inviteCode } = await t.ok<{ inviteCode: string }>('/invite/agent/overview', {}, inviter);
    const friends = [await invitee(inviteCode), await invitee(inviteCode), await invitee(inviteCode)];
    for (const friend of friends) await bindPhone(t, friend);
    await deposit(t, friends[0]!, 60_000);
    await deposit(t, friends[1]!, 30_000);
    await deposit(t, friends[1]!, 30_000);
    await deposit(t, friends[2]!, 59_000);

    const team = await t.ok<Team>('/invite/agent/team', {}, inviter);
    expect(team.total).toBe(3);
    expect(team.list.map((member) => member.status)).toEqual(['underReview', 'pass', 'pass']);
    const before = await t.ok<{ validInvitees: number; pendingInvitees: number; nextPayoutAt: string }>(
      '/promo/invitationRanks/info',
      {},
      inviter,
    );
    expect(before).toMatchObject({
      validInvitees: 2,
      pendingInvitees: 2,
      nextPayoutAt: '2026-01-15T23:30:00.000Z',
    });

    // 5:00 on the 16th pays those valid before the 16th began: none of these yet.
    t.clock.set('2026-01-15T23:31:00Z');
    await runDueJobs(t.deps, PROMOTION_JOBS);
    expect((await t.ok<{ list: unknown[] }>('/mail/list', {}, inviter)).list).toHaveLength(0);

    t.clock.set('2026-01-16T23:29:00Z'); // 04:59 on the 17th
    expect(await t.ok('/promo/invitationRanks/info', {}, inviter)).toMatchObject({
      nextPayoutPairs: 1,
      nextPayoutAt: '2026-01-16T23:30:00.000Z',
    });
    await runDueJobs(t.deps, PROMOTION_JOBS);
    expect((await t.ok<{ list: unknown[] }>('/mail/list', {}, inviter)).list).toHaveLength(0);

    t.clock.set('2026-01-16T23:30:00Z'); // 05:00 on the 17th
    await runDueJobs(t.deps, PROMOTION_JOBS);
    await runDueJobs(t.deps, PROMOTION_JOBS);
    const inbox = await t.ok<{
      list: { mailId: number; title: string; rewardAmount: number; claimStatus: string }[];
      unread: number;
    }>('/mail/list', {}, inviter);
    expect(inbox.list).toHaveLength(1);
    expect(inbox.list[0]).toMatchObject({
      title: 'Invitation reward',
      rewardAmount: 20_000,
      claimStatus: 'claimable',
      template: { key: 'invitationReward', params: { friends: 2, amount: 20_000, keepDays: 7 } },
    });
    expect(inbox.unread).toBe(1);
    expect((await t.ok<Team>('/invite/agent/team', {}, inviter)).list.map((member) => member.status)).toEqual(
      ['underReview', 'claimable', 'claimable'],
    );

    const claims = await Promise.all([
      t.call<{ amount: number }>('/mail/claim', { mailId: inbox.list[0]!.mailId }, inviter),
      t.call<{ amount: number }>('/mail/claim', { mailId: inbox.list[0]!.mailId }, inviter),
    ]);
    expect(claims.map((claim) => claim.state).sort()).toEqual(['1000', '200']);
    const user = await t.ok<{ balance: number; bonusBalance: number; bonusWagerRemaining: number }>(
      '/user/getUserInfo',
      {},
      inviter,
    );
    const { invitation } = await getSetting(t.deps.db, 'promotions');
    expect(user).toMatchObject({
      balance: 0,
      bonusBalance: 20_000,
      bonusWagerRemaining: 20_000 * invitation.wagerMultiple,
    });
    expect((await t.ok<Team>('/invite/agent/team', {}, inviter)).list.map((member) => member.status)).toEqual(
      ['underReview', 'claim', 'claim'],
    );
    expect(await t.ok('/mail/unreadCount', {}, inviter)).toEqual({ unread: 0, claimable: 0 });

    // A third valid invitee waits for a partner; a fourth completes the next pair.
    await deposit(t, friends[2]!, 1_000);
    const fourth = await invitee(inviteCode);
    await bindPhone(t, fourth);
    await deposit(t, fourth, 100_000);
    t.clock.set('2026-01-17T23:30:00Z');
    await runDueJobs(t.deps, PROMOTION_JOBS);
    const info = await t.ok<{ rewardedPairs: number; records: { pairs: number; amount: number }[] }>(
      '/promo/invitationRanks/info',
      {},
      inviter,
    );
    expect(info.rewardedPairs).toBe(2);
    expect(info.records.map((record) => record.amount)).toEqual([20_000, 20_000]);
  });

  it('never pays a pair twice when two servers run the payout at once', async () => {
    t.clock.set('2026-02-10T12:00:00Z');
    const inviter = await t.guest();
    await bindPhone(t, inviter);
    const { inviteCode } = await t.ok<{ inviteCode: string }>('/invite/agent/overview', {}, inviter);
    for (let index = 0; index < 4; index += 1) {
      const friend = await invitee(inviteCode);
      await bindPhone(t, friend);
      await deposit(t, friend, 60_000);
    }
    t.clock.set('2026-02-10T23:30:00Z'); // 05:00 on the 11th
    const second = await t.secondConnection();
    try {
      const otherServer = { ...t.deps, db: second.db };
      const outcomes = await Promise.all([
        runDueJobs(t.deps, PROMOTION_JOBS, 'server-a'),
        runDueJobs(otherServer, PROMOTION_JOBS, 'server-b'),
        runDueJobs(t.deps, PROMOTION_JOBS, 'server-a'),
      ]);
      const invitationRuns = outcomes
        .flat()
        .filter((run) => run.job === 'invitation_rewards' && run.period === '2026-02-11');
      expect(invitationRuns.filter((run) => run.status === 'done')).toHaveLength(1);
    } finally {
      await second.close();
    }
    const info = await t.ok<{ rewardedPairs: number; records: unknown[] }>(
      '/promo/invitationRanks/info',
      {},
      inviter,
    );
    expect(info).toMatchObject({ rewardedPairs: 2 });
    expect(info.records).toHaveLength(1);
  });
});

describe('referral earnings', () => {
  it("accrue from the team's valid bets and move into the balance once", async () => {
    t.clock.set('2026-03-03T06:00:00Z');
    const inviter = await t.guest();
    const { inviteCode } = await t.ok<{ inviteCode: string }>('/invite/agent/overview', {}, inviter);
    const friend = await invitee(inviteCode);
    await fund(t, friend, 1_000_000);
    // Bets within the bonus maximum: the VIP1 upgrade reward on the way is bonus money.
    const played = await playDice(t, friend, 20, 10_000);
    expect(played.bet).toBe(200_000);

    const live = await t.ok<{
      teamSize: number;
      teamValidBet: number;
      earnings: number;
      availableRebate: number;
    }>('/invite/agent/overview', { period: 'today' }, inviter);
    expect(live).toMatchObject({ teamSize: 1, teamValidBet: 200_000, earnings: 1_000, availableRebate: 0 });
    expect((await t.call('/invite/agent/receiveRebate', {}, inviter)).msg).toBe(
      'There are no earnings to receive yet',
    );

    t.clock.advance(10 * MINUTE);
    await runDueJobs(t.deps, PROMOTION_JOBS);
    await playDice(t, friend, 10, 10_000);
    t.clock.advance(10 * MINUTE);
    await runDueJobs(t.deps, PROMOTION_JOBS);
    const accrued = await t.ok<{ availableRebate: number; totalRebate: number }>(
      '/invite/agent/overview',
      {},
      inviter,
    );
    expect(accrued).toMatchObject({ availableRebate: 1_500, totalRebate: 1_500 });

    const answers = await Promise.all([
      t.call('/invite/agent/receiveRebate', {}, inviter),
      t.call('/invite/agent/receiveRebate', {}, inviter),
    ]);
    expect(answers.map((answer) => answer.state).sort()).toEqual(['1000', '200']);
    expect(await t.ok('/user/getUserInfo', {}, inviter)).toMatchObject({ balance: 1_500 });
    expect(await t.ok('/invite/agent/overview', {}, inviter)).toMatchObject({
      availableRebate: 0,
      totalRebate: 1_500,
    });
    const team = await t.ok<Team>('/invite/agent/team', { period: '7days' }, inviter);
    expect(team.list[0]).toMatchObject({ validBet: 300_000, status: 'underReview' });
  });
});
