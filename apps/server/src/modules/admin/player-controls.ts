import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit, type Operator } from './auth.ts';

/** Closes or reopens one player's deposits, audited in the same transaction. */
export async function setDepositClosed(deps: AppDeps, operator: Operator, userId: number, closed: boolean) {
  await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ depositClosed: closed })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (updated.length === 0) throw AppError.notFound('operator.noSuchPlayer');
    await audit(tx, {
      ...operator,
      action: closed ? 'player.deposit.close' : 'player.deposit.open',
      targetType: 'player',
      targetId: userId,
      at: deps.clock.now(),
    });
  });
  return { userId, depositClosed: closed };
}
