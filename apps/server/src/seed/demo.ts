import type { Region } from '@fairplay/contract/regions';
import type { Database } from '../db/client.ts';
import { banners, rollMessages, vipLevels } from '../db/schema.ts';
import { hasAnySetting, putSetting } from '../modules/settings/repository.ts';
import { demoDepositSetting } from './deposit-demo.ts';
import { seedGames } from './games-demo.ts';
import { demoFaq, demoPromotions } from './promotions-demo.ts';
import { DEMO_VIP_TABLE } from './vip-table.ts';

/** Demo amounts are INR-like major units; this turns one into the region's minor units. */
export function demoMinor(region: Region, inrMajor: number): bigint {
  return BigInt(Math.round(inrMajor * region.demoAmountScale)) * 10n ** BigInt(region.currencyDecimals);
}

const BANNERS = [
  { id: 1, title: 'Deposit bonus', pageKey: 1, path: '/pages/wallet/Deposit', image: 'deposit' },
  { id: 2, title: 'VIP privileges', pageKey: 7, path: '/pages/vip/Vip', image: 'vip' },
  { id: 3, title: 'Bet ranking', pageKey: 9, path: '/pages/promo/Ranking/Ranking', image: 'ranking' },
  { id: 4, title: 'Gift code', pageKey: 18, path: '/pages/promo/Jili', image: 'giftcode' },
  {
    id: 5,
    title: 'Invite friends',
    pageKey: 15,
    path: '/pages/promo/InvitationalRanks',
    image: 'invite-ranks',
  },
  { id: 6, title: 'Refer and earn', pageKey: 2, path: '/pages/earn/Earn', image: 'earn' },
  {
    id: 7,
    title: 'Daily deposit rebate',
    pageKey: 19,
    path: '/pages/promo/RebatePromo/RebatePromo',
    image: 'rebate',
  },
] as const;

function contact(
  name: string,
  image: string,
  numbers: string[],
  minVipLevel: number | null,
  jumpType: number | null,
) {
  return {
    mobileName: name,
    mobileImage: `/static/service/${image}.svg`,
    mobileNumber: numbers,
    minVipLevel,
    jumpType,
  };
}

/**
 * Seeds realistic demo configuration into an empty database (DESIGN.md section 8): VIP table,
 * service contacts, banners, marquee messages and app config. Returns false when already seeded.
 */
export async function seedDemoConfiguration(db: Database, region: Region, now: Date): Promise<boolean> {
  if (await hasAnySetting(db)) return false;
  const scale = (inr: number) => demoMinor(region, inr);
  const sign = region.currencySign;
  await db.transaction(async (tx) => {
    await tx.insert(vipLevels).values(
      DEMO_VIP_TABLE.map(
        ([level, exp, relegation, upgrade, monthly, weekly, birthday, withdrawMax, fee, count, rebate]) => ({
          level,
          expLimit: scale(exp),
          relegationDeposit: scale(relegation),
          upgradeReward: scale(upgrade),
          monthlyReward: scale(monthly),
          weekReward: scale(weekly),
          birthdayReward: scale(birthday),
          withdrawDailyMax: scale(withdrawMax),
          withdrawFeePpm: fee,
          withdrawDailyCount: count,
          betRebatePpm: rebate,
          picUrl: `/static/vip/vip${level}.svg`,
        }),
      ),
    );
    await tx.insert(banners).values(
      BANNERS.map((banner, index) => ({
        id: banner.id,
        title: banner.title,
        imageUrl: `/static/banners/${banner.image}.svg`,
        width: 750,
        height: 300,
        type: 1,
        pageKey: banner.pageKey,
        path: banner.path,
        webUrl: null,
        gameId: null,
        sortOrder: BANNERS.length - index,
      })),
    );
    const winners = [
      'Guest1020',
      'Guest7731',
      'Guest3310',
      'Guest5562',
      'Guest9025',
      'Guest4418',
      'Guest2267',
      'Guest8843',
    ];
    await tx.insert(rollMessages).values([
      {
        type: 1,
        content: `<color=#ffffff>Welcome! Get up to </c><color=#fbca14>35%</c><color=#ffffff> cashback on daily deposits. Customer service 7*24.</c>`,
        createdAt: now,
      },
      ...winners.map((name, index) => ({
        type: 3,
        content: `<color=#ffffff>Congratulations to user </c><color=#f94754>${name.slice(0, 7)}***</c><color=#ffffff> for successfully withdrawing </c><color=#fbca14>${sign} ${[10_000, 20_000, 35_000][index % 3]! * region.demoAmountScale}</c>`,
        createdAt: new Date(now.getTime() - index * 600_000),
      })),
    ]);
    await putSetting(
      tx,
      'rollTemplates',
      [
        {
          id: 1,
          type: 1,
          content: 'Welcome! Get up to 35% cashback on daily deposits.',
          playTimes: 1,
          playInterval: 2,
          playSpeed: 1,
        },
        {
          id: 2,
          type: 2,
          content: 'Congratulations to user %s for winning %s in game %s',
          playTimes: 1,
          playInterval: 2,
          playSpeed: 1,
        },
        {
          id: 3,
          type: 3,
          content: 'Congratulations to user %s for successfully withdrawing %s',
          playTimes: 1,
          playInterval: 2,
          playSpeed: 1,
        },
      ],
      now,
    );
    await putSetting(
      tx,
      'service',
      {
        top: 'Please contact the customer service when you need help.',
        mobile: [
          contact('WhatsApp', 'whatsapp', ['https://wa.me/620000000000'], null, 0),
          contact('Telegram', 'telegram', ['https://t.me/fairplay_support'], null, 0),
          contact('Email', 'email', ['mailto:support@fairplay.example'], null, 0),
          contact('WebCS', 'webcs', ['https://support.fairplay.example/chat'], null, 1),
          contact('VipWebCS', 'vipwebcs', ['https://support.fairplay.example/vip-chat'], 6, 0),
          contact('VipCS', 'vipcs', ['https://wa.me/620000000099'], 6, 0),
        ],
        customerServiceHour: '7*24',
        withdrawalTimeDay: 'per day',
        withdrawalTimeHour: '9:00-21:00',
        last: 'We usually answer within 5 minutes.',
        balanceCS: [
          contact('Telegram Support', 'telegram', ['https://t.me/fairplay_wallet'], null, 0),
          contact('WhatsApp Support', 'whatsapp', ['https://wa.me/620000000001'], null, 0),
        ],
        gameCS: [
          contact('Telegram Support', 'telegram', ['https://t.me/fairplay_games'], null, 0),
          contact('WhatsApp Support', 'whatsapp', ['https://wa.me/620000000002'], null, 0),
        ],
      },
      now,
    );
    await putSetting(tx, 'deposit', demoDepositSetting(region), now);
    await putSetting(tx, 'promotions', demoPromotions(scale), now);
    await putSetting(tx, 'faq', demoFaq(region), now);
    await putSetting(tx, 'withdraw', { minAmountMinor: Number(scale(100)) }, now);
    await seedGames(tx, region);
    await putSetting(tx, 'games', { popularSearches: ['Mines', 'Dice', 'Plinko', 'Limbo'] }, now);
    await putSetting(
      tx,
      'app',
      {
        auditStatus: 0,
        manualRechargeUrl: '/pages/wallet/SelfUtrInfo',
        faqUrl: '/pages/account/Faq',
        feedbackAwardMinor: Number(scale(100)),
        manualPendingMaxCount: 3,
        serviceUrl: 'https://support.fairplay.example/chat',
        withdrawTypes: [
          {
            id: 1,
            name: 'Bank',
            type: 1,
            iconUrl: '/static/withdraw/bank.svg',
            requiredFields: ['accountNumber', 'accountIfsc', 'accountName'],
          },
          {
            id: 2,
            name: 'Wallet',
            type: 2,
            iconUrl: '/static/withdraw/wallet.svg',
            requiredFields: ['accountNumber'],
          },
        ],
      },
      now,
    );
  });
  return true;
}
