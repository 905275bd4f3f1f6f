import type { FastifyRequest } from 'fastify';
import type { AppDeps } from './context.ts';
import type { SessionDeps, SessionUser } from './session.ts';

const resolvedOf = new WeakMap<
  FastifyRequest,
  { sign: string; uid: string | null; user: Promise<SessionUser | null> }
>();

/**
 * The session a request's sign and uid name, resolved once per request: the rate limiter keys on
 * it and the call then uses it, so a request pays for at most one lookup (none when cached).
 */
export function sessionOfRequest(
  deps: SessionDeps & Pick<AppDeps, 'resolveSession'>,
  request: FastifyRequest,
  sign: string,
  uid: string | null | undefined,
): Promise<SessionUser | null> {
  const memo = resolvedOf.get(request);
  if (memo && memo.sign === sign && memo.uid === (uid ?? null)) return memo.user;
  const user = deps.resolveSession(deps, sign, uid);
  resolvedOf.set(request, { sign, uid: uid ?? null, user });
  return user;
}
