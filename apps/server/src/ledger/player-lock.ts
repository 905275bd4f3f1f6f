import { eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';

/**
 * The player lock (decision 010): every transaction that changes a player's money, limits or
 * counters takes the player's `users` row FOR UPDATE before any other row of that player. One
 * lock first, always the same one, so two changes for one player never wait on each other in
 * opposite orders (no deadlocks), and a check made after taking it (a balance, a limit, a count,
 * a status) still holds when the write that depends on it commits.
 *
 * Transactions that touch several players lock them in ascending id order.
 */
const lockedPlayers = new WeakMap<object, Set<number>>();

export function isTransaction(db: Database): boolean {
  return db instanceof PgTransaction;
}

/** Locks the player's row for the rest of the transaction; a second call for the same player is free. */
export async function lockPlayer(tx: Database, userId: number): Promise<boolean> {
  const held = lockedPlayers.get(tx);
  if (held?.has(userId)) return true;
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (rows.length === 0) return false;
  remember(tx, userId);
  return true;
}

/** Locks the player named by their public id (the seamless wallet's playerId); null when there is none. */
export async function lockPlayerByPublicId(
  tx: Database,
  publicId: string,
): Promise<{ id: number; nickname: string } | null> {
  const [player] = await tx
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(eq(users.publicId, publicId))
    .for('update');
  if (!player) return null;
  remember(tx, player.id);
  return player;
}

/** Locks several players in ascending id order (the order every multi-player transaction uses). */
export async function lockPlayers(tx: Database, userIds: number[]): Promise<void> {
  for (const userId of [...new Set(userIds)].sort((a, b) => a - b)) await lockPlayer(tx, userId);
}

export function isPlayerLocked(tx: Database, userId: number): boolean {
  return lockedPlayers.get(tx)?.has(userId) ?? false;
}

function remember(tx: Database, userId: number): void {
  let held = lockedPlayers.get(tx);
  if (!held) {
    held = new Set();
    lockedPlayers.set(tx, held);
  }
  held.add(userId);
}

/** For statements that must lock a player inline (raw SQL): the same row and mode as lockPlayer. */
export const playerLockSql = (userId: number) =>
  sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`;
