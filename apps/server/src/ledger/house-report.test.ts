import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../test/harness.ts';
import { fund } from '../../test/players.ts';
import { seamlessCall } from '../../test/seamless-client.ts';
import { gameRounds, seamlessTransactions } from '../db/schema.ts';
import { localMidnight } from '../platform/time.ts';
import { engineMaxMultiplierPpm } from '../provider/engines/max-multiplier.ts';
import { houseReport } from './house-report.ts';
import { lockPlayer } from './player-lock.ts';
import { post } from './post.ts';

/**
 * The house report's figures against a small set of rounds whose every amount is known, played
 * through the signed seamless wallet as a provider would, plus wins no game can pay: the ledger
 * balances to the cent either way, and the report is what makes them visible.
 *
 * Region ID demo games (amounts × 200): Dice and Limbo RTP 97%, minimum bet 20,000 minor units,
 * maximum win 20,000,000,000; Plinko RTP 97%. Dice pays at most 48.5× a stake (target 2.00), Limbo
 * 10,000×.
 */

let t: TestApp;
let player: TestSession;
const DAY = '2026-01-16';

beforeAll(async () => {
  // 23:59 in Jakarta on the 15th: one round's bet falls before the period, its win inside.
  t = await createTestApp({ env: { SANDBOX_DUPLICATE_PERCENT: '0' } });
  t.clock.set('2026-01-15T16:59:00.000Z');
  player = await t.guest();
  await fund(t, player, 10_000);
});
/**
 * Books a win the wallet would refuse today (above the game's maximum, beyond its engine), as a
 * provider's win was booked before the wallet checked them: the seamless row, the round and the
 * transfer, as the wallet writes them.
 */
async function bookWinDirectly(roundId: string, gameCode: string, amount: bigint): Promise<void> {
  const transactionId = `tx-${randomUUID()}-forced`;
  const now = t.clock.now();
  await t.deps.db.transaction(async (tx) => {
    await lockPlayer(tx, player.userId);
    await tx.insert(seamlessTransactions).values({
      provider: 'originals',
      transactionId,
      kind: 'win',
      userId: player.userId,
      roundId,
      amount,
      contentHash: 'booked-before-the-wallet-checked',
      status: 'ok',
      createdAt: now,
    });
    await tx
      .update(gameRounds)
      .set({ winAmount: sql`${gameRounds.winAmount} + ${amount}`, status: 'settled', settledAt: now })
      .where(and(eq(gameRounds.provider, 'originals'), eq(gameRounds.roundId, roundId)));
    await post(tx, {
      idempotencyKey: `seamless:originals:${transactionId}`,
      code: 'win',
      userId: player.userId,
      legs: [
        { account: { userId: player.userId, kind: 'user_cash' }, amount },
        { account: { house: 'house_game' }, amount: -amount },
      ],
      memo: { roundId, gameCode },
      at: now,
    });
  });
}

afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

async function seamless(name: 'bet' | 'win' | 'rollback', payload: Record<string, unknown>) {
  const answer = await seamlessCall(t, name, payload);
  if (answer.status !== 'OK') throw new Error(`${name}: ${JSON.stringify(answer)}`);
}

/** One round: a bet, then a final win (zero for a loss) or a rollback of the bet. */
async function round(
  gameCode: string,
  bet: string,
  outcome: { win: string } | 'rollback',
  roundId = randomUUID(),
) {
  const transactionId = `tx-${randomUUID()}`;
  await seamless('bet', { playerId: player.uid, transactionId, roundId, gameCode, amount: bet });
  if (outcome === 'rollback') {
    await seamless('rollback', {
      playerId: player.uid,
      transactionId: `${transactionId}-rb`,
      referenceTransactionId: transactionId,
      roundId,
    });
  } else {
    await seamless('win', {
      playerId: player.uid,
      transactionId: `${transactionId}-win`,
      roundId,
      gameCode,
      amount: outcome.win,
    });
  }
  return roundId;
}

async function promotion(code: 'vip_reward' | 'cashback', amount: bigint) {
  await post(t.deps.db, {
    idempotencyKey: `test-${code}:${randomUUID()}`,
    code,
    userId: player.userId,
    legs: [
      { account: { userId: player.userId, kind: 'user_cash' }, amount },
      { account: { house: 'house_bonus' }, amount: -amount },
    ],
    at: t.clock.now(),
  });
}

describe('the house report', () => {
  it('adds up stakes, wins, rollbacks and promotions per game, and warns about wins no game can pay', async () => {
    // Mines: the bet before midnight, the win after (not a win without a stake).
    const minesRound = randomUUID();
    const minesBet = `tx-${randomUUID()}`;
    await seamless('bet', {
      playerId: player.uid,
      transactionId: minesBet,
      roundId: minesRound,
      gameCode: 'mines',
      amount: '100.00',
    });
    t.clock.advance(2 * 60_000);
    await seamless('win', {
      playerId: player.uid,
      transactionId: `${minesBet}-win`,
      roundId: minesRound,
      gameCode: 'mines',
      amount: '190.00',
    });

    await round('dice', '500.00', { win: '0' });
    const diceWin = await round('dice', '100.00', { win: '198.00' });
    await round('dice', '50.00', 'rollback');
    await round('limbo', '20.00', { win: '40.00' });
    for (let index = 0; index < 20; index += 1) await round('plinko', '10.00', { win: '15.00' });
    await promotion('vip_reward', 500n);
    await promotion('cashback', 250n);
    await promotion('cashback', 350n);

    const period = {
      from: localMidnight(DAY, 'Asia/Jakarta'),
      to: localMidnight('2026-01-17', 'Asia/Jakarta'),
    };
    const honest = await houseReport(t.deps.db, {
      engineMaxMultiplierPpm,
      ...period,
      minRounds: 20,
    });
    const byGame = Object.fromEntries(honest.games.map((game) => [game.gameCode, game]));
    expect(Object.keys(byGame)).toEqual(['dice', 'limbo', 'mines', 'plinko']);
    expect(byGame.dice).toMatchObject({
      rounds: 3,
      stakes: 65_000n,
      wins: 19_800n,
      rollbacks: 5_000n,
      houseResult: 40_200n,
      margin: 0.67,
      largestWin: { roundId: diceWin, win: 19_800n, stake: 10_000n },
      maxWin: 20_000_000_000n,
    });
    expect(byGame.dice!.expectedMargin).toBeCloseTo(0.03, 10);
    expect(byGame.limbo).toMatchObject({
      rounds: 1,
      stakes: 2_000n,
      wins: 4_000n,
      houseResult: -2_000n,
      margin: -1,
    });
    expect(byGame.mines).toMatchObject({
      rounds: 0,
      stakes: 0n,
      wins: 19_000n,
      houseResult: -19_000n,
      margin: null,
    });
    expect(byGame.plinko).toMatchObject({
      rounds: 20,
      stakes: 20_000n,
      wins: 30_000n,
      houseResult: -10_000n,
      margin: -0.5,
    });
    expect(honest.promotions).toEqual([
      { code: 'cashback', transfers: 2, paid: 600n },
      { code: 'vip_reward', transfers: 1, paid: 500n },
    ]);
    expect(honest.totals).toEqual({
      stakes: 87_000n,
      wins: 72_800n,
      rollbacks: 5_000n,
      houseResult: 9_200n,
      promotions: 1_100n,
    });
    // Plinko lost on every one of 20 rounds what RTP 97% says it keeps: far below, whatever the
    // spread. Nothing else warns: the mines win had its stake, just before the period.
    expect(honest.warnings.map((warning) => [warning.kind, warning.gameCode])).toEqual([
      ['margin_below_expected', 'plinko'],
    ]);
    // The mines stake before midnight, then the period's result and promotions.
    expect(honest.house).toEqual({ ownMoneyAtStart: 10_000n, ownMoneyAtEnd: 18_100n, receivable: 0n });

    // Wins no game can pay, which the wallet refuses today: above Dice's maximum win, 20,000× a
    // Limbo stake and 60× a Dice stake (each within the maximum win, beyond what its engine pays).
    await fund(t, player, 1_000);
    const aboveMaxWin = await round('dice', '1.00', { win: '0' });
    await bookWinDirectly(aboveMaxWin, 'dice', 30_000_000_000n);
    const beyondMultiple = await round('limbo', '1.00', { win: '0' });
    await bookWinDirectly(beyondMultiple, 'limbo', 2_000_000n);
    const diceMultiple = await round('dice', '1.00', { win: '0' });
    await bookWinDirectly(diceMultiple, 'dice', 6_000n);
    await t.expectLedgerHealthy();
    const seeded = await houseReport(t.deps.db, { engineMaxMultiplierPpm, ...period, minRounds: 20 });
    expect(seeded.warnings.map((warning) => [warning.kind, warning.gameCode, warning.roundId])).toEqual([
      ['win_above_max_win', 'dice', aboveMaxWin],
      ['win_multiple', 'limbo', beyondMultiple],
      ['win_multiple', 'dice', diceMultiple],
      ['margin_below_expected', 'plinko', null],
      ['house_collapse', null, null],
    ]);
    expect(seeded.warnings[2]!.message).toContain('more than 48.50x');
    const dice = seeded.games.find((game) => game.gameCode === 'dice')!;
    expect(dice).toMatchObject({
      rounds: 5,
      stakes: 65_200n,
      wins: 30_000_025_800n,
      houseResult: 40_200n + 200n - 6_000n - 30_000_000_000n,
      largestWin: { roundId: aboveMaxWin, win: 30_000_000_000n, stake: 100n },
    });
    // Judged on its margin too (5 rounds), Dice is not "far below": one giant win is within its
    // own spread. The maximum win check is what catches it.
    const judged = await houseReport(t.deps.db, {
      engineMaxMultiplierPpm,
      ...period,
      minRounds: 3,
    });
    expect(judged.warnings.filter((warning) => warning.kind === 'margin_below_expected')).toEqual([
      expect.objectContaining({ gameCode: 'plinko' }),
    ]);
    // With the default volume (1,000 rounds) no table has enough rounds to be judged on its margin.
    const defaults = await houseReport(t.deps.db, { engineMaxMultiplierPpm, ...period });
    expect(defaults.warnings.map((warning) => warning.kind)).toEqual([
      'win_above_max_win',
      'win_multiple',
      'win_multiple',
      'house_collapse',
    ]);
  });

  it('counts a win with no game and no stake (a forged posting) under (unattributed)', async () => {
    await post(t.deps.db, {
      idempotencyKey: 'seamless:originals:forged-win-0001',
      code: 'win',
      userId: player.userId,
      legs: [
        { account: { userId: player.userId, kind: 'user_cash' }, amount: 7_000n },
        { account: { house: 'house_game' }, amount: -7_000n },
      ],
      at: t.clock.now(),
    });
    const report = await houseReport(t.deps.db, {
      engineMaxMultiplierPpm,
      from: localMidnight(DAY, 'Asia/Jakarta'),
      to: localMidnight('2026-01-17', 'Asia/Jakarta'),
    });
    expect(report.games.find((game) => game.gameCode === '(unattributed)')).toMatchObject({
      rounds: 0,
      wins: 7_000n,
      houseResult: -7_000n,
    });
    expect(report.warnings).toContainEqual(
      expect.objectContaining({
        kind: 'win_multiple',
        gameCode: '(unattributed)',
        roundId: 'seamless:originals:forged-win-0001',
      }),
    );
  });
});
