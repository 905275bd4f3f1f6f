import type { CallDefinition, CallRequest, CallResult } from './call.ts';
import type * as contract from './index.ts';
import { type CallName, routes } from './routes.ts';

/**
 * A call as the app holds it: its route at run time, the types of its definition at compile time.
 * Zod-free: the app imports this module, and only types from the call definitions, so a renamed call,
 * a changed path or a changed payload or result fails the app's type check, and zod stays out of its
 * bundle.
 */
export interface CallHandle<TCall extends CallDefinition = CallDefinition> {
  readonly path: TCall['path'];
  readonly auth: TCall['auth'];
  /** Never set: it carries the call's request and result types. */
  readonly definition?: TCall;
}

type Contract = typeof contract;
/** The definition of the call named K (an error if the contract exports no call of that name). */
export type CallOf<K extends CallName> = Contract[K] extends CallDefinition ? Contract[K] : never;

/** The payload a client sends through a handle. */
export type RequestOf<THandle> = THandle extends CallHandle<infer TCall> ? CallRequest<TCall> : never;
/** The result a handle's call answers with. */
export type ResultOf<THandle> = THandle extends CallHandle<infer TCall> ? CallResult<TCall> : never;

/** Every call of the contract, by name. */
export const calls: { readonly [K in CallName]: CallHandle<CallOf<K>> } = routes;

export type { CallName };
