import type en from '../en/home.ts';
import type { Strings } from '../types.ts';

/** 繁體中文: home. */
const home: Strings<typeof en> = {
  home: {
    search: '搜尋遊戲',
    deposit: '儲值',
    jackpot: '今日贏家',
    news: '公告',
    lobby: {
      title: '遊戲',
      labels: '遊戲分類',
      empty: '這裡還沒有遊戲',
      loadFailed: '無法載入遊戲。',
    },
  },
};

export default home;
