/** English texts: mail. */
const mail = {
  empty: 'There are currently no messages for you',
  readAll: 'Read all',
  allRead: 'All messages marked as read',
  unread: 'Unread',
  unreadCount: '{{count}} unread',
  reward: 'Reward {{amount}}',
  wager: 'Wager {{multiple}}× before withdrawal',
  noWager: 'No wagering needed',
  expiresAt: 'Claim by {{time}}',
  expiredAt: 'Expired {{time}}',
  claim: 'Claim',
  claiming: 'Claiming…',
  claimed: 'Claimed',
  expired: 'Expired',
  received: 'Receive successfully',
  open: 'Open message',
  periods: { daily: 'daily', weekly: 'weekly', monthly: 'monthly' },
  templates: {
    signupBonus: {
      title: 'Your sign-up bonus',
      content: 'Welcome! Your sign-up bonus of {{amount}} is waiting. Claim it before {{until}}.',
    },
    vipUpgrade: {
      title: 'Welcome to VIP{{level}}',
      content: 'Congratulations, you reached VIP{{level}}! Open the VIP page to see your new benefits.',
    },
    vipUpgradeReward: {
      title: 'Welcome to VIP{{level}}',
      content:
        'Congratulations, you reached VIP{{level}}! Your upgrade reward of {{amount}} has been added to your balance.',
    },
    vipWeekly: {
      title: 'VIP{{level}} weekly reward',
      content:
        'Thank you for playing with us. Your VIP{{level}} weekly reward of {{amount}} is ready: claim it within {{keepDays}} days.',
    },
    vipMonthly: {
      title: 'VIP{{level}} monthly reward',
      content:
        'Thank you for playing with us. Your VIP{{level}} monthly reward of {{amount}} is ready: claim it within {{keepDays}} days.',
    },
    vipBirthday: {
      title: 'Happy birthday!',
      content:
        'Happy birthday from all of us! Your VIP{{level}} birthday gift of {{amount}} is in this message.',
    },
    invitationReward: {
      title: 'Invitation reward',
      content:
        '{{friends}} more of your invited friends became valid players. Your invitation reward of {{amount}} is attached: claim it within {{keepDays}} days.',
    },
    rankingAward: {
      title: 'You ranked #{{rank}} in the {{period}} ranking',
      content:
        'Congratulations! You placed #{{rank}} in the {{period}} bet ranking ({{periodKey}}) with a total bet of {{totalBet}}. Your award of {{award}} has been added to your balance.',
    },
    cashback: {
      title: 'Daily cashback',
      content:
        'Your cashback for {{day}}: {{amount}} ({{percent}}% of a net loss of {{netLoss}}) has been added to your balance.',
    },
    feedbackReply: { title: 'Reply to your feedback', content: '' },
  },
  close: 'Close message',
};

export default mail;
