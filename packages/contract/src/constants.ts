/** Business constants and limits of spec point 9; units are in the names. */
export const APP_VERSION = '1.0.0';
export const APP_NAME = 'Fairplay';

export const REQUEST_TIMEOUT_MS = 60_000;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;
export const PAGE_LOAD_DELAY_MS = 200;
export const TOAST_DURATION_MS = 1_500;
export const SWIPER_INTERVAL_MS = 5_000;
export const SWIPER_DURATION_MS = 500;
export const USER_REFRESH_INTERVAL_MS = 10_000;
export const ONLINE_REPORT_INTERVAL_MS = 180_000;
export const ONLINE_PLACE_ID = 1;
export const ADID_POLL_INTERVAL_MS = 500;
export const ADID_POLL_MAX_TRIES = 30;
export const DEFAULT_MIN_VIP_LEVEL = 6;
export const DEFAULT_VIP_LEVEL = 0;
export const DEFAULT_INPUT_MAX_LENGTH = 140;
export const SERVICE_BUTTON_SIZE_PX = 50;

export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_WRONG_TRIES = 5;
export const UTR_LENGTH = 12;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 32;

/** Deposits are credited in 1-5 minutes; a self-service UTR order in 2-24 hours. */
export const DEPOSIT_CREDIT_MINUTES = [1, 5] as const;
export const SELF_UTR_PROCESS_HOURS = [2, 24] as const;
export const WITHDRAW_ARRIVAL_HOURS = { usual: 2, max: 24 } as const;

export const LANGUAGE_STORE_KEY = 'LANGUAGE_STORE_KEY';

export type LanguageKey = 'en' | 'ind' | 'hi' | 'es' | 'fr' | 'zh-CN' | 'zh-TW';

export interface Language {
  name: string;
  key: LanguageKey;
  /** The code sent to the server as `locale`. */
  requestKey: string;
}

/** Interface languages; `ind` is the default (request code `id`). */
export const LANGUAGES: readonly Language[] = [
  { name: 'Bahasa Indonesia', key: 'ind', requestKey: 'id' },
  { name: 'English', key: 'en', requestKey: 'en' },
  { name: 'हिन्दी', key: 'hi', requestKey: 'hi' },
  { name: 'Español', key: 'es', requestKey: 'es' },
  { name: 'Français', key: 'fr', requestKey: 'fr' },
  { name: '简体中文', key: 'zh-CN', requestKey: 'zh-CN' },
  { name: '繁體中文', key: 'zh-TW', requestKey: 'zh-TW' },
];
export const DEFAULT_LANGUAGE: LanguageKey = 'ind';

/** Balance-record types of spec point 3, in display order. */
export const BALANCE_RECORD_TYPES = [
  'all',
  'bet',
  'deposit',
  'withdrawal',
  'win',
  'gift',
  'vip_bonus',
  'daily_rebate',
  'deposit_bonus',
  'daily_bonus',
] as const;
export type BalanceRecordType = (typeof BALANCE_RECORD_TYPES)[number];

/** Transfer receipts are sent as data URLs: JPEG, PNG or WebP, at most 2 MB decoded. */
export const RECEIPT_MAX_BYTES = 2 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * System inbox messages carry a template key and parameters besides their English text, so the
 * app shows them in the player's language. Money parameters (amount, award, netLoss, totalBet)
 * are major units.
 */
export const MAIL_TEMPLATES = [
  'signupBonus',
  'vipUpgrade',
  'vipUpgradeReward',
  'vipWeekly',
  'vipMonthly',
  'vipBirthday',
  'invitationReward',
  'rankingAward',
  'cashback',
  'feedbackReply',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];
export const MAIL_MONEY_PARAMS = ['amount', 'award', 'netLoss', 'totalBet'] as const;

/** The one GET of the API: the interface languages (spec point 3). */
export const LANGUAGES_ROUTE = { path: '/language/languages', method: 'GET' } as const;
