import type en from '../en/mail.ts';
import type { Strings } from '../types.ts';

/** 繁體中文: mail. */
const mail: Strings<typeof en> = {
  empty: '目前沒有您的訊息',
  readAll: '全部已讀',
  allRead: '所有訊息已標示為已讀',
  unread: '未讀',
  unreadCount: '{{count}} 則未讀',
  reward: '獎勵 {{amount}}',
  wager: '提款前須完成 {{multiple}} 倍流水',
  noWager: '無流水要求',
  expiresAt: '請於 {{time}} 前領取',
  expiredAt: '已於 {{time}} 過期',
  claim: '領取',
  claiming: '領取中…',
  claimed: '已領取',
  expired: '已過期',
  received: '領取成功',
  open: '開啟訊息',
  periods: { daily: '每日', weekly: '每週', monthly: '每月' },
  templates: {
    signupBonus: {
      title: '您的註冊獎金',
      content: '歡迎！您的 {{amount}} 註冊獎金正在等著您，請於 {{until}} 前領取。',
    },
    vipUpgrade: {
      title: '歡迎升級至 VIP{{level}}',
      content: '恭喜您升級至 VIP{{level}}！前往 VIP 頁面查看您的新福利。',
    },
    vipUpgradeReward: {
      title: '歡迎升級至 VIP{{level}}',
      content: '恭喜您升級至 VIP{{level}}！您的升級獎勵 {{amount}} 已存入您的餘額。',
    },
    vipWeekly: {
      title: 'VIP{{level}} 每週獎勵',
      content: '感謝您的支持。您的 VIP{{level}} 每週獎勵 {{amount}} 已準備好，請於 {{keepDays}} 天內領取。',
    },
    vipMonthly: {
      title: 'VIP{{level}} 每月獎勵',
      content: '感謝您的支持。您的 VIP{{level}} 每月獎勵 {{amount}} 已準備好，請於 {{keepDays}} 天內領取。',
    },
    vipBirthday: {
      title: '生日快樂！',
      content: '我們全體祝您生日快樂！您的 VIP{{level}} 生日禮金 {{amount}} 就在這則訊息中。',
    },
    invitationReward: {
      title: '邀請獎勵',
      content:
        '您又有 {{friends}} 位受邀好友成為有效玩家。隨信附上您的邀請獎勵 {{amount}}，請於 {{keepDays}} 天內領取。',
    },
    rankingAward: {
      title: '您在{{period}}排行榜中獲得第 {{rank}} 名',
      content:
        '恭喜！您以 {{totalBet}} 的總投注額，在{{period}}投注排行榜（{{periodKey}}）中獲得第 {{rank}} 名。您的獎金 {{award}} 已存入您的餘額。',
    },
    cashback: {
      title: '每日現金回饋',
      content: '您 {{day}} 的現金回饋 {{amount}}（淨虧損 {{netLoss}} 的 {{percent}}%）已存入您的餘額。',
    },
    feedbackReply: { title: '您的意見回饋已有回覆', content: '' },
  },
  close: '關閉訊息',
};

export default mail;
