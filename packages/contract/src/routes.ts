/**
 * Every call's wire path and who may make it: the one zod-free table both sides read, one export a
 * call, one file a domain (routes/<domain>.ts), so the app's bundle keeps each domain's routes with
 * the pages that make its calls. A call in calls/<domain>.ts takes its route from here
 * (`...routes.name`), so a path is written once; the app reaches the calls through `handles.ts`
 * (`import * as calls`), typed by the call definitions without loading zod.
 * Wire paths are fixed (spec): a domain's name is ours, its paths are the client's.
 */
/** Who may make a call: anyone, anyone (session used when present), or only a logged-in player. */
export type CallAuth = 'none' | 'optional' | 'user';

/** A route: the call's path under /api and who may make it. */
export interface Route {
  readonly path: `/${string}`;
  readonly auth: CallAuth;
}

export * from './routes/account.ts';
export * from './routes/app.ts';
export * from './routes/auth.ts';
export * from './routes/deposit.ts';
export * from './routes/earn.ts';
export * from './routes/games.ts';
export * from './routes/home.ts';
export * from './routes/mail.ts';
export * from './routes/promo.ts';
export * from './routes/rg.ts';
export * from './routes/support.ts';
export * from './routes/vip.ts';
export * from './routes/wallet.ts';
export * from './routes/withdraw.ts';
