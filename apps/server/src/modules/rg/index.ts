export { assertDepositAllowed, limitRefusal } from './enforce.ts';
export { rgRoutes } from './routes.ts';
