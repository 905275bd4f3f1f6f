import type { FEEDBACK_CATEGORIES } from '@fairplay/contract';
import { and, desc, eq, isNull, lt, type SQL } from 'drizzle-orm';
import { feedback } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit, type Operator } from '../admin/index.ts';
import { sendNotice } from '../mail/index.ts';

const PAGE_SIZE = 50;

/** Player feedback for an operator, newest first, 50 a page (unanswered only with open=true). */
export async function listFeedbackForOperator(
  deps: AppDeps,
  query: {
    category?: (typeof FEEDBACK_CATEGORIES)[number] | undefined;
    open?: 'true' | 'false' | undefined;
    beforeId?: number | undefined;
  },
) {
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
}

/** An operator answers a player's feedback once: the answer reaches their inbox, audited together. */
export async function replyToFeedback(deps: AppDeps, operator: Operator, id: number, reply: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(feedback)
      .set({ reply, repliedBy: operator.admin.username, repliedAt: now })
      .where(and(eq(feedback.id, id), isNull(feedback.reply)))
      .returning({ userId: feedback.userId, category: feedback.category });
    if (!row) {
      const [existing] = await tx.select({ id: feedback.id }).from(feedback).where(eq(feedback.id, id));
      if (!existing) throw AppError.notFound('operator.noSuchFeedback');
      throw AppError.conflict('operator.feedbackAnswered');
    }
    await sendNotice(tx, {
      userId: row.userId,
      title: 'Reply to your feedback',
      content: reply,
      template: { key: 'feedbackReply', params: {} },
      createdBy: `admin:${operator.admin.username}`,
      at: now,
    });
    await audit(tx, {
      ...operator,
      action: 'feedback.reply',
      targetType: 'feedback',
      targetId: id,
      at: now,
    });
    return { id, replied: true };
  });
}
