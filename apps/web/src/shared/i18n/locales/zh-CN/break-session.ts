import type en from '../en/break-session.ts';
import type { Strings } from '../types.ts';

/** 简体中文: the screen of a sign-in refused for a break (decision 023). */
const breakSession: Strings<typeof en> = {
  breakSession: {
    withdrawBalance: '提取我的余额',
    close: '关闭',
    balance: '您的余额：{{amount}}',
    needsSetup: '提现需要收款账户和提现密码。请联系客服。',
    toAccount: '至 {{account}}',
    amount: '金额',
    password: '提现密码',
    submit: '提现',
    amountInvalid: '请输入有效金额',
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
