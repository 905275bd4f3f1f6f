import type en from '../en/profile.ts';
import type { Strings } from '../types.ts';

/** Bahasa Indonesia: profile. */
const profile: Strings<typeof en> = {
  id: 'ID',
  avatar: 'Avatar',
  avatarOption: 'Avatar {{number}}',
  nickname: 'Nama panggilan',
  mobile: 'Nomor telepon',
  bindPhone: 'Tautkan nomor',
  birthday: 'Tanggal lahir',
  email: 'Email',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  telegram: 'Telegram',
  twitter: 'Twitter',
  notSet: 'Belum diatur',
  edit: 'Ubah profil',
  save: 'Simpan',
  saving: 'Menyimpan…',
  saved: 'Profil disimpan',
  nothingChanged: 'Tidak ada yang berubah',
  birthdayOnce:
    'Tanggal lahir hanya dapat diatur sekali, dan Anda harus berusia minimal 18 tahun. Hadiah ulang tahun VIP datang pada hari ini.',
  birthdayConfirm: 'Tanggal lahir hanya dapat diatur sekali. Simpan {{date}} sebagai tanggal lahir Anda?',
  birthdayLocked: 'Untuk mengoreksi tanggal lahir, silakan hubungi layanan pelanggan.',
  placeholders: {
    nickname: '2-20 huruf atau angka',
    email: 'nama@contoh.com',
    whatsapp: 'Nomor telepon dengan kode negara',
    handle: 'Nama pengguna Anda',
  },
  errors: {
    avatar: 'Silakan pilih salah satu dari 12 avatar',
    nicknameLength: 'Nama panggilan harus 2-20 karakter',
    nicknameCharacters: 'Nama panggilan boleh berisi huruf, angka, spasi, . _ -',
    email: 'Masukkan alamat email yang valid',
    whatsapp: 'Masukkan nomor telepon dengan 8-15 digit',
    handleLength: 'Maksimal 64 karakter',
    handleCharacters: 'Hanya huruf, angka, dan @ . _ + -',
    birthdayFormat: 'Silakan pilih tanggal',
    birthdayAge: 'Anda harus berusia minimal 18 tahun',
    birthdayImplausible: 'Silakan periksa tahun kelahiran Anda',
  },
};

export default profile;
