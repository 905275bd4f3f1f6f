import { z } from 'zod';
import { defineOperatorCall } from './define.ts';

/** Gift codes a game provider's promotion hands out. */

export const issueGiftCode = defineOperatorCall({
  method: 'POST',
  path: '/gift-codes',
  access: 'giftCodes.issue',
  summary: 'Issue a gift code: amount, wagering multiple, how many players may redeem it, expiry',
  body: z.strictObject({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{4,32}$/),
    amount: z.number().positive(),
    wagerMultiple: z.number().int().min(0).max(100).default(1),
    maxRedemptions: z.number().int().min(1).max(1_000_000).default(1),
    expiresAt: z.string().datetime().optional(),
  }),
  result: z.object({ code: z.string() }),
});
