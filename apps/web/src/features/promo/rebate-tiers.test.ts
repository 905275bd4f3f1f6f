import { describe, expect, it } from 'vitest';
import { reachedTier, sortedTiers, topPercent } from './rebate-tiers.ts';

const TIERS = [
  { minDeposit: 10_000, percent: 20 },
  { minDeposit: 500, percent: 5 },
  { minDeposit: 50_000, percent: 30 },
  { minDeposit: 2_000, percent: 10 },
];

describe('rebate tiers', () => {
  it('lists the tiers from the smallest deposit up', () => {
    expect(sortedTiers(TIERS).map((tier) => tier.minDeposit)).toEqual([500, 2_000, 10_000, 50_000]);
  });

  it('finds the highest tier a deposit reaches, boundaries included', () => {
    expect(reachedTier(TIERS, 499.99)).toBeNull();
    expect(reachedTier(TIERS, 500)).toEqual({ minDeposit: 500, percent: 5 });
    expect(reachedTier(TIERS, 9_999)).toEqual({ minDeposit: 2_000, percent: 10 });
    expect(reachedTier(TIERS, 1_000_000)).toEqual({ minDeposit: 50_000, percent: 30 });
  });

  it('never counts a tier without a minimum (as the server does)', () => {
    expect(reachedTier([{ minDeposit: 0, percent: 0 }], 100)).toBeNull();
  });

  it('says the best rate', () => {
    expect(topPercent(TIERS)).toBe(30);
    expect(topPercent([])).toBe(0);
  });
});
