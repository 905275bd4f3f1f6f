import { z } from 'zod';
import { StateCode } from './codes.ts';

/** The original app's success envelope (DESIGN.md section 3). */
export interface SuccessEnvelope<T> {
  state: typeof StateCode.ok;
  msg: 'success';
  resultData: T;
  success: true;
  fail: false;
}

/**
 * A business or input failure: HTTP 200 with a non-200 state, a message in the request's language
 * and the message's stable code (its key in the contract's catalogue, e.g. "withdraw.wrongPassword").
 */
export interface FailureEnvelope {
  state: string;
  msg: string;
  code: string;
  success: false;
  fail: true;
  /** Only on a sign-in refused for a break or the exclusion register: its withdraw-only session. */
  breakSession?: BreakSession;
}

/**
 * A withdraw-only session (decision 023): a sign-in with the right credentials during a break is
 * still refused, and hands this session, which reaches only the balance, withdrawals, the limits and
 * statement, the return from an ended self-exclusion, customer service and logging out.
 */
export interface BreakSession {
  sign: string;
  uid: string;
  /** When it ends (it also ends when idle, as any session). */
  expiresAt: string;
}

export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

export function successEnvelope<T>(resultData: T): SuccessEnvelope<T> {
  return { state: StateCode.ok, msg: 'success', resultData, success: true, fail: false };
}

export function failureEnvelope(state: string, msg: string, code: string): FailureEnvelope {
  return { state, msg, code, success: false, fail: true };
}

/** JSON schema of the envelope around a call's result, for OpenAPI. */
export function ZEnvelopeOf<T extends z.ZodType>(result: T) {
  return z.object({
    state: z
      .string()
      .describe("'200' on success; '400' invalid input; '401' login needed; others are refusals"),
    msg: z.string(),
    resultData: result.optional(),
    success: z.boolean(),
    fail: z.boolean(),
  });
}
