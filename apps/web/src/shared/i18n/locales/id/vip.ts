import type en from '../en/vip.ts';
import type { Strings } from '../types.ts';

/** Bahasa Indonesia: vip. */
const vip: Strings<typeof en> = {
  loginPrompt: 'Masuk untuk melihat level VIP, keuntungan, dan hadiah Anda',
  level: 'VIP{{level}}',
  currentLevel: 'Level saat ini',
  nextLevel: 'Level berikutnya',
  previousLevel: 'Level sebelumnya',
  progress: 'Pengalaman {{exp}} / {{expMax}}',
  toNextLevel: 'Taruhan {{amount}} lagi untuk mencapai VIP{{level}}',
  topLevel: 'Anda telah mencapai level VIP tertinggi',
  experienceHint: 'Setiap taruhan valid menambah pengalaman VIP Anda.',
  betRebate: 'Rabat taruhan',
  contactVip: 'Hubungi layanan VIP',
  contactService: 'Hubungi layanan pelanggan',
  vipServiceFrom: 'Layanan VIP khusus tersedia mulai VIP{{level}}.',
  benefitsTitle: 'Keuntungan level',
  levelsLabel: 'Level VIP',
  swipeHint: 'Geser atau ketuk level untuk membandingkan keuntungan',
  requiredExperience: 'Pengalaman yang dibutuhkan',
  startingLevel: 'Level awal',
  upgradeReward: 'Hadiah naik level',
  weeklyReward: 'Hadiah mingguan',
  monthlyReward: 'Hadiah bulanan',
  birthdayReward: 'Hadiah ulang tahun',
  withdrawLimit: 'Batas penarikan harian',
  withdrawFee: 'Biaya penarikan',
  withdrawCount: 'Penarikan per hari',
  withdrawCountValue: '{{count}} kali',
  betRebateRate: 'Persentase rabat taruhan',
  none: '—',
  scheduleTitle: 'Kapan hadiah datang',
  nextWeekly: 'Hadiah mingguan berikutnya: {{time}}',
  nextMonthly: 'Hadiah bulanan berikutnya: {{time}}',
  scheduleNote:
    'Hadiah mingguan dan bulanan dikirim ke kotak surat jika Anda bertaruh atau deposit selama minggu atau bulan itu. Klaim di sana sebelum kedaluwarsa.',
  wagerNote: 'Hadiah VIP harus dipertaruhkan {{multiple}}× sebelum dapat ditarik.',
  historyTitle: 'Riwayat hadiah',
  kind: {
    upgrade: 'Hadiah naik level',
    weekly: 'Hadiah mingguan',
    monthly: 'Hadiah bulanan',
    birthday: 'Hadiah ulang tahun',
    betRebate: 'Rabat taruhan',
  },
  status: {
    claimable: 'Bisa diklaim',
    claimed: 'Diterima',
    expired: 'Kedaluwarsa',
  },
  claimInInbox: 'Klaim di kotak surat',
  expiresAt: 'Klaim sebelum {{time}}',
};

export default vip;
