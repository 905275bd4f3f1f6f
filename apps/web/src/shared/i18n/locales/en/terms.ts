/** English texts: the Terms and Conditions page (with the 18+ statement). */
const terms = {
  intro:
    'These terms are the agreement between you and the operator of {{appName}}. Please read them before you tick the box: by creating an account, logging in or playing you accept them.',
  sections: {
    acceptance: {
      title: 'About these terms',
      body: 'These terms apply to everything you do in {{appName}}: your account, deposits and withdrawals, games and promotions. If you do not agree with them, do not use {{appName}}.',
    },
    age: {
      title: 'You must be 18 or over',
      body: 'You must be at least 18 years old, or older where the law of your country sets a higher age for games of chance, to open an account, deposit or play. By ticking the box you certify that you are.\n\nWe may ask for proof of age at any time. An account held by someone under age is closed: their deposits are returned and their winnings are void.',
    },
    account: {
      title: 'Your account',
      body: 'One account per person. Keep your details accurate, and keep your password and withdrawal password to yourself: you are responsible for what is done with your account. A guest account keeps its access once you bind a phone number to it.',
    },
    money: {
      title: 'Deposits and withdrawals',
      body: 'Deposit only with payment methods in your own name. Deposits and bonuses add to a wagering requirement that must be met before you can withdraw.\n\nWithdrawals are paid to a payout account in your name. We may check your identity and the source of your funds first, and we hold or refuse a withdrawal when the law requires it.',
    },
    bonuses: {
      title: 'Bonuses and promotions',
      body: 'Each promotion has its own rules, shown on its page. A bonus must be wagered the stated number of times before it can be withdrawn. Several accounts, play arranged between players or any other abuse of a promotion can lead to the bonus and its winnings being removed.',
    },
    fairPlay: {
      title: 'Fair play',
      body: 'Game results are random, and you can verify every round on the Fairness page. Bots, exploiting errors and playing together against a game are not allowed. An obvious error in a game or a payment is corrected, and bets affected by it may be cancelled.',
    },
    responsible: {
      title: 'Responsible gaming',
      body: 'Play for fun, and only with money you can afford to lose. You can set deposit, loss and bet limits, take a time-out or exclude yourself, and customer service will help you. If playing stops being fun, ask a support organisation for help.',
    },
    closure: {
      title: 'Suspension and closure',
      body: 'You can close your account at any time through customer service; your remaining balance is paid out under these terms. We may suspend or close an account that breaks these terms or the law, and we tell you why unless the law forbids it.',
    },
    privacy: {
      title: 'Your data',
      body: 'We use your data to run your account, process payments, meet our legal duties and keep the service safe. We do not sell it. Customer service can give you a copy of your data or correct it.',
    },
    changes: {
      title: 'Changes to these terms',
      body: 'We may change these terms. Changes are shown in the app before they apply; if you keep playing after that, you accept them.',
    },
    contact: {
      title: 'Questions and complaints',
      body: 'Contact customer service with the button on any page. We answer every complaint.',
    },
  },
};

export default terms;
