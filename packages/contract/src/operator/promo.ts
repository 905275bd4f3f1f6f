import { z } from 'zod';
import { defineOperatorCall } from './define.ts';

/** Gift codes a game provider's promotion hands out. */

/** The largest amount one redemption of a gift code pays, in major units. */
export const GIFT_CODE_MAX_MAJOR = 1_000_000;

export const issueGiftCode = defineOperatorCall({
  method: 'POST',
  path: '/gift-codes',
  access: 'giftCodes.issue',
  stepUp: true,
  summary:
    'Issue a gift code: amount, wagering multiple, how many players may redeem it, expiry (a fresh second factor: it is money)',
  body: z.strictObject({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{4,32}$/),
    amount: z.number().positive().max(GIFT_CODE_MAX_MAJOR),
    wagerMultiple: z.number().int().min(0).max(100).default(1),
    maxRedemptions: z.number().int().min(1).max(1_000_000).default(1),
    expiresAt: z.string().datetime().optional(),
  }),
  result: z.object({ code: z.string() }),
});
