import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gatewayCallbacks } from '../db/schema.ts';
import type { CallbackCheck, GatewayEvent, PaymentGateway } from '../platform/payment-gateway.ts';
import type { AppDeps } from './context.ts';
import { storableText } from './nul-characters.ts';

const CALLBACK_BODY_LIMIT_BYTES = 16 * 1024;

async function recordCallback(
  deps: AppDeps,
  gateway: PaymentGateway,
  entry: { eventId: string | null; orderNo: string | null; body: string; outcome: string },
) {
  await deps.db.insert(gatewayCallbacks).values({
    gateway: gateway.name,
    // Whatever arrives is recorded, a NUL character too (PostgreSQL text cannot hold one).
    eventId: entry.eventId === null ? null : storableText(entry.eventId),
    orderNo: entry.orderNo === null ? null : storableText(entry.orderNo),
    body: storableText(entry.body.slice(0, 4_096)),
    outcome: entry.outcome,
    receivedAt: deps.clock.now(),
  });
}

/**
 * A gateway's signed callback endpoint. The signature covers the raw body, so the body is kept as
 * text; forged, stale or malformed callbacks are refused (401) and recorded; verified ones are
 * applied (idempotently) and answered "success" so the gateway stops retrying. Without a
 * configured gateway there is no door: nobody's callback is believed.
 */
export function gatewayCallbackRoute(
  app: FastifyInstance,
  deps: AppDeps,
  route: { path: string; type: GatewayEvent['type']; apply(event: GatewayEvent): Promise<string> },
): void {
  const gateway = deps.gateway;
  if (!gateway) return;
  /** The gateway's verdict on a request, reached once (the rate limiter asks first). */
  const checks = new WeakMap<FastifyRequest, CallbackCheck>();
  const checkOf = (request: FastifyRequest): CallbackCheck => {
    let check = checks.get(request);
    if (!check) {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      check = gateway.verifyCallback(request.headers, rawBody, deps.clock.now());
      checks.set(request, check);
    }
    return check;
  };
  // A verified callback counts against its gateway's own limit, not the address it comes from.
  const verifiedCaller = (request: FastifyRequest) =>
    checkOf(request).ok ? `gateway:${gateway.name}` : null;

  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(route.path, { schema: { hide: true }, config: { verifiedCaller } }, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const check = checkOf(request);
      if (!check.ok || check.event.type !== route.type) {
        const reason = check.ok ? 'wrong_type' : check.reason;
        await recordCallback(deps, gateway, {
          eventId: null,
          orderNo: null,
          body: rawBody,
          outcome: `refused_${reason}`,
        });
        request.log.warn({ reason, path: route.path }, 'gateway callback refused');
        return reply.code(401).type('text/plain').send('fail');
      }
      const outcome = await route.apply(check.event);
      await recordCallback(deps, gateway, {
        eventId: check.event.eventId,
        orderNo: check.event.orderNo,
        body: rawBody,
        outcome,
      });
      request.log.info(
        { orderNo: check.event.orderNo, eventId: check.event.eventId, outcome },
        'gateway callback',
      );
      if (outcome === 'unknown_order') return reply.code(404).type('text/plain').send('fail');
      return reply.type('text/plain').send('success');
    });
  });
}
