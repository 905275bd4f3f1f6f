/** The admin module's public face: how other modules serve operator calls and audit them. */
export { type AdminContext, adminRoute } from './admin-route.ts';
export { type AdminIdentity, audit, type Operator } from './auth.ts';
