import type { Route } from '../routes.ts';

/** The routes of the vip calls (calls/vip.ts). */
export const getVipInfo = { path: '/vip/getVipInfo', auth: 'user' } as const satisfies Route;
export const vipRewards = { path: '/vip/rewards', auth: 'user' } as const satisfies Route;
