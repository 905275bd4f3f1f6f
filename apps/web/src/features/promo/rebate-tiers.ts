import type { RebateInfo } from './api.ts';

type Tier = RebateInfo['tiers'][number];

/** The tiers from the smallest deposit up, as the table lists them. */
export function sortedTiers(tiers: readonly Tier[]): Tier[] {
  return [...tiers].sort((a, b) => a.minDeposit - b.minDeposit);
}

/**
 * The tier a single deposit reaches (the highest whose minimum it meets), as the server pays it;
 * null below the lowest.
 */
export function reachedTier(tiers: readonly Tier[], deposit: number): Tier | null {
  let reached: Tier | null = null;
  for (const tier of sortedTiers(tiers))
    if (tier.minDeposit > 0 && deposit >= tier.minDeposit) reached = tier;
  return reached;
}

/** The best rate of the table ("up to 30%"). */
export function topPercent(tiers: readonly Tier[]): number {
  return tiers.reduce((best, tier) => Math.max(best, tier.percent), 0);
}
