/** The deposit module's public face: money amounts and order numbers shared with withdrawals. */
export { minorOf, onlineBonus, ratioOf } from './amounts.ts';
export { CREDITED_DEPOSIT_STATUSES } from './credit.ts';
export { newOrderNo } from './guards.ts';
