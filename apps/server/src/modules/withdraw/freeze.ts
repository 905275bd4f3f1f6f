import { and, desc, eq, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { withdrawalFreezes } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import { isPlayerLocked, lockPlayer } from '../../ledger/player-lock.ts';

/**
 * Withdrawal freezes: a player who owes the house (a payout the gateway confirmed after it had been
 * refunded, beyond the player's cash) cannot withdraw until an operator has looked at it. Raised
 * and checked under the player lock, so a withdrawal and the freeze never pass each other.
 */

export type FreezeRow = typeof withdrawalFreezes.$inferSelect;
export type FreezeReason = 'payout_paid_after_refund';

/** Whether the player has a freeze no operator has cleared. */
export async function isWithdrawalFrozen(tx: Database, userId: number): Promise<boolean> {
  const [open] = await tx
    .select({ id: withdrawalFreezes.id })
    .from(withdrawalFreezes)
    .where(and(eq(withdrawalFreezes.userId, userId), isNull(withdrawalFreezes.clearedAt)))
    .limit(1);
  return open !== undefined;
}

/** Refuses a withdrawal while the player is frozen; call it right after the player lock. */
export async function assertWithdrawalsNotFrozen(tx: Database, userId: number): Promise<void> {
  if (!isPlayerLocked(tx, userId)) throw new Error(`assertWithdrawalsNotFrozen: lock player ${userId} first`);
  if (await isWithdrawalFrozen(tx, userId)) throw AppError.refused('withdraw.frozen');
}

/** Freezes the player's withdrawals for one cause, once; in the transaction that found the debt. */
export async function freezeWithdrawals(
  tx: Database,
  freeze: { userId: number; reason: FreezeReason; reference: string; owed: bigint; at: Date },
): Promise<void> {
  if (!isPlayerLocked(tx, freeze.userId))
    throw new Error(`freezeWithdrawals: lock player ${freeze.userId} first`);
  await tx
    .insert(withdrawalFreezes)
    .values({
      userId: freeze.userId,
      reason: freeze.reason,
      reference: freeze.reference,
      owed: freeze.owed,
      createdAt: freeze.at,
    })
    .onConflictDoNothing({ target: [withdrawalFreezes.reason, withdrawalFreezes.reference] });
}

const PAGE_SIZE = 50;

/** Open (or cleared) freezes, newest first, paged by id. */
export async function listFreezes(
  db: Database,
  query: { status: 'open' | 'cleared'; beforeId?: number | undefined },
): Promise<{ freezes: FreezeRow[]; nextBeforeId: number | null }> {
  const filters: SQL[] = [
    query.status === 'open' ? isNull(withdrawalFreezes.clearedAt) : isNotNull(withdrawalFreezes.clearedAt),
  ];
  if (query.beforeId) filters.push(lt(withdrawalFreezes.id, query.beforeId));
  const freezes = await db
    .select()
    .from(withdrawalFreezes)
    .where(and(...filters))
    .orderBy(desc(withdrawalFreezes.id))
    .limit(PAGE_SIZE);
  return { freezes, nextBeforeId: freezes.length === PAGE_SIZE ? freezes.at(-1)!.id : null };
}

/**
 * An operator clears an open freeze with a note (under the player lock: it changes what the
 * player may do). Returns the cleared row, or null when it was not open. Moves no money: what the
 * player still owes stays on the receivable account until it is collected or written off.
 */
export async function clearFreeze(
  tx: Database,
  input: { id: number; clearedBy: string; note: string; at: Date },
): Promise<FreezeRow | null> {
  const [freeze] = await tx
    .select({ userId: withdrawalFreezes.userId })
    .from(withdrawalFreezes)
    .where(eq(withdrawalFreezes.id, input.id));
  if (!freeze) return null;
  await lockPlayer(tx, freeze.userId);
  const [cleared] = await tx
    .update(withdrawalFreezes)
    .set({ clearedAt: input.at, clearedBy: input.clearedBy, clearNote: input.note })
    .where(and(eq(withdrawalFreezes.id, input.id), isNull(withdrawalFreezes.clearedAt)))
    .returning();
  return cleared ?? null;
}
