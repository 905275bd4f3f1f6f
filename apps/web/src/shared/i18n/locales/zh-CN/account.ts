import type en from '../en/account.ts';
import type { Strings } from '../types.ts';

/** 简体中文: account. */
const account: Strings<typeof en> = {
  account: {
    id: 'ID',
    vip: 'VIP {{level}}',
    totalBalance: '总余额',
    withdrawable: '提现前剩余流水',
    bonusBalance: '奖金 {{amount}}，再投注 {{wager}} 后方可提现',
    deposit: '充值',
    withdraw: '提现',
    depositHistory: '充值记录',
    withdrawHistory: '提现记录',
    balanceRecords: '余额记录',
    gameRecords: '游戏记录',
    withdrawAccount: '提现账户',
    withdrawalPassword: '提现密码',
    phoneBinding: '绑定手机',
    profile: '个人资料',
    mail: '邮件',
    feedback: '意见反馈',
    faq: '常见问题',
    language: '语言',
    service: '客服',
    logoutConfirm: '确定退出当前账号吗？',
    guestNotice: '您正在以游客身份游戏。请保存好您的 ID 和密码，以便再次登录。',
    loginPrompt: '登录后即可充值、游戏和提现',
    savedPassword: '密码：{{password}}',
  },
};

export default account;
