import type { CallDefinition, CallRequest, CallResult } from './call.ts';
import type * as contract from './index.ts';
import type * as routes from './routes.ts';
import type { Route } from './routes.ts';

/**
 * The calls as the app holds them: `import * as calls from '@fairplay/contract/handles'`, then
 * `callApi(calls.getUserInfo)`. At run time a handle is the call's route (path and auth), one export
 * each, so the bundle keeps only the routes the app names. At compile time a handle leads, by its path,
 * to the call's definition: its request and result types. The app imports only types from the
 * definitions, so a renamed call, a changed path or a changed payload or result fails the app's type
 * check, and zod stays out of its bundle.
 */
export * from './routes.ts';

export type { Route as CallHandle };

/** The name of every call. */
export type CallName = keyof typeof routes;

type Contract = typeof contract;
/** The definition of the call named K (an error if the contract exports no call of that name). */
export type CallOf<K extends CallName> = Contract[K] extends CallDefinition ? Contract[K] : never;

/** The definition of the call a handle routes to, found by its path (paths are unique). */
export type CallOfHandle<THandle extends Route> = {
  [K in CallName]: (typeof routes)[K]['path'] extends THandle['path'] ? CallOf<K> : never;
}[CallName];

/** The payload a client sends through a handle. */
export type RequestOf<THandle extends Route> = CallRequest<CallOfHandle<THandle>>;
/** The result a handle's call answers with. */
export type ResultOf<THandle extends Route> = CallResult<CallOfHandle<THandle>>;
