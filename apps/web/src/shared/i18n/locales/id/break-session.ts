import type en from '../en/break-session.ts';
import type { Strings } from '../types.ts';

/** Bahasa Indonesia: the screen of a sign-in refused for a break (decision 023). */
const breakSession: Strings<typeof en> = {
  breakSession: {
    withdrawBalance: 'Tarik saldo saya',
    close: 'Tutup',
    balance: 'Saldo Anda: {{amount}}',
    needsSetup:
      'Untuk menarik saldo Anda memerlukan rekening penarikan dan kata sandi penarikan. Silakan hubungi layanan pelanggan.',
    toAccount: 'Ke {{account}}',
    amount: 'Jumlah',
    password: 'Kata sandi penarikan',
    submit: 'Tarik',
    amountInvalid: 'Masukkan jumlah yang valid',
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
