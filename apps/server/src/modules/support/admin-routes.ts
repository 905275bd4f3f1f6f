import { FEEDBACK_CATEGORIES } from '@fairplay/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../kernel/context.ts';
import { adminRoute } from '../admin/index.ts';
import { listFeedbackForOperator, replyToFeedback } from './operator-feedback.ts';

/** Operator feedback desk: read what players sent (with screenshots) and answer through the inbox. */
export function supportAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  adminRoute(
    app,
    deps,
    {
      method: 'GET',
      url: '/feedback',
      summary: 'Player feedback, newest first (unanswered only with ?open=true)',
      query: z.object({
        category: z.enum(FEEDBACK_CATEGORIES).optional(),
        open: z.enum(['true', 'false']).optional(),
        beforeId: z.coerce.number().int().positive().optional(),
      }),
    },
    async ({ query }) => listFeedbackForOperator(deps, query),
  );

  adminRoute(
    app,
    deps,
    {
      method: 'POST',
      url: '/feedback/:id/reply',
      summary: "Answer a player's feedback; the answer reaches their inbox",
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: z.strictObject({ reply: z.string().trim().min(1, 'cannot be empty').max(2_000) }),
    },
    async ({ operator, params, body }) => replyToFeedback(deps, operator, params.id, body.reply),
  );
}
