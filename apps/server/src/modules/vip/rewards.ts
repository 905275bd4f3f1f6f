import type { VIP_REWARD_KINDS } from '@fairplay/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { promotionRewards } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { localMidnight, monthDays, shiftDateKey, weekStartKey } from '../../platform/time.ts';
import { majorOf, promotionSettings, todayKey } from '../promo/index.ts';
import { rewardStatusOf } from '../rewards/index.ts';
import { CLOSE_DELAY_MS } from '../scheduler/index.ts';

const KIND_OF_PROMOTION = {
  vip_upgrade: 'upgrade',
  vip_weekly: 'weekly',
  vip_monthly: 'monthly',
  vip_birthday: 'birthday',
  vip_bet_rebate: 'betRebate',
} as const satisfies Record<string, (typeof VIP_REWARD_KINDS)[number]>;

const VIP_PROMOTIONS = Object.keys(KIND_OF_PROMOTION) as (keyof typeof KIND_OF_PROMOTION)[];

/** /vip/rewards: every VIP reward of the player, newest first, and when the next weekly and monthly come. */
export async function vipRewardRecords(deps: AppDeps, userId: number, page: number, pageSize: number) {
  const { vipRewards } = await promotionSettings(deps);
  const mine = and(eq(promotionRewards.userId, userId), inArray(promotionRewards.promotion, VIP_PROMOTIONS));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(promotionRewards)
      .where(mine)
      .orderBy(desc(promotionRewards.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ total: count() }).from(promotionRewards).where(mine),
  ]);
  const zone = deps.config.region.timeZone;
  const today = todayKey(deps);
  const closeOf = (day: string) =>
    new Date(localMidnight(day, zone).getTime() + CLOSE_DELAY_MS).toISOString();
  const now = deps.clock.now();
  const major = majorOf(deps);
  return {
    wagerMultiple: vipRewards.wagerMultiple,
    nextWeeklyAt: closeOf(shiftDateKey(weekStartKey(today), 7)),
    nextMonthlyAt: closeOf(shiftDateKey(monthDays(today.slice(0, 7)).last, 1)),
    list: rows.map((row) => {
      const detail = (row.detail ?? {}) as { level?: number };
      const kind = KIND_OF_PROMOTION[row.promotion as keyof typeof KIND_OF_PROMOTION];
      return {
        kind,
        level: kind === 'upgrade' ? Number(row.period) : (detail.level ?? null),
        period: row.period,
        amount: major(row.amount),
        status: rewardStatusOf(row, now),
        expiresAt: row.claimableUntil?.toISOString() ?? null,
        createTime: row.createdAt.toISOString(),
      };
    }),
    total: total?.total ?? 0,
  };
}
