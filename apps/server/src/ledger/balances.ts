import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { ledgerAccounts } from '../db/schema.ts';
import { PLAYER_ACCOUNT_KINDS, type PlayerAccountKind } from './accounts.ts';

export interface PlayerBalances {
  cash: bigint;
  hold: bigint;
  /** Bonus money: playable, not withdrawable until its wagering is met. */
  bonus: bigint;
}

/** A player's cash, held and bonus balances in minor units (zero for a player without accounts). */
export async function getPlayerBalances(db: Database, userId: number): Promise<PlayerBalances> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), inArray(ledgerAccounts.kind, [...PLAYER_ACCOUNT_KINDS])));
  const byKind = new Map(rows.map((row) => [row.kind as PlayerAccountKind, row.balance ?? 0n]));
  return {
    cash: byKind.get('user_cash') ?? 0n,
    hold: byKind.get('user_hold') ?? 0n,
    bonus: byKind.get('user_bonus') ?? 0n,
  };
}

/** Locks a player's cash account row and returns its balance: the first step of any check-then-debit. */
export async function lockCashBalance(db: Database, userId: number): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'user_cash')))
    .for('update');
  if (!row) throw new Error(`Player ${userId} has no cash account`);
  return row.balance ?? 0n;
}
