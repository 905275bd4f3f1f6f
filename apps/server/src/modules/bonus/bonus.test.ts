import { randomUUID } from 'node:crypto';
import { formatMoneyIn, moneyStyle } from '@fairplay/contract/money-format';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { fund, readyToWithdraw } from '../../../test/players.ts';
import { openGame, providerCall } from '../../../test/provider-api.ts';
import { seamlessCall } from '../../../test/seamless-client.ts';
import { gameRounds, ledgerTransfers } from '../../db/schema.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { getSetting } from '../settings/repository.ts';
import { forfeitBonus } from './wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_DUPLICATE_PERCENT: '0' } });
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

interface Wallet {
  balance: number;
  wagerRemaining: number;
  bonusBalance: number;
  bonusWagerRemaining: number;
}
const walletOf = (player: TestSession) => t.ok<Wallet>('/user/getUserInfo', {}, player);

let giftCounter = 0;
/** An operator's gift code redeemed by the player: the bonus most tests start from. */
/** Forfeits the player's bonus, as a withdrawal the player confirmed does. */
async function forfeitBonusOf(player: TestSession): Promise<void> {
  await t.deps.db.transaction(async (tx) => {
    await lockPlayer(tx, player.userId);
    await forfeitBonus(tx, player.userId, { key: `test:${randomUUID()}`, at: t.clock.now() });
  });
}

async function redeemGift(player: TestSession, amount: number, wagerMultiple: number): Promise<void> {
  giftCounter += 1;
  const code = `BONUS-${giftCounter}-${player.userId}`;
  expect((await t.admin('POST', '/gift-codes', { code, amount, wagerMultiple })).status).toBe(200);
  await t.ok('/promo/redeemGiftCode', { code }, player);
}

type Dice = { targetHundredths: number; direction: 'under' | 'over' };
/** 98 of 100 rolls win (paying 0.99×): the "risk-free" way the old rules let a bonus be wagered. */
const SAFE_DICE: Dice = { targetHundredths: 9_800, direction: 'under' };
/** An even-money bet: 49.99% to win, under the 50% threshold, so it counts. */
const EVEN_DICE: Dice = { targetHundredths: 5_000, direction: 'under' };

/** Dice rounds through the real provider and wallet; returns each round's HTTP status and body. */
async function playDice(player: TestSession, rounds: number, bet: number, dice: Dice) {
  const { sessionId } = await openGame(t, player, 100_001, 'dice');
  const results: { status: number; body: Record<string, unknown> }[] = [];
  for (let index = 0; index < rounds; index += 1) {
    results.push(await providerCall(t, 'play', { sessionId, bet, dice }));
  }
  return results;
}

type Answer = { status: string; balance?: string; message?: string };
/** A signed seamless-wallet call, as a game provider makes it. */
const seamless = (name: string, payload: Record<string, unknown>): Promise<Answer> =>
  seamlessCall(t, name, payload);

async function transfersOf(player: TestSession, code: string) {
  return t.deps.db
    .select({ amount: ledgerTransfers.amount })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.userId, player.userId), eq(ledgerTransfers.code, code)));
}

const apply = (player: TestSession, body: Record<string, unknown>) =>
  t.call<{ orderNo: string }>(
    '/withdraw/apply',
    { withdrawPassword: '123456', requestId: randomUUID(), ...body },
    player,
  );

describe('bonus money', () => {
  it('cannot be withdrawn before its wagering: a gift cleared on 98%-win dice is not cash', async () => {
    const { player, accountId } = await readyToWithdraw(t, 0);
    await redeemGift(player, 100_000, 1);
    // The old rule: 1× the gift in any bets, then everything is cash. 98%-win dice clears it for
    // about 1% of the stake.
    const rounds = await playDice(player, 10, 10_000, SAFE_DICE);
    expect(rounds.map((round) => round.body.error ?? round.status)).toEqual(Array(10).fill(200));
    const wallet = await walletOf(player);
    const applied = await apply(player, { amount: Math.max(wallet.balance, 20_000), accountId });
    expect(applied.state, `withdrawal of ${wallet.balance} after the gift: ${applied.msg}`).not.toBe('200');
    // Now: the gift is bonus money, the dice rounds did not wager it, and the refusal says so.
    expect(wallet.balance).toBe(0);
    expect(wallet.bonusWagerRemaining).toBe(100_000);
    expect(wallet.bonusBalance).toBeGreaterThan(0);
    const bonus = formatMoneyIn(moneyStyle(t.deps.config.region, 'en'), wallet.bonusBalance);
    expect(applied.msg).toContain(`You have a bonus of ${bonus}`);
    expect(await transfersOf(player, 'withdraw_hold')).toEqual([]);
  });

  it('is credited apart from cash, shown in major units, and played as cash + bonus', async () => {
    const player = await t.guest();
    await fund(t, player, 5_000);
    await redeemGift(player, 2_000, 30);
    expect(await walletOf(player)).toMatchObject({
      balance: 5_000,
      bonusBalance: 2_000,
      bonusWagerRemaining: 60_000,
      wagerRemaining: 0,
    });
    const game = await openGame(t, player, 100_001, 'dice');
    expect(game.balance).toBe(7_000);
    expect(await seamless('balance', { playerId: player.uid })).toMatchObject({ balance: '7000.00' });
  });

  it('is spent after cash; wins return in the stake proportion (bonus part rounded up), a rollback returns each part', async () => {
    const player = await t.guest();
    await fund(t, player, 300);
    await redeemGift(player, 1_000, 30);
    const roundId = `round-${randomUUID()}`;
    const bet = { playerId: player.uid, roundId, gameCode: 'dice' };
    // 1,000 staked: 300 from cash, 700 from bonus.
    expect(
      await seamless('bet', { ...bet, transactionId: `b1-${roundId}`, amount: '1000.00' }),
    ).toMatchObject({
      status: 'OK',
      balance: '300.00',
    });
    expect(await walletOf(player)).toMatchObject({ balance: 0, bonusBalance: 300 });
    const [opened] = await t.deps.db.select().from(gameRounds).where(eq(gameRounds.roundId, roundId));
    expect(opened).toMatchObject({ betAmount: 100_000n, bonusBetAmount: 70_000n });
    // A win of 333.33: 70% of it (233.331) is bonus, rounded up to 233.34; cash gets 99.99.
    expect(
      await seamless('win', { ...bet, transactionId: `w1-${roundId}`, amount: '333.33', isFinal: false }),
    ).toMatchObject({ status: 'OK', balance: '633.33' });
    expect(await walletOf(player)).toMatchObject({ balance: 99.99, bonusBalance: 533.34 });

    // A round that has paid a win keeps its stakes: its bet cannot be rolled back.
    expect(
      await seamless('rollback', {
        playerId: player.uid,
        roundId,
        transactionId: `r1-${roundId}`,
        referenceTransactionId: `b1-${roundId}`,
      }),
    ).toMatchObject({ status: 'ROUND_CLOSED' });

    // A bet of another round is rolled back: 99.99 from cash, 100.01 from bonus, returned so.
    const second = { ...bet, roundId: `${roundId}-2` };
    expect(
      await seamless('bet', { ...second, transactionId: `b2-${roundId}`, amount: '200.00' }),
    ).toMatchObject({ status: 'OK' });
    expect(await walletOf(player)).toMatchObject({ balance: 0, bonusBalance: 433.33 });
    expect(
      await seamless('rollback', {
        playerId: player.uid,
        roundId: second.roundId,
        transactionId: `r2-${roundId}`,
        referenceTransactionId: `b2-${roundId}`,
      }),
    ).toMatchObject({ status: 'OK', balance: '633.33' });
    expect(await walletOf(player)).toMatchObject({ balance: 99.99, bonusBalance: 533.34 });
    const [rolledBack] = await t.deps.db
      .select()
      .from(gameRounds)
      .where(eq(gameRounds.roundId, second.roundId));
    expect(rolledBack).toMatchObject({ betAmount: 0n, bonusBetAmount: 0n, status: 'cancel' });
  });

  it('98%-win dice rounds do not wager the bonus (nor earn VIP experience); even-money rounds count stake × the game weight', async () => {
    const player = await t.guest();
    await fund(t, player, 200_000);
    await redeemGift(player, 10_000, 1);
    const { bonusRules } = await getSetting(t.deps.db, 'promotions');
    const weight = bonusRules.gameWeightsPpm.dice! / 1_000_000;
    expect(bonusRules.maxWinChancePpm).toBeLessThan(980_000);

    const safe = await playDice(player, 4, 10_000, SAFE_DICE);
    expect(safe.map((round) => round.status)).toEqual([200, 200, 200, 200]);
    const afterSafe = await walletOf(player);
    expect(afterSafe.bonusWagerRemaining).toBe(10_000);
    // The deposit-style turnover requirement still counts every settled stake (none here: funded).
    expect(afterSafe.wagerRemaining).toBe(0);

    const even = await playDice(player, 2, 10_000, EVEN_DICE);
    expect(even.map((round) => round.status)).toEqual([200, 200]);
    expect((await walletOf(player)).bonusWagerRemaining).toBe(10_000 - 2 * 10_000 * weight);
    // While the bonus is wagered, VIP experience grows only by what counts toward it.
    const vip = await t.ok<{ exp: number }>('/vip/getVipInfo', {}, player);
    expect(vip.exp).toBe(2 * 10_000 * weight);

    const rounds = await t.deps.db
      .select({ winChancePpm: gameRounds.winChancePpm })
      .from(gameRounds)
      .where(eq(gameRounds.userId, player.userId))
      .orderBy(gameRounds.id);
    expect(rounds.map((round) => round.winChancePpm)).toEqual([
      979_902, 979_902, 979_902, 979_902, 499_950, 499_950,
    ]);
  });

  it('refuses a bet above the maximum while a bonus is active, and takes it without a bonus', async () => {
    const { bonusRules } = await getSetting(t.deps.db, 'promotions');
    const maxBet = bonusRules.maxBetMinor / 100;
    const withBonus = await t.guest();
    await fund(t, withBonus, maxBet * 5);
    await redeemGift(withBonus, 1_000, 30);
    const { sessionId } = await openGame(t, withBonus, 100_001, 'dice');
    const refused = await providerCall(t, 'play', { sessionId, bet: maxBet * 2, dice: EVEN_DICE });
    expect(refused.body).toMatchObject({
      error: 'BET_LIMIT_EXCEEDED',
      message: `While you have a bonus the largest bet is ${maxBet.toFixed(2)}`,
    });
    expect(await walletOf(withBonus)).toMatchObject({ balance: maxBet * 5, bonusBalance: 1_000 });
    expect((await providerCall(t, 'play', { sessionId, bet: maxBet, dice: EVEN_DICE })).status).toBe(200);

    const withoutBonus = await t.guest();
    await fund(t, withoutBonus, maxBet * 5);
    const other = await openGame(t, withoutBonus, 100_001, 'dice');
    const taken = await providerCall(t, 'play', {
      sessionId: other.sessionId,
      bet: maxBet * 2,
      dice: EVEN_DICE,
    });
    expect(taken.status).toBe(200);
  });

  it("caps the round's whole stake while a bonus is active, and keeps the refusal under its transaction id", async () => {
    const { bonusRules } = await getSetting(t.deps.db, 'promotions');
    const maxBet = bonusRules.maxBetMinor / 100;
    const player = await t.guest();
    await fund(t, player, maxBet * 5);
    await redeemGift(player, 1_000, 30);
    const roundId = `round-${randomUUID()}`;
    const bet = { playerId: player.uid, roundId, gameCode: 'mines' };
    const share = (maxBet * 0.6).toFixed(2);
    expect(await seamless('bet', { ...bet, transactionId: `a-${roundId}`, amount: share })).toMatchObject({
      status: 'OK',
    });
    // A second bet on the same round would make its stake 1.2 maximum bets.
    const second = { ...bet, transactionId: `b-${roundId}`, amount: share };
    expect(await seamless('bet', second)).toMatchObject({ status: 'BET_LIMIT_EXCEEDED' });
    // A retry with a new request id is answered the same, even once the bonus is gone.
    await forfeitBonusOf(player);
    expect(await seamless('bet', second)).toMatchObject({ status: 'BET_LIMIT_EXCEEDED' });
    // A rollback of the refused bet moves nothing.
    expect(
      await seamless('rollback', {
        playerId: player.uid,
        roundId,
        transactionId: `rb-${roundId}`,
        referenceTransactionId: `b-${roundId}`,
      }),
    ).toMatchObject({ status: 'OK' });
    expect(await walletOf(player)).toMatchObject({ balance: maxBet * 5 - maxBet * 0.6, bonusBalance: 0 });
  });

  it('becomes cash when its wagering is complete', async () => {
    const player = await t.guest();
    await fund(t, player, 100_000);
    await redeemGift(player, 1_000, 1);
    const { bonusRules } = await getSetting(t.deps.db, 'promotions');
    // One even-money round whose weighted stake covers the requirement.
    const stake = (1_000 * 1_000_000) / bonusRules.gameWeightsPpm.dice!;
    expect(stake).toBeLessThanOrEqual(bonusRules.maxBetMinor / 100);
    const [round] = await playDice(player, 1, stake, EVEN_DICE);
    expect(round?.status).toBe(200);
    const payout = Number(round?.body.payout);
    expect(await walletOf(player)).toMatchObject({
      balance: 100_000 - stake + payout + 1_000,
      bonusBalance: 0,
      bonusWagerRemaining: 0,
    });
    expect(await transfersOf(player, 'bonus_release')).toEqual([{ amount: 100_000n }]);
  });

  it('ends when the bonus balance is lost (no bonus stake left in play)', async () => {
    const player = await t.guest();
    await redeemGift(player, 500, 30);
    const roundId = `round-${randomUUID()}`;
    const bet = { playerId: player.uid, roundId, gameCode: 'dice' };
    await seamless('bet', { ...bet, transactionId: `b-${roundId}`, amount: '500.00' });
    // Staked in an open round: still active.
    expect(await walletOf(player)).toMatchObject({ bonusBalance: 0, bonusWagerRemaining: 15_000 });
    await seamless('win', { ...bet, transactionId: `w-${roundId}`, amount: '0', winChancePpm: 499_950 });
    expect(await walletOf(player)).toMatchObject({ balance: 0, bonusBalance: 0, bonusWagerRemaining: 0 });
  });

  it('is forfeited by a withdrawal only after the player confirms, in the same transaction as the hold', async () => {
    const { player, accountId } = await readyToWithdraw(t, 50_000);
    await redeemGift(player, 30_000, 30);
    const refused = await apply(player, { amount: 40_000, accountId });
    expect(refused).toMatchObject({
      state: expect.not.stringMatching(/^200$/),
      msg: 'You have a bonus of Rp\u00a030.000 that is not withdrawable until you bet Rp\u00a0900.000 more. Withdrawing now forfeits the bonus: confirm to continue',
    });
    expect(await walletOf(player)).toMatchObject({ balance: 50_000, bonusBalance: 30_000 });

    // Confirmed, but the amount is above the cash: nothing happens, the bonus stays.
    expect((await apply(player, { amount: 60_000, accountId, forfeitBonus: true })).state).not.toBe('200');
    expect(await walletOf(player)).toMatchObject({ balance: 50_000, bonusBalance: 30_000 });

    // Bonus money staked in an open round cannot be forfeited yet: five rounds take the cash (at
    // the maximum bet), a sixth takes bonus money.
    const { bonusRules } = await getSetting(t.deps.db, 'promotions');
    const maxBet = bonusRules.maxBetMinor / 100;
    const rounds = Array.from({ length: 50_000 / maxBet + 1 }, () => `round-${randomUUID()}`);
    for (const roundId of rounds) {
      const bet = { playerId: player.uid, roundId, gameCode: 'dice', transactionId: `b-${roundId}` };
      expect(await seamless('bet', { ...bet, amount: maxBet.toFixed(2) })).toMatchObject({ status: 'OK' });
    }
    expect(await walletOf(player)).toMatchObject({ balance: 0, bonusBalance: 30_000 - maxBet });
    expect((await apply(player, { amount: 20_000, accountId, forfeitBonus: true })).msg).toBe(
      'Your bonus money is in a game round that has not ended. Finish the round first',
    );
    // Every stake comes back (a 99.9%-win round counts nothing toward the bonus), each where it came from.
    for (const roundId of rounds) {
      const win = { playerId: player.uid, roundId, gameCode: 'dice', transactionId: `w-${roundId}` };
      await seamless('win', { ...win, amount: maxBet.toFixed(2), winChancePpm: 999_000 });
    }
    expect(await walletOf(player)).toMatchObject({
      balance: 50_000,
      bonusBalance: 30_000,
      bonusWagerRemaining: 900_000,
    });

    const confirmed = await apply(player, { amount: 40_000, accountId, forfeitBonus: true });
    expect(confirmed.state).toBe('200');
    expect(await walletOf(player)).toMatchObject({
      balance: 10_000,
      bonusBalance: 0,
      bonusWagerRemaining: 0,
    });
    expect(await transfersOf(player, 'bonus_forfeit')).toEqual([{ amount: 3_000_000n }]);
    const info = await t.ok<{ bonusBalance: number; bonusWagerRemaining: number; frozen: number }>(
      '/withdraw/info',
      {},
      player,
    );
    expect(info).toMatchObject({ bonusBalance: 0, bonusWagerRemaining: 0, frozen: 40_000 });
    await t.expectLedgerHealthy();
  });
});
