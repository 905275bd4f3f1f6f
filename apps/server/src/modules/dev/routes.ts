import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { outboxMessages } from './outbox.ts';

/** Development-only helpers (never registered when NODE_ENV=production). */
export function devRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Querystring: { to?: string } }>(
    '/dev/outbox',
    { schema: { hide: true } },
    async (request, reply) => {
      // PostgreSQL cannot hold a NUL byte in text: say so instead of failing the query.
      if (typeof request.query.to === 'string' && request.query.to.includes('\u0000'))
        return reply.code(400).send({ message: 'to: must not contain a NUL character' });
      return outboxMessages(deps, request.query.to);
    },
  );
}
