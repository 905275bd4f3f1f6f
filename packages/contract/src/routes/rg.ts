import type { Route } from '../routes.ts';

/** The routes of the player-protection calls (calls/rg.ts; DESIGN.md section 8). */
export const rgLimits = { path: '/rg/limits', auth: 'user' } as const satisfies Route;
export const rgSetLimit = { path: '/rg/setLimit', auth: 'user' } as const satisfies Route;
export const rgConfirmLimit = { path: '/rg/confirmLimit', auth: 'user' } as const satisfies Route;
export const rgTimeout = { path: '/rg/timeout', auth: 'user' } as const satisfies Route;
export const rgSelfExclude = { path: '/rg/selfExclude', auth: 'user' } as const satisfies Route;
export const rgStatement = { path: '/rg/statement', auth: 'user' } as const satisfies Route;
// The way back from an ended self-exclusion, made with the withdraw-only session (decision 023).
export const rgReturnStatus = { path: '/rg/returnStatus', auth: 'user' } as const satisfies Route;
export const rgRequestReturn = { path: '/rg/requestReturn', auth: 'user' } as const satisfies Route;
export const rgConfirmReturn = { path: '/rg/confirmReturn', auth: 'user' } as const satisfies Route;

// Reality checks and the limit prompt (the player app's side of issue 14).
export const rgPlaySession = { path: '/rg/playSession', auth: 'user' } as const satisfies Route;
export const rgPreferences = { path: '/rg/preferences', auth: 'user' } as const satisfies Route;
export const rgSetRealityCheck = { path: '/rg/setRealityCheck', auth: 'user' } as const satisfies Route;
export const rgAnswerLimitPrompt = { path: '/rg/answerLimitPrompt', auth: 'user' } as const satisfies Route;
