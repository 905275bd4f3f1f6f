import type en from '../en/earn.ts';
import type { Strings } from '../types.ts';

/** 简体中文: earn. */
const earn: Strings<typeof en> = {
  loginPrompt: '登录后获取邀请链接，从您的团队赚取收益',
  period: {
    today: '今天',
    '7days': '近 7 天',
    '30days': '近 30 天',
  },
  bindPhoneNotice: '绑定手机号即可获得邀请奖励。',
  bindPhone: '绑定手机',
  inviteTitle: '邀请好友，一起赚钱',
  inviteBody: '每位通过您的链接加入的好友，您都可获得其有效投注的 {{percent}}%。',
  inviteLink: '邀请链接',
  inviteCode: '邀请码',
  copy: '复制',
  share: '分享',
  shareText: '快来和我一起玩 {{appName}}，我的邀请码是 {{code}}',
  availableRebate: '待领取收益',
  totalRebate: '累计收益 {{amount}}',
  receive: '领取',
  receiving: '领取中…',
  received: '领取成功',
  statsTitle: '我的团队',
  teamSize: '团队人数',
  newMembers: '新增成员',
  teamDeposit: '团队充值',
  teamValidBet: '团队有效投注',
  earnings: '收益',
  teamTitle: '已邀请好友',
  validRule: '好友绑定手机号并完成充值后即计为有效好友。每满 2 位有效好友，次日即可在邮件中领取一份奖励。',
  invitedAt: '邀请于 {{time}}',
  deposit: '充值',
  validBet: '有效投注',
  status: {
    underReview: '审核中',
    pass: '已通过',
    claimable: '可领取',
    reclaim: '重新领取',
    claim: '领取',
  },
};

export default earn;
