import { FEEDBACK_CATEGORIES } from '@fairplay/contract';
import { and, desc, eq, isNull, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { feedback } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { adminRoute } from '../admin/admin-route.ts';
import { audit } from '../admin/auth.ts';
import { sendNotice } from '../mail/service.ts';

const PAGE_SIZE = 50;

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
    async ({ query }) => {
      const filters: SQL[] = [];
      if (query.category) filters.push(eq(feedback.category, query.category));
      if (query.open === 'true') filters.push(isNull(feedback.reply));
      if (query.beforeId) filters.push(lt(feedback.id, query.beforeId));
      const rows = await deps.db
        .select()
        .from(feedback)
        .where(and(...filters))
        .orderBy(desc(feedback.id))
        .limit(PAGE_SIZE);
      return {
        feedback: rows.map((row) => ({
          id: row.id,
          userId: row.userId,
          category: row.category,
          suggestion: row.suggestion,
          phone: row.phone,
          email: row.email,
          screenshot: row.screenshot ? `data:${row.screenshotType};base64,${row.screenshot}` : null,
          reply: row.reply,
          repliedBy: row.repliedBy,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
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
    async ({ admin, params, body, request }) => {
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const [row] = await tx
          .update(feedback)
          .set({ reply: body.reply, repliedBy: admin.username, repliedAt: now })
          .where(and(eq(feedback.id, params.id), isNull(feedback.reply)))
          .returning({ userId: feedback.userId, category: feedback.category });
        if (!row) {
          const [existing] = await tx
            .select({ id: feedback.id })
            .from(feedback)
            .where(eq(feedback.id, params.id));
          if (!existing) throw AppError.notFound('No feedback has this id');
          throw AppError.conflict('This feedback has already been answered');
        }
        await sendNotice(tx, {
          userId: row.userId,
          title: 'Reply to your feedback',
          content: body.reply,
          template: { key: 'feedbackReply', params: {} },
          createdBy: `admin:${admin.username}`,
          at: now,
        });
        await audit(tx, {
          admin,
          action: 'feedback.reply',
          targetType: 'feedback',
          targetId: params.id,
          ip: request.ip,
          requestId: request.id,
          at: now,
        });
        return { id: params.id, replied: true };
      });
    },
  );
}
