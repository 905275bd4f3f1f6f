import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { balanceAdjustments } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import type { AdjustmentRow } from './adjustment-view.ts';

/**
 * Locks an adjustment for a decision in the one lock order (decision 010): its player first, then
 * the adjustment's row. Approve, reject and cancel all take it, so two decisions on one adjustment
 * queue behind each other and the second one sees the first one's status.
 */
export async function lockAdjustment(tx: Database, id: number): Promise<AdjustmentRow> {
  // The player of an adjustment never changes: read without a lock to know whom to lock first.
  const [owner] = await tx
    .select({ userId: balanceAdjustments.userId })
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.id, id));
  if (!owner) throw AppError.notFound('operator.noSuchAdjustment');
  await lockPlayer(tx, owner.userId);
  const [adjustment] = await tx
    .select()
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.id, id))
    .for('update');
  if (!adjustment) throw AppError.notFound('operator.noSuchAdjustment');
  return adjustment;
}

/** Only a waiting adjustment can be decided; anything else answers with the status it has. */
export function assertWaiting(adjustment: AdjustmentRow): void {
  if (adjustment.status !== 'requested')
    throw AppError.conflict('operator.adjustmentDecided', { status: adjustment.status });
}
