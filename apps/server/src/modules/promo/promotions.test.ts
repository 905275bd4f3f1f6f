import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { bindPhone, deposit, fund, playDice } from '../../../test/players.ts';
import { ledgerTransfers } from '../../db/schema.ts';
import { addDailyStats } from '../player-stats/daily-stats.ts';
import { runDueJobs } from '../scheduler/scheduler.ts';
import { getSetting } from '../settings/repository.ts';
import { PROMOTION_JOBS } from './jobs.ts';

// Demo promotions for region ID (Asia/Jakarta, UTC+7), INR amounts × 200: sign-in 1,000 / 1,600 /
// 2,000 ...; sign-up bonus 4,000; first deposit 20% up to 400,000; deposit rebate from 100,000
// (5%) to 10,000,000 (30%), capped at 6,000,000 a day; cashback 5% at VIP0. Every reward with a
// wagering multiple is bonus money: it goes to the bonus balance with bonus × multiple to wager.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

type UserInfo = {
  balance: number;
  wagerRemaining: number;
  bonusBalance: number;
  bonusWagerRemaining: number;
};
const info = (player: TestSession) => t.ok<UserInfo>('/user/getUserInfo', {}, player);
const promotions = () => getSetting(t.deps.db, 'promotions');

/** The player's ledger transfers of one code (bonus credits are on the bonus balance, not in cash records). */
async function credits(player: TestSession, code: string): Promise<number[]> {
  const rows = await t.deps.db
    .select({ amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.userId, player.userId), eq(ledgerTransfers.code, code)))
    .orderBy(ledgerTransfers.id);
  return rows.map((row) => Number(row.amount) / 100);
}
const HOUR = 3_600_000;

describe('daily sign-in', () => {
  it('builds a streak across local midnight, pays once a day and resets after a missed day', async () => {
    t.clock.set('2026-02-01T16:30:00Z'); // 23:30 in Jakarta
    const player = await t.guest();
    const refused = await t.call('/promo/signin/claim', {}, player);
    expect(refused.msg).toBe('Make your first deposit to start the daily sign-in');
    await deposit(t, player, 100_000);

    const first = await t.ok<{ amount: number; streak: number }>('/promo/signin/claim', {}, player);
    expect(first).toMatchObject({ amount: 1_000, streak: 1 });
    const again = await t.call('/promo/signin/claim', {}, player);
    expect(again).toMatchObject({ state: '1000', msg: 'You have already signed in today' });

    t.clock.advance(31 * 60_000); // 00:01 the next local day (still 1 February in UTC)
    const before = await t.ok<{ streak: number; hasSignedToday: boolean; todayReward: number }>(
      '/promo/signin/info',
      {},
      player,
    );
    expect(before).toMatchObject({ streak: 1, hasSignedToday: false, todayReward: 1_600 });
    const second = await t.ok<{ amount: number; streak: number; balance: number }>(
      '/promo/signin/claim',
      {},
      player,
    );
    // The answer's balance is cash: the rewards are bonus money.
    expect(second).toMatchObject({ amount: 1_600, streak: 2, balance: 100_000 });

    t.clock.advance(48 * HOUR); // a day missed
    const info = await t.ok<{ streak: number; todayReward: number; history: unknown[] }>(
      '/promo/signin/info',
      {},
      player,
    );
    expect(info).toMatchObject({ streak: 0, todayReward: 1_000 });
    expect(info.history).toHaveLength(2);
    expect(await t.ok('/promo/signin/claim', {}, player)).toMatchObject({ streak: 1, amount: 1_000 });
    expect(await credits(player, 'signin_bonus')).toEqual([1_000, 1_600, 1_000]);
    const { signin } = await promotions();
    expect(await t.ok('/user/getUserInfo', {}, player)).toMatchObject({
      balance: 100_000,
      bonusBalance: 3_600,
      bonusWagerRemaining: 3_600 * signin.wagerMultiple,
    });
  });

  it('pays one of several simultaneous claims', async () => {
    const player = await t.guest();
    await deposit(t, player, 100_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call('/promo/signin/claim', {}, player)),
    );
    expect(answers.filter((answer) => answer.state === '200')).toHaveLength(1);
    expect(await info(player)).toMatchObject({ balance: 100_000, bonusBalance: 1_000 });
  });
});

describe('sign-up bonus', () => {
  it('opens for 24 hours after registration and keeps the reward for 7 days', async () => {
    t.clock.set('2026-03-01T00:00:00Z');
    const early = await t.guest();
    const late = await t.guest();
    const slow = await t.guest();
    for (const player of [early, late, slow]) await bindPhone(t, player);

    t.clock.advance(23 * HOUR);
    expect(await t.ok('/promo/signupBonus/info', {}, early)).toMatchObject({ status: 'open', amount: 4_000 });
    const { mailId } = await t.ok<{ mailId: number }>('/promo/signupBonus/activate', {}, early);
    await t.ok('/promo/signupBonus/activate', {}, slow);
    expect((await t.call('/promo/signupBonus/activate', {}, early)).msg).toBe(
      'Your sign-up bonus is already in your inbox',
    );
    expect(await t.ok('/promo/signupBonus/info', {}, early)).toMatchObject({ status: 'inMailbox' });

    t.clock.advance(2 * HOUR); // 25 hours after registration
    expect(await t.ok('/promo/signupBonus/info', {}, late)).toMatchObject({ status: 'closed' });
    expect((await t.call('/promo/signupBonus/activate', {}, late)).msg).toBe(
      'The sign-up bonus is open for 24 hours after registration',
    );

    t.clock.advance(5 * 24 * HOUR); // day 6: still claimable (the player logs in again)
    const back = await t.ok<TestSession>('/sso/idlogin', { userId: early.userId, password: early.password });
    Object.assign(early, back);
    const claimed = await t.ok<{ amount: number }>('/mail/claim', { mailId }, early);
    expect(claimed.amount).toBe(4_000);
    const { signupBonus } = await promotions();
    expect(await info(early)).toMatchObject({
      balance: 0,
      wagerRemaining: 0,
      bonusBalance: 4_000,
      bonusWagerRemaining: 4_000 * signupBonus.wagerMultiple,
    });
    expect(await t.ok('/promo/signupBonus/info', {}, early)).toMatchObject({ status: 'claimed' });

    t.clock.set('2026-03-08T00:00:01Z'); // 7 days after registration: expired
    Object.assign(
      slow,
      await t.ok<TestSession>('/sso/idlogin', { userId: slow.userId, password: slow.password }),
    );
    const inbox = await t.ok<{ list: { mailId: number; claimStatus: string }[] }>('/mail/list', {}, slow);
    expect(inbox.list[0]).toMatchObject({ claimStatus: 'expired' });
    const expired = await t.call('/mail/claim', { mailId: inbox.list[0]!.mailId }, slow);
    expect(expired.msg).toBe('This reward has expired');
    expect(await t.ok('/promo/signupBonus/info', {}, slow)).toMatchObject({ status: 'expired' });
    expect(await info(slow)).toMatchObject({ balance: 0, bonusBalance: 0 });
  });
});

describe('first-deposit bonus and daily deposit rebate', () => {
  it('pays 20% of the first deposit once, only with a bound phone', async () => {
    const player = await t.guest();
    expect(await t.ok('/promo/firstDeposit/info', {}, player)).toMatchObject({
      status: 'locked',
      hasPhone: false,
    });
    await deposit(t, player, 500_000);
    await deposit(t, player, 900_000);
    expect(await t.ok('/promo/firstDeposit/info', {}, player)).toMatchObject({
      status: 'claimable',
      firstDepositAmount: 500_000,
      bonus: 100_000,
    });
    expect((await t.call('/promo/firstDeposit/claim', {}, player)).msg).toBe(
      'Bind your phone number to claim the first-deposit bonus',
    );
    await bindPhone(t, player);
    const answers = await Promise.all([
      t.call('/promo/firstDeposit/claim', {}, player),
      t.call('/promo/firstDeposit/claim', {}, player),
    ]);
    expect(answers.map((answer) => answer.state).sort()).toEqual(['1000', '200']);
    const { firstDeposit } = await promotions();
    expect(await info(player)).toMatchObject({
      balance: 1_400_000,
      wagerRemaining: 0,
      bonusBalance: 100_000,
      bonusWagerRemaining: 100_000 * firstDeposit.wagerMultiple,
    });
    expect(await credits(player, 'first_deposit_bonus')).toEqual([100_000]);
  });

  it("rebates the day's largest single deposit by tier, once a day, within the cap", async () => {
    t.clock.set('2026-04-10T03:00:00Z');
    const player = await t.guest();
    expect(await t.ok('/promo/rebate/info', {}, player)).toMatchObject({
      status: 'locked',
      minDeposit: 100_000,
    });
    expect((await t.call('/promo/rebate/claim', {}, player)).msg).toBe(
      'Deposit at least Rp\u00a0100.000 in one go today to get the rebate',
    );
    await deposit(t, player, 99_000);
    await deposit(t, player, 450_000);
    expect(await t.ok('/promo/rebate/info', {}, player)).toMatchObject({
      status: 'claimable',
      todayLargestDeposit: 450_000,
      todayBonus: 45_000,
    });
    expect(await t.ok('/promo/rebate/claim', {}, player)).toMatchObject({ amount: 45_000, balance: 549_000 });
    expect(await info(player)).toMatchObject({ balance: 549_000, bonusBalance: 45_000 });
    expect((await t.call('/promo/rebate/claim', {}, player)).msg).toBe(
      "You have already claimed today's rebate",
    );

    t.clock.advance(24 * HOUR);
    await deposit(t, player, 25_000_000);
    expect(await t.ok('/promo/rebate/claim', {}, player)).toMatchObject({ amount: 6_000_000 });
    const rebate = await t.ok<{ records: { bonus: number }[] }>('/promo/rebate/info', {}, player);
    expect(rebate.records.map((record) => record.bonus)).toEqual([6_000_000, 45_000]);
  });
});

describe('daily cashback', () => {
  it("pays the VIP rate of the day's net loss the next day, once", async () => {
    t.clock.set('2026-05-05T05:00:00Z');
    const loser = await t.guest();
    const winner = await t.guest();
    await fund(t, loser, 100_000);
    await fund(t, winner, 100_000);
    const day = '2026-05-05';
    await addDailyStats(t.deps.db, loser.userId, day, {
      betAmount: 50_000n * 100n,
      validBet: 50_000n * 100n,
      winAmount: 10_000n * 100n,
    });
    await addDailyStats(t.deps.db, winner.userId, day, {
      betAmount: 10_000n * 100n,
      validBet: 10_000n * 100n,
      winAmount: 30_000n * 100n,
    });

    t.clock.set('2026-05-05T17:04:00Z'); // 00:04 local: not yet closed
    await runDueJobs(t.deps, PROMOTION_JOBS);
    expect((await t.ok<{ list: unknown[] }>('/promo/cashback/records', {}, loser)).list).toHaveLength(0);

    t.clock.set('2026-05-05T17:06:00Z');
    await runDueJobs(t.deps, PROMOTION_JOBS);
    await runDueJobs(t.deps, PROMOTION_JOBS);
    const cashback = await t.ok<{
      ratePercent: number;
      list: { day: string; netLoss: number; amount: number }[];
    }>('/promo/cashback/records', {}, loser);
    expect(cashback.ratePercent).toBe(5);
    expect(cashback.list).toEqual([
      expect.objectContaining({ day, netLoss: 40_000, ratePercent: 5, amount: 2_000 }),
    ]);
    expect(await credits(loser, 'cashback')).toEqual([2_000]);
    // Bonus money, with the day's ranking award the loss also earned.
    const awards = (await credits(loser, 'ranking_award')).reduce((sum, amount) => sum + amount, 0);
    expect(await info(loser)).toMatchObject({ balance: 100_000, bonusBalance: 2_000 + awards });
    expect((await t.ok<{ list: unknown[] }>('/promo/cashback/records', {}, winner)).list).toHaveLength(0);
  });
});

describe('bet ranking', () => {
  it('shows the live board, then closes the day and pays each award once with a message', async () => {
    t.clock.set('2026-06-10T09:00:00Z');
    const players: TestSession[] = [];
    for (const rounds of [6, 2, 4]) {
      const player = await t.guest();
      await bindPhone(t, player);
      await fund(t, player, 1_000_000);
      await playDice(t, player, rounds, 10_000);
      players.push(player);
    }
    const [a, b, c] = players as [TestSession, TestSession, TestSession];
    type Board = {
      periodKey: string;
      prizePool: number;
      list: { rank: number; phone: string; totalBet: number; award: number }[];
      me: { rank: number | null; totalBet: number } | null;
    };
    const live = await t.ok<Board>('/promo/ranking', { period: 'daily' }, c);
    expect(live.periodKey).toBe('2026-06-10');
    expect(live.list.map((row) => row.totalBet)).toEqual([60_000, 40_000, 20_000]);
    expect(live.list[0]!.phone).toMatch(/^\+62 85\d\*+\d{3}$/);
    expect(live.me).toMatchObject({ rank: 2, totalBet: 40_000 });
    expect(live.prizePool).toBe(2_400); // 2% of 120,000
    expect(live.list.map((row) => row.award)).toEqual([228, 144, 108]); // 9.5%, 6%, 4.5% of the pool

    t.clock.set('2026-06-10T17:10:00Z'); // 00:10 on 11 June in Jakarta
    await runDueJobs(t.deps, PROMOTION_JOBS);
    await runDueJobs(t.deps, PROMOTION_JOBS);
    const closed = await t.ok<Board>('/promo/ranking', { period: 'daily', which: 'previous' }, a);
    expect(closed).toMatchObject({ periodKey: '2026-06-10', prizePool: 2_400, me: { rank: 1 } });
    expect(closed.list.map((row) => row.award)).toEqual([228, 144, 108]);
    const awardsOf = (player: TestSession) => credits(player, 'ranking_award');
    expect(await awardsOf(a)).toEqual([228]);
    expect(await awardsOf(c)).toEqual([144]);
    expect(await awardsOf(b)).toEqual([108]);
    const inbox = await t.ok<{ list: { title: string }[] }>('/mail/list', {}, a);
    expect(inbox.list.filter((mail) => mail.title === 'You ranked #1 in the daily ranking')).toHaveLength(1);
    // The award is bonus money with its 5× wagering requirement.
    // (The day's cashback on its net loss, if any, is bonus money too.)
    const { ranking, cashback } = await promotions();
    expect(ranking.wagerMultiple).toBe(5);
    const cashbackOfB = (await credits(b, 'cashback')).reduce((sum, amount) => sum + amount, 0);
    expect(await info(b)).toMatchObject({
      bonusBalance: 108 + cashbackOfB,
      bonusWagerRemaining: 540 + cashbackOfB * cashback.wagerMultiple,
    });
  });
});
