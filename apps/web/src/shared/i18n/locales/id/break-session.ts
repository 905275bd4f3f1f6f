import type en from '../en/break-session.ts';
import type { Strings } from '../types.ts';

/** Bahasa Indonesia: the screen of a sign-in refused for a break (decision 023). */
const breakSession: Strings<typeof en> = {
  breakSession: {
    withdrawBalance: 'Tarik saldo saya',
    close: 'Tutup',
    balance: 'Saldo Anda: {{amount}}',
    setupIntro:
      'Uang Anda hanya dikirim ke rekening atas nama Anda. Lengkapi dulu yang belum ada; hanya sebentar.',
    stepOf: 'Langkah {{step}} dari {{total}}',
    stepWithdraw: 'Tarik dana',
    toAccountTitle: 'Ke rekening',
    arrival: 'Biaya {{fee}} · Anda terima {{arrival}}',
    nothingToWithdraw: 'Tidak ada saldo untuk ditarik.',
    amount: 'Jumlah',
    password: 'Kata sandi penarikan',
    submit: 'Tarik',
    requested: 'Penarikan diajukan',
    returnHint:
      'Pengecualian diri Anda telah berakhir. Anda dapat mengajukan kembali; konfirmasi setelah masa tenang.',
    askReturn: 'Ajukan kembali',
    returnWaiting: 'Anda dapat mengonfirmasi kembali mulai {{time}}',
    confirmHint: 'Masa tenang telah selesai. Konfirmasi kembali untuk bermain lagi.',
    confirmReturn: 'Konfirmasi kembali',
    returned: 'Pengecualian diri Anda telah berakhir. Masuk lagi untuk bermain.',
  },
};

export default breakSession;
