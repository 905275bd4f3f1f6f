import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit, changeAdminPassword, logoutAdmin, type Operator } from './auth.ts';

/**
 * The signed-in operator changes their password (POST /admin/api/password): the current one is
 * checked under the login throttle, every other session of theirs ends, and the change is audited.
 */
export async function changeOwnPassword(
  deps: AppDeps,
  operator: Operator,
  token: string,
  input: { currentPassword: string; newPassword: string },
) {
  if (input.newPassword === input.currentPassword)
    throw AppError.badRequest('newPassword', 'operator.samePassword');
  const outcome = await changeAdminPassword(deps, operator.admin, token, input, operator.ip);
  if (outcome === 'locked') throw AppError.tooManyRequests('operator.tooManyAttempts');
  if (outcome === 'wrong') throw AppError.badRequest('currentPassword', 'operator.wrongPassword');
  await audit(deps.db, {
    ...operator,
    action: 'admin.password_change',
    targetType: 'admin',
    targetId: operator.admin.adminId,
    at: deps.clock.now(),
  });
  return { changed: true };
}

/** Ends the signed-in operator session (its token stops working at once), audited in one transaction. */
export async function logOut(deps: AppDeps, operator: Operator, token: string) {
  await deps.db.transaction(async (tx) => {
    await logoutAdmin({ db: tx, clock: deps.clock }, operator.admin, token);
    await audit(tx, {
      ...operator,
      action: 'admin.logout',
      targetType: 'admin',
      targetId: operator.admin.adminId,
      at: deps.clock.now(),
    });
  });
  return { loggedOut: true };
}
