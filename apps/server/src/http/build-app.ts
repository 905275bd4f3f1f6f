import { randomUUID } from 'node:crypto';
import { failureEnvelope, StateCode, SYSTEM_ERROR_MESSAGE } from '@fairplay/contract';
import { toMajorString } from '@fairplay/contract/money';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { eq } from 'drizzle-orm';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { users } from '../db/schema.ts';
import type { AppDeps } from '../kernel/context.ts';
import { userRoutes } from '../modules/account/routes.ts';
import { adminRoutes } from '../modules/admin/routes.ts';
import { alertAdminRoutes } from '../modules/alerts/admin-routes.ts';
import { raiseAlert } from '../modules/alerts/service.ts';
import { appConfigRoutes } from '../modules/app/routes.ts';
import { authRoutes } from '../modules/auth/routes.ts';
import { depositAdminRoutes } from '../modules/deposit/admin-routes.ts';
import { depositRoutes } from '../modules/deposit/routes.ts';
import { devRoutes } from '../modules/dev/routes.ts';
import { inviteRoutes } from '../modules/earn/routes.ts';
import { gameRoutes } from '../modules/games/routes.ts';
import { homeRoutes } from '../modules/home/routes.ts';
import { mailAdminRoutes } from '../modules/mail/admin-routes.ts';
import { mailRoutes } from '../modules/mail/routes.ts';
import { promotionRoutes } from '../modules/promo/routes.ts';
import { createSandboxGateway, type SandboxGateway } from '../modules/sandbox-gateway/gateway.ts';
import { sandboxGatewayRoutes } from '../modules/sandbox-gateway/routes.ts';
import { schedulerAdminRoutes } from '../modules/scheduler/admin-routes.ts';
import { seamlessRoutes } from '../modules/seamless/routes.ts';
import { supportAdminRoutes } from '../modules/support/admin-routes.ts';
import { supportRoutes } from '../modules/support/routes.ts';
import { vipRoutes } from '../modules/vip/routes.ts';
import { walletRoutes } from '../modules/wallet/routes.ts';
import { withdrawAdminRoutes } from '../modules/withdraw/admin-routes.ts';
import { withdrawRoutes } from '../modules/withdraw/routes.ts';
import { providerRoutes } from '../provider/routes.ts';
import type { ProviderDeps } from '../provider/service.ts';
import {
  createWalletClient,
  httpSeamlessTransport,
  type SeamlessTransport,
} from '../provider/wallet-client.ts';
import { healthRoutes } from './health.ts';
import { registerRateLimits } from './rate-limits.ts';
import { securityHeaders } from './security-headers.ts';
import { webAppRoutes } from './web-app.ts';

export interface BuildAppOptions {
  deps: Omit<AppDeps, 'log' | 'gateway'>;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app (off in API tests). */
  serveWebApp?: boolean;
  /** Where the built web app is: apps/web/dist unless a test brings its own. */
  webAppRoot?: string;
  /** How the in-house provider reaches the seamless wallet; HTTP to SEAMLESS_BASE_URL by default. */
  seamlessTransport?: (app: FastifyInstance) => SeamlessTransport;
}

/** Fastify client errors that mean "your request is malformed" rather than a server fault. */
function isClientError(error: FastifyError): boolean {
  return typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
}

/**
 * OpenAPI 3.0 reads `nullable: true` beside an `enum` as "not null" unless the enum lists null
 * (3.0.3's clarification), and the zod converter leaves it out: add it, everywhere.
 */
function listNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) listNullInNullableEnums(child);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
  for (const child of Object.values(schema)) listNullInNullableEnums(child);
}

/**
 * Every start in production says which gateway takes money: the sandbox (its Pay button marks any
 * order paid, so an operator turned it on deliberately: an error line, every start) or none.
 */
function logGatewayChoice(app: FastifyInstance, config: AppDeps['config'], sandbox: SandboxGateway | null) {
  if (!config.isProduction) return;
  if (sandbox) {
    app.log.error(
      'SANDBOX_GATEWAY=on in production: the sandbox payment gateway is serving; its checkout marks any deposit paid and no real money moves',
    );
  } else {
    app.log.warn(
      'No payment gateway is configured: online deposits and withdrawal payouts are refused (set SANDBOX_GATEWAY=on only for a demo)',
    );
  }
}

/** Fastify's trustProxy from the configuration: a hop count becomes "believe the last N hops". */
function trustProxyOf(trustProxy: false | number | string[]): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/**
 * Builds the HTTP server: plugins first (security headers, rate limits, OpenAPI), then the calls
 * of every module, then the web app. One error handler logs the whole error and shows players a
 * message only for their own mistakes; a 500 never carries a stack trace.
 */
export async function buildApp(
  options: BuildAppOptions,
): Promise<{ app: FastifyInstance; deps: AppDeps; sandbox: SandboxGateway | null; provider: ProviderDeps }> {
  const { config } = options.deps;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOf(config.trustProxy),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    routerOptions: { maxParamLength: 200 },
  });
  const sandbox = config.isSandboxGatewayEnabled ? createSandboxGateway(options.deps) : null;
  const deps: AppDeps = { ...options.deps, log: app.log, gateway: sandbox };
  logGatewayChoice(app, config, sandbox);
  const provider: ProviderDeps = {
    db: deps.db,
    clock: deps.clock,
    decimals: config.region.currencyDecimals,
    log: app.log.child({ component: 'provider' }),
    wallet: createWalletClient({
      secret: config.providerSecrets[0]!,
      clock: deps.clock,
      transport: options.seamlessTransport?.(app) ?? httpSeamlessTransport(config.seamlessBaseUrl),
    }),
    // The provider stands for a third party: it reports a win the wallet refused for good through
    // this port, and the operator keeps one alert per round for a person to settle it.
    onWinRefused: async (round, response) => {
      const money = (minor: bigint) => toMajorString(minor, config.region.currencyDecimals);
      const [player] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.publicId, round.playerRef));
      await raiseAlert(deps.db, {
        kind: 'game_win_refused',
        reference: round.roundId,
        severity: 'critical',
        userId: player?.id ?? null,
        details: {
          playerId: round.playerRef,
          gameCode: round.gameCode,
          bet: money(round.bet),
          payout: money(round.payout),
          walletStatus: response.status,
          walletMessage: response.message ?? null,
        },
        at: deps.clock.now(),
      });
    },
  };

  // Zod schemas on routes feed OpenAPI only; registerCall validates bodies itself so it can answer
  // in the envelope, and replies are plain JSON.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Shutdown waits for these to finish before the database closes.
  let requestsInFlight = 0;
  app.addHook('onRequest', async () => {
    requestsInFlight += 1;
  });
  app.addHook('onResponse', async () => {
    requestsInFlight -= 1;
  });
  app.decorate('requestsInFlight', () => requestsInFlight);

  securityHeaders(app, config);

  await registerRateLimits(app, deps);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Fairplay API',
        version: '1.0.0',
        description:
          'Every call is POST /api/<path> with a JSON body (plus the common fields) and answers the envelope {state, msg, resultData, success, fail}.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Operator token from /admin/api/login' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      const document =
        'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject;
      listNullInNullableEnums(document.paths);
      listNullInNullableEnums((document as { components?: unknown }).components);
      return document;
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: false });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode === 429) return reply.code(429).send(error);
    // The operator API answers failures as {message} with the matching HTTP status (admin-route.ts):
    // an operator client must never read a malformed approve or reject as a success.
    const isOperatorApi = request.url.startsWith('/admin/api/');
    if (error.statusCode === 413) {
      // Routes with their own limit (receipts, feedback, callbacks) name theirs, not the default.
      const limit = request.routeOptions.bodyLimit ?? config.bodyLimitBytes;
      const message = `body: the request is larger than ${limit} bytes`;
      if (isOperatorApi) return reply.code(413).send({ message });
      return reply.code(413).send({
        ...failureEnvelope(StateCode.badRequest, message),
        requestId: request.id,
      });
    }
    if (isClientError(error)) {
      request.log.info({ err: error }, 'malformed request');
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'body: must be JSON (Content-Type: application/json)'
          : 'body: is not valid JSON';
      if (isOperatorApi) return reply.code(error.statusCode!).send({ message });
      // The game API answers in its own format, as it does its own validation failures.
      if (request.url.startsWith('/provider/api/'))
        return reply.code(400).send({ error: 'INVALID_PARAMS', message });
      return reply
        .code(200)
        .send({ ...failureEnvelope(StateCode.badRequest, message), requestId: request.id });
    }
    request.log.error({ err: error, url: request.url }, 'request failed');
    return reply
      .code(500)
      .send({ ...failureEnvelope(StateCode.system, SYSTEM_ERROR_MESSAGE), requestId: request.id });
  });

  healthRoutes(app, deps);
  authRoutes(app, deps);
  userRoutes(app, deps);
  vipRoutes(app, deps);
  appConfigRoutes(app, deps);
  homeRoutes(app, deps);
  inviteRoutes(app, deps);
  promotionRoutes(app, deps);
  mailRoutes(app, deps);
  mailAdminRoutes(app, deps);
  supportRoutes(app, deps);
  supportAdminRoutes(app, deps);
  schedulerAdminRoutes(app, deps);
  depositRoutes(app, deps);
  walletRoutes(app, deps);
  adminRoutes(app, deps);
  alertAdminRoutes(app, deps);
  depositAdminRoutes(app, deps);
  withdrawRoutes(app, deps);
  withdrawAdminRoutes(app, deps);
  seamlessRoutes(app, deps);
  gameRoutes(app, deps);
  providerRoutes(app, provider);
  if (sandbox) sandboxGatewayRoutes(app, deps, sandbox);
  if (!config.isProduction) devRoutes(app, deps);

  // Unknown URLs are limited like the family they would belong to.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.code(404).send({
        ...failureEnvelope(
          StateCode.notFound,
          `No such call: ${request.method} ${request.url.split('?')[0]}`,
        ),
        requestId: request.id,
      });
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
  if (options.serveWebApp) await webAppRoutes(app, deps, options.webAppRoot);

  return { app, deps, sandbox, provider };
}
