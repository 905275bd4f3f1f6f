import type { AppDeps } from '../../kernel/context.ts';
import { describeWait } from '../auth/index.ts';
import { loginAdmin } from './auth.ts';

/** How the operator login answers: a token, a wait (429 with Retry-After) or a refusal (401). */
export type OperatorLoginAnswer =
  | { status: 200; body: { token: string; expiresAt: string } }
  | { status: 429; retryAfterSeconds: number; body: { message: string } }
  | { status: 401; body: { message: string } };

/** Operator login (POST /admin/api/login) under the login throttle. */
export async function operatorLogin(
  deps: AppDeps,
  username: string,
  password: string,
  ip: string,
): Promise<OperatorLoginAnswer> {
  const outcome = await loginAdmin(deps, username, password, ip);
  if (outcome.ok)
    return { status: 200, body: { token: outcome.token, expiresAt: outcome.expiresAt.toISOString() } };
  if (outcome.reason === 'locked') {
    const { amount, unit } = describeWait(outcome.waitMs);
    return {
      status: 429,
      retryAfterSeconds: Math.ceil(outcome.waitMs / 1000),
      body: { message: `Too many attempts; try again in ${amount} ${unit}` },
    };
  }
  return { status: 401, body: { message: 'Wrong username or password' } };
}
