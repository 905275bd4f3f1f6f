import type en from '../en/home.ts';
import type { Strings } from '../types.ts';

/** हिन्दी (Hindi): home. */
const home: Strings<typeof en> = {
  home: {
    search: 'गेम खोजें',
    deposit: 'डिपॉज़िट',
    jackpot: 'आज के विजेता',
    news: 'समाचार',
    lobby: {
      title: 'गेम्स',
      labels: 'गेम कैटेगरी',
      empty: 'यहां अभी कोई गेम नहीं है',
      loadFailed: 'गेम्स लोड नहीं हो सके।',
    },
  },
};

export default home;
