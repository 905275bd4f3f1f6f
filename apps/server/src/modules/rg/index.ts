export { assertDepositAllowed, assertMayPlay, currentBlock, limitRefusal } from './enforce.ts';
export { rgRoutes } from './routes.ts';
