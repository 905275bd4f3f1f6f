import type { Region } from '@fairplay/contract/regions';
import type { Database } from '../db/client.ts';
import { banners, rollMessages, vipLevels } from '../db/schema.ts';
import { playerNickname } from '../modules/account/nicknames.ts';
import { maskedNickname, ROLL_TYPE } from '../modules/home/roll-messages.ts';
import { hasAnySetting, putSetting } from '../modules/settings/repository.ts';
import { demoDepositSetting } from './deposit-demo.ts';
import { seedGames } from './games-demo.ts';
import { demoFaq, demoPromotions } from './promotions-demo.ts';
import { DEMO_VIP_TABLE } from './vip-table.ts';

/** Demo amounts are INR-like major units; this turns one into the region's minor units. */
export function demoMinor(region: Region, inrMajor: number): bigint {
  return BigInt(Math.round(inrMajor * region.demoAmountScale)) * 10n ** BigInt(region.currencyDecimals);
}

/**
 * Banners in the operator's order: picture, page, page key, title in English and Indonesian; the
 * pictures carry the same words (static/banners, static/banners/id). Ids are 1, 2, ... in this order.
 */
const BANNERS: readonly (readonly [image: string, path: string, pageKey: number, en: string, id: string])[] =
  [
    ['deposit', '/pages/wallet/Deposit', 1, 'Deposit bonus', 'Bonus deposit'],
    ['vip', '/pages/vip/Vip', 7, 'VIP privileges', 'Hak istimewa VIP'],
    ['ranking', '/pages/promo/Ranking/Ranking', 9, 'Bet ranking', 'Peringkat taruhan'],
    ['giftcode', '/pages/promo/Jili', 18, 'Gift code', 'Kode hadiah'],
    ['invite-ranks', '/pages/promo/InvitationalRanks', 15, 'Invite friends', 'Undang teman'],
    ['earn', '/pages/earn/Earn', 2, 'Refer and earn', 'Ajak dan raih cuan'],
    ['rebate', '/pages/promo/RebatePromo/RebatePromo', 19, 'Daily deposit rebate', 'Rabat deposit harian'],
  ];

/** A marquee sentence in the marquee's colours: white words, yellow highlights (`*...*`). */
function marquee(text: string): string {
  return text
    .split('*')
    .map((part, index) => (part ? `<color=${index % 2 ? '#fbca14' : '#ffffff'}>${part}</c>` : ''))
    .join('');
}

/** A marquee template shown once, every 2 seconds, at normal speed. */
function rollTemplate(id: number, type: number, content: { en: string; id: string }) {
  return { id, type, content, playTimes: 1, playInterval: 2, playSpeed: 1 };
}

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
      BANNERS.map(([image, path, pageKey, en, id], index) => ({
        id: index + 1,
        texts: {
          en: { title: en, imageUrl: `/static/banners/${image}.svg` },
          id: { title: id, imageUrl: `/static/banners/id/${image}.svg` },
        },
        width: 750,
        height: 300,
        type: 1,
        pageKey,
        path,
        webUrl: null,
        gameId: null,
        sortOrder: BANNERS.length - index,
      })),
    );
    // Registered players' default nicknames (account/nicknames.ts), masked as the marquee shows them.
    const winners = [1020, 7731, 3310, 5562, 9025, 4418, 2267, 8843].map(playerNickname).map(maskedNickname);
    await tx.insert(rollMessages).values([
      {
        type: ROLL_TYPE.announcement,
        texts: {
          en: marquee('Welcome! Up to *35%* cashback every day. Customer service *24/7*.'),
          id: marquee('Selamat datang! Cashback hingga *35%* setiap hari. Layanan pelanggan *24/7*.'),
        },
        createdAt: now,
      },
      // Paid withdrawals: facts only, worded in each reader's language when read.
      ...winners.map((name, index) => ({
        type: ROLL_TYPE.withdrawal,
        params: {
          player: name,
          amountMinor: String(scale([10_000, 20_000, 35_000][index % 3]!)),
        },
        createdAt: new Date(now.getTime() - index * 600_000),
      })),
    ]);
    await putSetting(
      tx,
      'rollTemplates',
      [
        rollTemplate(1, ROLL_TYPE.announcement, {
          en: 'Welcome! Up to 35% cashback every day.',
          id: 'Selamat datang! Cashback hingga 35% setiap hari.',
        }),
        rollTemplate(2, ROLL_TYPE.win, {
          en: 'Congratulations to user %s for winning %s in game %s',
          id: 'Selamat kepada pengguna %s yang menang %s di game %s',
        }),
        rollTemplate(3, ROLL_TYPE.withdrawal, {
          en: 'Congratulations to user %s for successfully withdrawing %s',
          id: 'Selamat kepada pengguna %s yang berhasil menarik %s',
        }),
      ],
      now,
    );
    await putSetting(
      tx,
      'service',
      {
        top: {
          en: 'Please contact the customer service when you need help.',
          id: 'Silakan hubungi layanan pelanggan jika Anda membutuhkan bantuan.',
        },
        mobile: [
          contact('WhatsApp', 'whatsapp', ['https://wa.me/620000000000'], null, 0),
          contact('Telegram', 'telegram', ['https://t.me/fairplay_support'], null, 0),
          contact('Email', 'email', ['mailto:support@fairplay.example'], null, 0),
          contact('WebCS', 'webcs', ['https://support.fairplay.example/chat'], null, 1),
          contact('VipWebCS', 'vipwebcs', ['https://support.fairplay.example/vip-chat'], 6, 0),
          contact('VipCS', 'vipcs', ['https://wa.me/620000000099'], 6, 0),
        ],
        customerServiceHour: '24/7',
        withdrawalTimeDay: 'per day',
        withdrawalTimeHour: '9:00-21:00',
        last: {
          en: 'We usually answer within 5 minutes.',
          id: 'Kami biasanya menjawab dalam 5 menit.',
        },
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
