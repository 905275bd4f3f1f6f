import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { providerRounds } from '../src/db/schema.ts';
import type { TestApp, TestSession } from './harness.ts';

/** POST /provider/api/<path> as the game page sends it; returns HTTP status and JSON body. */
export async function providerCall<T = Record<string, unknown>>(
  t: TestApp,
  path: string,
  body: Record<string, unknown>,
) {
  const response = await t.app.inject({ method: 'POST', url: `/provider/api/${path}`, payload: body });
  return { status: response.statusCode, body: response.json() as T };
}

export interface GameSession {
  sessionId: string;
  balance: number;
  game: { code: string; maxBet: number; maxWin: number; minBet: number };
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
  round?: {
    roundId: string;
    bet: number;
    mines: number;
    revealed: number[];
    multiplier: number;
    nextMultiplier: number;
  } | null;
}

/** Launches a game from the lobby (/api/game/launch) and opens its provider session, as the game page does. */
export async function openGame(t: TestApp, player: TestSession, gameId: number, code: string) {
  const { url } = await t.ok<{ url: string }>('/game/launch', { gameId }, player);
  const token = new URL(url, 'http://x').searchParams.get('token')!;
  const session = await providerCall<GameSession>(t, 'session', { token, game: code });
  expect(session.status).toBe(200);
  return session.body;
}

export async function roundRow(t: TestApp, roundId: string) {
  const [round] = await t.deps.db.select().from(providerRounds).where(eq(providerRounds.roundId, roundId));
  return round!;
}

/** The player's current seeds, straight from the provider's books (tests only: the server seed is secret). */
export async function currentSeeds(t: TestApp, player: TestSession) {
  const seeds = await t.deps.db.query.providerSeeds.findFirst({
    where: (table, { eq }) => eq(table.playerRef, player.uid),
  });
  return seeds!;
}

export const balanceOf = async (t: TestApp, player: TestSession) =>
  (await t.ok<{ balance: number }>('/user/getUserInfo', {}, player)).balance;
