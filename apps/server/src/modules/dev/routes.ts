import { checkPhone } from '@fairplay/contract/phone';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smsOutbox } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';

const OUTBOX_LIMIT = 50;

/** Development-only helpers (never registered when NODE_ENV=production). */
export function devRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Querystring: { to?: string } }>(
    '/dev/outbox',
    { schema: { hide: true } },
    async (request, reply) => {
      // PostgreSQL cannot hold a NUL byte in text: say so instead of failing the query.
      if (typeof request.query.to === 'string' && request.query.to.includes('\u0000'))
        return reply.code(400).send({ message: 'to: must not contain a NUL character' });
      // An unencoded "+" in a query string arrives as a space: "?to=+62812..." reads " 62812...".
      const raw =
        typeof request.query.to === 'string' ? request.query.to.replace(/^ (?=\d)/, '+').trim() : '';
      const checked = raw ? checkPhone(raw, deps.config.region) : null;
      const to = checked?.ok ? checked.e164 : raw;
      const rows = await deps.db
        .select()
        .from(smsOutbox)
        .where(to ? eq(smsOutbox.to, to) : undefined)
        .orderBy(desc(smsOutbox.id))
        .limit(OUTBOX_LIMIT);
      return {
        messages: rows.map((row) => ({
          to: row.to,
          text: row.text,
          code: row.code,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
