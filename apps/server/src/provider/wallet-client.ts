import { randomBytes } from 'node:crypto';
import {
  ORIGINALS_PROVIDER,
  PROVIDER_HEADER,
  type SeamlessResponse,
  SIGNATURE_HEADER,
  signBody,
} from '../modules/seamless/protocol.ts';
import type { Clock } from '../platform/clock.ts';

export type { SeamlessResponse };

/** How the provider reaches the operator: HTTP in production, Fastify's inject in tests. */
export type SeamlessTransport = (request: {
  path: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{
  status: number;
  body: string;
}>;

export function httpSeamlessTransport(baseUrl: string): SeamlessTransport {
  return async ({ path, headers, body }) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: await response.text() };
  };
}

export class WalletUnavailableError extends Error {}

const RATE_LIMITED_WAIT_MS = 200;

/**
 * The provider's side of the seamless wallet: signed calls, retried on transport failure with the
 * same request id (the operator answers a repeat with its stored answer, so retrying is safe).
 */
export function createWalletClient(options: {
  secret: string;
  transport: SeamlessTransport;
  clock: Clock;
  attempts?: number;
}) {
  const attempts = options.attempts ?? 3;
  const call = async (name: string, payload: Record<string, unknown>): Promise<SeamlessResponse> => {
    const body = JSON.stringify({
      requestId: payload.requestId ?? `req-${randomBytes(10).toString('hex')}`,
      ...payload,
      timestamp: options.clock.now().getTime(),
    });
    const headers = {
      'content-type': 'application/json',
      [PROVIDER_HEADER]: ORIGINALS_PROVIDER,
      [SIGNATURE_HEADER]: signBody(options.secret, body),
    };
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        const response = await options.transport({ path: `/api/seamless/${name}`, headers, body });
        // Too many requests is not an answer to this one: wait a little and send it again.
        if (response.status === 429) {
          await new Promise((resolve) => setTimeout(resolve, RATE_LIMITED_WAIT_MS * attempt));
          throw new Error('HTTP 429');
        }
        if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
        return JSON.parse(response.body) as SeamlessResponse;
      } catch (error) {
        lastError = error;
      }
    }
    throw new WalletUnavailableError(`The wallet did not answer ${name}: ${String(lastError)}`);
  };
  return {
    authenticate: (token: string) => call('authenticate', { token }),
    balance: (playerId: string) => call('balance', { playerId }),
    bet: (input: {
      /** The launch token of the game session: the wallet refuses bets once the player's session ended. */
      token?: string;
      requestId: string;
      playerId: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: string;
    }) => call('bet', input),
    win: (input: {
      requestId: string;
      playerId: string;
      transactionId: string;
      roundId: string;
      gameCode: string;
      amount: string;
      isFinal?: boolean;
      /** The round's chance to win (ppm): how much it counts toward bonus wagering. */
      winChancePpm?: number;
    }) => call('win', input),
    rollback: (input: {
      requestId: string;
      playerId: string;
      transactionId: string;
      referenceTransactionId: string;
      roundId: string;
    }) => call('rollback', input),
  };
}

export type WalletClient = ReturnType<typeof createWalletClient>;
