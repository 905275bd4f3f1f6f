import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../kernel/context.ts';

export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok', database: deps.databaseKind };
    } catch (error) {
      deps.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
