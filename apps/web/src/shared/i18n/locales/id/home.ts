import type en from '../en/home.ts';
import type { Strings } from '../types.ts';

/** Bahasa Indonesia: home. */
const home: Strings<typeof en> = {
  home: {
    search: 'Cari permainan',
    deposit: 'Deposit',
    jackpot: 'Pemenang hari ini',
    news: 'Berita',
    lobby: {
      title: 'Permainan',
      labels: 'Kategori permainan',
      empty: 'Belum ada permainan di sini',
      loadFailed: 'Permainan tidak dapat dimuat.',
    },
  },
};

export default home;
