import type en from '../en/account.ts';
import type { Strings } from '../types.ts';

/** 繁體中文: account. */
const account: Strings<typeof en> = {
  account: {
    id: 'ID',
    vip: 'VIP {{level}}',
    totalBalance: '總餘額',
    withdrawable: '提款前尚需投注',
    bonusBalance: '獎金 {{amount}}，再投注 {{wager}} 後方可提款',
    deposit: '儲值',
    withdraw: '提款',
    depositHistory: '儲值紀錄',
    withdrawHistory: '提款紀錄',
    balanceRecords: '餘額紀錄',
    gameRecords: '遊戲紀錄',
    withdrawAccount: '提款帳戶',
    withdrawalPassword: '提款密碼',
    phoneBinding: '綁定手機',
    profile: '個人資料',
    mail: '郵件',
    feedback: '意見回饋',
    faq: '常見問題',
    language: '語言',
    service: '客服',
    logoutConfirm: '確定要登出此帳號嗎？',
    guestNotice: '您目前以訪客身分遊玩，請保存您的 ID 和密碼，以便再次登入。',
    loginPrompt: '登入後即可儲值、遊玩與提款',
    savedPassword: '密碼：{{password}}',
  },
};

export default account;
