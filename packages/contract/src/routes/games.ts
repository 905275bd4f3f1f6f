import type { Route } from '../routes.ts';

/** The routes of the games calls (calls/games.ts). */
export const gameLobby = { path: '/game/lobby', auth: 'optional' } as const satisfies Route;
export const gameSearch = { path: '/game/search', auth: 'optional' } as const satisfies Route;
export const gameLaunch = { path: '/game/launch', auth: 'user' } as const satisfies Route;
export const gameRecords = { path: '/game/records', auth: 'user' } as const satisfies Route;
