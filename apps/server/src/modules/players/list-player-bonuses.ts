import { count, eq } from 'drizzle-orm';
import { promotionRewards } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { rewardStatusOf } from '../rewards/index.ts';
import { moneyOf, orderOf, type PageQuery, pageAnswer, requirePlayer, windowOf } from './player-pages.ts';

/**
 * The player's promotion rewards (one per promotion and period), newest first, each claimed,
 * claimable or expired as the player's inbox would show it.
 */
export async function listPlayerBonuses(deps: AppDeps, userId: number, query: PageQuery) {
  await requirePlayer(deps.db, userId);
  const { limit, offset } = windowOf(query);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(promotionRewards)
      .where(eq(promotionRewards.userId, userId))
      .orderBy(orderOf(query, promotionRewards.id))
      .limit(limit)
      .offset(offset),
    deps.db.select({ total: count() }).from(promotionRewards).where(eq(promotionRewards.userId, userId)),
  ]);
  const money = moneyOf(deps);
  const now = deps.clock.now();
  const items = rows.map((reward) => ({
    id: reward.id,
    promotion: reward.promotion,
    period: reward.period,
    amount: money(reward.amount),
    wagerMultiple: reward.wagerMultiple,
    status: rewardStatusOf(reward, now),
    claimableUntil: reward.claimableUntil?.toISOString() ?? null,
    createdAt: reward.createdAt.toISOString(),
    claimedAt: reward.claimedAt?.toISOString() ?? null,
  }));
  return pageAnswer(items, counted?.total ?? 0, query);
}
