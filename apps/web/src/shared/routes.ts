/**
 * Every page of the app (spec point 2): its path, the i18n key of its title and, for the five tab
 * pages, its tab index. The router, the navigation rules and page titles all read this one table.
 */
export const TAB_ROUTES = [
  { path: '/pages/home/Home', titleKey: 'route.home', icon: 'home' },
  { path: '/pages/promo/Promo', titleKey: 'route.promo', icon: 'promo' },
  { path: '/pages/vip/Vip', titleKey: 'route.vip', icon: 'vip' },
  { path: '/pages/earn/Earn', titleKey: 'route.earn', icon: 'earn' },
  { path: '/pages/account/Account', titleKey: 'route.account', icon: 'account' },
] as const;

export const PATHS = {
  root: '/',
  index: '/pages/index/index',
  home: '/pages/home/Home',
  promo: '/pages/promo/Promo',
  vip: '/pages/vip/Vip',
  earn: '/pages/earn/Earn',
  account: '/pages/account/Account',
  login: '/pages/Login/Login',
  loginV2: '/pages/Login/LoginV2',
  register: '/pages/Login/Register',
  forgetPassword: '/pages/Login/ForgetPassword',
  mail: '/pages/mail/Mail',
  search: '/pages/search/Search',
  searchResult: '/pages/search/SearchResult',
  deposit: '/pages/wallet/Deposit',
  depositHistory: '/pages/wallet/DepositHistory',
  depositOrderDetail: '/pages/wallet/DepositOrderDetail',
  depositImpsDetail: '/pages/wallet/DepositImpsDetail',
  depositUpiDetail: '/pages/wallet/DepositUpiDetail',
  withdraw: '/pages/wallet/Withdraw',
  withdrawHistory: '/pages/wallet/WithdrawHistory',
  withdrawWait: '/pages/wallet/WithdrawWait',
  transferInstructions: '/pages/wallet/TransferInstructions',
  selfUtrInfo: '/pages/wallet/SelfUtrInfo',
  gameWeb: '/pages/webview/GameWeb',
  profile: '/pages/account/Profile/Profile',
  editProfile: '/pages/account/components/EditProfile/EditProfile',
  gameRecords: '/pages/account/GameRecords/GameRecords',
  balanceRecords: '/pages/account/BalanceRecords/BalanceRecords',
  feedback: '/pages/account/FeedBack/FeedBack',
  bankCard: '/pages/account/BankCard/BankCard',
  bankCardList: '/pages/account/BankCard/BankCardList',
  withdrawalPassword: '/pages/account/WithdrawalPassword/WithdrawalPassword',
  phoneBinding: '/pages/account/PhoneBinding/PhoneBinding',
  language: '/pages/account/Language',
  protection: '/pages/account/Protection',
  faq: '/pages/account/Faq',
  faqInfo: '/pages/account/FaqInfo',
  service: '/pages/account/Service',
  firstDeposit: '/pages/promo/FirstDeposit/FirstDeposit',
  signupBonus: '/pages/promo/SignupBonus',
  jili: '/pages/promo/Jili',
  invitationalRanks: '/pages/promo/InvitationalRanks',
  ranking: '/pages/promo/Ranking/Ranking',
  rebatePromo: '/pages/promo/RebatePromo/RebatePromo',
  cashbackRecord: '/pages/promo/CashbackRecord/CashbackRecord',
  signin: '/pages/promo/Signin/Signin',
  fairness: '/pages/game/Fairness',
  terms: '/pages/terms/Terms',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** Page titles by path (i18n keys under "route."). Pages without an entry show the app name alone. */
export const ROUTE_TITLE_KEYS: Record<string, string> = {
  [PATHS.root]: 'route.home',
  [PATHS.index]: 'route.home',
  [PATHS.home]: 'route.home',
  [PATHS.promo]: 'route.promo',
  [PATHS.vip]: 'route.vip',
  [PATHS.earn]: 'route.earn',
  [PATHS.account]: 'route.account',
  [PATHS.login]: 'route.login',
  [PATHS.loginV2]: 'route.login',
  [PATHS.register]: 'route.register',
  [PATHS.forgetPassword]: 'route.forgetPassword',
  [PATHS.mail]: 'route.mail',
  [PATHS.search]: 'route.search',
  [PATHS.searchResult]: 'route.searchResult',
  [PATHS.deposit]: 'route.deposit',
  [PATHS.depositHistory]: 'route.depositHistory',
  [PATHS.depositOrderDetail]: 'route.orderDetail',
  [PATHS.depositImpsDetail]: 'route.imps',
  [PATHS.depositUpiDetail]: 'route.upi',
  [PATHS.withdraw]: 'route.withdraw',
  [PATHS.withdrawHistory]: 'route.withdrawHistory',
  [PATHS.withdrawWait]: 'route.withdraw',
  [PATHS.transferInstructions]: 'route.transferInstructions',
  [PATHS.selfUtrInfo]: 'route.selfUtr',
  [PATHS.gameWeb]: 'route.game',
  [PATHS.profile]: 'route.profile',
  [PATHS.editProfile]: 'route.editProfile',
  [PATHS.gameRecords]: 'route.gameRecords',
  [PATHS.balanceRecords]: 'route.balanceRecords',
  [PATHS.feedback]: 'route.feedback',
  [PATHS.bankCard]: 'route.withdrawAccount',
  [PATHS.bankCardList]: 'route.withdrawAccount',
  [PATHS.withdrawalPassword]: 'route.withdrawalPassword',
  [PATHS.phoneBinding]: 'route.phoneBinding',
  [PATHS.language]: 'route.language',
  [PATHS.protection]: 'route.protection',
  [PATHS.faq]: 'route.faq',
  [PATHS.faqInfo]: 'route.faqInfo',
  [PATHS.service]: 'route.service',
  [PATHS.firstDeposit]: 'route.firstDeposit',
  [PATHS.signupBonus]: 'route.signupBonus',
  [PATHS.jili]: 'route.giftCode',
  [PATHS.invitationalRanks]: 'route.invitationalRanks',
  [PATHS.ranking]: 'route.ranking',
  [PATHS.rebatePromo]: 'route.rebatePromo',
  [PATHS.cashbackRecord]: 'route.cashbackRecord',
  [PATHS.signin]: 'route.signin',
  [PATHS.fairness]: 'route.fairness',
  [PATHS.terms]: 'route.terms',
};

const KNOWN_PATHS = new Set<string>(Object.values(PATHS));
const TAB_PATHS = new Set<string>(TAB_ROUTES.map((route) => route.path));

export function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function isKnownPath(url: string): boolean {
  return KNOWN_PATHS.has(pathOf(url));
}

/** The tab index of a path; "/" and the index page count as Home. */
export function tabIndexOf(url: string): number {
  const path = pathOf(url);
  if (path === PATHS.root || path === PATHS.index) return 0;
  return TAB_ROUTES.findIndex((route) => route.path === path);
}

export function isTabPath(url: string): boolean {
  return TAB_PATHS.has(pathOf(url)) || pathOf(url) === PATHS.root || pathOf(url) === PATHS.index;
}
