import type en from '../en/play-protection.ts';
import type { Strings } from '../types.ts';

/** 繁體中文：遊戲中的保護。 */
const playProtection: Strings<typeof en> = {
  realityCheck: {
    sessionTime: '本次時長',
    sessionNet: '本次輸贏',
    title: '遊戲提醒',
    body: '您已經玩了 {{time}}。',
    elapsed: '遊戲時長',
    net: '淨輸贏',
    netHint: '自開啟此遊戲以來的贏額減去投注額。',
    continue: '繼續',
    history: '查看紀錄',
    stop: '停止遊戲',
    intervalTitle: '遊戲提醒',
    intervalHint: '遊戲時，提醒會顯示您玩了多久以及淨輸贏。',
    intervalSaved: '每 {{minutes}} 分鐘提醒一次',
  },
  limitPrompt: {
    title: '設定儲值限額？',
    body: '儲值限額限制您每天、每週或每月可儲值的金額。降低立即生效；提高需等待冷靜期。',
    amount: '限額金額',
    set: '設定限額',
    skip: '以後再說',
    saved: '已設定儲值限額',
    link: '設定您的限額',
  },
};

export default playProtection;
