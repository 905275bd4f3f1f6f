import { failureEnvelope, StateCode, SYSTEM_ERROR_MESSAGE } from '@fairplay/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { AppConfig } from '../platform/config.ts';

/** Fastify client errors that mean "your request is malformed" rather than a server fault. */
function isClientError(error: FastifyError): boolean {
  return typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
}

/**
 * One error handler for every route: it logs the whole error and shows players a message only for
 * their own mistakes; a 500 never carries a stack trace. Each family answers in its own format.
 */
export function answerErrors(app: FastifyInstance, config: AppConfig): void {
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
}

/**
 * Unknown URLs: an API path (or anything but a GET) answers 404 in the envelope, a page plain text.
 * They are limited like the family they would belong to, so the rate limits must be registered.
 */
export function answerUnknownUrls(app: FastifyInstance): void {
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
}
