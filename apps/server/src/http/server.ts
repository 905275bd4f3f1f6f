import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import type { AppConfig } from '../platform/config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Requests received and not yet answered. */
    requestsInFlight(): number;
  }
}

const REQUEST_ARRIVAL_MS = 30_000;
/** No call's body nests deeper than this; a deeper one is refused before it is parsed. */
const JSON_DEPTH_MAX = 256;

/** How deep a JSON text nests, counted over its brackets outside strings; stops once past `max`. */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charCodeAt(index);
    if (isInString) {
      if (character === 92)
        index += 1; // a backslash escapes the next character
      else if (character === 34) isInString = false;
    } else if (character === 34) isInString = true;
    else if (character === 91 || character === 123) {
      depth += 1;
      if (depth > max) return true;
    } else if (character === 93 || character === 125) depth -= 1;
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype-poisoning checks included), after a linear scan that refuses
 * a body nested deeper than JSON_DEPTH_MAX: "[[[[..." of a few megabytes would hold the event loop
 * in JSON.parse for a second, for anyone, before any check of who sent it.
 */
function useDepthLimitedJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, JSON_DEPTH_MAX)) {
      const error = Object.assign(new SyntaxError('the body nests too deep'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      done(error, undefined);
      return;
    }
    parse(request, text, done);
  });
}

/** Fastify's trustProxy from the configuration: a hop count becomes "believe the last N hops". */
function trustProxyOf(trustProxy: false | number | string[]): FastifyServerOptions['trustProxy'] {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/**
 * The bare HTTP server: body limit, proxies, request ids (a trusted proxy's X-Request-Id when it
 * looks like one, else our own; echoed on every answer), request logging only at debug, and a count of requests in
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
    // A proxy in front (TRUST_PROXY) names requests for its own logs, and its id is kept; without
    // one, the X-Request-Id is the caller's word, and the audit log and error reports take ours.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return config.trustProxy !== false && typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    routerOptions: { maxParamLength: 200 },
    // A request must arrive whole within this (a body dripped a byte at a time would hold an upload
    // slot and a socket forever); the handler's own time is not counted.
    requestTimeout: REQUEST_ARRIVAL_MS,
  });
  useDepthLimitedJson(app);

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
