import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZOptionalText } from '../fields.ts';

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
  path: '/user/getUserInfo',
  auth: 'user',
  summary: "The player's profile, balance, wager requirement and account status",
  payload: {},
  result: ZUserInfo,
});

export const reportOnline = defineCall({
  path: '/user/reportOnline',
  auth: 'user',
  summary: 'Presence heartbeat (every 3 minutes)',
  payload: { placeId: z.number({ error: 'must be a number' }).int().min(0).max(1000).default(1) },
  result: z.null(),
});

export const reportAdid = defineCall({
  path: '/user/adid',
  auth: 'user',
  summary: 'Stores the attribution ad id of the device',
  payload: { adid: ZOptionalText(128).nullable() },
  result: z.null(),
});

export const ZVipConfig = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  expLimit: z.number(),
  relegationRechargeAmount: z.number(),
  upgradeReward: z.number(),
  weekReward: z.number(),
  monthlyReward: z.number(),
  birthdayReward: z.number(),
  withdrawLimit: z.number(),
  withdrawFee: z.number().describe('Fee ratio, e.g. 0.032'),
  withdrawCountLimit: z.number().int(),
  betRebateRate: z.number(),
  picUrl: z.string(),
});
export type TVipConfig = z.infer<typeof ZVipConfig>;

export const ZVipInfo = z.object({
  vipLevel: z.string(),
  nextLevel: z.string().nullable(),
  level: z.number().int(),
  exp: z.number(),
  expMax: z.number(),
  currentVipConfig: ZVipConfig,
  nextVipConfig: ZVipConfig.nullable(),
  vipConfigList: z.array(ZVipConfig),
});
export type TVipInfo = z.infer<typeof ZVipInfo>;

export const getVipInfo = defineCall({
  path: '/vip/getVipInfo',
  auth: 'user',
  summary: 'Current VIP level, experience, next level and the full level table',
  payload: {},
  result: ZVipInfo,
});
