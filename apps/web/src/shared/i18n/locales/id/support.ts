import type en from '../en/support.ts';
import type { Strings } from '../types.ts';

/** Bahasa Indonesia: support. */
const support: Strings<typeof en> = {
  feedback: {
    award: 'Pemain dengan nomor HP terhubung menerima {{amount}} untuk masukan pertama mereka',
    awardNeedsPhone: 'Nomor HP Anda belum terhubung: hubungkan dulu untuk menerima hadiahnya.',
    bindPhone: 'Hubungkan nomor HP',
    categoryLabel: 'Tentang apa?',
    category: {
      game: 'Permainan',
      deposit: 'Deposit',
      withdraw: 'Penarikan',
      vip: 'VIP',
      invite: 'Undangan',
      account: 'Akun',
      other: 'Lainnya',
    },
    suggestionLabel: 'Saran Anda',
    suggestionPlaceholder:
      'Ceritakan apa yang terjadi atau apa yang bisa kami perbaiki (minimal 10 karakter)',
    counter: '{{count}}/{{max}}',
    phoneLabel: 'Telepon (opsional)',
    emailLabel: 'Email (opsional)',
    screenshotLabel: 'Tangkapan layar (opsional)',
    screenshotChoose: 'Tambahkan tangkapan layar',
    screenshotHint: 'JPEG, PNG, atau WebP; foto besar akan diperkecil',
    screenshotPreparing: 'Menyiapkan gambar…',
    screenshotPreview: 'Pratinjau tangkapan layar',
    screenshotRemove: 'Hapus',
    submit: 'Kirim',
    submitting: 'Mengirim…',
    thanks: 'Terima kasih atas masukan Anda',
    awardReceived: 'Terima kasih! {{amount}} telah ditambahkan ke saldo Anda.',
    historyTitle: 'Masukan saya',
    reply: 'Balasan',
    awaitingReply: 'Menunggu balasan',
    errors: {
      categoryEmpty: 'Silakan pilih topiknya',
      suggestionEmpty: 'Silakan tulis saran Anda',
      suggestionShort: 'Silakan tulis minimal 10 karakter',
      suggestionLong: 'Silakan tulis maksimal 1000 karakter',
      phone: 'Masukkan nomor telepon maksimal 20 karakter',
      email: 'Masukkan alamat email yang valid',
      imageType: 'Silakan pilih gambar JPEG, PNG, atau WebP',
      imageTooLarge: 'Tangkapan layar maksimal 2 MB',
      imageUnreadable: 'Gambar ini tidak dapat dibaca. Silakan pilih gambar lain.',
    },
  },
  faq: {
    searchLabel: 'Cari pertanyaan',
    searchPlaceholder: 'Cari pertanyaan',
    all: 'Semua',
    noMatch: 'Tidak ada pertanyaan yang cocok dengan "{{query}}"',
    empty: 'Belum ada pertanyaan',
    external: 'Membuka pusat bantuan…',
    openExternal: 'Buka pusat bantuan',
    notFound: 'Pertanyaan ini tidak ditemukan',
    backToList: 'Semua pertanyaan',
    related: 'Pertanyaan terkait',
    stillNeedHelp: 'Masih butuh bantuan?',
  },
};

export default support;
