import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fund } from '../../test/players.ts';
import { openGame, providerCall, roundRow } from '../../test/provider-api.ts';
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

const ATTEMPTS = 40;
const BET = 200;

describe('server seed rotation', () => {
  // Race test: it means something on PostgreSQL (PGlite runs one statement at a time and passes).
  it('never reveals the seed an open Mines round is played on (mines/start racing seeds/rotate)', async () => {
    const player = await t.guest();
    await fund(t, player, BET * ATTEMPTS + 1_000);
    const session = await openGame(t, player, 100_002, 'mines');
    const leaks: { attempt: number; minesKnown: boolean }[] = [];
    let opened = 0;
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const [start, rotate] = await Promise.all([
        providerCall<{ roundId: string }>(t, 'mines/start', {
          sessionId: session.sessionId,
          bet: BET,
          mines: 3,
        }),
        // The start goes first by 0-3 ms: the window in which a rotation used to slip in.
        delay(attempt % 4).then(() =>
          providerCall<{ previousServerSeed: string | null; previousServerSeedHash: string | null }>(
            t,
            'seeds/rotate',
            { sessionId: session.sessionId, clientSeed: `race-${attempt}` },
          ),
        ),
      ]);
      expect([200, 400]).toContain(rotate.status);
      expect(start.status).toBe(200);
      opened += 1;
      const round = await roundRow(t, start.body.roundId);
      const state = round.state as { mines: number[] };
      expect(round.status).toBe('open');
      const revealed = rotate.status === 200 ? rotate.body.previousServerSeed : null;
      if (revealed && seedHash(revealed) === round.serverSeedHash) {
        const mines = minePositions(revealed, round.clientSeed, round.nonce, 3);
        leaks.push({
          attempt,
          minesKnown: [...mines].sort().join() === [...state.mines].sort().join(),
        });
      }
      // Step on a mine to end the round, so the next rotation is allowed again.
      const boom = await providerCall(t, 'mines/reveal', {
        sessionId: session.sessionId,
        roundId: start.body.roundId,
        tile: state.mines[0],
      });
      expect(boom.body).toMatchObject({ hit: true, isOver: true });
    }
    expect({ opened, leaks }).toEqual({ opened: ATTEMPTS, leaks: [] });
  });

  it('refuses a rotation while a round is open and allows it once the round is over', async () => {
    const player = await t.guest();
    await fund(t, player, 1_000);
    const session = await openGame(t, player, 100_002, 'mines');
    const start = await providerCall<{ roundId: string }>(t, 'mines/start', {
      sessionId: session.sessionId,
      bet: BET,
      mines: 3,
    });
    const refused = await providerCall(t, 'seeds/rotate', { sessionId: session.sessionId });
    expect(refused).toMatchObject({ status: 400, body: { error: 'ROUND_OPEN' } });
    const state = (await roundRow(t, start.body.roundId)).state as { mines: number[] };
    await providerCall(t, 'mines/reveal', {
      sessionId: session.sessionId,
      roundId: start.body.roundId,
      tile: state.mines[0],
    });
    const rotate = await providerCall<{ previousServerSeed: string }>(t, 'seeds/rotate', {
      sessionId: session.sessionId,
    });
    expect(rotate.status).toBe(200);
    expect(seedHash(rotate.body.previousServerSeed)).toBe(session.fairness.serverSeedHash);
  });

  it('creates one seed row when a new player opens sessions and rotates at once', async () => {
    const player = await t.guest();
    await fund(t, player, 1_000);
    const { url } = await t.ok<{ url: string }>('/game/launch', { gameId: 100_001 }, player);
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const sessions = await Promise.all(
      Array.from({ length: 4 }, () =>
        providerCall<{ sessionId: string }>(t, 'session', { token, game: 'dice' }),
      ),
    );
    expect(sessions.map((session) => session.status)).toEqual([200, 200, 200, 200]);
    const answers = await Promise.all(
      sessions.map((session) =>
        providerCall<{ previousServerSeedHash: string }>(t, 'seeds/rotate', {
          sessionId: session.body.sessionId,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // Each rotation revealed the seed the one before it made: a chain, no seed revealed twice.
    const revealed = answers.map((answer) => answer.body.previousServerSeedHash);
    expect(new Set(revealed).size).toBe(4);
  });
});
