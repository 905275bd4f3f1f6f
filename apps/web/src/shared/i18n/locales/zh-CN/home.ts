import type en from '../en/home.ts';
import type { Strings } from '../types.ts';

/** 简体中文: home. */
const home: Strings<typeof en> = {
  home: {
    search: '搜索游戏',
    deposit: '充值',
    jackpot: '今日赢家',
    news: '公告',
    lobby: {
      title: '游戏',
      labels: '游戏分类',
      empty: '暂无游戏',
      loadFailed: '游戏加载失败。',
    },
  },
};

export default home;
