import { and, eq } from 'drizzle-orm';
import { users, withdrawalOrders } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { audit, type Operator } from '../admin/index.ts';
import { announceRevocation, endPlayerSessions } from '../auth/index.ts';

export type LockChange = { locked: true; reason: string } | { locked: false; reason?: string | undefined };

/**
 * Locks a player's account with a reason, or unlocks it. Locking ends every session and game launch
 * in the same transaction, under the player lock: a sign-in racing it either committed its session
 * first (and this ends it) or waits and reads the lock (auth/sessions.ts createSession), and a
 * session resolved later is refused by the lock too. Audited with the state before and after; the
 * other server processes forget the ended sessions once it commits.
 */
export async function setPlayerLocked(deps: AppDeps, operator: Operator, userId: number, change: LockChange) {
  let at = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await lockPlayer(tx, userId))) throw AppError.notFound('operator.noSuchPlayer');
    // The time the lock holds from: after every change of the player that it waited for.
    at = deps.clock.now();
    const [before] = await tx
      .select({ lockedAt: users.lockedAt, lockedBy: users.lockedBy, lockReason: users.lockReason })
      .from(users)
      .where(eq(users.id, userId));
    const isLocked = before!.lockedAt !== null;
    if (isLocked === change.locked) {
      throw AppError.conflict('operator.playerLocked', { state: change.locked ? 'locked' : 'unlocked' });
    }
    const after = change.locked
      ? { lockedAt: at, lockedBy: operator.admin.username, lockReason: change.reason }
      : { lockedAt: null, lockedBy: null, lockReason: null };
    await tx.update(users).set(after).where(eq(users.id, userId));
    const ended = change.locked ? await endPlayerSessions(tx, userId, { keepSessionId: null, at }) : 0;
    // Withdrawals waiting for staff are put aside with the lock's reason: nobody pays them by accident.
    const held = change.locked
      ? await tx
          .update(withdrawalOrders)
          .set({
            status: 'held',
            heldBy: operator.admin.username,
            heldAt: at,
            holdReason: `Account locked: ${change.reason}`.slice(0, 500),
          })
          .where(and(eq(withdrawalOrders.userId, userId), eq(withdrawalOrders.status, 'pending')))
          .returning({ orderNo: withdrawalOrders.orderNo })
      : [];
    await audit(tx, {
      ...operator,
      action: change.locked ? 'player.lock' : 'player.unlock',
      targetType: 'player',
      targetId: userId,
      details: {
        sessionsEnded: ended,
        ...(held.length > 0 ? { withdrawalsHeld: held.map((order) => order.orderNo) } : {}),
        ...(change.locked || !change.reason ? {} : { note: change.reason }),
      },
      before,
      after,
      at,
    });
    return { sessionsEnded: ended, withdrawalsHeld: held.length };
  });
  if (change.locked) await announceRevocation(deps, userId);
  return { userId, lockedAt: change.locked ? at.toISOString() : null, ...outcome };
}
