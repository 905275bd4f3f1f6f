import type { Route } from '../routes.ts';

/** The routes of the wallet calls (calls/wallet.ts). */
export const balanceRecords = { path: '/user/balanceRecords', auth: 'user' } as const satisfies Route;
