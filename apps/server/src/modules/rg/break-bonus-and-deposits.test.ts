import { randomUUID } from 'node:crypto';
import { REGIONS } from '@fairplay/contract/regions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { bindPhone, deposit, fund, newPhone } from '../../../test/players.ts';
import { currentSeeds, openGame, providerCall } from '../../../test/provider-api.ts';
import { seamlessCall } from '../../../test/seamless-client.ts';
import { ledgerTransfers, mails, promotionRewards, users } from '../../db/schema.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { minePositions } from '../../provider/engines/mines.ts';
import { cashOutIdleRounds } from '../../provider/service.ts';
import { walletOf } from '../bonus/index.ts';
import { claimMail, listMails } from '../mail/service.ts';
import { addDailyStats } from '../player-stats/daily-stats.ts';
import { payVipPeriodReward } from '../promo/daily-rewards.ts';
import { firstDepositClaim } from '../promo/first-deposit.ts';
import { payInvitationRewards } from '../promo/invitation.ts';
import { rebateClaim } from '../promo/rebate.ts';
import { grantReward } from '../rewards/grant.ts';
import { getSetting } from '../settings/repository.ts';
import { takeTimeout } from './exclusion.ts';
import { confirmReturn, requestReturn } from './return-from-exclusion.ts';

// Decision 024, after an attack on it: what is under way when a break starts (bonus money staked in
// an open round, a game page left open, a deposit on its way, a reward waiting for the player lock)
// gives the player nothing during the break or for after it, and an ended self-exclusion not yet
// returned from is a break too.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

const HOUR = 3_600_000;
const MINES = 100_002;
const ENGLISH = { language: 'en', region: REGIONS.ID } as const;

let devices = 0;
/** A guest on a device of their own: a break refuses new accounts on the device it was taken on. */
async function newPlayer(): Promise<TestSession> {
  devices += 1;
  return t.ok<TestSession>('/sso/guest', { deviceNumber: `break-bonus-deposits-${devices}` });
}

const takeBreak = (player: TestSession, hours = 24) => t.ok('/rg/timeout', { hours }, player);

let gifts = 0;
/** A bonus of `amount` (major units) with its wagering requirement, from a gift code. */
async function giftBonus(player: TestSession, amount: number, wagerMultiple: number): Promise<void> {
  gifts += 1;
  const code = `BRKBONUS${gifts}`;
  const issued = await t.admin('POST', '/gift-codes', { code, amount, wagerMultiple, maxRedemptions: 1 });
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  await t.ok('/promo/redeemGiftCode', { code }, player);
}

async function transfers(userId: number, code: string): Promise<bigint[]> {
  const rows = await t.deps.db
    .select({ amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.userId, userId), eq(ledgerTransfers.code, code)))
    .orderBy(ledgerTransfers.id);
  return rows.map((row) => row.amount);
}

const sum = (amounts: bigint[]) => amounts.reduce((total, amount) => total + amount, 0n);

/** The tiles of the player's current Mines board that hold no mine. */
async function safeTiles(player: TestSession, mines: number): Promise<number[]> {
  const seeds = await currentSeeds(t, player);
  const placed = minePositions(seeds.serverSeed, seeds.clientSeed, seeds.nonce, mines);
  return Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !placed.includes(tile));
}

describe('a bonus staked in a round that is open when a break starts', () => {
  it('comes back from a provider rollback during the break forfeited, not as cash', async () => {
    t.clock.set('2026-02-02T03:00:00Z');
    const player = await newPlayer();
    await giftBonus(player, 30_000, 30);
    const rounds = [1, 2, 3].map((index) => `brk-bonus-${index}-${randomUUID()}`);
    for (const roundId of rounds) {
      const bet = await seamlessCall(t, 'bet', {
        playerId: player.uid,
        roundId,
        gameCode: 'dice',
        transactionId: `bet-${roundId}`,
        amount: '10000.00',
      });
      expect(bet.status, JSON.stringify(bet)).toBe('OK');
    }
    expect(await walletOf(t.deps.db, player.userId)).toMatchObject({ cash: 0n, bonus: 0n });
    await takeBreak(player);
    t.clock.advance(60_000);
    for (const roundId of rounds) {
      const rolled = await seamlessCall(t, 'rollback', {
        playerId: player.uid,
        roundId,
        transactionId: `rb-${roundId}`,
        referenceTransactionId: `bet-${roundId}`,
      });
      expect(rolled.status).toBe('OK');
      expect(rolled.balance).toBe('0.00');
    }
    expect(await walletOf(t.deps.db, player.userId)).toEqual({
      cash: 0n,
      bonus: 0n,
      bonusWagerRemaining: 0n,
    });
    expect(await transfers(player.userId, 'bonus_release')).toEqual([]);
    expect(sum(await transfers(player.userId, 'bonus_forfeit'))).toBe(30_000_00n);
  });

  it('comes back from the idle cash-out of a Mines round during the break forfeited: rolled back or paid a win', async () => {
    t.clock.set('2026-02-05T03:00:00Z');
    // One player's round with no tile opened (its bet is rolled back), another's with a safe tile
    // opened (it is paid a win at that tile's multiplier).
    const untouched = await newPlayer();
    await giftBonus(untouched, 200, 30);
    const first = await providerCall(t, 'mines/start', {
      sessionId: (await openGame(t, untouched, MINES, 'mines')).sessionId,
      bet: 200,
      mines: 3,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const played = await newPlayer();
    await giftBonus(played, 300, 30);
    const game = await openGame(t, played, MINES, 'mines');
    const safe = await safeTiles(played, 3);
    const second = await providerCall<{ roundId: string }>(t, 'mines/start', {
      sessionId: game.sessionId,
      bet: 300,
      mines: 3,
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const reveal = await providerCall(t, 'mines/reveal', {
      sessionId: game.sessionId,
      roundId: second.body.roundId,
      tile: safe[0],
    });
    expect(reveal.status, JSON.stringify(reveal.body)).toBe(200);

    await takeBreak(untouched);
    await takeBreak(played);
    t.clock.advance(2 * HOUR);
    expect(await cashOutIdleRounds(t.provider, HOUR)).toBe(2);
    for (const player of [untouched, played]) {
      expect(await walletOf(t.deps.db, player.userId)).toEqual({
        cash: 0n,
        bonus: 0n,
        bonusWagerRemaining: 0n,
      });
      expect(await transfers(player.userId, 'bonus_release')).toEqual([]);
    }
    // The rolled-back stake and the win, all bonus money, went back to the house.
    expect(await transfers(untouched.userId, 'bonus_forfeit')).toEqual([200_00n]);
    const [won] = await transfers(played.userId, 'win');
    expect(won).toBeGreaterThan(300_00n);
    expect(await transfers(played.userId, 'bonus_forfeit')).toEqual([won]);
  });

  it('is forfeited when it comes back after the break too, and only its bonus part: the cash part is the player’s', async () => {
    t.clock.set('2026-02-08T03:00:00Z');
    const player = await newPlayer();
    await fund(t, player, 100);
    await giftBonus(player, 400, 30);
    const roundId = `brk-late-${randomUUID()}`;
    const bet = await seamlessCall(t, 'bet', {
      playerId: player.uid,
      roundId,
      gameCode: 'dice',
      transactionId: `bet-${roundId}`,
      amount: '500.00',
    });
    expect(bet.status, JSON.stringify(bet)).toBe('OK');
    await takeBreak(player);
    t.clock.advance(25 * HOUR); // the break is over; the provider's round is still open
    const rolled = await seamlessCall(t, 'rollback', {
      playerId: player.uid,
      roundId,
      transactionId: `rb-${roundId}`,
      referenceTransactionId: `bet-${roundId}`,
    });
    expect(rolled.status).toBe('OK');
    expect(await walletOf(t.deps.db, player.userId)).toEqual({
      cash: 100_00n,
      bonus: 0n,
      bonusWagerRemaining: 0n,
    });
    expect(await transfers(player.userId, 'bonus_forfeit')).toEqual([400_00n]);
  });

  it('without a break, the same rollback leaves the bonus as bonus with its requirement', async () => {
    t.clock.set('2026-02-11T03:00:00Z');
    const player = await newPlayer();
    await giftBonus(player, 500, 30);
    const game = await openGame(t, player, MINES, 'mines');
    const start = await providerCall(t, 'mines/start', { sessionId: game.sessionId, bet: 500, mines: 3 });
    expect(start.status).toBe(200);
    t.clock.advance(2 * HOUR);
    expect(await cashOutIdleRounds(t.provider, HOUR)).toBe(1);
    expect(await walletOf(t.deps.db, player.userId)).toEqual({
      cash: 0n,
      bonus: 500_00n,
      bonusWagerRemaining: 15_000_00n,
    });
    expect(await transfers(player.userId, 'bonus_forfeit')).toEqual([]);
  });
});

describe('a Mines round opened before a break', () => {
  it('takes no reveal and no cash-out from the old game page during the break; the idle cash-out closes it', async () => {
    t.clock.set('2026-02-15T03:00:00Z');
    const player = await newPlayer();
    await fund(t, player, 1_000);
    const game = await openGame(t, player, MINES, 'mines');
    const safe = await safeTiles(player, 3);
    const start = await providerCall<{ roundId: string }>(t, 'mines/start', {
      sessionId: game.sessionId,
      bet: 200,
      mines: 3,
    });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const opened = await providerCall(t, 'mines/reveal', {
      sessionId: game.sessionId,
      roundId: start.body.roundId,
      tile: safe[0],
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    await takeBreak(player);
    const reveal = await providerCall(t, 'mines/reveal', {
      sessionId: game.sessionId,
      roundId: start.body.roundId,
      tile: safe[1],
    });
    expect(reveal).toMatchObject({ status: 400, body: { error: 'INVALID_TOKEN' } });
    const cashout = await providerCall(t, 'mines/cashout', {
      sessionId: game.sessionId,
      roundId: start.body.roundId,
    });
    expect(cashout).toMatchObject({ status: 400, body: { error: 'INVALID_TOKEN' } });
    expect(await transfers(player.userId, 'win')).toEqual([]);
    // The round is closed by the idle cash-out at the one tile opened before the break.
    t.clock.advance(2 * HOUR);
    expect(await cashOutIdleRounds(t.provider, HOUR)).toBe(1);
    const [won] = await transfers(player.userId, 'win');
    expect(won).toBeGreaterThan(200_00n);
    expect((await walletOf(t.deps.db, player.userId)).cash).toBe(800_00n + won!);
  });
});

describe('a deposit credited during a break', () => {
  it('feeds neither the deposit rebate nor the first-deposit bonus after the break; a deposit after it does', async () => {
    t.clock.set('2026-05-01T03:00:00Z'); // 10:00 in Jakarta
    const player = await newPlayer();
    await bindPhone(t, player);
    await takeBreak(player); // until 2 May, 10:00 in Jakarta
    t.clock.set('2026-05-02T01:00:00Z'); // 08:00: a late transfer is credited during the break
    await deposit(t, player, 1_000_000);
    expect((await walletOf(t.deps.db, player.userId)).cash).toBe(1_000_000_00n);
    t.clock.set('2026-05-02T03:01:00Z'); // 10:01 the same local day: the break is over
    await expect(rebateClaim(t.deps, player.userId)).rejects.toMatchObject({ code: 'promo.rebateMinimum' });
    await expect(firstDepositClaim(t.deps, player.userId)).rejects.toMatchObject({
      code: 'promo.firstDepositNeeded',
    });
    // A deposit after the break is the first that counts, for both.
    await deposit(t, player, 200_000);
    await rebateClaim(t.deps, player.userId);
    await firstDepositClaim(t.deps, player.userId);
    const rewards = await t.deps.db
      .select({ promotion: promotionRewards.promotion, detail: promotionRewards.detail })
      .from(promotionRewards)
      .where(eq(promotionRewards.userId, player.userId))
      .orderBy(promotionRewards.id);
    expect(rewards).toEqual([
      { promotion: 'deposit_rebate', detail: { deposit: '20000000' } },
      { promotion: 'first_deposit', detail: { deposit: '20000000' } },
    ]);
  });

  it('does not make the player one who deposited in the week of the VIP weekly reward', async () => {
    t.clock.set('2026-08-03T03:00:00Z'); // Monday
    const player = await newPlayer();
    const active = await newPlayer();
    await t.deps.db.update(users).set({ vipLevel: 3 }).where(eq(users.id, player.userId));
    await t.deps.db.update(users).set({ vipLevel: 3 }).where(eq(users.id, active.userId));
    await takeBreak(player, 48);
    t.clock.set('2026-08-04T03:00:00Z');
    await deposit(t, player, 1_000);
    await deposit(t, active, 1_000);
    t.clock.set('2026-08-10T00:30:00Z'); // the week closed; the break is long over
    await payVipPeriodReward(t.deps, 'weekly', '2026-08-03');
    const paid = async (userId: number) =>
      t.deps.db
        .select({ promotion: promotionRewards.promotion })
        .from(promotionRewards)
        .where(and(eq(promotionRewards.userId, userId), eq(promotionRewards.promotion, 'vip_weekly')));
    expect(await paid(active.userId)).toHaveLength(1);
    expect(await paid(player.userId)).toEqual([]);
  });
});

describe('a reward granted while the break waits for the player lock', () => {
  it('was granted before the break: its message is delivered after the break', async () => {
    t.clock.set('2026-07-06T03:00:00Z');
    const player = await newPlayer();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // A grant of the VIP weekly job holds the player lock...
    const grant = t.deps.db.transaction(async (tx) => {
      await lockPlayer(tx, player.userId);
      locked();
      await held;
      const granted = await grantReward(tx, t.deps, {
        promotion: 'vip_weekly',
        userId: player.userId,
        period: '2026-06-29',
        amount: 5_000_00n,
        wagerMultiple: 1,
        delivery: {
          kind: 'mail',
          title: 'VIP weekly',
          content: 'Your weekly reward',
          claimableUntil: new Date('2026-07-30T00:00:00Z'),
        },
      });
      t.clock.advance(1); // the grant commits a moment after it wrote
      return granted;
    });
    await lockTaken;
    // ...when the player takes a break: it waits for the lock while time passes.
    const breakTaken = takeTimeout(t.deps, player.userId, 24);
    await new Promise((resolve) => setTimeout(resolve, 200));
    t.clock.advance(5);
    release();
    const granted = await grant;
    await breakTaken;
    t.clock.advance(25 * HOUR); // the break is over; the reward's deadline is still ahead
    const inbox = await listMails(t.deps, player.userId, { page: 1, pageSize: 20, messages: ENGLISH });
    expect(inbox.list.map((mail) => mail.title)).toContain('VIP weekly');
    const [mail] = await t.deps.db.select().from(mails).where(eq(mails.rewardId, granted.reward.id));
    await claimMail(t.deps, player.userId, mail!.id);
  });
});

describe('an ended self-exclusion the player has not yet returned from', () => {
  it('is a break for the invitation reward and inbox marketing: what came before the return never counts', async () => {
    const { invitation } = await getSetting(t.deps.db, 'promotions');
    t.clock.set('2026-01-05T03:00:00Z');
    const inviter = await newPlayer();
    await t.deps.db.update(users).set({ mobile: newPhone() }).where(eq(users.id, inviter.userId));
    await t.ok('/rg/selfExclude', { months: 6 }, inviter);
    t.clock.set('2026-07-10T03:00:00Z'); // ended on 5 July; no return asked yet: still blocked
    const invitees = await Promise.all([newPlayer(), newPlayer()]);
    for (const invitee of invitees)
      await t.deps.db
        .update(users)
        .set({
          inviterId: inviter.userId,
          mobile: newPhone(),
          totalDeposit: BigInt(invitation.validDepositMinor),
          inviteValidAt: t.clock.now(),
        })
        .where(eq(users.id, invitee.userId));
    await addDailyStats(t.deps.db, invitees[0]!.userId, '2026-07-10', { validBet: 1_000_00n });
    const broadcast = await t.admin('POST', '/mails', {
      title: 'Summer promotion',
      content: 'Play more!',
      requestId: 'break-wait-mkt-1',
    });
    expect(broadcast.status).toBe(200);
    await requestReturn(t.deps, inviter.userId);
    t.clock.set('2026-07-14T03:00:00Z');
    await confirmReturn(t.deps, inviter.userId);
    t.clock.set('2026-07-14T23:40:00Z');
    await payInvitationRewards(t.deps, '2026-07-15');
    const rewards = await t.deps.db
      .select({ promotion: promotionRewards.promotion })
      .from(promotionRewards)
      .where(eq(promotionRewards.userId, inviter.userId));
    expect(rewards).toEqual([]);
    const inbox = await listMails(t.deps, inviter.userId, { page: 1, pageSize: 20, messages: ENGLISH });
    expect(inbox.list.map((mail) => mail.title)).not.toContain('Summer promotion');
  });
});
