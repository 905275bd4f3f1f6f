import { and, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { gameRounds, ledgerAccounts, users } from '../../db/schema.ts';
import { post } from '../../ledger/post.ts';
import type { TransferCode } from '../../ledger/transfer-codes.ts';
import { getSetting } from '../settings/index.ts';

/**
 * Bonus money (decision: bonus balance). Every bonus — a deposit gift, a promotion reward with a
 * wagering multiple, a gift code — goes to the player's bonus balance (ledger account user_bonus),
 * not to cash, and adds bonus × multiple to the bonus requirement (users.bonus_wager_remaining).
 * Bets spend cash first, then bonus; wins come back in the stake's proportion. Settled rounds wear
 * the requirement down by stake × their game's weight (rules.ts). The bonus ends one of three ways:
 * - the requirement reaches zero: the bonus balance moves to cash (bonus_release);
 * - the bonus balance reaches zero with no bonus stake in an open round: the requirement ends;
 * - the player withdraws and confirms the forfeit: the bonus balance goes back to the house
 *   (bonus_forfeit) and the requirement ends; a break does the same (modules/rg), and the bonus part
 *   of what a round open at the break later returns goes back to the house too
 *   (`forfeitReturnedBonus`), never to cash.
 * Every function here runs inside the caller's transaction with the player lock held.
 */

export interface PlayerWallet {
  cash: bigint;
  bonus: bigint;
  bonusWagerRemaining: bigint;
}

const cashAccounts = alias(ledgerAccounts, 'wallet_cash');
const bonusAccounts = alias(ledgerAccounts, 'wallet_bonus');

/** The player's cash, bonus balance and bonus requirement, in one statement. */
export async function walletOf(db: Database, userId: number): Promise<PlayerWallet> {
  const [row] = await db
    .select({
      cash: cashAccounts.balance,
      bonus: bonusAccounts.balance,
      bonusWagerRemaining: users.bonusWagerRemaining,
    })
    .from(users)
    .leftJoin(cashAccounts, and(eq(cashAccounts.userId, users.id), eq(cashAccounts.kind, 'user_cash')))
    .leftJoin(bonusAccounts, and(eq(bonusAccounts.userId, users.id), eq(bonusAccounts.kind, 'user_bonus')))
    .where(eq(users.id, userId));
  return {
    cash: row?.cash ?? 0n,
    bonus: row?.bonus ?? 0n,
    bonusWagerRemaining: row?.bonusWagerRemaining ?? 0n,
  };
}

/** What the player can stake: cash and bonus. */
export const playableOf = (wallet: PlayerWallet): bigint => wallet.cash + wallet.bonus;

/** A bonus is active while there is bonus money or a requirement left to wager. */
export const isBonusActive = (wallet: PlayerWallet): boolean =>
  wallet.bonus > 0n || wallet.bonusWagerRemaining > 0n;

/** True while bonus money is staked in a round that has not settled. */
export async function hasBonusInPlay(db: Database, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(
      and(eq(gameRounds.userId, userId), eq(gameRounds.status, 'open'), gt(gameRounds.bonusBetAmount, 0n)),
    )
    .limit(1);
  return rows.length > 0;
}

export interface BonusCredit {
  userId: number;
  amount: bigint;
  /** Bonus × this is added to the bonus requirement; 0 pays the money as cash. */
  wagerMultiple: number;
  code: TransferCode;
  idempotencyKey: string;
  memo?: Record<string, string | number | boolean | null>;
  at: Date;
}

/**
 * Pays a bonus from the house: to the bonus balance with its requirement (its multiple capped by
 * the jurisdiction's playerProtection.maxBonusWagerMultiple), or to cash when it carries no wagering. A repeated key posts nothing and adds no requirement.
 */
export async function creditBonus(
  tx: Database,
  credit: BonusCredit,
): Promise<{ isDuplicate: boolean; isCash: boolean }> {
  const isCash = credit.wagerMultiple <= 0;
  // The jurisdiction's largest wagering multiple caps every bonus's requirement, whatever the
  // promotion or gift code asked (issue 14): one place, where every requirement is made.
  const multiple = isCash
    ? 0n
    : BigInt(
        Math.min(credit.wagerMultiple, (await getSetting(tx, 'playerProtection')).maxBonusWagerMultiple),
      );
  const result = await post(tx, {
    idempotencyKey: credit.idempotencyKey,
    code: credit.code,
    userId: credit.userId,
    legs: [
      {
        account: { userId: credit.userId, kind: isCash ? 'user_cash' : 'user_bonus' },
        amount: credit.amount,
      },
      { account: { house: 'house_bonus' }, amount: -credit.amount },
    ],
    ...(credit.memo ? { memo: credit.memo } : {}),
    at: credit.at,
  });
  if (!result.isDuplicate && !isCash) {
    await tx
      .update(users)
      .set({
        bonusWagerRemaining: sql`${users.bonusWagerRemaining} + ${credit.amount * multiple}`,
      })
      .where(eq(users.id, credit.userId));
  }
  return { isDuplicate: result.isDuplicate, isCash };
}

/**
 * Brings the bonus to its next state after money moved (a win, a settled round, a rollback): a
 * met requirement releases the bonus balance to cash; an empty bonus balance with nothing of it
 * left in play ends the requirement. `key` names the event (one release per event at most).
 * Returns the wallet as it is afterwards.
 */
export async function settleBonus(
  tx: Database,
  userId: number,
  event: { key: string; at: Date },
): Promise<PlayerWallet> {
  const wallet = await walletOf(tx, userId);
  if (wallet.bonus > 0n && wallet.bonusWagerRemaining === 0n) {
    await post(tx, {
      idempotencyKey: `bonus_release:${event.key}`,
      code: 'bonus_release',
      userId,
      legs: [
        { account: { userId, kind: 'user_bonus' }, amount: -wallet.bonus },
        { account: { userId, kind: 'user_cash' }, amount: wallet.bonus },
      ],
      memo: { reference: event.key },
      at: event.at,
    });
    return { ...wallet, cash: wallet.cash + wallet.bonus, bonus: 0n };
  }
  if (wallet.bonus === 0n && wallet.bonusWagerRemaining > 0n && !(await hasBonusInPlay(tx, userId))) {
    await endRequirement(tx, userId);
    return { ...wallet, bonusWagerRemaining: 0n };
  }
  return wallet;
}

async function endRequirement(tx: Database, userId: number): Promise<void> {
  await tx.update(users).set({ bonusWagerRemaining: 0n }).where(eq(users.id, userId));
}

/**
 * Gives the bonus balance back to the house and ends its requirement (a withdrawal the player
 * confirmed before the wagering was done). Returns the amount forfeited.
 */
export async function forfeitBonus(
  tx: Database,
  userId: number,
  event: { key: string; at: Date },
): Promise<bigint> {
  const wallet = await walletOf(tx, userId);
  if (wallet.bonus > 0n) {
    await post(tx, {
      idempotencyKey: `bonus_forfeit:${event.key}`,
      code: 'bonus_forfeit',
      userId,
      legs: [
        { account: { userId, kind: 'user_bonus' }, amount: -wallet.bonus },
        { account: { house: 'house_bonus' }, amount: wallet.bonus },
      ],
      memo: { reference: event.key },
      at: event.at,
    });
  }
  if (wallet.bonusWagerRemaining > 0n) await endRequirement(tx, userId);
  return wallet.bonus;
}

/**
 * Gives back to the house the bonus part of what a round returned (a win, a rolled-back bet) that
 * was in play when a break started (decision 024): the break forfeited the bonus, so what comes
 * back of it is not the player's, during the break or after it. Posted right after the money came
 * back, in the same transaction; `key` names that event.
 */
export async function forfeitReturnedBonus(
  tx: Database,
  userId: number,
  amount: bigint,
  event: { key: string; at: Date },
): Promise<void> {
  if (amount <= 0n) return;
  await post(tx, {
    idempotencyKey: `bonus_forfeit:${event.key}`,
    code: 'bonus_forfeit',
    userId,
    legs: [
      { account: { userId, kind: 'user_bonus' }, amount: -amount },
      { account: { house: 'house_bonus' }, amount },
    ],
    memo: { reference: event.key },
    at: event.at,
  });
}
