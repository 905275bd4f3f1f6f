import type { ZPromotion } from '@fairplay/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../kernel/context.ts';
import { firstDepositInfo } from './first-deposit.ts';
import { promotionSettings } from './shared.ts';
import { signinInfo } from './signin.ts';
import { signupBonusInfo } from './signup-bonus.ts';

type Promotion = z.infer<typeof ZPromotion>;

/**
 * The Promo tab: every event in display order, whether it is running, and for a signed-in player
 * a badge where something waits for them.
 */
export async function promoList(deps: AppDeps, userId: number | null): Promise<{ promotions: Promotion[] }> {
  const settings = await promotionSettings(deps);
  const [signin, signup, firstDeposit] =
    userId === null
      ? [null, null, null]
      : await Promise.all([
          signinInfo(deps, userId),
          signupBonusInfo(deps, userId),
          firstDepositInfo(deps, userId),
        ]);
  const image = (name: string) => `/static/promo/${name}.svg`;
  // The configured rates, never a number written into the text: 300_000 ppm is 30%.
  const percentOf = (ppm: readonly number[]) => Math.max(0, ...ppm) / 10_000;
  const rebateUpTo = percentOf(settings.rebate.tiers.map((tier) => tier.ratePpm));
  const cashbackUpTo = percentOf(settings.cashback.ratePpmByVipLevel);
  const promotions: Promotion[] = [
    {
      key: 'signin',
      title: 'Daily sign-in',
      description: 'Sign in every day: the reward grows with your streak.',
      upToPercent: null,
      imageUrl: image('signin'),
      path: '/pages/promo/Signin/Signin',
      badge: signin && !signin.hasSignedToday && settings.signin.isEnabled ? 'Claimable' : null,
      isAvailable: settings.signin.isEnabled,
    },
    {
      key: 'firstDeposit',
      title: 'First deposit bonus',
      description: 'An extra bonus on your first deposit.',
      upToPercent: null,
      imageUrl: image('first-deposit'),
      path: '/pages/promo/FirstDeposit/FirstDeposit',
      badge: firstDeposit?.status === 'claimable' && firstDeposit.hasPhone ? 'Claimable' : null,
      isAvailable: settings.firstDeposit.isEnabled,
    },
    {
      key: 'signupBonus',
      title: 'Sign-up bonus',
      description: 'New players: take your bonus within 24 hours of joining.',
      upToPercent: null,
      imageUrl: image('signup-bonus'),
      path: '/pages/promo/SignupBonus',
      badge: signup?.status === 'open' ? 'New' : signup?.status === 'inMailbox' ? 'Claimable' : null,
      isAvailable: settings.signupBonus.isEnabled,
    },
    {
      key: 'rebatePromo',
      title: 'Daily deposit rebate',
      description: `Up to ${rebateUpTo}% on your largest single deposit of the day.`,
      upToPercent: rebateUpTo,
      imageUrl: image('rebate'),
      path: '/pages/promo/RebatePromo/RebatePromo',
      badge: null,
      isAvailable: settings.rebate.isEnabled,
    },
    {
      key: 'cashbackRecord',
      title: 'Daily cashback',
      description: `Up to ${cashbackUpTo}% of your daily net loss back, paid the next day.`,
      upToPercent: cashbackUpTo,
      imageUrl: image('cashback'),
      path: '/pages/promo/CashbackRecord/CashbackRecord',
      badge: null,
      isAvailable: settings.cashback.isEnabled,
    },
    {
      key: 'ranking',
      title: 'Bet ranking',
      description: 'Daily, weekly and monthly leaderboards with prize pools.',
      upToPercent: null,
      imageUrl: image('ranking'),
      path: '/pages/promo/Ranking/Ranking',
      badge: null,
      isAvailable: settings.ranking.isEnabled,
    },
    {
      key: 'invitationalRanks',
      title: 'Invite friends',
      description: 'A reward for every 2 friends who join and deposit.',
      upToPercent: null,
      imageUrl: image('invite-ranks'),
      path: '/pages/promo/InvitationalRanks',
      badge: null,
      isAvailable: settings.invitation.isEnabled,
    },
    {
      key: 'giftCode',
      title: 'Gift code',
      description: 'Redeem a gift code from our channels.',
      upToPercent: null,
      imageUrl: image('giftcode'),
      path: '/pages/promo/Jili',
      badge: null,
      isAvailable: true,
    },
  ];
  return { promotions };
}
