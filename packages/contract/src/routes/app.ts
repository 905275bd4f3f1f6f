import type { Route } from '../routes.ts';

/** The routes of the app calls (calls/app.ts). */
export const gconfig = { path: '/u/gconfig', auth: 'optional' } as const satisfies Route;
export const appStackUpload = { path: '/u/appStackUpload', auth: 'optional' } as const satisfies Route;
export const transferEventUpload = {
  path: '/u/transferEventUpload',
  auth: 'optional',
} as const satisfies Route;
export const serviceIndex = { path: '/service/index', auth: 'optional' } as const satisfies Route;
