import type { Route } from '../routes.ts';

/** The routes of the account calls (calls/account.ts). */
export const getUserInfo = { path: '/user/getUserInfo', auth: 'user' } as const satisfies Route;
export const reportOnline = { path: '/user/reportOnline', auth: 'user' } as const satisfies Route;
export const reportAdid = { path: '/user/adid', auth: 'user' } as const satisfies Route;
export const updateProfile = { path: '/user/updateProfile', auth: 'user' } as const satisfies Route;
