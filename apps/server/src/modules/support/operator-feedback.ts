import type { FEEDBACK_CATEGORIES } from '@fairplay/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  isNotNull,
  isNull,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { feedback } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit, type Operator } from '../admin/index.ts';
import { sendNotice } from '../mail/index.ts';

type FeedbackRow = typeof feedback.$inferSelect;

/** What staff read of a feedback; the screenshot (up to about 3 MB) only when the row carries it. */
export function feedbackView(
  row: Omit<FeedbackRow, 'screenshot'> & { screenshot?: string | null; hasScreenshot?: boolean },
) {
  const screenshot = row.screenshot ?? null;
  return {
    id: row.id,
    userId: row.userId,
    category: row.category,
    suggestion: row.suggestion,
    phone: row.phone,
    email: row.email,
    hasScreenshot: row.hasScreenshot ?? screenshot !== null,
    screenshot: screenshot ? `data:${row.screenshotType};base64,${screenshot}` : null,
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

// Everything but the screenshot itself, which a page of 100 would make hundreds of megabytes.
const { screenshot: _screenshot, ...COLUMNS_WITHOUT_SCREENSHOT } = getTableColumns(feedback);

/**
 * Player feedback for staff: open (not closed) or closed or all, unanswered only with open=true,
 * by category and player; newest first, a page at a time (or by beforeId). Rows say whether they
 * have a screenshot; reading one feedback brings it (a page of screenshots could be hundreds of MB).
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
  const columns = {
    ...COLUMNS_WITHOUT_SCREENSHOT,
    hasScreenshot: sql<boolean>`${feedback.screenshot} is not null`,
  };
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(columns)
      .from(feedback)
      .where(isKeyset ? and(where, lt(feedback.id, query.beforeId!)) : where)
      .orderBy(query.sortOrder === 'ascend' && !isKeyset ? asc(feedback.id) : desc(feedback.id))
      .limit(query.pageSize)
      .offset(isKeyset ? 0 : (query.page - 1) * query.pageSize),
    deps.db.select({ total: count() }).from(feedback).where(where),
  ]);
  const items = rows.map(feedbackView);
  return {
    items,
    total: total?.total ?? 0,
    page: isKeyset ? 1 : query.page,
    pageSize: query.pageSize,
  };
}

/** A feedback by id, or 404. */
async function existingFeedback(db: Database, id: number) {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
  if (!row) throw AppError.notFound('operator.noSuchFeedback');
  return row;
}

/**
 * Marks a feedback read: the first reader and time are kept (one conditional update decides a race),
 * and only that first reading is audited; reading it again answers the same row.
 */
export async function markFeedbackRead(deps: AppDeps, operator: Operator, id: number) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [first] = await tx
      .update(feedback)
      .set({ readBy: operator.admin.username, readAt: now })
      .where(and(eq(feedback.id, id), isNull(feedback.readAt)))
      .returning();
    if (!first) return feedbackView(await existingFeedback(tx, id));
    await audit(tx, { ...operator, action: 'feedback.read', targetType: 'feedback', targetId: id, at: now });
    return feedbackView(first);
  });
}

/**
 * An operator answers a player's feedback once, while it is open: the answer reaches their inbox,
 * and answering counts as reading it (the first reader is kept). Audited together.
 */
export async function replyToFeedback(deps: AppDeps, operator: Operator, id: number, reply: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // One statement checks and writes: a reply racing a close or another reply finds the row locked.
    const [row] = await tx
      .update(feedback)
      .set({
        reply,
        repliedBy: operator.admin.username,
        repliedAt: now,
        readBy: sql`coalesce(${feedback.readBy}, ${operator.admin.username})`,
        readAt: sql`coalesce(${feedback.readAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(feedback.id, id), isNull(feedback.reply), isNull(feedback.closedAt)))
      .returning({ userId: feedback.userId, category: feedback.category });
    if (!row) {
      const existing = await existingFeedback(tx, id);
      throw AppError.conflict(existing.closedAt ? 'operator.feedbackClosed' : 'operator.feedbackAnswered');
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
    return { id, replied: true as const };
  });
}

/**
 * Closes a feedback with an optional note: it leaves the open queue and takes no reply after.
 * Closing it twice is refused (409 operator.feedbackClosed); the one that closes it is audited.
 */
export async function closeFeedback(deps: AppDeps, operator: Operator, id: number, note: string | undefined) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(feedback)
      .set({ closedBy: operator.admin.username, closedAt: now, closeNote: note ?? null })
      .where(and(eq(feedback.id, id), isNull(feedback.closedAt)))
      .returning();
    if (!closed) {
      await existingFeedback(tx, id);
      throw AppError.conflict('operator.feedbackClosed');
    }
    await audit(tx, {
      ...operator,
      action: 'feedback.close',
      targetType: 'feedback',
      targetId: id,
      details: note ? { note } : null,
      at: now,
    });
    return feedbackView(closed);
  });
}
