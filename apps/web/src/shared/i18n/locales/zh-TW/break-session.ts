import type en from '../en/break-session.ts';
import type { Strings } from '../types.ts';

/** 繁體中文: the screen of a sign-in refused for a break (decision 023). */
const breakSession: Strings<typeof en> = {
  breakSession: {
    withdrawBalance: '提取我的餘額',
    close: '關閉',
    balance: '您的餘額：{{amount}}',
    setupIntro: '資金只會轉入您本人名下的帳戶。請先補全缺少的資料，只需一分鐘。',
    stepOf: '第 {{step}} 步，共 {{total}} 步',
    stepWithdraw: '提現',
    toAccountTitle: '轉入帳戶',
    arrival: '手續費 {{fee}} · 到帳 {{arrival}}',
    nothingToWithdraw: '沒有可提取的餘額。',
    amount: '金額',
    password: '提現密碼',
    submit: '提現',
    requested: '已申請提現',
    returnHint: '您的自我排除已結束。您可以申請恢復，並在冷靜期後確認。',
    askReturn: '申請恢復',
    returnWaiting: '您可以從 {{time}} 起確認恢復',
    confirmHint: '冷靜期已結束。確認恢復即可再次遊戲。',
    confirmReturn: '確認恢復',
    returned: '您的自我排除已結束。請重新登入以遊戲。',
  },
};

export default breakSession;
