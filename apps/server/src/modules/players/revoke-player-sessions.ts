import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { audit, type Operator } from '../admin/index.ts';
import { announceRevocation, endPlayerSessions } from '../auth/index.ts';

/**
 * Signs a player out everywhere without locking them: every session and game launch ends (they may
 * sign in again at once), audited with how many sessions ended.
 */
export async function revokePlayerSessions(deps: AppDeps, operator: Operator, userId: number) {
  const at = deps.clock.now();
  const sessionsEnded = await deps.db.transaction(async (tx) => {
    if (!(await lockPlayer(tx, userId))) throw AppError.notFound('operator.noSuchPlayer');
    const ended = await endPlayerSessions(tx, userId, { keepSessionId: null, at });
    await audit(tx, {
      ...operator,
      action: 'player.sessions.revoke',
      targetType: 'player',
      targetId: userId,
      details: { sessionsEnded: ended },
      at,
    });
    return ended;
  });
  await announceRevocation(deps, userId);
  return { userId, sessionsEnded };
}
