import { randomUUID } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { fund, setWager } from '../../../test/players.ts';
import { launchTokenFor, seamlessCall } from '../../../test/seamless-client.ts';
import { queryRows } from '../../db/client.ts';
import { seamlessRequests } from '../../db/schema.ts';
import { forgetOldSeamlessRequests, SEAMLESS_REQUEST_RETENTION_MS } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

const seamless = (
  name: string,
  payload: Record<string, unknown>,
  options: { secret?: string; timestamp?: number } = {},
) => seamlessCall(t, name, payload, options);

const ids = () => ({ transactionId: `tx-${randomUUID()}`, roundId: `round-${randomUUID()}` });
const balanceOf = async (player: TestSession) =>
  (await t.ok<{ balance: number }>('/user/getUserInfo', {}, player)).balance;

describe('seamless wallet API', () => {
  it('refuses forged, stale and malformed calls before reading anything', async () => {
    const player = await t.guest();
    expect(
      (await seamless('balance', { playerId: player.uid }, { secret: 'a-forged-secret-000000' })).httpStatus,
    ).toBe(401);
    expect(
      await seamless(
        'balance',
        { playerId: player.uid },
        { timestamp: t.clock.now().getTime() - 6 * 60_000 },
      ),
    ).toMatchObject({
      httpStatus: 401,
      status: 'STALE_REQUEST',
    });
    expect(await seamless('bet', { playerId: player.uid, amount: '-5' })).toMatchObject({
      status: 'INVALID_REQUEST',
    });
    expect(await seamless('balance', { playerId: 'nobody' })).toMatchObject({ status: 'PLAYER_NOT_FOUND' });
  });

  it('bets, wins and reports the balance; a duplicate request replays the stored answer', async () => {
    const player = await t.guest();
    await fund(t, player, 1_000);
    const round = ids();
    const requestId = randomUUID();
    const bet = { requestId, playerId: player.uid, ...round, gameCode: 'dice', amount: '100.00' };
    expect(await seamless('bet', bet)).toMatchObject({ status: 'OK', balance: '900.00' });
    expect(await seamless('bet', { ...bet, timestamp: t.clock.now().getTime() + 1_000 })).toMatchObject({
      status: 'OK',
      balance: '900.00',
    });
    expect(await seamless('bet', { ...bet, amount: '200.00' })).toMatchObject({ status: 'REQUEST_CONFLICT' });
    expect(await seamless('bet', { ...bet, requestId: randomUUID(), amount: '300.00' })).toMatchObject({
      status: 'TRANSACTION_CONFLICT',
    });
    const win = {
      playerId: player.uid,
      transactionId: `${round.transactionId}-win`,
      roundId: round.roundId,
      gameCode: 'dice',
      amount: '250.00',
    };
    expect(await seamless('win', win)).toMatchObject({ status: 'OK', balance: '1150.00' });
    expect(await seamless('win', { ...win })).toMatchObject({ status: 'OK', balance: '1150.00' });
    expect(await balanceOf(player)).toBe(1_150);
    const records = await t.ok<{
      list: { betId: string; validBet: number; profit: number; status: string }[];
    }>('/game/records', {}, player);
    expect(records.list[0]).toMatchObject({
      betId: round.roundId,
      validBet: 100,
      profit: 150,
      status: 'settled',
    });
  });

  it('refuses a win for a round without a bet, and a second win after settlement', async () => {
    const player = await t.guest();
    await fund(t, player, 500);
    const round = ids();
    const win = {
      playerId: player.uid,
      transactionId: `${round.transactionId}-win`,
      roundId: round.roundId,
      gameCode: 'dice',
      amount: '10.00',
    };
    expect(await seamless('win', win)).toMatchObject({ status: 'ROUND_NOT_FOUND' });
    await seamless('bet', { playerId: player.uid, ...round, gameCode: 'dice', amount: '10.00' });
    expect(await seamless('win', { ...win, transactionId: `${win.transactionId}-2` })).toMatchObject({
      status: 'OK',
    });
    expect(await seamless('win', { ...win, transactionId: `${win.transactionId}-3` })).toMatchObject({
      status: 'ROUND_CLOSED',
    });
  });

  it('a rollback before its bet is stored, so the late bet is refused', async () => {
    const player = await t.guest();
    await fund(t, player, 500);
    const round = ids();
    expect(
      await seamless('rollback', {
        playerId: player.uid,
        transactionId: `rb-${randomUUID()}`,
        referenceTransactionId: round.transactionId,
        roundId: round.roundId,
      }),
    ).toMatchObject({ status: 'OK', balance: '500.00' });
    expect(
      await seamless('bet', { playerId: player.uid, ...round, gameCode: 'dice', amount: '50.00' }),
    ).toMatchObject({ status: 'BET_CANCELLED' });
    expect(await balanceOf(player)).toBe(500);
  });

  it('a rollback after the bet refunds it once and cancels the round', async () => {
    const player = await t.guest();
    await fund(t, player, 500);
    const round = ids();
    await seamless('bet', { playerId: player.uid, ...round, gameCode: 'dice', amount: '50.00' });
    const rollback = {
      playerId: player.uid,
      transactionId: `rb-${randomUUID()}`,
      referenceTransactionId: round.transactionId,
      roundId: round.roundId,
    };
    expect(await seamless('rollback', rollback)).toMatchObject({ status: 'OK', balance: '500.00' });
    expect(await seamless('rollback', { ...rollback, transactionId: `rb-${randomUUID()}` })).toMatchObject({
      status: 'OK',
      balance: '500.00',
    });
    const records = await t.ok<{ list: { status: string }[] }>('/game/records', { status: 'cancel' }, player);
    expect(records.list).toHaveLength(1);
  });

  it('insufficient funds is a clean refusal that changes nothing, and replays the same answer', async () => {
    const player = await t.guest();
    await fund(t, player, 30);
    const bet = {
      requestId: randomUUID(),
      playerId: player.uid,
      ...ids(),
      gameCode: 'dice',
      amount: '30.01',
    };
    expect(await seamless('bet', bet)).toMatchObject({ status: 'INSUFFICIENT_FUNDS' });
    expect(await seamless('bet', bet)).toMatchObject({ status: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(player)).toBe(30);
  });

  it('a refused bet stays refused under its transaction id, even after a deposit and with a new request id', async () => {
    const player = await t.guest();
    await fund(t, player, 10);
    const bet = { playerId: player.uid, ...ids(), gameCode: 'dice', amount: '20.00' };
    expect(await seamless('bet', { ...bet, requestId: randomUUID() })).toMatchObject({
      status: 'INSUFFICIENT_FUNDS',
    });
    await fund(t, player, 100);
    // The provider retries the same transaction under a new request id: the first answer stands.
    expect(await seamless('bet', { ...bet, requestId: randomUUID() })).toMatchObject({
      status: 'INSUFFICIENT_FUNDS',
    });
    expect(await balanceOf(player)).toBe(110);
    // Rolling the refused bet back is a no-op that succeeds; a new transaction id bets normally.
    const rollback = await seamless('rollback', {
      playerId: player.uid,
      transactionId: `rb-${randomUUID()}`,
      referenceTransactionId: bet.transactionId,
      roundId: bet.roundId,
    });
    expect(rollback).toMatchObject({ status: 'OK', balance: '110.00' });
    expect(await seamless('bet', { ...bet, ...ids() })).toMatchObject({ status: 'OK', balance: '90.00' });
  });

  it('30 parallel bets against a balance for 10 never overdraw', async () => {
    const player = await t.guest();
    await fund(t, player, 100);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        seamless('bet', { playerId: player.uid, ...ids(), gameCode: 'dice', amount: '10.00' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 'OK')).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 'INSUFFICIENT_FUNDS')).toHaveLength(20);
    expect(await balanceOf(player)).toBe(0);
    await t.expectLedgerHealthy();
  });

  it('the same bet sent 10 times in parallel debits once', async () => {
    const player = await t.guest();
    await fund(t, player, 100);
    const bet = {
      requestId: randomUUID(),
      playerId: player.uid,
      ...ids(),
      gameCode: 'dice',
      amount: '10.00',
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => seamless('bet', bet)));
    expect(answers.every((answer) => answer.status === 'OK')).toBe(true);
    expect(await balanceOf(player)).toBe(90);
  });

  it('valid bets reduce the wager requirement and add VIP experience, promoting with the upgrade reward', async () => {
    const player = await t.guest();
    await fund(t, player, 300_000);
    await setWager(t, player, 500);
    const round = ids();
    await seamless('bet', { playerId: player.uid, ...round, gameCode: 'dice', amount: '200000.00' });
    await seamless('win', {
      playerId: player.uid,
      transactionId: `${round.transactionId}-w`,
      roundId: round.roundId,
      gameCode: 'dice',
      amount: '0',
    });
    const info = await t.ok<{
      wagerRemaining: number;
      vipLevel: number;
      balance: number;
      bonusBalance: number;
      bonusWagerRemaining: number;
    }>('/user/getUserInfo', {}, player);
    // VIP0 ends at 200,000 experience (1,000 INR × 200): the player reaches VIP1 and gets its 2,000
    // reward, bonus money with its 1× requirement; the turnover requirement is met.
    expect(info).toMatchObject({
      wagerRemaining: 0,
      vipLevel: 1,
      balance: 100_000,
      bonusBalance: 2_000,
      bonusWagerRemaining: 2_000,
    });
    const vip = await t.ok<{ vipLevel: string; exp: number }>('/vip/getVipInfo', {}, player);
    expect(vip).toMatchObject({ vipLevel: 'VIP1', exp: 200_000 });
    const rewards = await t.ok<{ list: { kind: string; amount: number; status: string }[] }>(
      '/vip/rewards',
      { page: 1, pageSize: 10 },
      player,
    );
    expect(rewards.list).toEqual([
      expect.objectContaining({ kind: 'upgrade', amount: 2_000, status: 'claimed' }),
    ]);
  });

  it('a bet racing its own rollback never deadlocks into a 500: one lock order, retried conflicts', async () => {
    const player = await t.guest();
    await fund(t, player, 1_000);
    const attempts = 40;
    let refunded = 0;
    let cancelledFirst = 0;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const round = ids();
      const bet = { playerId: player.uid, ...round, gameCode: 'dice', amount: '10.00' };
      const rollback = {
        playerId: player.uid,
        transactionId: `${round.transactionId}-rb`,
        referenceTransactionId: round.transactionId,
        roundId: round.roundId,
      };
      // Half the time the bet has already landed and the provider, having lost its answer, sends
      // the bet again (same transaction id, new request id) together with the rollback.
      if (attempt % 2 === 1) expect(await seamless('bet', bet)).toMatchObject({ status: 'OK' });
      const answers = await Promise.all([
        seamless('bet', bet),
        seamless('rollback', rollback),
        seamless('bet', bet),
      ]);
      expect(answers.map((answer) => answer.httpStatus)).toEqual([200, 200, 200]);
      expect(answers[1]!.status).toBe('OK');
      if (answers[0]!.status === 'OK' || answers[2]!.status === 'OK') refunded += 1;
      else cancelledFirst += 1;
      for (const answer of [answers[0]!, answers[2]!])
        expect(['OK', 'BET_CANCELLED']).toContain(answer.status);
    }
    // Whichever arrived first, every stake came back: the balance is where it started.
    expect(refunded + cancelledFirst).toBe(attempts);
    expect(await balanceOf(player)).toBe(1_000);
    await t.expectLedgerHealthy();
  });

  it('a hostile provider cannot keep a win whose stake it took back, nor book a rollback elsewhere', async () => {
    const player = await t.guest();
    await fund(t, player, 1_000);
    const round = ids();
    const bet = { playerId: player.uid, ...round, gameCode: 'dice', amount: '100.00' };
    expect(await seamless('bet', bet)).toMatchObject({ status: 'OK', balance: '900.00' });
    const win = { playerId: player.uid, transactionId: `${round.transactionId}-w`, roundId: round.roundId };
    expect(
      await seamless('win', { ...win, gameCode: 'dice', amount: '500.00', isFinal: false }),
    ).toMatchObject({
      status: 'OK',
      balance: '1400.00',
    });
    const rollback = {
      playerId: player.uid,
      transactionId: `${round.transactionId}-rb`,
      referenceTransactionId: round.transactionId,
      roundId: round.roundId,
    };
    // The round has paid a win: its stake stays.
    expect(await seamless('rollback', rollback)).toMatchObject({ status: 'ROUND_CLOSED' });
    // Nor can the rollback be booked under another round, where the bet would look unstaked.
    expect(await seamless('rollback', { ...rollback, roundId: `${round.roundId}-decoy` })).toMatchObject({
      status: 'INVALID_REQUEST',
    });
    // A rollback that names itself is refused, not a 500.
    expect(
      await seamless('rollback', { ...rollback, transactionId: round.transactionId, roundId: round.roundId }),
    ).toMatchObject({ httpStatus: 200, status: 'INVALID_REQUEST' });
    // A retried win that changes whether it settles the round is a conflict, not a repeat.
    expect(
      await seamless('win', { ...win, gameCode: 'dice', amount: '500.00', isFinal: true }),
    ).toMatchObject({
      status: 'TRANSACTION_CONFLICT',
    });
    expect(await balanceOf(player)).toBe(1_400);
    await t.expectLedgerHealthy();
  });

  it("a win beyond the game's maximum, or a bet on a game the catalogue lacks, is refused", async () => {
    const player = await t.guest();
    await fund(t, player, 1_000);
    const round = ids();
    expect(
      await seamless('bet', { playerId: player.uid, ...round, gameCode: 'no-such-game', amount: '10.00' }),
    ).toMatchObject({ status: 'INVALID_REQUEST', message: 'gameCode: no such game' });
    expect(
      await seamless('bet', { playerId: player.uid, ...round, gameCode: 'dice', amount: '10.00' }),
    ).toMatchObject({ status: 'OK' });
    expect(
      await seamless('win', {
        playerId: player.uid,
        transactionId: `${round.transactionId}-w`,
        roundId: round.roundId,
        gameCode: 'dice',
        amount: '9999999999999.99',
      }),
    ).toMatchObject({ status: 'INVALID_REQUEST', message: expect.stringMatching(/maximum win/) });
    expect(await balanceOf(player)).toBe(990);
  });

  it("holds a provider to the game: the launch token's game, its maximum bet, the round's game, its engine's largest multiple", async () => {
    const player = await t.guest();
    await fund(t, player, 5_000_000);
    // A token opened for Dice places no bet on Dice High (whose maximum win is larger).
    const diceToken = await launchTokenFor(t, player.uid, 'dice');
    const onOtherGame = {
      playerId: player.uid,
      ...ids(),
      gameCode: 'dice-high',
      amount: '1.00',
      token: diceToken,
    };
    expect(await seamless('bet', onOtherGame)).toMatchObject({ status: 'INVALID_TOKEN' });
    // Dice's maximum bet (2,000,000.00 in this region) holds for the round's whole stake.
    const round = ids();
    const bet = { playerId: player.uid, roundId: round.roundId, gameCode: 'dice' };
    expect(
      await seamless('bet', { ...bet, transactionId: `${round.transactionId}-1`, amount: '1500000.00' }),
    ).toMatchObject({ status: 'OK' });
    expect(
      await seamless('bet', { ...bet, transactionId: `${round.transactionId}-2`, amount: '600000.00' }),
    ).toMatchObject({ status: 'BET_LIMIT_EXCEEDED', message: 'The largest bet in this game is 2000000.00' });
    // Another game's bet on the round, with that game's token, cannot borrow its larger maximum bet.
    const highToken = await launchTokenFor(t, player.uid, 'dice-high');
    expect(
      await seamless('bet', {
        ...bet,
        gameCode: 'dice-high',
        token: highToken,
        transactionId: `${round.transactionId}-3`,
        amount: '600000.00',
      }),
    ).toMatchObject({ status: 'INVALID_REQUEST', message: "gameCode: not the round's game" });
    // A win names its round's game; and Dice pays at most 48.5× a stake (target 2.00).
    const win = { playerId: player.uid, roundId: round.roundId, transactionId: `${round.transactionId}-w` };
    expect(await seamless('win', { ...win, gameCode: 'limbo', amount: '3000000.00' })).toMatchObject({
      status: 'INVALID_REQUEST',
      message: "gameCode: not the round's game",
    });
    expect(await seamless('win', { ...win, gameCode: 'dice', amount: '72760000.00' })).toMatchObject({
      status: 'INVALID_REQUEST',
      message: "The round's wins exceed what the game can pay for its stake",
    });
    expect(await seamless('win', { ...win, gameCode: 'dice', amount: '72750000.00' })).toMatchObject({
      status: 'OK',
    });
    expect(await balanceOf(player)).toBe(5_000_000 - 1_500_000 + 72_750_000);
  });

  it('two rollbacks naming each other never deadlock (PostgreSQL counts none)', async () => {
    const deadlocks = async () => {
      if (!process.env.DATABASE_URL) return 0;
      const [row] = await queryRows<{ deadlocks: string }>(
        t.deps.db,
        sql`select deadlocks::text from pg_stat_database where datname = current_database()`,
      );
      return Number(row?.deadlocks ?? 0);
    };
    const [a, b] = [await t.guest(), await t.guest()];
    const before = await deadlocks();
    const answers = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const [x, y] = [`tx-${randomUUID()}`, `tx-${randomUUID()}`];
        const roundId = `round-${randomUUID()}`;
        return Promise.all([
          seamless('rollback', { playerId: a.uid, transactionId: x, referenceTransactionId: y, roundId }),
          seamless('rollback', { playerId: b.uid, transactionId: y, referenceTransactionId: x, roundId }),
        ]);
      }),
    );
    expect(answers.flat().filter((answer) => answer.httpStatus >= 500)).toEqual([]);
    // A backend reports its statistics when idle, at most every 10 s: wait for them.
    if (process.env.DATABASE_URL) await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(await deadlocks()).toBe(before);
  });

  it('answers a second rollback of a bet it never saw as a no-op, and tells a win from a bet with the same id', async () => {
    const player = await t.guest();
    await fund(t, player, 100);
    const round = ids();
    const rollback = (suffix: string) =>
      seamless('rollback', {
        playerId: player.uid,
        transactionId: `${round.transactionId}-${suffix}`,
        referenceTransactionId: round.transactionId,
        roundId: round.roundId,
      });
    expect(await rollback('rb1')).toMatchObject({ status: 'OK' });
    expect(await rollback('rb2')).toMatchObject({ status: 'OK', balance: '100.00' });
    const requestId = randomUUID();
    const body = { requestId, playerId: player.uid, ...ids(), gameCode: 'dice', amount: '10.00' };
    expect(await seamless('bet', body)).toMatchObject({ status: 'OK' });
    expect(await seamless('win', body)).toMatchObject({ status: 'REQUEST_CONFLICT' });
  });

  // Last: it moves the clock on a week.
  it('forgets stored answers after a week; the same bet sent again still debits once', async () => {
    const player = await t.guest();
    await fund(t, player, 1_000);
    const bet = {
      requestId: randomUUID(),
      playerId: player.uid,
      ...ids(),
      gameCode: 'dice',
      amount: '100.00',
    };
    expect(await seamless('bet', bet)).toMatchObject({ status: 'OK', balance: '900.00' });
    expect(await forgetOldSeamlessRequests(t.deps.db, t.clock.now())).toBe(0);
    t.clock.advance(SEAMLESS_REQUEST_RETENTION_MS + 60_000);
    expect(await forgetOldSeamlessRequests(t.deps.db, t.clock.now())).toBeGreaterThan(0);
    const [left] = await t.deps.db.select({ count: count() }).from(seamlessRequests);
    expect(left!.count).toBe(0);
    // The provider sends it again, freshly signed: the transaction id answers it, once.
    expect(await seamless('bet', bet)).toMatchObject({ status: 'OK', balance: '900.00' });
    expect(await seamless('balance', { playerId: player.uid })).toMatchObject({ balance: '900.00' });
  });
});
