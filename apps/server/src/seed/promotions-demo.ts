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

/** The invitation payout (5:00 India time, spec point 9) as each region's clock reads it. */
const INVITATION_PAYOUT_TIME = {
  ID: { en: '6:30 WIB', id: '06.30 WIB' },
  IN: { en: '5:00 IST', id: '05.00 IST' },
  PK: { en: '4:30 PKT', id: '04.30 PKT' },
} as const;

/**
 * The demo FAQ in English and Indonesian (other languages read English, or the region's language),
 * about the region's own payments: virtual accounts and QRIS in Indonesia, the UTR in India.
 */
export function demoFaq(region: Region): z.input<typeof ZFaqSetting> {
  const money = region.currencySign;
  const payout = INVITATION_PAYOUT_TIME[region.code];
  const hasUtr = region.code === 'IN';
  const deposit = {
    ID: {
      en: 'Virtual account and QRIS deposits are credited within 1-5 minutes of payment. A bank transfer is credited once our team has matched its reference, usually within 2 hours.',
      id: 'Deposit lewat virtual account dan QRIS masuk dalam 1-5 menit setelah pembayaran. Transfer bank masuk setelah tim kami mencocokkan nomor referensinya, biasanya dalam 2 jam.',
    },
    IN: {
      en: 'Online deposits are credited within 1-5 minutes of payment. A bank transfer is credited once our team has checked the UTR, usually within 2 hours.',
      id: 'Deposit online masuk dalam 1-5 menit setelah pembayaran. Transfer bank masuk setelah tim kami memeriksa UTR, biasanya dalam 2 jam.',
    },
    PK: {
      en: 'Online deposits are credited within 1-5 minutes of payment.',
      id: 'Deposit online masuk dalam 1-5 menit setelah pembayaran.',
    },
  }[region.code];
  const items: [string, { question: string; answer: string }, { question: string; answer: string }][] = [
    [
      'deposit',
      { question: 'How long does a deposit take?', answer: deposit.en },
      { question: 'Berapa lama proses deposit?', answer: deposit.id },
    ],
    [
      'deposit',
      {
        question: 'My payment went through but my balance did not change',
        answer: hasUtr
          ? 'Open Deposit history and check the order. If it still says pending after 10 minutes, submit the UTR and a screenshot of the payment from the order page, or contact customer service with the order number.'
          : 'Open Deposit history and check the order. If it still says pending after 10 minutes, contact customer service with the order number and a screenshot of the payment.',
      },
      {
        question: 'Pembayaran saya berhasil tetapi saldo saya tidak bertambah',
        answer: hasUtr
          ? 'Buka Riwayat Deposit dan periksa pesanannya. Jika masih tertunda setelah 10 menit, kirim UTR dan tangkapan layar pembayaran dari halaman pesanan, atau hubungi layanan pelanggan dengan nomor pesanan.'
          : 'Buka Riwayat Deposit dan periksa pesanannya. Jika masih tertunda setelah 10 menit, hubungi layanan pelanggan dengan nomor pesanan dan tangkapan layar pembayaran.',
      },
    ],
    [
      'withdraw',
      {
        question: 'Why can I not withdraw yet?',
        answer:
          'Deposits must be wagered before a withdrawal. Bonuses go to a separate bonus balance that can be played but not withdrawn until its own wagering is complete (bets more than 50% likely to win do not count); withdrawing earlier forfeits the bonus. The Withdraw page shows how much you still need to bet.',
      },
      {
        question: 'Mengapa saya belum bisa menarik dana?',
        answer:
          'Deposit harus dipertaruhkan dulu sebelum penarikan. Bonus masuk ke saldo bonus terpisah yang bisa dimainkan tetapi tidak bisa ditarik sampai syarat taruhannya terpenuhi (taruhan dengan peluang menang lebih dari 50% tidak dihitung); menarik dana lebih awal menghanguskan bonus. Halaman Penarikan menunjukkan berapa yang masih harus Anda pertaruhkan.',
      },
    ],
    [
      'withdraw',
      {
        question: 'When will my withdrawal arrive?',
        answer:
          'Withdrawals are reviewed from 9:00 to 21:00 every day and usually arrive within 30 minutes of approval.',
      },
      {
        question: 'Kapan penarikan saya masuk?',
        answer:
          'Penarikan ditinjau setiap hari pukul 09.00-21.00 dan biasanya masuk dalam 30 menit setelah disetujui.',
      },
    ],
    [
      'game',
      {
        question: 'Are the games fair?',
        answer:
          'Our Originals games are provably fair: before every round you can see the hash of the server seed, and after rotating the seed you can verify every result on the Fairness page.',
      },
      {
        question: 'Apakah permainannya adil?',
        answer:
          'Permainan Originals kami terbukti adil (provably fair): sebelum setiap ronde Anda dapat melihat hash seed server, dan setelah seed diganti Anda dapat memverifikasi setiap hasil di halaman Keadilan.',
      },
    ],
    [
      'vip',
      {
        question: 'How do I reach the next VIP level?',
        answer:
          'Every valid bet adds to your VIP experience. Each level brings an upgrade reward, weekly and monthly rewards, and higher withdrawal limits.',
      },
      {
        question: 'Bagaimana cara naik ke level VIP berikutnya?',
        answer:
          'Setiap taruhan valid menambah pengalaman VIP Anda. Setiap level memberikan hadiah kenaikan level, hadiah mingguan dan bulanan, serta batas penarikan yang lebih tinggi.',
      },
    ],
    [
      'invite',
      {
        question: 'How do invitation rewards work?',
        answer: `Share your invite link. When two friends bind their phone and deposit, you receive a reward in your inbox at ${payout.en} the next day. You also earn a share of their valid bets, which you can move to your balance from Earn Money.`,
      },
      {
        question: 'Bagaimana cara kerja hadiah undangan?',
        answer: `Bagikan tautan undangan Anda. Saat dua teman mengikat nomor ponsel dan melakukan deposit, Anda menerima hadiah di kotak masuk pukul ${payout.id} keesokan harinya. Anda juga mendapat bagian dari taruhan valid mereka, yang bisa Anda pindahkan ke saldo dari Hasilkan Uang.`,
      },
    ],
    [
      'account',
      {
        question: 'I forgot my password',
        answer: 'Tap "Forgot password?" on the login page and reset it with a code sent to your bound phone.',
      },
      {
        question: 'Saya lupa kata sandi',
        answer:
          'Ketuk "Lupa kata sandi?" di halaman masuk dan atur ulang dengan kode yang dikirim ke nomor ponsel terikat Anda.',
      },
    ],
    [
      'account',
      {
        question: 'How do I change my phone number?',
        answer: `For your safety a bound phone number can only be changed by customer service. Have your player ID ready; it is shown on the Account page (${money} balances are not affected).`,
      },
      {
        question: 'Bagaimana cara mengganti nomor ponsel saya?',
        answer: `Demi keamanan Anda, nomor ponsel yang sudah terikat hanya dapat diganti oleh layanan pelanggan. Siapkan ID pemain Anda; ID itu ada di halaman Akun (saldo ${money} Anda tidak terpengaruh).`,
      },
    ],
  ];
  return {
    categories: [
      { key: 'deposit', title: { en: 'Deposit', id: 'Deposit' } },
      { key: 'withdraw', title: { en: 'Withdraw', id: 'Penarikan' } },
      { key: 'game', title: { en: 'Games', id: 'Permainan' } },
      { key: 'vip', title: { en: 'VIP', id: 'VIP' } },
      { key: 'invite', title: { en: 'Invite', id: 'Undang teman' } },
      { key: 'account', title: { en: 'Account', id: 'Akun' } },
    ],
    items: items.map(([category, en, id], index) => ({ id: index + 1, category, texts: { en, id } })),
  };
}
