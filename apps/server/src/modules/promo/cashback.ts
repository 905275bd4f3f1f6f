import { and, count, desc, eq } from 'drizzle-orm';
import { promotionRewards, users } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { cashbackRatePpm } from './daily-rewards.ts';
import { majorOf, ppmToPercent, promotionSettings } from './shared.ts';

/** /promo/cashback/records: the player's rate now and the daily cashback paid so far. */
export async function cashbackRecords(deps: AppDeps, userId: number, page: number, pageSize: number) {
  const { cashback } = await promotionSettings(deps);
  const mine = and(eq(promotionRewards.userId, userId), eq(promotionRewards.promotion, 'cashback'));
  const [[player], rows, [total]] = await Promise.all([
    deps.db.select({ level: users.vipLevel }).from(users).where(eq(users.id, userId)),
    deps.db
      .select()
      .from(promotionRewards)
      .where(mine)
      .orderBy(desc(promotionRewards.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(promotionRewards).where(mine),
  ]);
  const major = majorOf(deps);
  return {
    ratePercent: cashback.isEnabled
      ? ppmToPercent(cashbackRatePpm(cashback.ratePpmByVipLevel, player?.level ?? 0))
      : 0,
    maxRatePercent: ppmToPercent(Math.max(...cashback.ratePpmByVipLevel)),
    list: rows.map((row) => {
      const detail = (row.detail ?? {}) as { netLoss?: string; ratePpm?: number };
      return {
        day: row.period,
        netLoss: major(BigInt(detail.netLoss ?? '0')),
        ratePercent: ppmToPercent(detail.ratePpm ?? 0),
        amount: major(row.amount),
        paidAt: row.createdAt.toISOString(),
      };
    }),
    total: total?.total ?? 0,
  };
}
