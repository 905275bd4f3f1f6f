import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZOptionalText } from '../fields.ts';
import { fieldMessage } from '../messages/field-messages.ts';
import * as routes from '../routes.ts';

export const ZUserInfo = z.object({
  id: z.number().int().describe('Numeric player id (used with /sso/idlogin)'),
  uid: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  mobile: z.string().nullable().describe('Bound phone, masked'),
  isGuest: z.boolean(),
  balance: z.number().describe('Cash balance in major units'),
  totalAssets: z.string().describe('Balance as a fixed-decimals string'),
  frozen: z.number().describe('Amount held by pending withdrawals, major units'),
  wagerRemaining: z.number().describe('Bets still needed before a withdrawal, major units'),
  bonusBalance: z
    .number()
    .describe('Bonus money, major units: playable (providers see cash + bonus), not withdrawable'),
  bonusWagerRemaining: z.number().describe('Bets still needed before the bonus becomes cash, major units'),
  pwdStatus: z.boolean().describe('A login password is set'),
  withdrawPwdStatus: z.boolean(),
  bankStatus: z.boolean().describe('At least one payout account'),
  firstRecharge: z.union([z.literal(0), z.literal(1)]),
  abMode: z.enum(['A', 'B']),
  regChannel: z.string().nullable(),
  inviteCode: z.string(),
  vipLevel: z.number().int(),
  depositClosed: z.boolean(),
  email: z.string().nullable(),
  birthday: z.string().nullable(),
  whatsapp: z.string().nullable(),
  facebook: z.string().nullable(),
  telegram: z.string().nullable(),
  twitter: z.string().nullable(),
  createdAt: z.string(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

export const getUserInfo = defineCall({
  ...routes.getUserInfo,
  summary: "The player's profile, balance, wager requirement and account status",
  payload: {},
  result: ZUserInfo,
});

export const reportOnline = defineCall({
  ...routes.reportOnline,
  summary: 'Presence heartbeat (every 3 minutes)',
  payload: { placeId: z.number().int().min(0).max(1000).default(1) },
  result: z.null(),
});

export const reportAdid = defineCall({
  ...routes.reportAdid,
  summary: 'Stores the attribution ad id of the device',
  payload: { adid: ZOptionalText(128).nullable() },
  result: z.null(),
});

const ZHandle = z
  .string()
  .trim()
  .max(64)
  .regex(/^[@\w.+-]*$/, fieldMessage('field.handleCharacters'))
  .optional();

const NICKNAME_LENGTH = fieldMessage('field.nicknameLength', { min: 2, max: 20 });

export const updateProfile = defineCall({
  ...routes.updateProfile,
  summary: 'Edits the profile: avatar, nickname, birthday (18+), email and social handles, each validated',
  payload: {
    avatar: z
      .string()
      .regex(/^(?:[1-9]|1[0-2])$/, fieldMessage('field.avatar', { count: 12 }))
      .optional(),
    nickname: z
      .string()
      .trim()
      .min(2, NICKNAME_LENGTH)
      .max(20, NICKNAME_LENGTH)
      .regex(/^[\p{L}\p{M}\p{N} ._-]+$/u, fieldMessage('field.nicknameCharacters'))
      .optional(),
    birthday: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, fieldMessage('field.date'))
      .or(z.literal(''))
      .optional(),
    email: z.string().trim().max(254).email(fieldMessage('field.email')).or(z.literal('')).optional(),
    whatsapp: z
      .string()
      .trim()
      .regex(/^\+?\d{8,15}$|^$/, fieldMessage('field.whatsappFormat', { min: 8, max: 15 }))
      .optional(),
    facebook: ZHandle,
    telegram: ZHandle,
    twitter: ZHandle,
  },
  result: z.object({ updated: z.literal(true) }),
});
