import { STATUS_CODES } from 'node:http';
import { StateCode } from '@fairplay/contract';
import { CATALOGUES, renderMessage } from '@fairplay/contract/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { failureAnswer } from '../kernel/request-language.ts';
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
    // No body was read for these: the answer is in the region's language (operators read English).
    const { region } = config;
    if (error.statusCode === 413) {
      // Routes with their own limit (receipts, feedback, callbacks) name theirs, not the default.
      const limit = request.routeOptions.bodyLimit ?? config.bodyLimitBytes;
      if (isOperatorApi) {
        const english = renderMessage('request.bodyTooLarge', { language: 'en', region }, { limit });
        return reply.code(413).send({ message: `body: ${english}` });
      }
      const answer = failureAnswer(
        request,
        region,
        StateCode.badRequest,
        { key: 'request.bodyTooLarge', field: 'body' },
        { limit },
      );
      return reply.code(413).send(answer);
    }
    if (isClientError(error)) {
      request.log.info({ err: error }, 'malformed request');
      const key = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'request.notJson' : 'request.invalidJson';
      const english = `body: ${CATALOGUES.en[key]}`;
      if (isOperatorApi) return reply.code(error.statusCode!).send({ message: english });
      // The game API answers in its own format, as it does its own validation failures.
      if (request.url.startsWith('/provider/api/'))
        return reply.code(400).send({ error: 'INVALID_PARAMS', message: english });
      // Pages and files keep their own status (a refused file path is a 403, not an envelope).
      if (!request.url.startsWith('/api/'))
        return reply
          .code(error.statusCode!)
          .type('text/plain; charset=utf-8')
          .send(STATUS_CODES[error.statusCode!] ?? 'Bad request');
      return reply
        .code(200)
        .send(failureAnswer(request, region, StateCode.badRequest, { key, field: 'body' }));
    }
    request.log.error({ err: error, url: request.url }, 'request failed');
    return reply
      .code(500)
      .send(failureAnswer(request, region, StateCode.system, { key: 'request.systemError' }));
  });
}

/**
 * Unknown URLs: an API path (or anything but a GET) answers 404 in the envelope, a page plain text.
 * They are limited like the family they would belong to, so the rate limits must be registered.
 */
export function answerUnknownUrls(app: FastifyInstance, config: AppConfig): void {
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      const call = `${request.method} ${request.url.split('?')[0]}`;
      return reply
        .code(404)
        .send(
          failureAnswer(request, config.region, StateCode.notFound, { key: 'request.unknownCall' }, { call }),
        );
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}
