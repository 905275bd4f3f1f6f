import type en from '../en/earn.ts';
import type { Strings } from '../types.ts';

/** 繁體中文: earn. */
const earn: Strings<typeof en> = {
  loginPrompt: '登入即可取得邀請連結，並從您的團隊賺取收益',
  period: {
    today: '今日',
    '7days': '7 天',
    '30days': '30 天',
  },
  bindPhoneNotice: '綁定手機號碼即可領取邀請獎勵。',
  bindPhone: '綁定手機',
  inviteTitle: '邀請好友，一起賺',
  inviteBody: '每位透過您的連結加入的好友，您都能獲得其有效投注的 {{percent}}%。',
  inviteLink: '邀請連結',
  inviteCode: '邀請碼',
  copy: '複製',
  share: '分享',
  shareText: '使用我的邀請碼 {{code}}，一起來玩 {{appName}}',
  availableRebate: '可領取收益',
  totalRebate: '累計收益 {{amount}}',
  receive: '領取',
  receiving: '領取中…',
  received: '領取成功',
  statsTitle: '我的團隊',
  teamSize: '團隊人數',
  newMembers: '新成員',
  teamDeposit: '團隊儲值',
  teamValidBet: '團隊有效投注',
  earnings: '收益',
  teamTitle: '已邀請的好友',
  validRule: '好友綁定手機號碼並完成儲值後即計入。每 2 位符合條件的好友，隔天會有一份獎勵發送至您的信箱。',
  invitedAt: '邀請時間：{{time}}',
  deposit: '儲值',
  validBet: '有效投注',
  status: {
    underReview: '審核中',
    pass: '已通過',
    claimable: '可領取',
    reclaim: '重新領取',
    claim: '領取',
  },
};

export default earn;
