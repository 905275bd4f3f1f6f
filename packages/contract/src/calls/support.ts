import { z } from 'zod';
import { defineCall } from '../call.ts';
import { RECEIPT_MAX_BYTES } from '../constants.ts';
import { ZOptionalText, ZRequiredText } from '../fields.ts';
import { fieldMessage } from '../messages/field-messages.ts';
import * as routes from '../routes.ts';

export const FEEDBACK_CATEGORIES = [
  'game',
  'deposit',
  'withdraw',
  'vip',
  'invite',
  'account',
  'other',
] as const;

export const submitFeedback = defineCall({
  ...routes.submitFeedback,
  summary: 'Feedback for the operator; the configured feedback award is paid once per player',
  payload: {
    category: z.enum(FEEDBACK_CATEGORIES),
    suggestion: ZRequiredText(fieldMessage('field.suggestionEmpty'), 1_000).refine(
      (text) => text.length >= 10,
      fieldMessage('field.suggestionTooShort', { min: 10 }),
    ),
    phone: ZOptionalText(20),
    email: z.string().trim().max(254).email(fieldMessage('field.email')).or(z.literal('')).optional(),
    screenshot: z
      .string()
      .max(2_800_000, fieldMessage('field.screenshotTooLarge', { limit: RECEIPT_MAX_BYTES }))
      .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, fieldMessage('field.imageType'))
      .optional(),
  },
  result: z.object({ feedbackId: z.number().int(), award: z.number() }),
});

export const feedbackList = defineCall({
  ...routes.feedbackList,
  summary: "The player's feedback and the operator's replies",
  payload: {},
  result: z.object({
    list: z.array(
      z.object({
        feedbackId: z.number().int(),
        category: z.enum(FEEDBACK_CATEGORIES),
        suggestion: z.string(),
        reply: z.string().nullable(),
        createTime: z.string(),
      }),
    ),
  }),
});

export const faqList = defineCall({
  ...routes.faqList,
  summary:
    "Frequently asked questions in the player's language (else the region's, else English); with a keyword, those holding every word",
  payload: {
    keyword: z.string().trim().max(64).optional(),
  },
  result: z.object({
    externalUrl: z.string().nullable().describe('When the operator points the FAQ elsewhere'),
    categories: z.array(z.object({ key: z.string(), title: z.string() })),
    items: z.array(
      z.object({ id: z.number().int(), category: z.string(), question: z.string(), answer: z.string() }),
    ),
  }),
});
