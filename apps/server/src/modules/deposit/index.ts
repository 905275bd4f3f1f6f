/** The deposit module's public face: money amounts and order numbers shared with withdrawals. */
export { minorOf, onlineBonus, ratioOf } from './amounts.ts';
export { newOrderNo } from './guards.ts';
