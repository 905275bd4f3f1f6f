import type { RequestOf } from '@fairplay/contract/handles';
import * as calls from '@fairplay/contract/handles';
import { callApi } from './client.ts';

/** The auth calls (packages/contract/src/calls/auth.ts) made outside sign-in: codes by SMS and logging out. */

/** A one-time code by SMS: to a typed phone (login, register, forget, bind) or to the bound one. */
export const sendCode = (payload: RequestOf<typeof calls.smsSend>) => callApi(calls.smsSend, payload);

/**
 * Revokes the session on the server (the app's, or a withdraw-only one, decision 023); quiet, the app
 * forgets it either way.
 */
export const logoutOnServer = (session?: { sign: string; uid: string }) =>
  callApi(calls.ssoLogout, session ?? {}, { silent: true });
