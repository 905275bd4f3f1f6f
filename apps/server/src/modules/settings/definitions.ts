import {
  COOLING_OFF_HOURS,
  MIN_SELF_EXCLUSION_MONTHS,
  ZPayoutBankList,
  ZServiceInfo,
} from '@fairplay/contract';
import { z } from 'zod';
import { ZLocalizedText, ZTexts } from '../../kernel/content-language.ts';
import { type DepositSetting, ZDepositSetting } from './deposit-setting.ts';

/**
 * Operator settings: each is one JSON document in app_settings with a schema and a default.
 * Money inside settings is integer minor units.
 */

const ZMinor = z.number().int().nonnegative();

export const ZAppSetting = z.object({
  auditStatus: z.number().int().min(0).max(1),
  manualRechargeUrl: z.string(),
  faqUrl: z.string(),
  feedbackAwardMinor: ZMinor,
  manualPendingMaxCount: z.number().int().min(1).max(20),
  serviceUrl: z.string(),
  withdrawTypes: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      type: z.number().int(),
      iconUrl: z.string(),
      requiredFields: z.array(z.enum(['accountNumber', 'accountIfsc', 'accountName'])),
    }),
  ),
});

/**
 * Marquee templates by message type, per language; `%s` stands for the player, the amount and the
 * game, in that order (a paid withdrawal, type 3, is made from its type's template when read).
 */
export const ZRollTemplates = z.array(
  z.object({
    id: z.number().int(),
    type: z.number().int(),
    content: ZLocalizedText(z.string().max(300)),
    playTimes: z.number().int(),
    playInterval: z.number().int(),
    playSpeed: z.number().int(),
  }),
);

const ZPpm = z.number().int().min(0).max(1_000_000);
const ZWager = z.number().int().min(0).max(100);

const ZRankingPeriod = z.object({
  /** Share of the period's total valid bets that funds the prize pool (observed bet_rate). */
  betRatePpm: ZPpm,
  /** Rows shown on the board (observed rank_show). */
  showRows: z.number().int().min(1).max(100),
});

/**
 * How bonus money is wagered (modules/bonus): a settled round takes stake × its game's weight off
 * the bonus requirement, nothing when its chance to win was above maxWinChancePpm (low-risk bets
 * such as 98%-win dice clear nothing); a bet above maxBetMinor is refused while a bonus is active.
 * Deposit gifts carry depositBonusWagerMultiple; every other bonus carries its promotion's multiple.
 */
export const ZBonusRules = z.object({
  /** The largest single bet while a bonus is active; 0: no limit. */
  maxBetMinor: ZMinor,
  maxWinChancePpm: ZPpm,
  /** Weight by game code; games not listed count defaultWeightPpm. */
  gameWeightsPpm: z.record(z.string().min(1).max(64), ZPpm),
  defaultWeightPpm: ZPpm,
  depositBonusWagerMultiple: ZWager,
});
export type BonusRules = z.output<typeof ZBonusRules>;

/**
 * Until an operator sets them: a stake counts 10% unless its game is weighted, only bets at 50%
 * or less to win count, deposit gifts 35×, no maximum bet (it needs the region's money).
 */
export const DEFAULT_BONUS_RULES: BonusRules = {
  maxBetMinor: 0,
  maxWinChancePpm: 500_000,
  gameWeightsPpm: {},
  defaultWeightPpm: 100_000,
  depositBonusWagerMultiple: 35,
};

/** Every promotion's rules. Amounts in the region's minor units, rates in parts per million. */
export const ZPromotionsSetting = z.object({
  firstDeposit: z.object({
    isEnabled: z.boolean(),
    ratePpm: ZPpm,
    maxBonusMinor: ZMinor,
    wagerMultiple: ZWager,
    claimDays: z.number().int().min(1).max(90),
  }),
  signupBonus: z.object({
    isEnabled: z.boolean(),
    amountMinor: ZMinor,
    wagerMultiple: ZWager,
    openHours: z.number().int().min(1).max(720),
    keepDays: z.number().int().min(1).max(90),
  }),
  signin: z.object({
    isEnabled: z.boolean(),
    /** The reward of day 1..7 of a streak; day 8 starts the cycle again. */
    rewardsMinor: z.array(ZMinor).length(7),
    wagerMultiple: ZWager,
    /** Only players who have deposited can sign in (keeps throwaway guest accounts out). */
    requiresDeposit: z.boolean(),
  }),
  rebate: z.object({
    isEnabled: z.boolean(),
    tiers: z.array(z.object({ minDepositMinor: ZMinor, ratePpm: ZPpm })).min(1),
    dailyCapMinor: ZMinor,
    wagerMultiple: ZWager,
  }),
  cashback: z.object({
    isEnabled: z.boolean(),
    /** Rate on the day's net loss by VIP level (index = level; the last applies above it). */
    ratePpmByVipLevel: z.array(ZPpm).min(1),
    minNetLossMinor: ZMinor,
    wagerMultiple: ZWager,
  }),
  invitation: z.object({
    isEnabled: z.boolean(),
    rewardPerPairMinor: ZMinor,
    /** An invitee counts once their phone is bound and their deposits reach this. */
    validDepositMinor: ZMinor,
    wagerMultiple: ZWager,
    keepDays: z.number().int().min(1).max(90),
  }),
  ranking: z.object({
    isEnabled: z.boolean(),
    daily: ZRankingPeriod,
    weekly: ZRankingPeriod,
    monthly: ZRankingPeriod,
    /** Share of the pool for rank 1, 2, ... (observed rank_awards). */
    sharesPpm: z.array(ZPpm).max(100),
    wagerMultiple: ZWager,
  }),
  referral: z.object({
    isEnabled: z.boolean(),
    /** Share of the direct invitees' valid bets paid to the inviter. */
    ratePpm: ZPpm,
  }),
  vipRewards: z.object({
    wagerMultiple: ZWager,
    keepDays: z.number().int().min(1).max(90),
  }),
  /** A setting stored before bonus rules existed reads the defaults. */
  bonusRules: ZBonusRules.default(DEFAULT_BONUS_RULES),
});
export type PromotionsSetting = z.output<typeof ZPromotionsSetting>;

const ZFaqText = z.object({ question: z.string().min(1).max(300), answer: z.string().min(1).max(5_000) });
const ZFaqItem = z.union([
  z.object({ id: z.number().int(), category: z.string(), texts: ZTexts(ZFaqText) }),
  // As stored before the FAQ had languages: English.
  z
    .object({ id: z.number().int(), category: z.string(), question: z.string(), answer: z.string() })
    .transform(({ id, category, question, answer }) => ({
      id,
      category,
      texts: { en: { question, answer } },
    })),
]);

/** The FAQ: categories and questions, each with its texts per language. */
export const ZFaqSetting = z.object({
  categories: z
    .array(z.object({ key: z.string().min(1), title: ZLocalizedText(z.string().min(1).max(60)) }))
    .max(50),
  items: z.array(ZFaqItem).max(500),
});

/** The service page: contacts and hours; its sentences per language (the app words the days and hours). */
export const ZServiceSetting = ZServiceInfo.extend({
  top: ZLocalizedText(z.string().max(500)),
  last: ZLocalizedText(z.string().max(500)),
});

/** The observed bet-ranking share table: ranks 1-10, then 11-20 down by 0.0003, 21-50 down by 0.0002. */
export const OBSERVED_RANK_SHARES_PPM: readonly number[] = [
  95_000,
  60_000,
  45_000,
  29_700,
  23_400,
  19_200,
  16_200,
  14_200,
  13_000,
  12_300,
  ...Array.from({ length: 10 }, (_, index) => 11_800 - index * 300),
  ...Array.from({ length: 30 }, (_, index) => 8_900 - index * 200),
];

const OFF = { isEnabled: false } as const;

export const SETTINGS = {
  app: {
    schema: ZAppSetting,
    defaults: {
      auditStatus: 0,
      manualRechargeUrl: '/pages/wallet/SelfUtrInfo',
      faqUrl: '/pages/account/Faq',
      feedbackAwardMinor: 10_000,
      manualPendingMaxCount: 3,
      serviceUrl: '',
      withdrawTypes: [],
    },
  },
  service: {
    schema: ZServiceSetting,
    defaults: {
      top: {
        en: 'Please contact the customer service when you need help.',
        id: 'Silakan hubungi layanan pelanggan jika Anda membutuhkan bantuan.',
      },
      mobile: [],
      customerServiceHour: '',
      withdrawalTimeDay: 'per day',
      withdrawalTimeHour: '9:00-21:00',
      last: '',
      balanceCS: [],
      gameCS: [],
    },
  },
  rollTemplates: { schema: ZRollTemplates, defaults: [] },
  games: {
    schema: z.object({ popularSearches: z.array(z.string().max(30)).max(20) }),
    defaults: { popularSearches: [] },
  },
  /** The region's banks and e-wallets for payout accounts; null: the market's default list (withdraw/banks.ts). */
  payoutBanks: {
    schema: z.object({ banks: ZPayoutBankList.nullable() }),
    defaults: { banks: null },
  },
  withdraw: {
    schema: z.object({ minAmountMinor: ZMinor }),
    defaults: { minAmountMinor: 10_000 },
  },
  /**
   * How staff review withdrawals: above fourEyesAboveMinor a second, different person approves
   * (0: every withdrawal needs two); manyPerDay requests in a local day raise the manyToday flag.
   */
  withdrawReview: {
    schema: z.object({
      fourEyesAboveMinor: ZMinor,
      manyPerDay: z.number().int().min(2).max(100),
    }),
    defaults: { fourEyesAboveMinor: 500_000_000, manyPerDay: 3 },
  },
  /**
   * Player protection per jurisdiction (modules/rg), in one place: how long a raised or removed
   * limit waits, how long the return from an ended self-exclusion waits, the shortest
   * self-exclusion offered, the reality-check default and the largest wagering multiple a bonus may
   * carry (bonus/wallet.ts caps every bonus's requirement with it).
   */
  playerProtection: {
    schema: z.object({
      coolingOffHours: z.union(COOLING_OFF_HOURS.map((hours) => z.literal(hours))),
      // Defaults for a setting stored before they existed.
      returnCoolingOffHours: z.union(COOLING_OFF_HOURS.map((hours) => z.literal(hours))).default(24),
      minSelfExclusionMonths: z
        .union(MIN_SELF_EXCLUSION_MONTHS.map((months) => z.literal(months)))
        .default(6),
      realityCheckMinutes: z.number().int().min(10).max(240),
      maxBonusWagerMultiple: z.number().int().min(1).max(100),
    }),
    defaults: {
      coolingOffHours: 24,
      returnCoolingOffHours: 24,
      minSelfExclusionMonths: 6,
      realityCheckMinutes: 60,
      maxBonusWagerMultiple: 100,
    },
  },
  /** Promotions stay off until an operator (or the demo seed) configures them. */
  promotions: {
    schema: ZPromotionsSetting,
    defaults: {
      firstDeposit: { ...OFF, ratePpm: 0, maxBonusMinor: 0, wagerMultiple: 1, claimDays: 7 },
      signupBonus: { ...OFF, amountMinor: 0, wagerMultiple: 1, openHours: 24, keepDays: 7 },
      signin: { ...OFF, rewardsMinor: [0, 0, 0, 0, 0, 0, 0], wagerMultiple: 1, requiresDeposit: true },
      rebate: { ...OFF, tiers: [{ minDepositMinor: 0, ratePpm: 0 }], dailyCapMinor: 0, wagerMultiple: 1 },
      cashback: { ...OFF, ratePpmByVipLevel: [0], minNetLossMinor: 0, wagerMultiple: 1 },
      invitation: { ...OFF, rewardPerPairMinor: 0, validDepositMinor: 0, wagerMultiple: 1, keepDays: 7 },
      ranking: {
        ...OFF,
        daily: { betRatePpm: 20_000, showRows: 50 },
        weekly: { betRatePpm: 6_000, showRows: 50 },
        monthly: { betRatePpm: 1_000, showRows: 50 },
        sharesPpm: [...OBSERVED_RANK_SHARES_PPM],
        wagerMultiple: 5,
      },
      referral: { ...OFF, ratePpm: 0 },
      vipRewards: { wagerMultiple: 1, keepDays: 7 },
      bonusRules: DEFAULT_BONUS_RULES,
    } satisfies PromotionsSetting,
  },
  faq: { schema: ZFaqSetting, defaults: { categories: [], items: [] } },
  /** Deposits stay closed until an operator (or the demo seed) configures them. */
  deposit: {
    schema: ZDepositSetting,
    defaults: {
      rechargeOpen: false,
      rechargeTypes: [1],
      giftSwitch: false,
      typeA: {
        amountListMinor: [10_000],
        giftListMinor: [],
        giftPpm: 0,
        content: '',
        picUrl: { en: '' },
        withdrawMulti: 1,
      },
      typeB: {
        amountListMinor: [10_000],
        giftListMinor: [],
        giftPpm: 0,
        content: '',
        picUrl: { en: '' },
        withdrawMulti: 1,
      },
      defaultAmountMinor: 10_000,
      rechargeTypeLimitMinor: 0,
      channels: [],
      vaBanks: [],
      transfer: { isEnabled: false, giftSwitch: false, giftPpm: 0, withdrawMulti: 1, cards: [] },
      agency: { isEnabled: false, giftPpm: null, agents: [] },
      crypto: { isEnabled: false, giftPpm: 0, coins: [] },
      fillOrderSwitch: false,
      selfServiceBonus: { ratePpmPerPeriod: 10_000, periodHours: 6, maxPpm: 300_000 },
    } satisfies DepositSetting,
  },
} as const;

export type SettingKey = keyof typeof SETTINGS;
