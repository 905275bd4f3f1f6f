import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { ledgerAccounts } from '../db/schema.ts';

/**
 * A player's own accounts: spendable cash, money held by pending withdrawals, referral earnings
 * not yet moved into cash (/invite/agent/receiveRebate), and bonus money: playable, not
 * withdrawable, until its wagering requirement is met (then it moves to cash, bonus_release) or it
 * is forfeited (back to the house, bonus_forfeit). modules/bonus/wallet.ts keeps its rules.
 */
export const PLAYER_ACCOUNT_KINDS = ['user_cash', 'user_hold', 'user_referral', 'user_bonus'] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];

/**
 * The house side, one account per counterpart. Their balances are derived from entries: the
 * gateway account goes negative by what players paid in, the game account by what players won,
 * the receivable account by what players owe the house (a payout paid after its refund, beyond
 * the player's cash), the adjustments account by what manual adjustments gave players net of what
 * they took back (manual_adjustment).
 */
export const HOUSE_ACCOUNT_KINDS = [
  'house_gateway',
  'house_game',
  'house_bonus',
  'house_fees',
  'house_receivable',
  'house_adjustments',
] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

export type AccountRef = { userId: number; kind: PlayerAccountKind } | { house: HouseAccountKind };

/** Opens a player's accounts; called in the transaction that creates the player. */
export async function openPlayerAccounts(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .insert(ledgerAccounts)
    .values(PLAYER_ACCOUNT_KINDS.map((kind) => ({ userId, kind, balance: 0n, createdAt: now })))
    .onConflictDoNothing();
}

/** Creates the house accounts once; safe to run at every start. */
export async function ensureHouseAccounts(db: Database, now: Date): Promise<void> {
  for (const kind of HOUSE_ACCOUNT_KINDS) {
    await db.execute(sql`
      insert into ledger_accounts (user_id, kind, balance, created_at)
      values (null, ${kind}, null, ${now})
      on conflict (kind) where user_id is null do nothing`);
  }
}
