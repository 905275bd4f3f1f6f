export { assertDepositAllowed, currentBlock, limitRefusal } from './enforce.ts';
export { rgRoutes } from './routes.ts';
