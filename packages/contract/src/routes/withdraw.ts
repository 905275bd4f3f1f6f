import type { Route } from '../routes.ts';

/** The routes of the withdraw calls (calls/withdraw.ts). */
export const bindPhone = { path: '/user/bindPhone', auth: 'user' } as const satisfies Route;
export const setWithdrawPassword = {
  path: '/user/setWithdrawPassword',
  auth: 'user',
} as const satisfies Route;
export const listPayoutBanks = { path: '/bank/banks', auth: 'user' } as const satisfies Route;
export const addPayoutAccount = { path: '/bank/addAccount', auth: 'user' } as const satisfies Route;
export const listPayoutAccounts = { path: '/bank/list', auth: 'user' } as const satisfies Route;
export const removePayoutAccount = { path: '/bank/remove', auth: 'user' } as const satisfies Route;
export const setDefaultPayoutAccount = { path: '/bank/setDefault', auth: 'user' } as const satisfies Route;
export const withdrawInfo = { path: '/withdraw/info', auth: 'user' } as const satisfies Route;
export const applyWithdraw = { path: '/withdraw/apply', auth: 'user' } as const satisfies Route;
export const withdrawRecord = { path: '/withdraw/record', auth: 'user' } as const satisfies Route;
export const withdrawDetail = { path: '/withdraw/detail', auth: 'user' } as const satisfies Route;
