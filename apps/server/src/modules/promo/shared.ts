import { toMajorNumber } from '@fairplay/contract/money';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { promotionRewards } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { localDateKey } from '../../platform/time.ts';
import type { Promotion, RewardRow } from '../rewards/index.ts';
import { getSetting, type PromotionsSetting } from '../settings/index.ts';

export const PPM = 1_000_000n;

export function promotionSettings(deps: Pick<AppDeps, 'db'>): Promise<PromotionsSetting> {
  return getSetting(deps.db, 'promotions');
}

/** floor(amount × ppm / 1,000,000): rewards round down to the minor unit, never up. */
export function applyPpm(amount: bigint, ppm: number): bigint {
  return (amount * BigInt(ppm)) / PPM;
}

export function ppmToPercent(ppm: number): number {
  return ppm / 10_000;
}

/** Minor units to the major-unit number the wire carries. */
export function majorOf(deps: Pick<AppDeps, 'config'>): (minor: bigint) => number {
  const decimals = deps.config.region.currencyDecimals;
  return (minor) => toMajorNumber(minor, decimals);
}

export function todayKey(deps: Pick<AppDeps, 'clock' | 'config'>): string {
  return localDateKey(deps.clock.now(), deps.config.region.timeZone);
}

/** A player's rewards of one promotion, newest first. */
export function rewardsOf(
  db: Database,
  userId: number,
  promotion: Promotion,
  limit = 30,
): Promise<RewardRow[]> {
  return db
    .select()
    .from(promotionRewards)
    .where(and(eq(promotionRewards.userId, userId), eq(promotionRewards.promotion, promotion)))
    .orderBy(desc(promotionRewards.id))
    .limit(limit);
}

/** The reward of one (promotion, player, period), if granted. */
export async function rewardOf(
  db: Database,
  userId: number,
  promotion: Promotion,
  period: string,
): Promise<RewardRow | undefined> {
  const [row] = await db
    .select()
    .from(promotionRewards)
    .where(
      and(
        eq(promotionRewards.userId, userId),
        eq(promotionRewards.promotion, promotion),
        eq(promotionRewards.period, period),
      ),
    );
  return row;
}

export function requireEnabled(setting: { isEnabled: boolean }): void {
  if (!setting.isEnabled) throw AppError.refused('promo.notRunning');
}
