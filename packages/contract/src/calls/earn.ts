import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZPage, ZPageSize } from '../fields.ts';
import * as routes from '../routes.ts';

export const EARN_PERIODS = ['today', '7days', '30days'] as const;
export const TEAM_MEMBER_STATUSES = ['underReview', 'pass', 'claimable', 'reclaim', 'claim'] as const;

export const earnOverview = defineCall({
  ...routes.earnOverview,
  summary:
    "Earn Money: invite link and code, the team's size and performance, referral earnings for a period",
  payload: { period: z.enum(EARN_PERIODS).default('today') },
  result: z.object({
    inviteCode: z.string(),
    inviteLink: z.string(),
    rebatePercent: z.number().describe("Share of the team's valid bets paid as referral earnings"),
    teamSize: z.number().int(),
    newMembers: z.number().int(),
    teamDeposit: z.number(),
    teamValidBet: z.number(),
    earnings: z.number().describe('Referral earnings in the period'),
    availableRebate: z.number().describe('Earnings not yet moved to the balance'),
    totalRebate: z.number(),
  }),
});

export const teamMembers = defineCall({
  ...routes.teamMembers,
  summary: 'Direct invitees: invite time, deposit and invitation status',
  payload: { period: z.enum(EARN_PERIODS).default('30days'), page: ZPage, pageSize: ZPageSize },
  result: z.object({
    list: z.array(
      z.object({
        uid: z.string().describe('Masked'),
        nickname: z.string(),
        inviteTime: z.string(),
        deposit: z.number(),
        validBet: z.number(),
        status: z.enum(TEAM_MEMBER_STATUSES),
      }),
    ),
    total: z.number().int(),
  }),
});

export const receiveRebate = defineCall({
  ...routes.receiveRebate,
  summary: 'Moves the available referral earnings into the balance',
  payload: {},
  result: z.object({ amount: z.number(), balance: z.number() }),
});

export const inviteAgentInfo = defineCall({
  ...routes.inviteAgentInfo,
  summary: "The player's referral link, code and invitee counts",
  payload: {},
  result: z.object({
    referralUrl: z.string(),
    inviteCode: z.string(),
    inviteCount: z.number().int(),
    baseInfo: z.object({
      availableRebate: z.number(),
      todayRebate: z.number(),
      totalRebate: z.number(),
      totalCount: z.number().int(),
    }),
  }),
});
