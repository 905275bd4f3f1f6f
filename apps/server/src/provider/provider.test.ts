import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../test/harness.ts';
import { fund } from '../../test/players.ts';
import { games } from '../db/schema.ts';
import { seedHash } from './engines/fair.ts';
import { minePositions } from './engines/mines.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

async function provider<T = Record<string, unknown>>(path: string, body: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: `/provider/api/${path}`, payload: body });
  return { status: response.statusCode, body: response.json() as T };
}

async function openGame(player: TestSession, gameId: number, code: string) {
  const { url } = await t.ok<{ url: string }>('/game/launch', { gameId }, player);
  expect(url).toMatch(new RegExp(`^/provider/games/${code}\\?token=[0-9a-f]{64}`));
  const page = await t.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  const token = new URL(url, 'http://x').searchParams.get('token')!;
  const session = await provider<{
    sessionId: string;
    balance: number;
    fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
  }>('session', {
    token,
    game: code,
  });
  expect(session.status).toBe(200);
  return session.body;
}

const balanceOf = async (player: TestSession) =>
  (await t.ok<{ balance: number }>('/user/getUserInfo', {}, player)).balance;

describe('in-house provider over the seamless wallet', () => {
  it('plays Dice rounds whose money, records and fairness all agree', async () => {
    const player = await t.guest();
    await fund(t, player, 10_000);
    const session = await openGame(player, 100_001, 'dice');
    expect(session.balance).toBe(10_000);
    let expected = 10_000;
    const rounds: {
      roundId: string;
      payout: number;
      outcome: { rollHundredths: number };
      fairness: { nonce: number; clientSeed: string };
    }[] = [];
    for (let index = 0; index < 5; index += 1) {
      const result = await provider<(typeof rounds)[number] & { balance: number }>('play', {
        sessionId: session.sessionId,
        bet: 200,
        dice: { targetHundredths: 5_000, direction: 'under' },
      });
      expect(result.status).toBe(200);
      expected += result.body.payout - 200;
      expect(result.body.balance).toBeCloseTo(expected, 2);
      rounds.push(result.body);
    }
    expect(await balanceOf(player)).toBeCloseTo(expected, 2);
    expect(rounds.map((round) => round.fairness.nonce)).toEqual([0, 1, 2, 3, 4]);
    const records = await t.ok<{ list: { betId: string }[]; summary: { validBet: number } }>(
      '/game/records',
      {},
      player,
    );
    expect(records.list.map((record) => record.betId).sort()).toEqual(
      rounds.map((round) => round.roundId).sort(),
    );
    expect(records.summary.validBet).toBe(1_000);

    const rotated = await provider<{
      previousServerSeed: string;
      previousServerSeedHash: string;
      nonce: number;
    }>('seeds/rotate', {
      sessionId: session.sessionId,
      clientSeed: 'my-own-seed',
    });
    expect(seedHash(rotated.body.previousServerSeed)).toBe(session.fairness.serverSeedHash);
    expect(rotated.body.nonce).toBe(0);
    for (const round of rounds) {
      const check = await provider<{ rollHundredths: number }>('verify', {
        engine: 'dice',
        serverSeed: rotated.body.previousServerSeed,
        clientSeed: round.fairness.clientSeed,
        nonce: round.fairness.nonce,
      });
      expect(check.body.rollHundredths).toBe(round.outcome.rollHundredths);
    }
  });

  it('plays Mines: start, reveal safe tiles, cash out; or hit a mine and lose the bet', async () => {
    const player = await t.guest();
    await fund(t, player, 2_000);
    const session = await openGame(player, 100_002, 'mines');
    const seeds = await t.deps.db.query.providerSeeds.findFirst({
      where: (table, { eq }) => eq(table.playerRef, player.uid),
    });
    const mines = minePositions(seeds!.serverSeed, seeds!.clientSeed, seeds!.nonce, 3);
    const start = await provider<{ roundId: string; balance: number }>('mines/start', {
      sessionId: session.sessionId,
      bet: 200,
      mines: 3,
    });
    expect(start.body.balance).toBe(1_800);
    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !mines.includes(tile));
    expect(
      (
        await provider('mines/reveal', {
          sessionId: session.sessionId,
          roundId: start.body.roundId,
          tile: safe[0],
        })
      ).body,
    ).toMatchObject({ hit: false });
    expect(
      (
        await provider('mines/reveal', {
          sessionId: session.sessionId,
          roundId: start.body.roundId,
          tile: safe[1],
        })
      ).body,
    ).toMatchObject({ hit: false });
    const cashout = await provider<{ payout: number; balance: number; minePositions: number[] }>(
      'mines/cashout',
      { sessionId: session.sessionId, roundId: start.body.roundId },
    );
    expect(cashout.body.minePositions.sort()).toEqual([...mines].sort());
    expect(cashout.body.payout).toBeCloseTo(200 * 0.97 * (25 / 22) * (24 / 21), 1);
    expect(cashout.body.balance).toBeCloseTo(1_800 + cashout.body.payout, 2);

    const next = await t.deps.db.query.providerSeeds.findFirst({
      where: (table, { eq }) => eq(table.playerRef, player.uid),
    });
    const nextMines = minePositions(next!.serverSeed, next!.clientSeed, next!.nonce, 3);
    const lost = await provider<{ roundId: string }>('mines/start', {
      sessionId: session.sessionId,
      bet: 200,
      mines: 3,
    });
    const boom = await provider<{ hit: boolean; balance: number }>('mines/reveal', {
      sessionId: session.sessionId,
      roundId: lost.body.roundId,
      tile: nextMines[0],
    });
    expect(boom.body).toMatchObject({ hit: true });
    expect(boom.body.balance).toBeCloseTo(cashout.body.balance - 200, 2);
    expect(
      (await provider('mines/cashout', { sessionId: session.sessionId, roundId: lost.body.roundId })).status,
    ).toBe(400);
  });

  it('plays Plinko and Limbo, and refuses bets the balance or the limits cannot take', async () => {
    const player = await t.guest();
    await fund(t, player, 500);
    const plinko = await openGame(player, 100_003, 'plinko');
    const drop = await provider<{ outcome: { path: number[]; slot: number } }>('play', {
      sessionId: plinko.sessionId,
      bet: 200,
      plinko: { risk: 'low' },
    });
    expect(drop.body.outcome.path).toHaveLength(12);
    const limbo = await openGame(player, 100_004, 'limbo');
    const tooMuch = await provider<{ error: string; message: string }>('play', {
      sessionId: limbo.sessionId,
      bet: 5_000,
      limbo: { targetHundredths: 200 },
    });
    expect(tooMuch.body).toMatchObject({ error: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance' });
    const tooSmall = await provider<{ error: string }>('play', {
      sessionId: limbo.sessionId,
      bet: 199,
      limbo: { targetHundredths: 200 },
    });
    expect(tooSmall.body.error).toBe('INVALID_BET');
  });

  it('verifies a Limbo round of a game with its own RTP', async () => {
    const [limboGame] = await t.deps.db.select().from(games).where(eq(games.id, 100_004));
    await t.deps.db
      .update(games)
      .set({ config: { ...(limboGame!.config as object), rtpPpm: 900_000 } })
      .where(eq(games.id, 100_004));
    try {
      const player = await t.guest();
      await fund(t, player, 10_000);
      const session = await openGame(player, 100_004, 'limbo');
      const round = await provider<{
        outcome: { resultHundredths: number };
        fairness: { clientSeed: string; nonce: number };
      }>('play', { sessionId: session.sessionId, bet: 200, limbo: { targetHundredths: 150 } });
      const rotated = await provider<{ previousServerSeed: string }>('seeds/rotate', {
        sessionId: session.sessionId,
        clientSeed: 'limbo-check',
      });
      const check = {
        engine: 'limbo',
        serverSeed: rotated.body.previousServerSeed,
        clientSeed: round.body.fairness.clientSeed,
        nonce: round.body.fairness.nonce,
      };
      const verified = await provider<{ resultHundredths: number }>('verify', { ...check, game: 'limbo' });
      expect(verified.body.resultHundredths).toBe(round.body.outcome.resultHundredths);
    } finally {
      await t.deps.db.update(games).set({ config: limboGame!.config }).where(eq(games.id, 100_004));
    }
  });

  it('refuses a forged launch token and unknown sessions', async () => {
    expect((await provider('session', { token: 'f'.repeat(64), game: 'dice' })).body).toMatchObject({
      error: 'INVALID_TOKEN',
    });
    expect((await provider('play', { sessionId: 'a'.repeat(48), bet: 1 })).body).toMatchObject({
      error: 'SESSION_EXPIRED',
    });
  });

  it('answers a body that is not JSON, or poisons a prototype, in its own format with a 400', async () => {
    for (const payload of ['{"sessionId":', '{"__proto__":{"x":1},"sessionId":"a"}']) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/provider/api/play',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        error: 'INVALID_PARAMS',
        message: expect.stringMatching(/^body: /),
      });
    }
  });

  it('answers malformed text fields with a 400 that names the field', async () => {
    const noSession = await provider<{ error: string; message: string }>('session', {
      token: 'f'.repeat(64),
      game: 'dice\u0000',
    });
    expect(noSession.status).toBe(400);
    expect(noSession.body).toMatchObject({
      error: 'INVALID_PARAMS',
      message: expect.stringMatching(/^game: /),
    });
    const badToken = await provider<{ message: string }>('session', {
      token: `${'f'.repeat(20)}\u0000`,
      game: 'dice',
    });
    expect(badToken.status).toBe(400);
    expect(badToken.body.message).toMatch(/^token: /);

    const player = await t.guest();
    const session = await openGame(player, 100_002, 'mines');
    for (const path of ['mines/reveal', 'mines/cashout']) {
      const answer = await provider<{ message: string }>(path, {
        sessionId: session.sessionId,
        roundId: 'R1\u0000',
        ...(path === 'mines/reveal' ? { tile: 0 } : {}),
      });
      expect(answer.status, path).toBe(400);
      expect(answer.body.message, path).toMatch(/^roundId: /);
    }
    const verify = await provider<{ message: string }>('verify', {
      engine: 'dice',
      serverSeed: 'a'.repeat(64),
      clientSeed: 'seed\u0000',
      nonce: 0,
    });
    expect(verify.status).toBe(400);
    expect(verify.body.message).toMatch(/^clientSeed: /);
  });

  it('lists games, searches them, and asks anonymous players to log in before launching', async () => {
    const lobby = await t.ok<{
      labels: { labelName: string }[];
      games: { gameName: string }[];
      popularSearches: string[];
    }>('/game/lobby');
    expect(lobby.labels.map((label) => label.labelName)).toEqual(['Hot', 'Originals', 'Casino', 'Games']);
    // Labels are content per language.
    const indonesian = await t.ok<{ labels: { labelName: string }[] }>('/game/lobby', { locale: 'id' });
    expect(indonesian.labels.map((label) => label.labelName)).toEqual([
      'Populer',
      'Original',
      'Kasino',
      'Permainan',
    ]);
    expect(lobby.games[0]?.gameName).toBe('Dice');
    expect(lobby.popularSearches).toContain('Mines');
    const found = await t.ok<{ games: { gameName: string }[] }>('/game/search', { keyword: 'plin' });
    expect(found.games.map((game) => game.gameName)).toEqual(['Plinko', 'Plinko X']);
    expect((await t.ok<{ games: unknown[] }>('/game/search', { keyword: 'zzz' })).games).toEqual([]);
    expect((await t.call('/game/launch', { gameId: 100_001 })).state).toBe('401');
  });
});

describe('gift codes', () => {
  it('are redeemed once per player for a bonus with its wager requirement', async () => {
    expect(
      (
        await t.admin('POST', '/gift-codes', {
          code: 'WELCOME-50',
          amount: 50,
          wagerMultiple: 3,
          maxRedemptions: 2,
        })
      ).status,
    ).toBe(200);
    const [first, second, third] = [await t.guest(), await t.guest(), await t.guest()];
    // The gift is bonus money (playable, not withdrawable) until its 3× wagering is done.
    expect(await t.ok('/promo/redeemGiftCode', { code: 'welcome-50' }, first)).toEqual({
      amount: 50,
      wagerMultiple: 3,
      balance: 0,
      bonusBalance: 50,
    });
    expect(await t.call('/promo/redeemGiftCode', { code: 'WELCOME-50' }, first)).toMatchObject({
      msg: 'You have already redeemed this gift code',
    });
    await t.ok('/promo/redeemGiftCode', { code: 'WELCOME-50' }, second);
    expect(await t.call('/promo/redeemGiftCode', { code: 'WELCOME-50' }, third)).toMatchObject({
      msg: 'This gift code has been fully redeemed',
    });
    expect(await t.call('/promo/redeemGiftCode', { code: 'NOPE-0000' }, third)).toMatchObject({
      msg: 'This gift code is invalid or has expired',
    });
    expect(
      await t.ok<{ wagerRemaining: number; bonusWagerRemaining: number }>('/user/getUserInfo', {}, first),
    ).toMatchObject({ wagerRemaining: 0, bonusWagerRemaining: 150 });
  });
});
