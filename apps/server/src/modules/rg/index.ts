export { rgAdminRoutes } from './admin-routes.ts';
export { assertDepositAllowed, limitRefusal } from './enforce.ts';
export { flagDepositAfterTheFact } from './flag-deposit.ts';
export { PLAYER_PROTECTION_JOBS } from './jobs.ts';
export { rgRoutes } from './routes.ts';
