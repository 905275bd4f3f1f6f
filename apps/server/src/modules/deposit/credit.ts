import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { depositOrders, users } from '../../db/schema.ts';
import { blockRefusal, playerBlockOf } from '../../kernel/player-block.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { post } from '../../ledger/post.ts';
import { localDateKey } from '../../platform/time.ts';
import { creditBonus } from '../bonus/index.ts';
import { addDailyStats } from '../player-stats/index.ts';
import { markValidInvitee } from '../promo/index.ts';
import { getSetting } from '../settings/index.ts';

export type DepositOrderRow = typeof depositOrders.$inferSelect;

/** The statuses of a deposit whose money was credited (gateway orders say success, transfers succeeded). */
export const CREDITED_DEPOSIT_STATUSES = ['success', 'succeeded'] as const;

/**
 * Locks a deposit order for a decision, in the one lock order (decision 010): its player first,
 * then the order row. Undefined when there is no such order.
 */
export async function lockDepositOrder(tx: Database, orderNo: string): Promise<DepositOrderRow | undefined> {
  const [owner] = await tx
    .select({ userId: depositOrders.userId })
    .from(depositOrders)
    .where(eq(depositOrders.orderNo, orderNo));
  if (!owner) return undefined;
  await lockPlayer(tx, owner.userId);
  const [order] = await tx
    .select()
    .from(depositOrders)
    .where(eq(depositOrders.orderNo, orderNo))
    .for('update');
  return order;
}

/**
 * Credits a deposit exactly once, inside the caller's transaction with the order row locked: the
 * amount to cash from the gateway account with its turnover requirement (amount × the order's
 * multiple), the gift to the bonus balance with the bonus requirement (gift × the bonus rules'
 * deposit multiple), the first-deposit mark, and the order's final status. Calling it again for
 * the same order posts nothing new (idempotency keys).
 */
export async function creditDeposit(
  tx: Database,
  order: DepositOrderRow,
  options: {
    extraBonusMinor?: bigint;
    finalStatus: (typeof CREDITED_DEPOSIT_STATUSES)[number];
    at: Date;
    reviewedBy?: string | null;
    /** The region's zone: the deposit counts on the local day it arrived. */
    timeZone: string;
  },
): Promise<{ creditedAmount: bigint; creditedBonus: bigint }> {
  // Money that arrives while the player is on a break or excluded (an order opened before it) is
  // credited as cash only: no gift (the break forfeited the bonus), no turnover to hold it, so it
  // stays withdrawable. It feeds no promotion either (decision 024): not the first-deposit mark,
  // the total that makes a valid invitee, or the day's deposits (rebate, VIP period rewards).
  const player = await playerBlockOf(tx, order.userId);
  const isOnBreak = player !== undefined && blockRefusal(player, options.at) !== null;
  const bonus = isOnBreak ? 0n : order.bonus + (options.extraBonusMinor ?? 0n);
  await post(tx, {
    idempotencyKey: `deposit:${order.orderNo}`,
    code: 'deposit',
    userId: order.userId,
    legs: [
      { account: { userId: order.userId, kind: 'user_cash' }, amount: order.amount },
      { account: { house: 'house_gateway' }, amount: -order.amount },
    ],
    memo: { orderNo: order.orderNo, kind: order.kind },
    at: options.at,
  });
  if (bonus > 0n) {
    const { bonusRules } = await getSetting(tx, 'promotions');
    await creditBonus(tx, {
      userId: order.userId,
      amount: bonus,
      wagerMultiple: bonusRules.depositBonusWagerMultiple,
      code: 'deposit_bonus',
      idempotencyKey: `deposit_bonus:${order.orderNo}`,
      memo: { orderNo: order.orderNo },
      at: options.at,
    });
  }
  // The deposit's own turnover; the gift has its own requirement on the bonus balance.
  const wager = isOnBreak ? 0n : order.amount * BigInt(order.wagerMultiple);
  if (!isOnBreak)
    await tx
      .update(users)
      .set({
        wagerRemaining: sql`${users.wagerRemaining} + ${wager}`,
        totalDeposit: sql`${users.totalDeposit} + ${order.amount}`,
        firstDepositAt: sql`coalesce(${users.firstDepositAt}, ${options.at}::timestamptz)`,
      })
      .where(eq(users.id, order.userId));
  await tx
    .update(depositOrders)
    .set({
      status: options.finalStatus,
      paidAt: options.at,
      creditedAmount: order.amount,
      creditedBonus: bonus,
      ...(options.reviewedBy ? { reviewedBy: options.reviewedBy } : {}),
    })
    .where(eq(depositOrders.id, order.id));
  if (isOnBreak) return { creditedAmount: order.amount, creditedBonus: bonus };
  await addDailyStats(tx, order.userId, localDateKey(options.at, options.timeZone), {
    deposit: order.amount,
  });
  await markValidInvitee(tx, order.userId, options.at);
  return { creditedAmount: order.amount, creditedBonus: bonus };
}
