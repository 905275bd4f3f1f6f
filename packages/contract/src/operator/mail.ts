import { z } from 'zod';
import { defineOperatorCall } from './define.ts';

/** Inbox messages from operators: to one player, or a broadcast to all; an optional claimable reward. */

/** The largest reward one message carries, in major units (a larger payment is an adjustment). */
export const REWARD_MAX_MAJOR = 10_000_000;

export const sendMail = defineOperatorCall({
  method: 'POST',
  path: '/mails',
  access: 'mail.send',
  summary:
    'Send a message to one player (userId) or to everyone; a reward claimable from it needs rewards.grant and a fresh second factor',
  body: z.strictObject({
    /** The player's numeric id; absent for a broadcast to every player. */
    userId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    title: z.string().trim().min(1, 'cannot be empty').max(100),
    content: z.string().trim().min(1, 'cannot be empty').max(2_000),
    rewardAmount: z.number().positive().max(REWARD_MAX_MAJOR).optional(),
    wagerMultiple: z.number().int().min(0).max(100).default(1),
    /** How long a reward can be claimed. */
    claimDays: z.number().int().min(1).max(90).default(7),
    /** Made by the operator's client before sending: a retried request sends one message. */
    requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8-64 letters, digits or -'),
  }),
  result: z.object({ mailId: z.number().int(), isDuplicate: z.boolean() }),
});
