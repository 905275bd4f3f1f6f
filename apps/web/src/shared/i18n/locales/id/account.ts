import type en from '../en/account.ts';
import type { Strings } from '../types.ts';

/** Bahasa Indonesia: account. */
const account: Strings<typeof en> = {
  account: {
    id: 'ID',
    vip: 'VIP {{level}}',
    totalBalance: 'Total saldo',
    withdrawable: 'Sisa taruhan sebelum penarikan',
    bonusBalance: 'Bonus {{amount}}, belum bisa ditarik sampai taruhan {{wager}} lagi',
    deposit: 'Deposit',
    withdraw: 'Tarik',
    depositHistory: 'Riwayat deposit',
    withdrawHistory: 'Riwayat penarikan',
    balanceRecords: 'Catatan saldo',
    gameRecords: 'Catatan permainan',
    withdrawAccount: 'Akun penarikan',
    withdrawalPassword: 'Kata sandi penarikan',
    phoneBinding: 'Tautkan nomor',
    profile: 'Profil',
    mail: 'Kotak surat',
    feedback: 'Masukan',
    faq: 'FAQ',
    language: 'Bahasa',
    service: 'Layanan pelanggan',
    logoutConfirm: 'Keluar dari akun ini?',
    guestNotice: 'Anda bermain sebagai tamu. Simpan ID dan kata sandi untuk masuk lagi.',
    loginPrompt: 'Masuk untuk deposit, bermain, dan menarik dana',
    savedPassword: 'Kata sandi: {{password}}',
  },
};

export default account;
