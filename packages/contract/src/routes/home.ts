import type { Route } from '../routes.ts';

/** The routes of the home calls (calls/home.ts). */
export const rollMessages = { path: '/home/rollMsg', auth: 'optional' } as const satisfies Route;
export const bannerList = { path: '/banner/list', auth: 'optional' } as const satisfies Route;
export const rechargeButtonStatus = {
  path: '/home/rechargeButtonStatus',
  auth: 'optional',
} as const satisfies Route;
