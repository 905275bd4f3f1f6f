import { z } from 'zod';
import { defineCall } from '../call.ts';
import { ZPage, ZPageSize, ZRequiredText } from '../fields.ts';
import { fieldMessage } from '../messages/field-messages.ts';
import * as routes from '../routes.ts';

/** Every promotion page of the Promo tab, with what the player can do there now. */
export const ZPromotion = z.object({
  key: z.enum([
    'firstDeposit',
    'signupBonus',
    'invitationalRanks',
    'ranking',
    'rebatePromo',
    'cashbackRecord',
    'signin',
    'giftCode',
  ]),
  title: z.string(),
  description: z.string(),
  upToPercent: z
    .number()
    .nullable()
    .describe(
      "The highest configured rate of a rate promotion (rebate, cashback), for its 'Up to 30%'; else null",
    ),
  imageUrl: z.string(),
  path: z.string(),
  badge: z.string().nullable().describe('e.g. "Claimable", "New"'),
  isAvailable: z.boolean(),
});

export const promoList = defineCall({
  ...routes.promoList,
  summary: 'The Promo tab: every event with its state for this player',
  payload: {},
  result: z.object({ promotions: z.array(ZPromotion) }),
});

export const ZRewardStatus = z.enum(['locked', 'claimable', 'claimed', 'expired']);

export const firstDepositInfo = defineCall({
  ...routes.firstDepositInfo,
  summary: 'First-deposit bonus: rules, whether the phone is bound, the deposit and the bonus',
  payload: {},
  result: z.object({
    ratePercent: z.number(),
    maxBonus: z.number(),
    wagerMultiple: z.number().int(),
    hasPhone: z.boolean(),
    firstDepositAmount: z.number().nullable(),
    bonus: z.number(),
    status: ZRewardStatus,
    claimDays: z.number().int().describe('Days after the first deposit the bonus can be claimed'),
    claimUntil: z.string().nullable(),
  }),
});

export const firstDepositClaim = defineCall({
  ...routes.firstDepositClaim,
  summary: 'Claims the first-deposit bonus (needs a bound phone)',
  payload: {},
  result: z.object({ amount: z.number(), balance: z.number() }),
});

export const signupBonusInfo = defineCall({
  ...routes.signupBonusInfo,
  summary: 'Sign-up bonus: open 24 hours after registration; the reward is kept at most 7 days',
  payload: {},
  result: z.object({
    amount: z.number(),
    wagerMultiple: z.number().int(),
    openHours: z.number().int().describe('Hours after registration the bonus can be taken'),
    keepDays: z.number().int().describe('Days after registration the reward can be claimed'),
    openUntil: z.string(),
    keepUntil: z.string(),
    status: z.enum(['open', 'inMailbox', 'claimed', 'closed', 'expired']),
  }),
});

export const signupBonusActivate = defineCall({
  ...routes.signupBonusActivate,
  summary:
    'Within 24 hours of registration: puts the sign-up bonus in the inbox, claimable for 7 days from registration',
  payload: {},
  result: z.object({ mailId: z.number().int() }),
});

export const signinInfo = defineCall({
  ...routes.signinInfo,
  summary:
    'Daily sign-in: the 7-day reward cycle, the streak and whether today is claimed (days in the region zone)',
  payload: {},
  result: z.object({
    rewards: z.array(z.number()),
    wagerMultiple: z.number().int(),
    requiresDeposit: z.boolean().describe('Only players who have deposited can sign in'),
    streak: z.number().int(),
    hasSignedToday: z.boolean(),
    todayReward: z.number(),
    history: z.array(z.object({ day: z.string(), amount: z.number(), streak: z.number().int() })),
  }),
});

export const signinClaim = defineCall({
  ...routes.signinClaim,
  summary: "Claims today's sign-in reward ('Receive successfully')",
  payload: {},
  result: z.object({ amount: z.number(), streak: z.number().int(), balance: z.number() }),
});

export const rebatePromoInfo = defineCall({
  ...routes.rebatePromoInfo,
  summary:
    "Deposit rebate: today's largest single deposit of at least the minimum earns up to 30%, at most the daily cap",
  payload: {},
  result: z.object({
    tiers: z.array(z.object({ minDeposit: z.number(), percent: z.number() })),
    minDeposit: z.number(),
    dailyCap: z.number(),
    wagerMultiple: z.number().int(),
    todayLargestDeposit: z.number(),
    todayBonus: z.number(),
    status: ZRewardStatus,
    records: z.array(z.object({ day: z.string(), deposit: z.number(), bonus: z.number() })),
  }),
});

export const rebatePromoClaim = defineCall({
  ...routes.rebatePromoClaim,
  summary: "Claims today's deposit rebate",
  payload: {},
  result: z.object({ amount: z.number(), balance: z.number() }),
});

export const cashbackRecords = defineCall({
  ...routes.cashbackRecords,
  summary: "Daily cashback on the day's net loss (up to 35% with VIP level), paid the next day",
  payload: { page: ZPage, pageSize: ZPageSize },
  result: z.object({
    ratePercent: z.number().describe("The player's rate now"),
    maxRatePercent: z.number(),
    list: z.array(
      z.object({
        day: z.string(),
        netLoss: z.number(),
        ratePercent: z.number(),
        amount: z.number(),
        paidAt: z.string(),
      }),
    ),
    total: z.number().int(),
  }),
});

export const invitationRanksInfo = defineCall({
  ...routes.invitationRanksInfo,
  summary: 'A reward for every 2 valid invitees, paid through the inbox at 5:00 GMT+5:30 the next day',
  payload: {},
  result: z.object({
    rewardPerPair: z.number(),
    validDeposit: z.number().describe('What an invitee must deposit to count'),
    wagerMultiple: z.number().int(),
    keepDays: z.number().int().describe('Days an invitation reward can be claimed from the inbox'),
    hasPhone: z.boolean(),
    validInvitees: z.number().int(),
    rewardedPairs: z.number().int(),
    pendingInvitees: z
      .number()
      .int()
      .describe('Valid invitees not yet rewarded (an odd one waits for a partner)'),
    nextPayoutPairs: z
      .number()
      .int()
      .describe('Pairs the next payout will pay: both invitees valid before that payout day began'),
    nextPayoutAt: z.string(),
    records: z.array(
      z.object({ day: z.string(), pairs: z.number().int(), amount: z.number(), status: ZRewardStatus }),
    ),
  }),
});

export const RANKING_PERIODS = ['daily', 'weekly', 'monthly'] as const;

export const rankingBoard = defineCall({
  ...routes.rankingBoard,
  summary: 'Leaderboard by total valid bet: the current period live, or the last closed one with its awards',
  payload: {
    period: z.enum(RANKING_PERIODS).default('daily'),
    which: z.enum(['current', 'previous']).default('current'),
  },
  result: z.object({
    period: z.enum(RANKING_PERIODS),
    periodKey: z.string(),
    closesAt: z.string(),
    prizePool: z.number(),
    wagerMultiple: z.number().int(),
    list: z.array(
      z.object({ rank: z.number().int(), phone: z.string(), totalBet: z.number(), award: z.number() }),
    ),
    me: z.object({ rank: z.number().int().nullable(), totalBet: z.number(), award: z.number() }).nullable(),
  }),
});

export const redeemGiftCode = defineCall({
  ...routes.redeemGiftCode,
  summary: 'Redeems an operator-issued gift code once; the bonus carries its wagering multiple',
  payload: {
    code: ZRequiredText(fieldMessage('field.giftCodeEmpty'), 32).regex(
      /^[A-Za-z0-9-]{4,32}$/,
      fieldMessage('field.giftCodeFormat'),
    ),
  },
  result: z.object({
    amount: z.number(),
    wagerMultiple: z.number().int(),
    balance: z.number().describe('Cash balance afterwards'),
    bonusBalance: z.number().describe('Bonus balance afterwards (a gift with wagering is bonus money)'),
  }),
});
