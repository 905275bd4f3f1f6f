import type en from '../en/mail.ts';
import type { Strings } from '../types.ts';

/** Bahasa Indonesia: mail. */
const mail: Strings<typeof en> = {
  empty: 'Saat ini tidak ada pesan untuk Anda',
  readAll: 'Baca semua',
  allRead: 'Semua pesan ditandai sudah dibaca',
  unread: 'Belum dibaca',
  unreadCount: '{{count}} belum dibaca',
  reward: 'Hadiah {{amount}}',
  wager: 'Taruhan {{multiple}}× sebelum penarikan',
  noWager: 'Tanpa syarat taruhan',
  expiresAt: 'Klaim sebelum {{time}}',
  expiredAt: 'Kedaluwarsa {{time}}',
  claim: 'Klaim',
  claiming: 'Mengklaim…',
  claimed: 'Sudah diklaim',
  expired: 'Kedaluwarsa',
  received: 'Berhasil diterima',
  open: 'Buka pesan',
  periods: { daily: 'harian', weekly: 'mingguan', monthly: 'bulanan' },
  templates: {
    signupBonus: {
      title: 'Bonus pendaftaran Anda',
      content: 'Selamat datang! Bonus pendaftaran {{amount}} menunggu Anda. Klaim sebelum {{until}}.',
    },
    vipUpgrade: {
      title: 'Selamat datang di VIP{{level}}',
      content: 'Selamat, Anda mencapai VIP{{level}}! Buka halaman VIP untuk melihat keuntungan baru Anda.',
    },
    vipUpgradeReward: {
      title: 'Selamat datang di VIP{{level}}',
      content:
        'Selamat, Anda mencapai VIP{{level}}! Hadiah kenaikan level {{amount}} telah ditambahkan ke saldo Anda.',
    },
    vipWeekly: {
      title: 'Hadiah mingguan VIP{{level}}',
      content:
        'Terima kasih telah bermain bersama kami. Hadiah mingguan VIP{{level}} sebesar {{amount}} siap: klaim dalam {{keepDays}} hari.',
    },
    vipMonthly: {
      title: 'Hadiah bulanan VIP{{level}}',
      content:
        'Terima kasih telah bermain bersama kami. Hadiah bulanan VIP{{level}} sebesar {{amount}} siap: klaim dalam {{keepDays}} hari.',
    },
    vipBirthday: {
      title: 'Selamat ulang tahun!',
      content:
        'Selamat ulang tahun dari kami semua! Hadiah ulang tahun VIP{{level}} sebesar {{amount}} ada di pesan ini.',
    },
    invitationReward: {
      title: 'Hadiah undangan',
      content:
        '{{friends}} teman undangan Anda lagi menjadi pemain valid. Hadiah undangan {{amount}} terlampir: klaim dalam {{keepDays}} hari.',
    },
    rankingAward: {
      title: 'Anda peringkat #{{rank}} di peringkat {{period}}',
      content:
        'Selamat! Anda menempati #{{rank}} di peringkat taruhan {{period}} ({{periodKey}}) dengan total taruhan {{totalBet}}. Hadiah {{award}} telah ditambahkan ke saldo Anda.',
    },
    cashback: {
      title: 'Cashback harian',
      content:
        'Cashback Anda untuk {{day}}: {{amount}} ({{percent}}% dari kerugian bersih {{netLoss}}) telah ditambahkan ke saldo Anda.',
    },
    feedbackReply: { title: 'Balasan untuk masukan Anda', content: '' },
  },
  close: 'Tutup pesan',
};

export default mail;
