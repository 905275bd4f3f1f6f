/** English texts: earn. */
const earn = {
  loginPrompt: 'Log in to get your invite link and earn from your team',
  period: {
    today: 'Today',
    '7days': '7 days',
    '30days': '30 days',
  },
  bindPhoneNotice: 'Bind your phone number to receive invitation rewards.',
  bindPhone: 'Bind phone',
  inviteTitle: 'Invite friends, earn together',
  inviteBody: 'You earn {{percent}}% of the valid bets of every friend who joins with your link.',
  inviteLink: 'Invite link',
  inviteCode: 'Invite code',
  copy: 'Copy',
  share: 'Share',
  shareText: 'Join me on {{appName}} with my invite code {{code}}',
  availableRebate: 'Earnings to receive',
  totalRebate: 'Total earned {{amount}}',
  receive: 'Receive',
  receiving: 'Receiving…',
  received: 'Receive successfully',
  statsTitle: 'My team',
  teamSize: 'Team size',
  newMembers: 'New members',
  teamDeposit: 'Team deposit',
  teamValidBet: 'Team valid bet',
  earnings: 'Earnings',
  teamTitle: 'Invited friends',
  validRule:
    'A friend counts once they bind a phone number and deposit. Every 2 such friends earn a reward in your inbox the next day.',
  invitedAt: 'Invited {{time}}',
  deposit: 'Deposit',
  validBet: 'Valid bet',
  status: {
    underReview: 'Under review',
    pass: 'Pass',
    claimable: 'Claimable',
    reclaim: 'Reclaim',
    claim: 'Claim',
  },
};

export default earn;
