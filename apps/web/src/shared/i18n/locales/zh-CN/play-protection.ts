import type en from '../en/play-protection.ts';
import type { Strings } from '../types.ts';

/** 简体中文：游戏中的保护。 */
const playProtection: Strings<typeof en> = {
  realityCheck: {
    sessionTime: '本次时长',
    sessionNet: '本次输赢',
    title: '游戏提醒',
    body: '您已经玩了 {{time}}。',
    elapsed: '游戏时长',
    net: '净输赢',
    netHint: '自打开此游戏以来的赢额减去投注额。',
    continue: '继续',
    history: '查看记录',
    stop: '停止游戏',
    intervalTitle: '游戏提醒',
    intervalHint: '游戏时，提醒会显示您玩了多久以及净输赢。',
    intervalSaved: '每 {{minutes}} 分钟提醒一次',
  },
  limitPrompt: {
    title: '设置充值限额？',
    body: '充值限额限制您每天、每周或每月可充值的金额。降低立即生效；提高需等待冷静期。',
    amount: '限额金额',
    set: '设置限额',
    skip: '以后再说',
    saved: '已设置充值限额',
    link: '设置您的限额',
  },
};

export default playProtection;
