import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSession } from '../../test/harness.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fund } from '../../test/players.ts';
import { balanceOf, currentSeeds, openGame, providerCall, roundRow } from '../../test/provider-api.ts';
import { MINES_TILES, minePositions, minesMultiplierPpm } from './engines/mines.ts';
import { cashOutIdleRounds } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

const BET = 200;
const RTP = 970_000;
const multiplierAfter = (revealed: number) => Number(minesMultiplierPpm(3, revealed, RTP)) / 1_000_000;
/** bet × multiplier in minor units, rounded down as the provider pays. */
const payoutAfter = (revealed: number) =>
  Number((BigInt(BET * 100) * minesMultiplierPpm(3, revealed, RTP)) / 1_000_000n) / 100;

/** A Mines round with 3 mines and the safe tiles of its board (read from the seeds, as a verifier would). */
async function startRound(player: TestSession, sessionId: string) {
  const seeds = await currentSeeds(t, player);
  const mines = minePositions(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 3);
  const start = await providerCall<{ roundId: string }>(t, 'mines/start', { sessionId, bet: BET, mines: 3 });
  expect(start.status).toBe(200);
  const safe = Array.from({ length: MINES_TILES }, (_, tile) => tile).filter((tile) => !mines.includes(tile));
  return { roundId: start.body.roundId, safe };
}

describe('an open Mines round', () => {
  it('comes back with the session after a reload and play goes on', async () => {
    const player = await t.guest();
    await fund(t, player, 1_000);
    const first = await openGame(t, player, 100_002, 'mines');
    expect(first.round).toBeNull();
    const { roundId, safe } = await startRound(player, first.sessionId);
    await providerCall(t, 'mines/reveal', { sessionId: first.sessionId, roundId, tile: safe[0] });

    const reloaded = await openGame(t, player, 100_002, 'mines');
    expect(reloaded.round).toEqual({
      roundId,
      bet: BET,
      mines: 3,
      revealed: [safe[0]],
      multiplier: multiplierAfter(1),
      nextMultiplier: multiplierAfter(2),
    });
    // Another game's session does not carry it.
    expect((await openGame(t, player, 100_001, 'dice')).round).toBeNull();

    const next = await providerCall(t, 'mines/reveal', {
      sessionId: reloaded.sessionId,
      roundId,
      tile: safe[1],
    });
    expect(next.body).toMatchObject({ hit: false, isOver: false, multiplier: multiplierAfter(2) });
    const cashout = await providerCall<{ payout: number }>(t, 'mines/cashout', {
      sessionId: reloaded.sessionId,
      roundId,
    });
    expect(cashout.body.payout).toBe(payoutAfter(2));
    expect(await balanceOf(t, player)).toBeCloseTo(1_000 - BET + payoutAfter(2), 2);
    expect((await openGame(t, player, 100_002, 'mines')).round).toBeNull();
  });

  it('idle for GAME_ROUND_IDLE_SECONDS is cashed out once at its multiplier, and seeds can change again', async () => {
    const idleMs = t.deps.config.gameRoundIdleMs;
    expect(idleMs).toBe(3_600_000);
    const player = await t.guest();
    await fund(t, player, 1_000);
    const session = await openGame(t, player, 100_002, 'mines');
    const played = await startRound(player, session.sessionId);
    await providerCall(t, 'mines/reveal', {
      sessionId: session.sessionId,
      roundId: played.roundId,
      tile: played.safe[0],
    });
    // One round at a time: a second one waits until this one ends.
    expect(
      (await providerCall(t, 'mines/start', { sessionId: session.sessionId, bet: BET, mines: 3 })).body,
    ).toMatchObject({ error: 'ROUND_OPEN' });

    t.clock.advance(idleMs - 1_000);
    expect(await cashOutIdleRounds(t.provider, idleMs)).toBe(0);
    expect((await providerCall(t, 'seeds/rotate', { sessionId: session.sessionId })).body).toMatchObject({
      error: 'ROUND_OPEN',
    });

    t.clock.advance(2_000);
    expect(await cashOutIdleRounds(t.provider, idleMs)).toBe(1);
    expect(await cashOutIdleRounds(t.provider, idleMs)).toBe(0);
    const cashed = await roundRow(t, played.roundId);
    expect({ status: cashed.status, payout: cashed.payout }).toEqual({
      status: 'settled',
      payout: BigInt(Math.round(payoutAfter(1) * 100)),
    });
    expect(await balanceOf(t, player)).toBeCloseTo(1_000 - BET + payoutAfter(1), 2);

    const late = await providerCall<{ error: string; message: string }>(t, 'mines/reveal', {
      sessionId: session.sessionId,
      roundId: played.roundId,
      tile: played.safe[1],
    });
    expect(late.body.error).toBe('ROUND_CLOSED');
    expect(late.body.message).toMatch(/automatically/);
    expect((await providerCall(t, 'seeds/rotate', { sessionId: session.sessionId })).status).toBe(200);
  });

  it('left with no tile opened is taken back, not paid: it counts as no bet at all', async () => {
    const idleMs = t.deps.config.gameRoundIdleMs;
    const player = await t.guest();
    await fund(t, player, 1_000);
    const session = await openGame(t, player, 100_002, 'mines');
    const untouched = await startRound(player, session.sessionId);
    const before = await t.ok<{ wagerRemaining: number }>('/user/getUserInfo', {}, player);
    const vipBefore = await t.ok<{ exp: number }>('/vip/getVipInfo', {}, player);
    t.clock.advance(idleMs + 1_000);
    expect(await cashOutIdleRounds(t.provider, idleMs)).toBe(1);
    expect((await roundRow(t, untouched.roundId)).status).toBe('rolled_back');
    expect(await balanceOf(t, player)).toBe(1_000);
    // Nothing was risked: no valid bet, so no wagering, VIP experience or ranking turnover.
    expect(await t.ok<{ wagerRemaining: number }>('/user/getUserInfo', {}, player)).toMatchObject({
      wagerRemaining: before.wagerRemaining,
    });
    expect((await t.ok<{ exp: number }>('/vip/getVipInfo', {}, player)).exp).toBe(vipBefore.exp);
    expect((await providerCall(t, 'seeds/rotate', { sessionId: session.sessionId })).status).toBe(200);
  });

  // Race test: it means something on PostgreSQL (PGlite runs one statement at a time and passes).
  it('racing a reveal with the idle cash-out ends with exactly one outcome', async () => {
    const idleMs = t.deps.config.gameRoundIdleMs;
    const player = await t.guest();
    const ATTEMPTS = 20;
    await fund(t, player, BET * ATTEMPTS);
    const outcomes = { revealed: 0, cashedOut: 0 };
    const broken: unknown[] = [];
    let expected = BET * ATTEMPTS;
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      // The clock moves an hour per attempt: a session (12 hours) per attempt.
      const session = await openGame(t, player, 100_002, 'mines');
      const { roundId, safe } = await startRound(player, session.sessionId);
      await providerCall(t, 'mines/reveal', { sessionId: session.sessionId, roundId, tile: safe[0] });
      t.clock.advance(idleMs + 1_000);
      const [reveal] = await Promise.all([
        providerCall<{ error?: string }>(t, 'mines/reveal', {
          sessionId: session.sessionId,
          roundId,
          tile: safe[1],
        }),
        cashOutIdleRounds(t.provider, idleMs),
      ]);
      const round = await roundRow(t, roundId);
      const state = round.state as { revealed: number[] };
      if (reveal.status === 200) {
        outcomes.revealed += 1;
        // The reveal won: the round is still the player's, with both tiles open.
        if (round.status !== 'open' || state.revealed.length !== 2)
          broken.push({ attempt, reveal: reveal.body, round });
        const cashout = await providerCall<{ payout: number }>(t, 'mines/cashout', {
          sessionId: session.sessionId,
          roundId,
        });
        expected += cashout.body.payout - BET;
      } else {
        outcomes.cashedOut += 1;
        // The cash-out won: the reveal was refused and the round paid for the one tile it had.
        if (
          reveal.body.error !== 'ROUND_CLOSED' ||
          round.status !== 'settled' ||
          state.revealed.length !== 1 ||
          round.payout !== BigInt(Math.round(payoutAfter(1) * 100))
        )
          broken.push({ attempt, reveal: reveal.body, round });
        expected += payoutAfter(1) - BET;
      }
    }
    expect(broken).toEqual([]);
    expect(outcomes.revealed + outcomes.cashedOut).toBe(ATTEMPTS);
    expect(await balanceOf(t, player)).toBeCloseTo(expected, 2);
    await t.expectLedgerHealthy();
  });
});
