/**
 * The operator API (/admin/api) as the console and the server both read it: every call with its
 * permission, its shapes and its answer (define.ts), and who holds which permission (permissions.ts).
 */
export * from './adjustments.ts';
export * from './admin.ts';
export * from './alerts.ts';
export * from './define.ts';
export * from './deposit.ts';
export * from './mail.ts';
export * from './permissions.ts';
export * from './players.ts';
export * from './promo.ts';
export * from './rg-cases.ts';
export * from './scheduler.ts';
export * from './support.ts';
export * from './withdraw.ts';
