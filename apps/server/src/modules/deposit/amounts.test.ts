import { describe, expect, it } from 'vitest';
import { onlineBonus, ratioOf, toCoins } from './amounts.ts';

describe('deposit amounts', () => {
  const mode = { amountListMinor: [10_000, 50_000], giftListMinor: [3_700, 9_700], giftPpm: 10_000 };

  it('a quick amount earns its listed gift, another amount the ratio, nothing when switched off', () => {
    expect(onlineBonus(mode, 50_000n, true)).toBe(9_700n);
    expect(onlineBonus(mode, 12_345n, true)).toBe(123n);
    expect(onlineBonus(mode, 50_000n, false)).toBe(0n);
  });

  it('ratios round down', () => {
    expect(ratioOf(999n, 50_000)).toBe(49n);
  });

  it('converts to coins exactly, rounding half up to the coin decimals, and checks limits', () => {
    expect(
      toCoins(918_300n, { rateMinorPerCoin: 9_183, decimalPlaces: 3, minCoin: '10', maxCoin: '100000' }),
    ).toEqual({
      coinAmount: '100.000',
      isWithinLimits: true,
    });
    expect(
      toCoins(50_000n, {
        rateMinorPerCoin: 551_089_000,
        decimalPlaces: 7,
        minCoin: '0.000018',
        maxCoin: '10',
      }),
    ).toEqual({
      coinAmount: '0.0000907',
      isWithinLimits: true,
    });
    expect(
      toCoins(100n, { rateMinorPerCoin: 9_183, decimalPlaces: 3, minCoin: '10', maxCoin: '100000' })
        .isWithinLimits,
    ).toBe(false);
  });
});
