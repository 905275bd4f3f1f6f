import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../kernel/context.ts';
import { hashToken } from '../../platform/secrets.ts';
import { getSetting } from '../settings/index.ts';
import {
  contentHashOf,
  isSignedBy,
  ORIGINALS_PROVIDER,
  PROVIDER_HEADER,
  REQUEST_MAX_AGE_MS,
  type SeamlessResponse,
  SIGNATURE_HEADER,
  ZAuthenticate,
  ZBalance,
  ZBet,
  ZRollback,
  ZWin,
} from './protocol.ts';
import { authenticate, balance, bet, rollback, runOnce, win } from './service.ts';

const BODY_LIMIT_BYTES = 8 * 1024;

/**
 * The operator's seamless-wallet API for game providers: /api/seamless/authenticate, balance,
 * bet, win, rollback. Raw bodies are kept to check the HMAC; forged, stale and malformed calls are
 * refused before anything is read or written.
 */
export function seamlessRoutes(app: FastifyInstance, deps: AppDeps): void {
  // A Map: a provider id from a header must never reach Object.prototype (`__proto__`).
  const secretsByProvider = new Map<string, string[]>([[ORIGINALS_PROVIDER, deps.config.providerSecrets]]);

  /** The provider that signed this request, checked once per request (the limiter asks first). */
  const verifiedProviders = new WeakMap<FastifyRequest, string | null>();
  const verifiedProviderOf = (request: FastifyRequest): string | null => {
    const known = verifiedProviders.get(request);
    if (known !== undefined) return known;
    const rawBody = typeof request.body === 'string' ? request.body : '';
    const provider = String(request.headers[PROVIDER_HEADER] ?? '');
    const signature = String(request.headers[SIGNATURE_HEADER] ?? '');
    const secrets = secretsByProvider.get(provider);
    const verified = secrets && isSignedBy(secrets, rawBody, signature) ? provider : null;
    verifiedProviders.set(request, verified);
    return verified;
  };

  /**
   * Who a verified call is for, for its rate limit: the provider and the player (the launch
   * token's hash before the player is known), so one player's flood never stalls the others.
   */
  const verifiedCaller = (request: FastifyRequest): string | null => {
    const provider = verifiedProviderOf(request);
    if (!provider) return null;
    let body: { playerId?: unknown; token?: unknown } = {};
    try {
      body = JSON.parse(request.body as string) ?? {};
    } catch {
      // A signed body that is not JSON is refused by the handler; count it for the provider.
    }
    if (typeof body.playerId === 'string') return `provider:${provider}:player:${body.playerId.slice(0, 64)}`;
    if (typeof body.token === 'string') return `provider:${provider}:token:${hashToken(body.token)}`;
    return `provider:${provider}`;
  };

  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );

    const endpoint = <T extends z.ZodType>(
      name: string,
      schema: T,
      handle: (provider: string, body: z.output<T>, contentHash: string) => Promise<SeamlessResponse>,
    ) => {
      const options = { schema: { hide: true }, config: { verifiedCaller } };
      scope.post(`/api/seamless/${name}`, options, async (request, reply) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const provider = verifiedProviderOf(request);
        if (!provider) {
          request.log.warn(
            { provider: String(request.headers[PROVIDER_HEADER] ?? '').slice(0, 64), call: name },
            'seamless call with a bad signature',
          );
          return reply
            .code(401)
            .send({ status: 'INVALID_SIGNATURE', message: 'The signature does not match' });
        }
        let json: unknown;
        try {
          json = JSON.parse(rawBody);
        } catch {
          return reply.send({ status: 'INVALID_REQUEST', message: 'The body is not JSON' });
        }
        const parsed = schema.safeParse(json);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return reply.send({
            status: 'INVALID_REQUEST',
            message: `${issue?.path.join('.') || 'body'}: ${issue?.message}`,
          });
        }
        const body = parsed.data as z.output<T> & { timestamp: number };
        if (Math.abs(deps.clock.now().getTime() - body.timestamp) > REQUEST_MAX_AGE_MS) {
          return reply
            .code(401)
            .send({ status: 'STALE_REQUEST', message: 'The request is too old or from the future' });
        }
        const response = await handle(provider, body, contentHashOf(name, json as Record<string, unknown>));
        const ids = body as { requestId?: string; transactionId?: string };
        request.log.info(
          {
            provider,
            call: name,
            status: response.status,
            seamlessRequestId: ids.requestId,
            transactionId: ids.transactionId,
          },
          'seamless call',
        );
        return reply.send(response);
      });
    };

    endpoint('authenticate', ZAuthenticate, (_provider, body) => authenticate(deps, body.token));
    endpoint('balance', ZBalance, (_provider, body) => balance(deps, body.playerId));
    // The bonus rules are read before the transaction (settings are cached per process, and a
    // transaction reads nothing through the pool).
    const bonusRules = async () => (await getSetting(deps.db, 'promotions')).bonusRules;
    endpoint('bet', ZBet, async (provider, body, hash) =>
      runOnce(deps, provider, body.requestId, hash, bet(deps, provider, body, await bonusRules())),
    );
    endpoint('win', ZWin, async (provider, body, hash) =>
      runOnce(deps, provider, body.requestId, hash, win(deps, provider, body, await bonusRules())),
    );
    endpoint('rollback', ZRollback, (provider, body, hash) =>
      runOnce(deps, provider, body.requestId, hash, rollback(deps, provider, body)),
    );
  });
}
