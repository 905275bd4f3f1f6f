/** English texts: account. */
const account = {
  account: {
    id: 'ID',
    vip: 'VIP {{level}}',
    totalBalance: 'Total balance',
    withdrawable: 'Wager left before withdrawal',
    bonusBalance: 'Bonus {{amount}}, not withdrawable until {{wager}} more in bets',
    deposit: 'Deposit',
    withdraw: 'Withdraw',
    depositHistory: 'Deposit history',
    withdrawHistory: 'Withdraw history',
    balanceRecords: 'Balance records',
    gameRecords: 'Game records',
    withdrawAccount: 'Withdraw account',
    withdrawalPassword: 'Withdrawal password',
    phoneBinding: 'Bind phone',
    profile: 'Profile',
    mail: 'Mail',
    feedback: 'Feedback',
    faq: 'FAQ',
    language: 'Language',
    service: 'Customer service',
    logoutConfirm: 'Log out of this account?',
    guestNotice: 'You are playing as a guest. Keep your ID and password to log in again.',
    loginPrompt: 'Log in to deposit, play and withdraw',
    savedPassword: 'Password: {{password}}',
  },
};

export default account;
