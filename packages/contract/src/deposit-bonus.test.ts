import { describe, expect, it } from 'vitest';
import { depositBonusMinor, ppmOfRatio, ratioOfMinor } from './deposit-bonus.ts';

describe('the deposit bonus', () => {
  it('is amount × ratio rounded down, never up', () => {
    expect(ratioOfMinor(123_450n, 10_000)).toBe(1_234n); // 1,234.50 at 1%: 12.345 → 12.34
    expect(ratioOfMinor(99n, 10_000)).toBe(0n);
    expect(ratioOfMinor(1_000_000n, 194_000)).toBe(194_000n);
  });

  it('is the listed gift for a quick amount, the ratio for any other', () => {
    const mode = { amountListMinor: [10_000n, 50_000n], giftListMinor: [3_700n, 9_700n], giftPpm: 10_000 };
    expect(depositBonusMinor(mode, 50_000n)).toBe(9_700n);
    expect(depositBonusMinor(mode, 50_001n)).toBe(500n);
    expect(depositBonusMinor(mode, 0n)).toBe(0n);
    expect(depositBonusMinor({ ...mode, giftListMinor: [3_700n] }, 50_000n)).toBe(500n);
  });

  it('reads a wire ratio back in parts per million', () => {
    expect([0.01, 0.194, 0.000001, 1, 0, -1, Number.NaN].map(ppmOfRatio)).toEqual([
      10_000, 194_000, 1, 1_000_000, 0, 0, 0,
    ]);
  });
});
