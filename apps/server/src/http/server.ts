import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { AppConfig } from '../platform/config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests received and not yet answered. */
    requestsInFlight(): number;
  }
}

/** Fastify's trustProxy from the configuration: a hop count becomes "believe the last N hops". */
function trustProxyOf(trustProxy: false | number | string[]): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/**
 * The bare HTTP server: body limit, proxies, request ids (the caller's X-Request-Id when it looks
 * like one, echoed on every answer), request logging only at debug, and a count of requests in
 * flight that shutdown waits on. Zod schemas on routes feed OpenAPI only: registerCall validates
 * bodies itself so it can answer in the envelope, and replies are plain JSON.
 */
export function createHttpServer(
  config: AppConfig,
  logger: FastifyServerOptions['logger'] = { level: config.logLevel },
): FastifyInstance {
  const app = Fastify({
    logger,
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
  return app;
}
