import type { Route } from '../routes.ts';

/** The routes of the player-protection calls (calls/rg.ts; DESIGN.md section 8). */
export const rgLimits = { path: '/rg/limits', auth: 'user' } as const satisfies Route;
export const rgSetLimit = { path: '/rg/setLimit', auth: 'user' } as const satisfies Route;
export const rgConfirmLimit = { path: '/rg/confirmLimit', auth: 'user' } as const satisfies Route;
export const rgTimeout = { path: '/rg/timeout', auth: 'user' } as const satisfies Route;
export const rgSelfExclude = { path: '/rg/selfExclude', auth: 'user' } as const satisfies Route;
export const rgStatement = { path: '/rg/statement', auth: 'user' } as const satisfies Route;
