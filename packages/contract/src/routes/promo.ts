import type { Route } from '../routes.ts';

/** The routes of the promo calls (calls/promo.ts). */
export const promoList = { path: '/promo/list', auth: 'optional' } as const satisfies Route;
export const firstDepositInfo = { path: '/promo/firstDeposit/info', auth: 'user' } as const satisfies Route;
export const firstDepositClaim = { path: '/promo/firstDeposit/claim', auth: 'user' } as const satisfies Route;
export const signupBonusInfo = { path: '/promo/signupBonus/info', auth: 'user' } as const satisfies Route;
export const signupBonusActivate = {
  path: '/promo/signupBonus/activate',
  auth: 'user',
} as const satisfies Route;
export const signinInfo = { path: '/promo/signin/info', auth: 'user' } as const satisfies Route;
export const signinClaim = { path: '/promo/signin/claim', auth: 'user' } as const satisfies Route;
export const rebatePromoInfo = { path: '/promo/rebate/info', auth: 'user' } as const satisfies Route;
export const rebatePromoClaim = { path: '/promo/rebate/claim', auth: 'user' } as const satisfies Route;
export const cashbackRecords = { path: '/promo/cashback/records', auth: 'user' } as const satisfies Route;
export const invitationRanksInfo = {
  path: '/promo/invitationRanks/info',
  auth: 'user',
} as const satisfies Route;
export const rankingBoard = { path: '/promo/ranking', auth: 'optional' } as const satisfies Route;
export const redeemGiftCode = { path: '/promo/redeemGiftCode', auth: 'user' } as const satisfies Route;
