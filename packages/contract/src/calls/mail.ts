import { z } from 'zod';
import { defineCall } from '../call.ts';
import { MAIL_TEMPLATES } from '../constants.ts';
import { ZPage, ZPageSize } from '../fields.ts';
import { fieldMessage } from '../messages/field-messages.ts';
import * as routes from '../routes.ts';

export const ZMail = z.object({
  mailId: z.number().int(),
  title: z.string(),
  content: z.string(),
  rewardAmount: z.number().nullable(),
  wagerMultiple: z.number().int().nullable(),
  isRead: z.boolean(),
  claimStatus: z.enum(['none', 'claimable', 'claimed', 'expired']),
  expiresAt: z.string().nullable(),
  createTime: z.string(),
  template: z
    .object({ key: z.enum(MAIL_TEMPLATES), params: z.record(z.string(), z.union([z.string(), z.number()])) })
    .nullable()
    .describe('System messages: the app renders this in the player language; title/content are English'),
});
export type TMail = z.infer<typeof ZMail>;

const ZMailId = z
  .number({ error: fieldMessage('field.mustBeId') })
  .int()
  .positive();

export const mailList = defineCall({
  ...routes.mailList,
  summary: "The player's inbox (personal and broadcast messages), newest first",
  payload: { page: ZPage, pageSize: ZPageSize },
  result: z.object({ list: z.array(ZMail), total: z.number().int(), unread: z.number().int() }),
});

export const mailUnreadCount = defineCall({
  ...routes.mailUnreadCount,
  summary: 'Unread messages and unclaimed rewards',
  payload: {},
  result: z.object({ unread: z.number().int(), claimable: z.number().int() }),
});

export const mailRead = defineCall({
  ...routes.mailRead,
  summary: 'Marks a message read (mailId 0 or absent: all)',
  payload: { mailId: ZMailId.nullish() },
  result: z.object({ unread: z.number().int() }),
});

export const mailClaim = defineCall({
  ...routes.mailClaim,
  summary: 'Claims the reward attached to a message, once',
  payload: { mailId: ZMailId },
  result: z.object({ amount: z.number(), balance: z.number() }),
});
