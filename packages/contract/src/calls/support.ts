import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZOptionalText, ZRequiredText } from '../fields.ts';

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
  path: '/feedback/submit',
  auth: 'user',
  summary: 'Feedback for the operator; the configured feedback award is paid once per player',
  payload: {
    category: z.enum(FEEDBACK_CATEGORIES, { error: `must be one of ${FEEDBACK_CATEGORIES.join(', ')}` }),
    suggestion: ZRequiredText('Please write your suggestion', 1_000).refine(
      (text) => text.length >= 10,
      'Please write at least 10 characters',
    ),
    phone: ZOptionalText(20),
    email: z.string().trim().max(254).email('is not an email address').or(z.literal('')).optional(),
    screenshot: z
      .string()
      .max(2_800_000, 'The screenshot must be at most 2 MB')
      .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, 'must be a JPEG, PNG or WebP image')
      .optional(),
  },
  result: z.object({ feedbackId: z.number().int(), award: z.number() }),
});

export const feedbackList = defineCall({
  path: '/feedback/list',
  auth: 'user',
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
  path: '/faq/list',
  auth: 'optional',
  summary: 'Frequently asked questions from the operator configuration',
  payload: {},
  result: z.object({
    externalUrl: z.string().nullable().describe('When the operator points the FAQ elsewhere'),
    categories: z.array(z.object({ key: z.string(), title: z.string() })),
    items: z.array(
      z.object({ id: z.number().int(), category: z.string(), question: z.string(), answer: z.string() }),
    ),
  }),
});

const ZHandle = (field: string) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(64, `${field} must be at most 64 characters`)
    .regex(/^[@\w.+-]*$/, `${field} may contain letters, digits, @ . _ + -`)
    .optional();

export const updateProfile = defineCall({
  path: '/user/updateProfile',
  auth: 'user',
  summary: 'Edits the profile: avatar, nickname, birthday (18+), email and social handles, each validated',
  payload: {
    avatar: z
      .string()
      .regex(/^(?:[1-9]|1[0-2])$/, 'must be one of the 12 avatars')
      .optional(),
    nickname: z
      .string({ error: 'must be text' })
      .trim()
      .min(2, 'The nickname must be 2-20 characters')
      .max(20, 'The nickname must be 2-20 characters')
      .regex(/^[\p{L}\p{M}\p{N} ._-]+$/u, 'The nickname may contain letters, digits, spaces, . _ -')
      .optional(),
    birthday: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
      .or(z.literal(''))
      .optional(),
    email: z.string().trim().max(254).email('is not an email address').or(z.literal('')).optional(),
    whatsapp: z
      .string()
      .trim()
      .regex(/^\+?\d{8,15}$|^$/, 'must be a phone number with 8-15 digits')
      .optional(),
    facebook: ZHandle('Facebook'),
    telegram: ZHandle('Telegram'),
    twitter: ZHandle('Twitter'),
  },
  result: z.object({ updated: z.literal(true) }),
});
