import type en from '../en/break-session.ts';
import type { Strings } from '../types.ts';

/** 简体中文: the screen of a sign-in refused for a break (decision 023). */
const breakSession: Strings<typeof en> = {
  breakSession: {
    withdrawBalance: '提取我的余额',
    close: '关闭',
    balance: '您的余额：{{amount}}',
    setupIntro: '资金只会转入您本人名下的账户。请先补全缺少的信息，只需一分钟。',
    stepOf: '第 {{step}} 步，共 {{total}} 步',
    stepWithdraw: '提现',
    toAccountTitle: '转入账户',
    arrival: '手续费 {{fee}} · 到账 {{arrival}}',
    nothingToWithdraw: '没有可提取的余额。',
    amount: '金额',
    password: '提现密码',
    submit: '提现',
    requested: '已申请提现',
    returnHint: '您的自我排除已结束。您可以申请恢复，并在冷静期后确认。',
    askReturn: '申请恢复',
    returnWaiting: '您可以从 {{time}} 起确认恢复',
    confirmHint: '冷静期已结束。确认恢复即可再次游戏。',
    confirmReturn: '确认恢复',
    returned: '您的自我排除已结束。请重新登录以游戏。',
  },
};

export default breakSession;
