import type { FEEDBACK_CATEGORIES } from '@fairplay/contract';
import { RECEIPT_MAX_BYTES } from '@fairplay/contract/constants';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import { feedback, users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { readImageDataUrl } from '../../kernel/image-data-url.ts';
import { breakRefusal } from '../../kernel/player-block.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { startOfLocalDay } from '../../platform/time.ts';
import { majorOf } from '../promo/index.ts';
import { grantReward } from '../rewards/index.ts';
import { getSetting } from '../settings/index.ts';

const FEEDBACK_PER_DAY = 5;

export interface FeedbackInput {
  category: (typeof FEEDBACK_CATEGORIES)[number];
  suggestion: string;
  phone?: string | undefined;
  email?: string | undefined;
  screenshot?: string | undefined;
}

/** Splits "data:image/png;base64,AAAA" into its type and payload. */
/** A screenshot checked as a receipt is: a real JPEG, PNG or WebP by its bytes, within the size. */
function parseScreenshot(dataUrl: string | undefined): { type: string; base64: string } | null {
  if (!dataUrl) return null;
  const image = readImageDataUrl(dataUrl, 'screenshot', RECEIPT_MAX_BYTES);
  return { type: image.contentType, base64: image.base64 };
}

/**
 * Stores a player's feedback for the operator; the first feedback of a player with a bound phone
 * earns the configured award (once per player, whatever they send later).
 */
export async function submitFeedback(deps: AppDeps, userId: number, input: FeedbackInput) {
  const now = deps.clock.now();
  const since = startOfLocalDay(now, deps.config.region.timeZone);
  const app = await getSetting(deps.db, 'app');
  const screenshot = parseScreenshot(input.screenshot);
  return deps.db.transaction(async (tx) => {
    // The count and the insert under the player lock: parallel submissions are counted one by one.
    await lockPlayer(tx, userId);
    const [today] = await tx
      .select({ total: count() })
      .from(feedback)
      .where(and(eq(feedback.userId, userId), gte(feedback.createdAt, since)));
    if ((today?.total ?? 0) >= FEEDBACK_PER_DAY)
      throw AppError.tooManyRequests('support.feedbackPerDay', { count: FEEDBACK_PER_DAY });
    const [row] = await tx
      .insert(feedback)
      .values({
        userId,
        category: input.category,
        suggestion: input.suggestion,
        phone: input.phone || null,
        email: input.email || null,
        screenshotType: screenshot?.type ?? null,
        screenshot: screenshot?.base64 ?? null,
        createdAt: now,
      })
      .returning({ id: feedback.id });
    let award = 0n;
    // The award is for players with a bound phone: fresh guest accounts cannot farm it. Feedback
    // sent during a break is taken, with no award (decision 024).
    const [player] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
    const isOnBreak = (await breakRefusal(tx, userId, now)) !== null;
    if (app.feedbackAwardMinor > 0 && player?.mobile && !isOnBreak) {
      const granted = await grantReward(tx, deps, {
        promotion: 'feedback',
        userId,
        period: 'once',
        amount: BigInt(app.feedbackAwardMinor),
        wagerMultiple: 1,
        delivery: { kind: 'direct' },
      });
      if (granted.isNew) award = granted.reward.amount;
    }
    return { feedbackId: row?.id ?? 0, award: majorOf(deps)(award) };
  });
}

export async function listFeedback(deps: AppDeps, userId: number) {
  const rows = await deps.db
    .select({
      feedbackId: feedback.id,
      category: feedback.category,
      suggestion: feedback.suggestion,
      reply: feedback.reply,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .where(eq(feedback.userId, userId))
    .orderBy(desc(feedback.id))
    .limit(50);
  return {
    list: rows.map((row) => ({
      feedbackId: row.feedbackId,
      category: row.category as FeedbackInput['category'],
      suggestion: row.suggestion,
      reply: row.reply,
      createTime: row.createdAt.toISOString(),
    })),
  };
}
