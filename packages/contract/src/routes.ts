/**
 * Every call's wire path and who may make it, by domain: the one zod-free table both sides read.
 * A call in calls/<domain>.ts takes its route from here (`...routes.name`), so the path is written once;
 * the app reaches the calls through `handles.ts`, typed by the call definitions without loading zod.
 * Wire paths are fixed (spec): a domain's name is ours, its paths are the client's.
 */
/** Who may make a call: anyone, anyone (session used when present), or only a logged-in player. */
export type CallAuth = 'none' | 'optional' | 'user';

export const routes = {
  // account (calls/account.ts)
  getUserInfo: { path: '/user/getUserInfo', auth: 'user' },
  reportOnline: { path: '/user/reportOnline', auth: 'user' },
  reportAdid: { path: '/user/adid', auth: 'user' },
  updateProfile: { path: '/user/updateProfile', auth: 'user' },
  // app (calls/app.ts)
  gconfig: { path: '/u/gconfig', auth: 'optional' },
  appStackUpload: { path: '/u/appStackUpload', auth: 'optional' },
  transferEventUpload: { path: '/u/transferEventUpload', auth: 'optional' },
  serviceIndex: { path: '/service/index', auth: 'optional' },
  // auth (calls/auth.ts)
  smsSend: { path: '/sms/send', auth: 'optional' },
  ssoOtpLogin: { path: '/sso/v2/login', auth: 'none' },
  ssoGuest: { path: '/sso/guest', auth: 'none' },
  ssoPasswordLogin: { path: '/sso/login', auth: 'none' },
  ssoIdLogin: { path: '/sso/idlogin', auth: 'none' },
  ssoGoogleLogin: { path: '/sso/googleLogin', auth: 'none' },
  ssoRegister: { path: '/sso/register', auth: 'none' },
  ssoModify: { path: '/sso/modify', auth: 'optional' },
  ssoLogout: { path: '/sso/logout', auth: 'user' },
  threeLoginChannel: { path: '/threeLogin/channel', auth: 'none' },
  // deposit (calls/deposit.ts)
  getChargeInfo: { path: '/recharge/getChargeInfo', auth: 'user' },
  getPayChannel: { path: '/recharge/getPayChannel', auth: 'user' },
  createRechargeOrder: { path: '/recharge/createRechargeOrder', auth: 'user' },
  createCryptoOrder: { path: '/recharge/createCryptoOrder', auth: 'user' },
  createTransferOrder: { path: '/recharge/createTransferOrder', auth: 'user' },
  submitUtr: { path: '/recharge/submitUtr', auth: 'user' },
  selfServiceUtr: { path: '/recharge/selfUtr', auth: 'user' },
  uploadReceipt: { path: '/recharge/uploadReceipt', auth: 'user' },
  depositRecord: { path: '/recharge/record', auth: 'user' },
  depositOrderDetail: { path: '/recharge/orderDetail', auth: 'user' },
  // earn (calls/earn.ts)
  earnOverview: { path: '/invite/agent/overview', auth: 'user' },
  teamMembers: { path: '/invite/agent/team', auth: 'user' },
  receiveRebate: { path: '/invite/agent/receiveRebate', auth: 'user' },
  inviteAgentInfo: { path: '/invite/agent/info', auth: 'user' },
  // games (calls/games.ts)
  gameLobby: { path: '/game/lobby', auth: 'optional' },
  gameSearch: { path: '/game/search', auth: 'optional' },
  gameLaunch: { path: '/game/launch', auth: 'user' },
  gameRecords: { path: '/game/records', auth: 'user' },
  // home (calls/home.ts)
  rollMessages: { path: '/home/rollMsg', auth: 'optional' },
  bannerList: { path: '/banner/list', auth: 'optional' },
  rechargeButtonStatus: { path: '/home/rechargeButtonStatus', auth: 'optional' },
  // mail (calls/mail.ts)
  mailList: { path: '/mail/list', auth: 'user' },
  mailUnreadCount: { path: '/mail/unreadCount', auth: 'user' },
  mailRead: { path: '/mail/read', auth: 'user' },
  mailClaim: { path: '/mail/claim', auth: 'user' },
  // promo (calls/promo.ts)
  promoList: { path: '/promo/list', auth: 'optional' },
  firstDepositInfo: { path: '/promo/firstDeposit/info', auth: 'user' },
  firstDepositClaim: { path: '/promo/firstDeposit/claim', auth: 'user' },
  signupBonusInfo: { path: '/promo/signupBonus/info', auth: 'user' },
  signupBonusActivate: { path: '/promo/signupBonus/activate', auth: 'user' },
  signinInfo: { path: '/promo/signin/info', auth: 'user' },
  signinClaim: { path: '/promo/signin/claim', auth: 'user' },
  rebatePromoInfo: { path: '/promo/rebate/info', auth: 'user' },
  rebatePromoClaim: { path: '/promo/rebate/claim', auth: 'user' },
  cashbackRecords: { path: '/promo/cashback/records', auth: 'user' },
  invitationRanksInfo: { path: '/promo/invitationRanks/info', auth: 'user' },
  rankingBoard: { path: '/promo/ranking', auth: 'optional' },
  redeemGiftCode: { path: '/promo/redeemGiftCode', auth: 'user' },
  // support (calls/support.ts)
  submitFeedback: { path: '/feedback/submit', auth: 'user' },
  feedbackList: { path: '/feedback/list', auth: 'user' },
  faqList: { path: '/faq/list', auth: 'optional' },
  // vip (calls/vip.ts)
  getVipInfo: { path: '/vip/getVipInfo', auth: 'user' },
  vipRewards: { path: '/vip/rewards', auth: 'user' },
  // wallet (calls/wallet.ts)
  balanceRecords: { path: '/user/balanceRecords', auth: 'user' },
  // withdraw (calls/withdraw.ts)
  bindPhone: { path: '/user/bindPhone', auth: 'user' },
  setWithdrawPassword: { path: '/user/setWithdrawPassword', auth: 'user' },
  addPayoutAccount: { path: '/bank/addAccount', auth: 'user' },
  listPayoutAccounts: { path: '/bank/list', auth: 'user' },
  removePayoutAccount: { path: '/bank/remove', auth: 'user' },
  setDefaultPayoutAccount: { path: '/bank/setDefault', auth: 'user' },
  withdrawInfo: { path: '/withdraw/info', auth: 'user' },
  applyWithdraw: { path: '/withdraw/apply', auth: 'user' },
  withdrawRecord: { path: '/withdraw/record', auth: 'user' },
  withdrawDetail: { path: '/withdraw/detail', auth: 'user' },
} as const satisfies Record<string, { path: `/${string}`; auth: CallAuth }>;

export type CallName = keyof typeof routes;

/** The one GET of the API: the interface languages (spec point 3). */
export const LANGUAGES_ROUTE = { path: '/language/languages', method: 'GET' } as const;
