import { z } from 'zod';
import { FEEDBACK_CATEGORIES } from '../calls/support.ts';
import { defineOperatorCall, pageOf, ZIdParams, ZInstant, ZPaging, ZReason } from './define.ts';

/** The feedback desk: read what players sent, reply (the reply reaches their inbox), close. */

export const FEEDBACK_QUEUE_STATUSES = ['open', 'closed', 'all'] as const;

export const ZOperatorFeedback = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  category: z.string(),
  suggestion: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  hasScreenshot: z.boolean(),
  /** A data URL, when one feedback is read (lists leave it out: each may be about 3 MB). */
  screenshot: z.string().nullable().describe('A data URL'),
  reply: z.string().nullable(),
  repliedBy: z.string().nullable(),
  repliedAt: ZInstant.nullable(),
  readBy: z.string().nullable(),
  readAt: ZInstant.nullable(),
  closedBy: z.string().nullable(),
  closedAt: ZInstant.nullable(),
  closeNote: z.string().nullable(),
  createdAt: ZInstant,
});
export type TOperatorFeedback = z.output<typeof ZOperatorFeedback>;

export const listFeedback = defineOperatorCall({
  method: 'GET',
  path: '/feedback',
  access: 'feedback.read',
  summary:
    'Player feedback, oldest open first by default (status open: not closed; open=true: not yet answered), filtered by category and player; without screenshots (read one feedback to see its screenshot)',
  query: z.object({
    status: z.enum(FEEDBACK_QUEUE_STATUSES).default('all'),
    category: z.enum(FEEDBACK_CATEGORIES).optional(),
    open: z.enum(['true', 'false']).optional(),
    userId: z.coerce.number().int().positive().optional(),
    beforeId: z.coerce.number().int().positive().optional(),
    ...ZPaging,
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  }),
  result: pageOf(ZOperatorFeedback),
});

export const markFeedbackRead = defineOperatorCall({
  method: 'POST',
  path: '/feedback/:id/read',
  access: 'feedback.read',
  summary: 'Mark a feedback read by you (the first reader is kept)',
  params: ZIdParams,
  body: z.object({}).optional(),
  result: ZOperatorFeedback,
});

export const replyToFeedback = defineOperatorCall({
  method: 'POST',
  path: '/feedback/:id/reply',
  access: 'feedback.reply',
  summary: "Answer a player's feedback once; the answer reaches their inbox",
  params: ZIdParams,
  body: z.strictObject({ reply: z.string().trim().min(1, 'cannot be empty').max(2_000) }),
  result: z.object({ id: z.number().int(), replied: z.literal(true) }),
});

export const closeFeedback = defineOperatorCall({
  method: 'POST',
  path: '/feedback/:id/close',
  access: 'feedback.reply',
  summary: 'Close a feedback with an optional note: it leaves the open queue',
  params: ZIdParams,
  body: z.strictObject({ note: ZReason.optional() }),
  result: ZOperatorFeedback,
});
