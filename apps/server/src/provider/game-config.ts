import { MAX_AMOUNT_MINOR } from '@fairplay/contract/money';
import { z } from 'zod';

/**
 * The largest amount the seamless wallet can carry: its amount format has at most 13 integer
 * digits and 2 decimals (ZMoney in modules/seamless/protocol.ts; every region's currency has 2
 * decimals), and no call takes more than MAX_AMOUNT_MINOR. A win above it would be refused for good.
 */
export const WALLET_MAX_AMOUNT_MINOR = (() => {
  const format = 10n ** 15n - 1n;
  return format < MAX_AMOUNT_MINOR ? format : MAX_AMOUNT_MINOR;
})();

/**
 * A configuration stored before games had a maximum win gets one of this many maximum bets
 * (Limbo's top multiplier), within what the wallet carries.
 */
const STORED_CONFIG_MAX_WIN_BETS = 10_000;

/** A game's configuration as the operator stores it (games.config): engine, RTP, bet limits and maximum win. */
export const ZGameConfig = z
  .object({
    engine: z.enum(['dice', 'limbo', 'mines', 'plinko']),
    rtpPpm: z.number().int().min(800_000).max(999_000),
    minBetMinor: z.number().int().positive(),
    maxBetMinor: z.number().int().positive(),
    defaultBetMinor: z.number().int().positive(),
    /** The most one round pays (bet × multiplier is capped to it), as real games publish it. */
    maxWinMinor: z
      .number()
      .int()
      .positive()
      .max(Number(WALLET_MAX_AMOUNT_MINOR), 'is more than the seamless wallet can pay in one win')
      .optional(),
    orientation: z.enum(['portrait', 'landscape']).default('portrait'),
  })
  .transform((config) => ({
    ...config,
    maxWinMinor:
      config.maxWinMinor ??
      Math.min(config.maxBetMinor * STORED_CONFIG_MAX_WIN_BETS, Number(WALLET_MAX_AMOUNT_MINOR)),
  }))
  // A round that ends at 1× pays the stake back: the maximum win must cover the largest stake.
  .refine((config) => config.maxWinMinor >= config.maxBetMinor, {
    path: ['maxWinMinor'],
    message: 'must be at least the maximum bet',
  });
export type GameConfig = z.output<typeof ZGameConfig>;
