import type { Route } from '../routes.ts';

/** The routes of the earn calls (calls/earn.ts). */
export const earnOverview = { path: '/invite/agent/overview', auth: 'user' } as const satisfies Route;
export const teamMembers = { path: '/invite/agent/team', auth: 'user' } as const satisfies Route;
export const receiveRebate = { path: '/invite/agent/receiveRebate', auth: 'user' } as const satisfies Route;
export const inviteAgentInfo = { path: '/invite/agent/info', auth: 'user' } as const satisfies Route;
