import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { audit, type Operator } from '../admin/index.ts';

/** Closes or reopens one player's deposits (the spec's deposit gate), audited in the same transaction. */
export async function setPlayerDepositClosed(
  deps: AppDeps,
  operator: Operator,
  userId: number,
  closed: boolean,
) {
  await deps.db.transaction(async (tx) => {
    if (!(await lockPlayer(tx, userId))) throw AppError.notFound('operator.noSuchPlayer');
    const [before] = await tx
      .select({ depositClosed: users.depositClosed })
      .from(users)
      .where(eq(users.id, userId));
    await tx.update(users).set({ depositClosed: closed }).where(eq(users.id, userId));
    await audit(tx, {
      ...operator,
      action: closed ? 'player.deposit.close' : 'player.deposit.open',
      targetType: 'player',
      targetId: userId,
      before,
      after: { depositClosed: closed },
      at: deps.clock.now(),
    });
  });
  return { userId, depositClosed: closed };
}
