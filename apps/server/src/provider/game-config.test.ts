import { describe, expect, it } from 'vitest';
import { WALLET_MAX_AMOUNT_MINOR, ZGameConfig } from './game-config.ts';

const base = {
  engine: 'mines',
  rtpPpm: 970_000,
  minBetMinor: 100,
  maxBetMinor: 1_000_000,
  defaultBetMinor: 1_000,
};

describe('game configuration', () => {
  it('takes a maximum win the seamless amount format can carry (13 integer digits, 2 decimals)', () => {
    expect(WALLET_MAX_AMOUNT_MINOR).toBe(999_999_999_999_999n);
    const largest = ZGameConfig.parse({ ...base, maxWinMinor: Number(WALLET_MAX_AMOUNT_MINOR) });
    expect(largest.maxWinMinor).toBe(999_999_999_999_999);
    const tooLarge = ZGameConfig.safeParse({ ...base, maxWinMinor: 1_000_000_000_000_000 });
    expect(tooLarge.success).toBe(false);
    expect(tooLarge.error?.issues[0]).toMatchObject({ path: ['maxWinMinor'] });
  });

  it('refuses a maximum win below the maximum bet', () => {
    const result = ZGameConfig.safeParse({ ...base, maxWinMinor: 999_999 });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['maxWinMinor'],
      message: 'must be at least the maximum bet',
    });
  });

  it('gives a configuration stored without one a maximum win of 10,000 maximum bets', () => {
    expect(ZGameConfig.parse(base).maxWinMinor).toBe(10_000_000_000);
    expect(ZGameConfig.parse({ ...base, maxBetMinor: 900_000_000_000 }).maxWinMinor).toBe(
      Number(WALLET_MAX_AMOUNT_MINOR),
    );
  });
});
