import type { FEEDBACK_CATEGORIES } from '@fairplay/contract';
import { and, asc, count, desc, eq, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import { feedback } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit, type Operator } from '../admin/index.ts';
import { sendNotice } from '../mail/index.ts';

/** What staff read of a feedback. */
export function feedbackView(row: typeof feedback.$inferSelect) {
  return {
    id: row.id,
    userId: row.userId,
    category: row.category,
    suggestion: row.suggestion,
    phone: row.phone,
    email: row.email,
    screenshot: row.screenshot ? `data:${row.screenshotType};base64,${row.screenshot}` : null,
    reply: row.reply,
    repliedBy: row.repliedBy,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    readBy: row.readBy,
    readAt: row.readAt?.toISOString() ?? null,
    closedBy: row.closedBy,
    closedAt: row.closedAt?.toISOString() ?? null,
    closeNote: row.closeNote,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Player feedback for staff: open (not closed) or closed or all, unanswered only with open=true,
 * by category and player; newest first, a page at a time (or by beforeId).
 */
export async function listFeedbackForOperator(
  deps: AppDeps,
  query: {
    status: 'open' | 'closed' | 'all';
    category?: (typeof FEEDBACK_CATEGORIES)[number] | undefined;
    open?: 'true' | 'false' | undefined;
    userId?: number | undefined;
    beforeId?: number | undefined;
    sortOrder: 'ascend' | 'descend';
    page: number;
    pageSize: number;
  },
) {
  const filters: SQL[] = [];
  if (query.status === 'open') filters.push(isNull(feedback.closedAt));
  if (query.status === 'closed') filters.push(isNotNull(feedback.closedAt));
  if (query.category) filters.push(eq(feedback.category, query.category));
  if (query.open === 'true') filters.push(isNull(feedback.reply));
  if (query.userId) filters.push(eq(feedback.userId, query.userId));
  const where = and(...filters);
  const isKeyset = query.beforeId !== undefined;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(feedback)
      .where(isKeyset ? and(where, lt(feedback.id, query.beforeId!)) : where)
      .orderBy(query.sortOrder === 'ascend' && !isKeyset ? asc(feedback.id) : desc(feedback.id))
      .limit(query.pageSize)
      .offset(isKeyset ? 0 : (query.page - 1) * query.pageSize),
    deps.db.select({ total: count() }).from(feedback).where(where),
  ]);
  const items = rows.map(feedbackView);
  return { items, feedback: items, total: total?.total ?? 0, page: isKeyset ? 1 : query.page, pageSize: query.pageSize };
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
