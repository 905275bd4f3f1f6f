import { toMajorNumber } from '@fairplay/contract/money';
import type { AdjustmentReason, AdjustmentStatus, TAdjustment } from '@fairplay/contract/operator';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { balanceAdjustments, ledgerAccounts, users } from '../../db/schema.ts';

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect;

/** An adjustment with its player's nickname and cash balance now, as staff read it. */
export function selectAdjustments(db: Database) {
  return db
    .select({ adjustment: balanceAdjustments, nickname: users.nickname, cash: ledgerAccounts.balance })
    .from(balanceAdjustments)
    .innerJoin(users, eq(users.id, balanceAdjustments.userId))
    .leftJoin(
      ledgerAccounts,
      and(eq(ledgerAccounts.userId, balanceAdjustments.userId), eq(ledgerAccounts.kind, 'user_cash')),
    );
}

/** One adjustment in the wire shape (major units, ISO instants). */
export function toAdjustment(
  { adjustment: row, nickname, cash }: { adjustment: AdjustmentRow; nickname: string; cash: bigint | null },
  decimals: number,
): TAdjustment {
  return {
    id: row.id,
    userId: row.userId,
    nickname,
    amount: toMajorNumber(row.amount, decimals),
    reasonCode: row.reasonCode as AdjustmentReason,
    note: row.note,
    status: row.status as AdjustmentStatus,
    requestedBy: row.requestedBy,
    requestedByStaffId: row.requestedById,
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    transferId: row.transferId,
    playerCash: toMajorNumber(cash ?? 0n, decimals),
  };
}

/** An adjustment as it stands in this transaction (after its own writes). */
export async function readAdjustment(db: Database, id: number, decimals: number): Promise<TAdjustment> {
  const [found] = await selectAdjustments(db).where(eq(balanceAdjustments.id, id));
  if (!found) throw new Error(`Adjustment ${id} vanished inside its own transaction`);
  return toAdjustment(found, decimals);
}

/** What an audit row keeps of an adjustment before or after a decision. */
export function decisionStateOf(row: Pick<AdjustmentRow, 'status' | 'decidedBy' | 'transferId'>) {
  return { status: row.status, decidedBy: row.decidedBy, transferId: row.transferId };
}
