import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { gameLaunchTokens, games, users } from '../src/db/schema.ts';
import { signBody } from '../src/modules/seamless/protocol.ts';
import { hashToken, newSessionToken } from '../src/platform/secrets.ts';
import type { TestApp } from './harness.ts';

/** A seamless-wallet answer with the HTTP status it came with. */
export interface SeamlessAnswer {
  httpStatus: number;
  status: string;
  balance?: string;
  message?: string;
}

const launchTokens = new WeakMap<TestApp, Map<string, Promise<string>>>();

/**
 * A live launch token of the player for a game (as /game/launch makes one; a bet must carry it),
 * one per player, game and test app, expiring in 30 days of the app's clock.
 */
export function launchTokenFor(t: TestApp, playerId: string, gameCode = 'dice'): Promise<string> {
  let tokens = launchTokens.get(t);
  if (!tokens) {
    tokens = new Map();
    launchTokens.set(t, tokens);
  }
  let token = tokens.get(`${playerId}:${gameCode}`);
  if (!token) {
    token = newLaunchToken(t, playerId, gameCode);
    tokens.set(`${playerId}:${gameCode}`, token);
  }
  return token;
}

/** A new live launch token of the player for a game (an unknown player or game gets one nobody stored). */
export async function newLaunchToken(t: TestApp, playerId: string, gameCode = 'dice'): Promise<string> {
  const [player] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.publicId, playerId));
  const [game] = await t.deps.db.select({ id: games.id }).from(games).where(eq(games.code, gameCode));
  const raw = newSessionToken();
  if (!player || !game) return raw;
  const now = t.clock.now();
  await t.deps.db.insert(gameLaunchTokens).values({
    tokenHash: hashToken(raw),
    userId: player.id,
    gameId: game.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 30 * 86_400_000),
  });
  return raw;
}

/** The signed body and headers of a seamless call, as a provider sends it. */
export function signSeamless(
  t: TestApp,
  name: string,
  payload: Record<string, unknown>,
  options: { secret?: string; timestamp?: number } = {},
) {
  const body = JSON.stringify({
    requestId: randomUUID(),
    timestamp: options.timestamp ?? t.clock.now().getTime(),
    ...payload,
  });
  return {
    name,
    body,
    headers: {
      'content-type': 'application/json',
      'x-provider-id': 'originals',
      'x-signature': signBody(options.secret ?? t.deps.config.providerSecrets[0]!, body),
    } as Record<string, string>,
  };
}

/** Sends a signed request to /api/seamless/<name>; answers its JSON with the HTTP status. */
export async function sendSeamless(
  t: TestApp,
  request: { name: string; body: string; headers: Record<string, string> },
): Promise<SeamlessAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/seamless/${request.name}`,
    headers: request.headers,
    payload: request.body,
  });
  return { httpStatus: response.statusCode, ...(response.json() as Omit<SeamlessAnswer, 'httpStatus'>) };
}

/** One signed seamless call, as a provider makes it: a bet carries the player's launch token. */
export async function seamlessCall(
  t: TestApp,
  name: string,
  payload: Record<string, unknown>,
  options: { secret?: string; timestamp?: number } = {},
): Promise<SeamlessAnswer> {
  const withToken =
    name === 'bet' && !('token' in payload) && typeof payload.playerId === 'string'
      ? {
          token: await launchTokenFor(
            t,
            payload.playerId,
            typeof payload.gameCode === 'string' ? payload.gameCode : 'dice',
          ),
          ...payload,
        }
      : payload;
  return sendSeamless(t, signSeamless(t, name, withToken, options));
}
