import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { safeEqual, sha256Hex } from '../../platform/secrets.ts';

/**
 * The seamless-wallet protocol between a game provider and this operator (DESIGN.md section 6):
 * JSON bodies signed with HMAC-SHA256 over the raw body (header x-signature, provider in
 * x-provider-id), each with a request id, a timestamp and, for money, a transaction id.
 */
export const PROVIDER_HEADER = 'x-provider-id';
export const SIGNATURE_HEADER = 'x-signature';
export const REQUEST_MAX_AGE_MS = 5 * 60_000;
export const ORIGINALS_PROVIDER = 'originals';

export const SEAMLESS_STATUSES = [
  'OK',
  'INSUFFICIENT_FUNDS',
  /** A bet above the maximum allowed while the player has an active bonus. */
  'BET_LIMIT_EXCEEDED',
  'INVALID_SIGNATURE',
  'STALE_REQUEST',
  'INVALID_REQUEST',
  'INVALID_TOKEN',
  'PLAYER_NOT_FOUND',
  'ROUND_NOT_FOUND',
  'ROUND_CLOSED',
  'BET_CANCELLED',
  'TRANSACTION_CONFLICT',
  'REQUEST_CONFLICT',
  /** Too many calls for one player at once or this minute: send it again after `retry-after`. */
  'TOO_MANY_REQUESTS',
] as const;
export type SeamlessStatus = (typeof SEAMLESS_STATUSES)[number];

export interface SeamlessResponse {
  status: SeamlessStatus;
  message?: string;
  balance?: string;
  currency?: string;
  playerId?: string;
  nickname?: string;
  /** authenticate: the game the launch token was made for. */
  gameCode?: string;
  transactionId?: string;
}

const ZId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_:.-]+$/);
const ZMoney = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, 'must be a decimal string with at most 2 decimals');
const common = { requestId: ZId, timestamp: z.number().int().positive() };

export const ZAuthenticate = z.strictObject({ ...common, token: z.string().min(16).max(128) });
export const ZBalance = z.strictObject({ ...common, playerId: ZId });
export const ZBet = z.strictObject({
  ...common,
  /** The launch token the game was opened with: a bet is refused once the player's session ended. */
  token: z.string().min(16).max(128),
  playerId: ZId,
  transactionId: ZId,
  roundId: ZId,
  gameCode: ZId,
  amount: ZMoney,
});
export const ZWin = z.strictObject({
  ...common,
  playerId: ZId,
  transactionId: ZId,
  roundId: ZId,
  gameCode: ZId,
  amount: ZMoney,
  isFinal: z.boolean().default(true),
  /**
   * The round's chance to win, in parts per million (Dice from its target, Limbo rtp / target,
   * Plinko the chance the payout is at least the stake, Mines the chance of the path played).
   * Optional; with the final win it decides how much the round counts toward bonus wagering.
   */
  winChancePpm: z.number().int().min(0).max(1_000_000).optional(),
});
export const ZRollback = z.strictObject({
  ...common,
  playerId: ZId,
  transactionId: ZId,
  referenceTransactionId: ZId,
  roundId: ZId,
});

export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** True when any of the provider's secrets (current or previous, during rotation) signed the body. */
export function isSignedBy(secrets: string[], rawBody: string, signature: string): boolean {
  let isValid = false;
  for (const secret of secrets) isValid = safeEqual(signBody(secret, rawBody), signature) || isValid;
  return isValid;
}

/**
 * What makes two requests "the same": the call and everything in its body but the timestamp (a
 * retry may be re-stamped). The call is part of it: a win with a bet's request id is another request.
 */
export function contentHashOf(call: string, body: Record<string, unknown>): string {
  const { timestamp: _timestamp, ...content } = body;
  return sha256Hex(
    JSON.stringify([
      call,
      ...Object.keys(content)
        .sort()
        .map((key) => [key, content[key]]),
    ]),
  );
}
