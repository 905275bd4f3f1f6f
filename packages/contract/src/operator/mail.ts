import { z } from 'zod';
import { defineOperatorCall } from './define.ts';

/** Inbox messages from operators: to one player, or a broadcast to all; an optional claimable reward. */

export const sendMail = defineOperatorCall({
  method: 'POST',
  path: '/mails',
  access: 'mail.send',
  summary: 'Send a message to one player (userId) or to everyone; an optional reward is claimable from it',
  body: z.strictObject({
    /** The player's numeric id; absent for a broadcast to every player. */
    userId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    title: z.string().trim().min(1, 'cannot be empty').max(100),
    content: z.string().trim().min(1, 'cannot be empty').max(2_000),
    rewardAmount: z.number().positive().optional(),
    wagerMultiple: z.number().int().min(0).max(100).default(1),
    /** How long a reward can be claimed. */
    claimDays: z.number().int().min(1).max(90).default(7),
    /** Made by the operator's client before sending: a retried request sends one message. */
    requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8-64 letters, digits or -'),
  }),
  result: z.object({ mailId: z.number().int(), isDuplicate: z.boolean() }),
});
