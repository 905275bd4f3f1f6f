import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZPage, ZPageSize } from '../fields.ts';
import * as routes from '../routes.ts';
import { ZRewardStatus } from './promo.ts';

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
  ...routes.getVipInfo,
  summary: 'Current VIP level, experience, next level and the full level table',
  payload: {},
  result: ZVipInfo,
});

export const VIP_REWARD_KINDS = ['upgrade', 'weekly', 'monthly', 'birthday', 'betRebate'] as const;

export const vipRewards = defineCall({
  ...routes.vipRewards,
  summary:
    "The player's VIP rewards (upgrade, weekly, monthly, birthday, bet rebate), newest first, and when the next are paid",
  payload: { page: ZPage, pageSize: ZPageSize },
  result: z.object({
    wagerMultiple: z.number().int(),
    nextWeeklyAt: z.string().describe('Weekly rewards are paid after each week closes (Monday, local time)'),
    nextMonthlyAt: z.string(),
    list: z.array(
      z.object({
        kind: z.enum(VIP_REWARD_KINDS),
        level: z.number().int().nullable(),
        period: z.string(),
        amount: z.number(),
        status: ZRewardStatus.exclude(['locked']),
        expiresAt: z.string().nullable(),
        createTime: z.string(),
      }),
    ),
    total: z.number().int(),
  }),
});
