import type { TVipConfig, TVipInfo } from '@fairplay/contract';
import { roundTo } from '@fairplay/contract/money';

export interface VipProgress {
  /** 0-100, rounded down so the bar is never full before the level is reached. */
  percent: number;
  /** Experience (valid bets, major units) still needed for the next level; 0 at the top. */
  remaining: number;
  /** The level reached next, or null at the highest level. */
  nextLevel: number | null;
}

/**
 * Progress towards the next level. Experience is the player's lifetime valid bet; the next level
 * opens when it reaches expMax (the current level's expLimit), so the bar is exp / expMax.
 */
export function vipProgress(info: Pick<TVipInfo, 'exp' | 'expMax' | 'nextVipConfig'>): VipProgress {
  if (!info.nextVipConfig) return { percent: 100, remaining: 0, nextLevel: null };
  const nextLevel = info.nextVipConfig.level;
  if (info.expMax <= 0) return { percent: 100, remaining: 0, nextLevel };
  const ratio = Math.min(Math.max(info.exp / info.expMax, 0), 1);
  return {
    percent: Math.floor(ratio * 1000) / 10,
    remaining: roundTo(Math.max(info.expMax - info.exp, 0), 2),
    nextLevel,
  };
}

/** The experience a level opens at: the previous level's expLimit (VIP0 is where everyone starts). */
export function experienceToReach(table: readonly TVipConfig[], level: number): number {
  return table.find((row) => row.level === level - 1)?.expLimit ?? 0;
}

/** A ratio from the VIP table (0.032, 0.0015) as a percentage: "3.2%", "0.15%". */
export function formatRate(ratio: number): string {
  return `${roundTo(ratio * 100, 2)}%`;
}

/** The level shown after a swipe: one step left or right, kept inside the table. */
export function stepLevel(table: readonly TVipConfig[], level: number, step: -1 | 1): number {
  const index = table.findIndex((row) => row.level === level);
  const next = table[Math.min(Math.max(index + step, 0), table.length - 1)];
  return next?.level ?? level;
}
