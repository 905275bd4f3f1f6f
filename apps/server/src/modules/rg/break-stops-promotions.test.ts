import { REGIONS } from '@fairplay/contract/regions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { bindPhone, deposit, newPhone } from '../../../test/players.ts';
import {
  giftCodes,
  ledgerTransfers,
  promotionRewards,
  rankingResults,
  referralAccruals,
  users,
} from '../../db/schema.ts';
import { walletOf } from '../bonus/index.ts';
import { accrueReferralEarnings, earnOverview } from '../earn/earnings.ts';
import { claimMail, listMails } from '../mail/service.ts';
import { addDailyStats } from '../player-stats/daily-stats.ts';
import { grantEach, payCashback } from '../promo/daily-rewards.ts';
import { firstDepositClaim } from '../promo/first-deposit.ts';
import { redeemGiftCode } from '../promo/gift-codes.ts';
import { invitationInfo, payInvitationRewards } from '../promo/invitation.ts';
import { closeRanking } from '../promo/ranking.ts';
import { rebateClaim } from '../promo/rebate.ts';
import { signinClaim } from '../promo/signin.ts';
import { signupBonusActivate } from '../promo/signup-bonus.ts';
import { claimReward } from '../rewards/grant.ts';
import { getSetting } from '../settings/repository.ts';

// Decision 024: from the instant a break starts, no promotion money, referral payout or marketing
// message reaches the player; what a break would have earned is not paid after it. Sessions end with
// the break, so what the player would ask for is asked of the services directly (as a request that
// waited for the player lock while the break was taken would).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

const HOUR = 3_600_000;
const promotions = () => getSetting(t.deps.db, 'promotions');
const ENGLISH = { language: 'en', region: REGIONS.ID } as const;

let devices = 0;
/** A guest on a device of their own: a break refuses new accounts on the device it was taken on. */
async function newPlayer(): Promise<TestSession> {
  devices += 1;
  return t.ok<TestSession>('/sso/guest', { deviceNumber: `break-stops-promotions-${devices}` });
}

const takeBreak = (player: TestSession, hours = 24) => t.ok('/rg/timeout', { hours }, player);

/** The player's ledger transfers of one code, in minor units. */
async function transfers(userId: number, code: string): Promise<bigint[]> {
  const rows = await t.deps.db
    .select({ amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.userId, userId), eq(ledgerTransfers.code, code)))
    .orderBy(ledgerTransfers.id);
  return rows.map((row) => row.amount);
}

async function rewardsOf(userId: number) {
  return t.deps.db
    .select({ promotion: promotionRewards.promotion, status: promotionRewards.status })
    .from(promotionRewards)
    .where(eq(promotionRewards.userId, userId))
    .orderBy(promotionRewards.id);
}

describe('what a player on a break asks for', () => {
  it('is refused with the break: sign-in reward, deposit rebate, first-deposit and sign-up bonus, gift code, inbox reward', async () => {
    t.clock.set('2026-03-02T03:00:00Z'); // 10:00 in Jakarta
    const player = await newPlayer();
    await bindPhone(t, player);
    await deposit(t, player, 200_000);
    const other = await newPlayer();
    await bindPhone(t, other);
    // A reward waiting in the inbox before the break.
    const { mailId } = await signupBonusActivate(t.deps, player.userId);
    await t.deps.db.insert(giftCodes).values({
      code: 'BREAKGIFT',
      amount: 5_000_00n,
      wagerMultiple: 1,
      maxRedemptions: 10,
      createdBy: 'test',
      createdAt: t.clock.now(),
    });
    t.clock.advance(60_000);
    await takeBreak(player);
    await takeBreak(other);

    const refused = { code: 'rg.timedOut' };
    await expect(signinClaim(t.deps, player.userId)).rejects.toMatchObject(refused);
    await expect(rebateClaim(t.deps, player.userId)).rejects.toMatchObject(refused);
    await expect(firstDepositClaim(t.deps, player.userId)).rejects.toMatchObject(refused);
    await expect(signupBonusActivate(t.deps, other.userId)).rejects.toMatchObject(refused);
    await expect(redeemGiftCode(t.deps, player.userId, 'breakgift')).rejects.toMatchObject(refused);
    // The inbox reward is marketing: out of sight during the break, and not claimable from the rewards either.
    await expect(claimMail(t.deps, player.userId, mailId)).rejects.toMatchObject({ code: 'mail.notFound' });
    const [waiting] = await t.deps.db
      .select({ id: promotionRewards.id })
      .from(promotionRewards)
      .where(eq(promotionRewards.userId, player.userId));
    await expect(
      t.deps.db.transaction((tx) => claimReward(tx, t.deps, waiting!.id, player.userId)),
    ).rejects.toMatchObject(refused);
    const [gift] = await t.deps.db.select().from(giftCodes).where(eq(giftCodes.code, 'BREAKGIFT'));
    expect(gift?.redeemedCount).toBe(0);
    expect(await walletOf(t.deps.db, player.userId)).toMatchObject({ bonus: 0n, bonusWagerRemaining: 0n });
    expect(await rewardsOf(player.userId)).toEqual([{ promotion: 'signup_bonus', status: 'claimable' }]);
    expect(await rewardsOf(other.userId)).toEqual([]);

    // The refusals were the break's: once it is over the same calls pay.
    t.clock.advance(24 * HOUR);
    await expect(signinClaim(t.deps, player.userId)).resolves.toMatchObject({ streak: 1 });
    await expect(claimMail(t.deps, player.userId, mailId)).resolves.toMatchObject({ amount: 4_000 });
    await expect(redeemGiftCode(t.deps, player.userId, 'breakgift')).resolves.toMatchObject({
      amount: 5_000,
    });
  });
});

describe('scheduled promotions', () => {
  it('skip a player on a break: no cashback for the day, and a grant whose turn comes during a break is skipped under the lock', async () => {
    t.clock.set('2026-03-10T03:00:00Z');
    const resting = await newPlayer();
    const playing = await newPlayer();
    const day = '2026-03-10';
    for (const player of [resting, playing]) {
      await addDailyStats(t.deps.db, player.userId, day, {
        betAmount: 50_000_00n,
        validBet: 50_000_00n,
        winAmount: 10_000_00n,
      });
    }
    await takeBreak(resting);
    t.clock.set('2026-03-10T17:06:00Z'); // the day closed in Jakarta; the break still runs
    await payCashback(t.deps, day);
    expect(await transfers(playing.userId, 'cashback')).toEqual([2_000_00n]); // 5% of 40,000
    expect(await transfers(resting.userId, 'cashback')).toEqual([]);

    // Selected before the break, granted after it began: the lock-held read skips the player.
    const summary = await grantEach(t.deps, [
      {
        promotion: 'cashback',
        userId: resting.userId,
        period: day,
        amount: 2_000_00n,
        wagerMultiple: 1,
        delivery: { kind: 'direct' },
      },
    ]);
    expect(summary).toMatchObject({ granted: 0, onBreak: 1 });
    expect(await rewardsOf(resting.userId)).toEqual([]);
  });

  it('ranking: a player on a break keeps the rank, wins nothing, and is not paid when the period is closed again after the break', async () => {
    t.clock.set('2026-03-20T03:00:00Z');
    const resting = await newPlayer();
    const playing = await newPlayer();
    const day = '2026-03-20';
    await addDailyStats(t.deps.db, resting.userId, day, { betAmount: 90_000_00n, validBet: 90_000_00n });
    await addDailyStats(t.deps.db, playing.userId, day, { betAmount: 30_000_00n, validBet: 30_000_00n });
    await takeBreak(resting);
    t.clock.set('2026-03-20T17:10:00Z');
    await closeRanking(t.deps, 'daily', day);
    const results = await t.deps.db
      .select({ rank: rankingResults.rank, userId: rankingResults.userId, award: rankingResults.award })
      .from(rankingResults)
      .where(and(eq(rankingResults.period, 'daily'), eq(rankingResults.periodKey, day)))
      .orderBy(rankingResults.rank);
    expect(results.map((row) => row.userId)).toEqual([resting.userId, playing.userId]);
    expect(results[0]?.award).toBe(0n);
    expect(results[1]?.award).toBeGreaterThan(0n);
    expect(await transfers(playing.userId, 'ranking_award')).toEqual([results[1]?.award]);
    expect(await transfers(resting.userId, 'ranking_award')).toEqual([]);

    t.clock.advance(24 * HOUR);
    await closeRanking(t.deps, 'daily', day);
    expect(await transfers(resting.userId, 'ranking_award')).toEqual([]);
    expect(await transfers(playing.userId, 'ranking_award')).toEqual([results[1]?.award]);
  });
});

describe('referral payouts', () => {
  it('stop for an inviter on a break: the team play during it is never paid, play after it is', async () => {
    t.clock.set('2026-04-01T03:00:00Z');
    const { referral } = await promotions();
    const inviter = await newPlayer();
    const invitee = await newPlayer();
    await t.deps.db.update(users).set({ inviterId: inviter.userId }).where(eq(users.id, invitee.userId));
    const day = '2026-04-01';
    const bet = (amount: bigint) =>
      addDailyStats(t.deps.db, invitee.userId, day, { betAmount: amount, validBet: amount });
    const rate = (amount: bigint) => (amount * BigInt(referral.ratePpm)) / 1_000_000n;

    await takeBreak(inviter, 24);
    await bet(100_000_00n);
    expect(await accrueReferralEarnings(t.deps, day)).toMatchObject({ forgone: 1 });
    expect(await transfers(inviter.userId, 'referral_accrual')).toEqual([]);

    t.clock.advance(24 * HOUR + 60_000); // the break is over, the day's owed amount unchanged
    await accrueReferralEarnings(t.deps, day);
    expect(await transfers(inviter.userId, 'referral_accrual')).toEqual([]);

    await bet(40_000_00n);
    await accrueReferralEarnings(t.deps, day);
    expect(await transfers(inviter.userId, 'referral_accrual')).toEqual([rate(40_000_00n)]);
    const [accrual] = await t.deps.db
      .select({ accrued: referralAccruals.accrued })
      .from(referralAccruals)
      .where(and(eq(referralAccruals.inviterId, inviter.userId), eq(referralAccruals.day, day)));
    expect(accrual?.accrued).toBe(rate(140_000_00n));
    // What the player is shown as earned is what was paid.
    const overview = await earnOverview(t.deps, inviter.userId, 'today', (code) => code);
    expect(overview.totalRebate).toBe(Number(rate(40_000_00n)) / 100);
    expect(overview.availableRebate).toBe(Number(rate(40_000_00n)) / 100);
  });

  it('invitation rewards: invitees who became valid while the inviter or they were on a break never count', async () => {
    t.clock.set('2026-04-10T03:00:00Z');
    const { invitation } = await promotions();
    const inviter = await newPlayer();
    await bindPhone(t, inviter);
    const validInvitee = async (at: Date) => {
      const invitee = await newPlayer();
      await t.deps.db
        .update(users)
        .set({
          inviterId: inviter.userId,
          mobile: newPhone(),
          totalDeposit: BigInt(invitation.validDepositMinor),
          inviteValidAt: at,
        })
        .where(eq(users.id, invitee.userId));
      return invitee;
    };
    await takeBreak(inviter, 48);
    await validInvitee(t.clock.now());
    await validInvitee(t.clock.now());
    // The 5:00 payout of 11 April (India) during the break: nothing.
    t.clock.set('2026-04-10T23:40:00Z');
    expect(await payInvitationRewards(t.deps, '2026-04-11')).toMatchObject({ granted: 0 });

    t.clock.set('2026-04-12T04:00:00Z'); // the break is over
    await validInvitee(t.clock.now());
    const resting = await validInvitee(t.clock.now());
    const third = await validInvitee(t.clock.now());
    // An invitee on a break of their own when stamped valid does not count either.
    await takeBreak(resting);
    await t.deps.db
      .update(users)
      .set({ inviteValidAt: new Date(t.clock.now().getTime() + 60_000) })
      .where(eq(users.id, resting.userId));
    await t.deps.db
      .update(users)
      .set({ inviteValidAt: new Date(t.clock.now().getTime() + 60_000) })
      .where(eq(users.id, third.userId));
    t.clock.set('2026-04-12T23:40:00Z');
    await payInvitationRewards(t.deps, '2026-04-13');
    const paid = await t.deps.db
      .select({ amount: promotionRewards.amount, detail: promotionRewards.detail })
      .from(promotionRewards)
      .where(and(eq(promotionRewards.userId, inviter.userId), eq(promotionRewards.promotion, 'invitation')));
    // Two invitees valid outside any break (the one after the break, and the third): one pair.
    expect(paid).toEqual([
      { amount: BigInt(invitation.rewardPerPairMinor), detail: { fromPair: 1, pairs: 1 } },
    ]);
    // The page counts the same invitees: none left waiting for a partner.
    expect(await invitationInfo(t.deps, inviter.userId)).toMatchObject({
      validInvitees: 2,
      rewardedPairs: 1,
      pendingInvitees: 0,
    });
  });
});

describe('inbox marketing', () => {
  it('stops during a break and is never delivered afterwards; service messages still reach the player', async () => {
    t.clock.set('2026-05-01T03:00:00Z');
    const player = await newPlayer();
    const onlooker = await newPlayer();
    t.clock.advance(60_000);
    const send = (body: Record<string, unknown>) => t.admin<{ mailId: number }>('POST', '/mails', body);
    const before = await send({ title: 'Spring promotion', content: 'Play more!', requestId: 'break-mkt-1' });
    expect(before.status).toBe(200);
    t.clock.advance(60_000);
    await takeBreak(player);
    t.clock.advance(60_000);
    const during = await send({
      title: 'Weekend promotion',
      content: 'Deposit now!',
      requestId: 'break-mkt-2',
    });
    const rewardBroadcast = await send({
      title: 'A gift for everyone',
      content: 'Claim it!',
      rewardAmount: 1_000,
      wagerMultiple: 1,
      requestId: 'break-mkt-3',
    });
    const service = await send({
      userId: player.userId,
      title: 'About your withdrawal',
      content: 'It was paid.',
      requestId: 'break-svc-1',
    });
    expect(service.status).toBe(200);
    const reward = await send({
      userId: player.userId,
      title: 'A gift for you',
      content: 'Claim it!',
      rewardAmount: 1_000,
      wagerMultiple: 1,
      requestId: 'break-mkt-4',
    });
    expect(reward.body).toMatchObject({ code: 'operator.playerOnBreak' });

    const inbox = () =>
      listMails(t.deps, player.userId, { page: 1, pageSize: 50, messages: ENGLISH }).then((page) => ({
        titles: page.list.map((mail) => mail.title),
        total: page.total,
        unread: page.unread,
      }));
    expect(await inbox()).toEqual({ titles: ['About your withdrawal'], total: 1, unread: 1 });

    t.clock.advance(24 * HOUR);
    expect(await inbox()).toEqual({
      titles: ['About your withdrawal', 'Spring promotion'],
      total: 2,
      unread: 2,
    });
    // Sent during the break, never delivered: its reward cannot be claimed after it either.
    await expect(claimMail(t.deps, player.userId, rewardBroadcast.body.mailId)).rejects.toMatchObject({
      code: 'mail.notFound',
    });
    // A player who was not on a break has all three broadcasts.
    expect(during.status).toBe(200);
    const theirs = await listMails(t.deps, onlooker.userId, { page: 1, pageSize: 50, messages: ENGLISH });
    expect(theirs.list.map((mail) => mail.title)).toEqual([
      'A gift for everyone',
      'Weekend promotion',
      'Spring promotion',
    ]);
  });
});

describe('feedback sent from the withdraw-only session of a break', () => {
  it('is taken with no award; once the break is over it earns the award', async () => {
    t.clock.set('2026-06-01T03:00:00Z');
    const password = 'a-good-password-1';
    const phone = newPhone();
    devices += 1;
    await t.ok('/sms/send', { mobile: phone, type: 'register' });
    const player = await t.ok<TestSession>('/sso/register', {
      mobile: phone,
      verificationCode: await t.latestOtp(phone),
      password,
      deviceNumber: `break-stops-promotions-${devices}`,
    });
    await takeBreak(player);
    const refusal = (await t.call('/sso/login', { mobile: phone, password })) as unknown as {
      breakSession?: { sign: string; uid: string };
    };
    expect(refusal.breakSession).toBeDefined();
    const breakSession = { ...refusal.breakSession!, userId: player.userId };
    const suggestion = { category: 'other', suggestion: 'The statement page could show weeks too.' };
    const during = await t.ok<{ award: number }>('/feedback/submit', suggestion, breakSession);
    expect(during.award).toBe(0);
    expect(await rewardsOf(player.userId)).toEqual([]);

    t.clock.advance(24 * HOUR);
    const back = await t.ok<TestSession>('/sso/login', { mobile: phone, password });
    const after = await t.ok<{ award: number }>('/feedback/submit', suggestion, back);
    expect(after.award).toBeGreaterThan(0);
  });
});

describe('a reward claimed at the instant a break is taken', () => {
  it('is either refused or paid before the break, which then forfeits it: no bonus survives into the break', async () => {
    t.clock.set('2026-07-01T03:00:00Z');
    for (let round = 0; round < 3; round += 1) {
      const player = await newPlayer();
      await deposit(t, player, 200_000);
      const [claim] = await Promise.all([
        t.call('/promo/signin/claim', {}, player),
        t.call('/rg/timeout', { hours: 24 }, player),
      ]);
      expect(await walletOf(t.deps.db, player.userId)).toMatchObject({ bonus: 0n, bonusWagerRemaining: 0n });
      const forfeits = await transfers(player.userId, 'bonus_forfeit');
      if (claim.state === '200') expect(forfeits).toHaveLength(1);
      else expect(forfeits).toEqual([]);
    }
  });
});
