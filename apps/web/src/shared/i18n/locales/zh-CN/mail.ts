import type en from '../en/mail.ts';
import type { Strings } from '../types.ts';

/** 简体中文: mail. */
const mail: Strings<typeof en> = {
  empty: '您目前没有任何消息',
  readAll: '全部已读',
  allRead: '所有消息已标记为已读',
  unread: '未读',
  unreadCount: '{{count}} 条未读',
  reward: '奖励 {{amount}}',
  wager: '需完成 {{multiple}} 倍流水方可提现',
  noWager: '无需流水',
  expiresAt: '请在 {{time}} 前领取',
  expiredAt: '已于 {{time}} 过期',
  claim: '领取',
  claiming: '领取中…',
  claimed: '已领取',
  expired: '已过期',
  received: '领取成功',
  open: '打开消息',
  periods: { daily: '日', weekly: '周', monthly: '月' },
  templates: {
    signupBonus: {
      title: '您的注册奖励',
      content: '欢迎！您的注册奖励 {{amount}} 已准备就绪，请在 {{until}} 前领取。',
    },
    vipUpgrade: {
      title: '欢迎晋级 VIP{{level}}',
      content: '恭喜您晋级 VIP{{level}}！前往 VIP 页面查看您的新权益。',
    },
    vipUpgradeReward: {
      title: '欢迎晋级 VIP{{level}}',
      content: '恭喜您晋级 VIP{{level}}！晋级奖励 {{amount}} 已添加到您的余额。',
    },
    vipWeekly: {
      title: 'VIP{{level}} 周奖励',
      content: '感谢您的支持。您的 VIP{{level}} 周奖励 {{amount}} 已发放，请在 {{keepDays}} 天内领取。',
    },
    vipMonthly: {
      title: 'VIP{{level}} 月奖励',
      content: '感谢您的支持。您的 VIP{{level}} 月奖励 {{amount}} 已发放，请在 {{keepDays}} 天内领取。',
    },
    vipBirthday: {
      title: '生日快乐！',
      content: '我们全体祝您生日快乐！您的 VIP{{level}} 生日礼金 {{amount}} 就在这封邮件中。',
    },
    invitationReward: {
      title: '邀请奖励',
      content:
        '您又有 {{friends}} 位受邀好友成为有效玩家。邀请奖励 {{amount}} 已随本邮件附上，请在 {{keepDays}} 天内领取。',
    },
    rankingAward: {
      title: '您在{{period}}榜中排名第 {{rank}} 名',
      content:
        '恭喜！您以总投注 {{totalBet}} 在投注{{period}}榜（{{periodKey}}）中排名第 {{rank}} 名。奖金 {{award}} 已添加到您的余额。',
    },
    cashback: {
      title: '每日返现',
      content: '您 {{day}} 的返现 {{amount}}（净亏损 {{netLoss}} 的 {{percent}}%）已添加到您的余额。',
    },
    feedbackReply: { title: '您的反馈已有回复', content: '' },
  },
  close: '关闭消息',
};

export default mail;
