import type { Region } from '@fairplay/contract/regions';
import type { z } from 'zod';
import {
  type BonusRules,
  OBSERVED_RANK_SHARES_PPM,
  type PromotionsSetting,
  type ZFaqSetting,
} from '../modules/settings/definitions.ts';

/**
 * How the demo operator's bonus money is wagered (modules/bonus). Bonuses carry 30-40× like real
 * operators' (the no-deposit sign-up bonus the most). A game counts in proportion to its house
 * edge, so clearing costs about the same everywhere — 30% of the requirement in expected loss: the
 * 97%-RTP originals 10%, High Roller Dice (98%) 6.5%, Plinko X (96%) 13%, anything unlisted 10%.
 * Bets more than 50% likely to win count nothing (a 98%-win dice roll wagers no bonus), and a
 * bonus caps a bet at ₹50 so a small deposit with a large bonus cannot be played as a lottery
 * ticket. bonus-economy.test.ts plays the hunting strategies over this configuration and shows
 * the house keeps an edge.
 */
export function demoBonusRules(scale: (inr: number) => bigint): BonusRules {
  return {
    maxBetMinor: Number(scale(50)),
    maxWinChancePpm: 500_000,
    gameWeightsPpm: {
      dice: 100_000,
      'dice-high': 65_000,
      limbo: 100_000,
      mines: 100_000,
      plinko: 100_000,
      'plinko-x': 130_000,
    },
    defaultWeightPpm: 100_000,
    depositBonusWagerMultiple: 35,
  };
}

/**
 * Demo promotions: every event on, with amounts that look like a real operator's (INR-like, scaled
 * to the region's money) and the observed ranking configuration (spec/observed-api.md).
 */
export function demoPromotions(scale: (inr: number) => bigint): PromotionsSetting {
  const minor = (inr: number) => Number(scale(inr));
  return {
    firstDeposit: {
      isEnabled: true,
      ratePpm: 200_000,
      maxBonusMinor: minor(2_000),
      wagerMultiple: 35,
      claimDays: 7,
    },
    signupBonus: { isEnabled: true, amountMinor: minor(20), wagerMultiple: 40, openHours: 24, keepDays: 7 },
    signin: {
      isEnabled: true,
      rewardsMinor: [5, 8, 10, 15, 20, 25, 50].map(minor),
      wagerMultiple: 30,
      requiresDeposit: true,
    },
    rebate: {
      isEnabled: true,
      tiers: [
        { minDepositMinor: minor(500), ratePpm: 50_000 },
        { minDepositMinor: minor(2_000), ratePpm: 100_000 },
        { minDepositMinor: minor(10_000), ratePpm: 200_000 },
        { minDepositMinor: minor(50_000), ratePpm: 300_000 },
      ],
      dailyCapMinor: minor(30_000),
      wagerMultiple: 35,
    },
    cashback: {
      isEnabled: true,
      ratePpmByVipLevel: [5, 8, 10, 12, 15, 18, 20, 22, 25, 28, 30, 32, 35].map(
        (percent) => percent * 10_000,
      ),
      minNetLossMinor: minor(10),
      wagerMultiple: 1,
    },
    invitation: {
      isEnabled: true,
      rewardPerPairMinor: minor(100),
      validDepositMinor: minor(300),
      wagerMultiple: 30,
      keepDays: 7,
    },
    ranking: {
      isEnabled: true,
      daily: { betRatePpm: 20_000, showRows: 50 },
      weekly: { betRatePpm: 6_000, showRows: 50 },
      monthly: { betRatePpm: 1_000, showRows: 50 },
      sharesPpm: [...OBSERVED_RANK_SHARES_PPM],
      wagerMultiple: 5,
    },
    referral: { isEnabled: true, ratePpm: 5_000 },
    vipRewards: { wagerMultiple: 1, keepDays: 7 },
    bonusRules: demoBonusRules(scale),
  };
}

export function demoFaq(region: Region): z.input<typeof ZFaqSetting> {
  const money = region.currencySign;
  const items = [
    [
      'deposit',
      'How long does a deposit take?',
      'Online deposits are credited within 1-5 minutes of payment. A bank transfer is credited once our team has checked the UTR, usually within 2 hours.',
    ],
    [
      'deposit',
      'My payment went through but my balance did not change',
      'Open Deposit history and check the order. If it still says pending after 10 minutes, submit the UTR and a screenshot of the payment from the order page, or contact customer service with the order number.',
    ],
    [
      'withdraw',
      'Why can I not withdraw yet?',
      'Deposits must be wagered before a withdrawal. Bonuses go to a separate bonus balance that can be played but not withdrawn until its own wagering is complete (bets more than 50% likely to win do not count); withdrawing earlier forfeits the bonus. The Withdraw page shows how much you still need to bet.',
    ],
    [
      'withdraw',
      'When will my withdrawal arrive?',
      'Withdrawals are reviewed from 9:00 to 21:00 every day and usually arrive within 30 minutes of approval.',
    ],
    [
      'game',
      'Are the games fair?',
      'Our Originals games are provably fair: before every round you can see the hash of the server seed, and after rotating the seed you can verify every result on the Fairness page.',
    ],
    [
      'vip',
      'How do I reach the next VIP level?',
      'Every valid bet adds to your VIP experience. Each level brings an upgrade reward, weekly and monthly rewards, and higher withdrawal limits.',
    ],
    [
      'invite',
      'How do invitation rewards work?',
      `Share your invite link. When two friends bind their phone and deposit, you receive a reward in your inbox at 5:00 (GMT+5:30) the next day. You also earn a share of their valid bets, which you can move to your balance from Earn Money.`,
    ],
    [
      'account',
      'I forgot my password',
      'Tap "Forgot password" on the login page and reset it with a code sent to your bound phone.',
    ],
    [
      'account',
      'How do I change my phone number?',
      `For your safety a bound phone number can only be changed by customer service. Have your player ID ready; it is shown on the Mine page (${money} balances are not affected).`,
    ],
  ] as const;
  return {
    categories: [
      { key: 'deposit', title: 'Deposit' },
      { key: 'withdraw', title: 'Withdraw' },
      { key: 'game', title: 'Games' },
      { key: 'vip', title: 'VIP' },
      { key: 'invite', title: 'Invite' },
      { key: 'account', title: 'Account' },
    ],
    items: items.map(([category, question, answer], index) => ({
      id: index + 1,
      category,
      question,
      answer,
    })),
  };
}
