import type en from '../en/play-protection.ts';
import type { Strings } from '../types.ts';

/** Bahasa Indonesia: perlindungan saat bermain. */
const playProtection: Strings<typeof en> = {
  realityCheck: {
    sessionTime: 'Waktu sesi',
    sessionNet: 'Hasil sesi',
    title: 'Pengingat bermain',
    body: 'Anda sudah bermain selama {{time}}.',
    elapsed: 'Waktu bermain',
    net: 'Hasil bersih',
    netHint: 'Kemenangan dikurangi taruhan sejak Anda membuka game ini.',
    continue: 'Lanjutkan',
    history: 'Lihat riwayat',
    stop: 'Berhenti bermain',
    intervalTitle: 'Pengingat bermain',
    intervalHint: 'Saat bermain, pengingat menampilkan berapa lama Anda bermain dan hasil bersih Anda.',
    intervalSaved: 'Pengingat setiap {{minutes}} menit',
  },
  limitPrompt: {
    title: 'Atur batas deposit?',
    body: 'Batas deposit membatasi jumlah yang dapat Anda setor per hari, minggu, atau bulan. Menurunkannya langsung berlaku; menaikkannya menunggu masa tenang.',
    amount: 'Jumlah batas',
    set: 'Atur batas',
    skip: 'Nanti saja',
    saved: 'Batas deposit diatur',
    link: 'Atur batas Anda',
  },
};

export default playProtection;
