/** English texts: the screen of a sign-in refused for a break (decision 023). */
const breakSession = {
  breakSession: {
    withdrawBalance: 'Withdraw my balance',
    close: 'Close',
    balance: 'Your balance: {{amount}}',
    setupIntro:
      'Your cash goes only to an account in your name. First set up what is missing; it takes a minute.',
    stepOf: 'Step {{step}} of {{total}}',
    stepWithdraw: 'Withdraw',
    toAccountTitle: 'To the account',
    arrival: 'Fee {{fee}} · You receive {{arrival}}',
    nothingToWithdraw: 'There is no cash to withdraw.',
    amount: 'Amount',
    password: 'Withdrawal password',
    submit: 'Withdraw',
    requested: 'Withdrawal requested',
    returnHint: 'Your self-exclusion has ended. You can ask to return; you confirm it after the cooling-off.',
    askReturn: 'Ask to return',
    returnWaiting: 'You can confirm your return from {{time}}',
    confirmHint: 'The cooling-off is over. Confirm your return to play again.',
    confirmReturn: 'Confirm my return',
    returned: 'Your self-exclusion has ended. Sign in again to play.',
  },
};

export default breakSession;
