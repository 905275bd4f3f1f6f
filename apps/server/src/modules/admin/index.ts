/** The admin module's public face: how other modules serve operator calls and audit them. */
export { audit } from './audit.ts';
export type { AdminIdentity, Operator } from './auth.ts';
export { assertIndependentEyes, confirmStaffAuthority, requireFreshSecondFactor } from './authority.ts';
export { type OperatorContext, operatorRoute } from './operator-route.ts';
export { permissionsOf } from './roles.ts';
