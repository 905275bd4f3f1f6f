import { StateCode } from '@fairplay/contract/codes';
import { formatThousands, toMajorNumber } from '@fairplay/contract/money';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { AppDeps } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { rollMessages, users, withdrawalOrders } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { type Leg, post } from '../../ledger/post.ts';
import { type GatewayEvent, PayoutOutcomeUnknownError } from '../../platform/payment-gateway.ts';

export type WithdrawalRow = typeof withdrawalOrders.$inferSelect;
type Decision = { ok: true; status: string } | { ok: false; status: string };

/** Locks a withdrawal for a decision in the one lock order (decision 010): its player, then the order. */
async function lockOrder(tx: Database, orderNo: string): Promise<WithdrawalRow | undefined> {
  const [owner] = await tx
    .select({ userId: withdrawalOrders.userId })
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.orderNo, orderNo));
  if (!owner) return undefined;
  await lockPlayer(tx, owner.userId);
  const [order] = await tx
    .select()
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.orderNo, orderNo))
    .for('update');
  return order;
}

async function lockExistingOrder(tx: Database, orderNo: string): Promise<WithdrawalRow> {
  const order = await lockOrder(tx, orderNo);
  if (!order) throw AppError.notFound('No such withdrawal');
  return order;
}

/** Gives the held amount back to the player's cash (rejection or a failed payout). */
async function refund(tx: Database, order: WithdrawalRow, at: Date): Promise<void> {
  await post(tx, {
    idempotencyKey: `withdraw_refund:${order.orderNo}`,
    code: 'withdraw_refund',
    userId: order.userId,
    legs: [
      { account: { userId: order.userId, kind: 'user_hold' }, amount: -order.amount },
      { account: { userId: order.userId, kind: 'user_cash' }, amount: order.amount },
    ],
    memo: { orderNo: order.orderNo },
    at,
  });
}

/** The payout left: the arrival amount to the gateway, the service charge to the fee account. */
async function settlePaid(tx: Database, deps: AppDeps, order: WithdrawalRow, at: Date): Promise<void> {
  const legs: Leg[] = [
    { account: { userId: order.userId, kind: 'user_hold' }, amount: -order.amount },
    { account: { house: 'house_gateway' }, amount: order.amount - order.fee },
  ];
  if (order.fee > 0n) legs.push({ account: { house: 'house_fees' }, amount: order.fee });
  await post(tx, {
    idempotencyKey: `withdraw_paid:${order.orderNo}`,
    code: 'withdraw_paid',
    userId: order.userId,
    legs,
    memo: { orderNo: order.orderNo },
    at,
  });
  await tx
    .update(withdrawalOrders)
    .set({ status: 'paid', finishedAt: at })
    .where(eq(withdrawalOrders.id, order.id));
  const [user] = await tx.select({ nickname: users.nickname }).from(users).where(eq(users.id, order.userId));
  const name = `${(user?.nickname ?? 'Player').slice(0, 7)}***`;
  const amount = `${deps.config.region.currencySign} ${formatThousands(toMajorNumber(order.amount, deps.config.region.currencyDecimals))}`;
  await tx.insert(rollMessages).values({
    type: 3,
    content: `<color=#ffffff>Congratulations to user </c><color=#f94754>${name}</c><color=#ffffff> for successfully withdrawing </c><color=#fbca14>${amount}</c>`,
    createdAt: at,
  });
}

/**
 * Operator approval: the order moves to processing (only from pending, so approve and reject
 * racing on one order end with exactly one winner), then the gateway is asked to pay. An answer
 * that never comes leaves the order held as unknown — never refunded blindly. Without a gateway
 * nothing can be paid: refused before anything changes (the order stays pending and held).
 */
export async function approveWithdrawal(
  deps: AppDeps,
  orderNo: string,
  reviewer: string,
  onApproved: (tx: Database) => Promise<void> = async () => {},
): Promise<Decision> {
  const gateway = deps.gateway;
  if (!gateway) {
    throw new AppError(
      StateCode.unavailable,
      'No payment gateway is configured, so the payout cannot be sent: the withdrawal stays pending with its amount held (reject it to give the money back)',
    );
  }
  const order = await deps.db.transaction(async (tx) => {
    const locked = await lockExistingOrder(tx, orderNo);
    if (locked.status !== 'pending') return { decided: false as const, status: locked.status };
    await tx
      .update(withdrawalOrders)
      .set({ status: 'processing', reviewedBy: reviewer, reviewedAt: deps.clock.now() })
      .where(eq(withdrawalOrders.id, locked.id));
    await onApproved(tx);
    return { decided: true as const, row: locked };
  });
  if (!order.decided) return { ok: false, status: order.status };
  try {
    const { payoutId } = await gateway.payout({
      orderNo,
      amountMinor: order.row.amount - order.row.fee,
      currency: deps.config.region.currency,
      accountType: order.row.accountType,
      accountName: order.row.accountName,
      accountNumber: order.row.accountNumber,
      ifsc: order.row.ifsc,
    });
    await deps.db
      .update(withdrawalOrders)
      .set({ gatewayPayoutId: payoutId })
      .where(eq(withdrawalOrders.id, order.row.id));
    return { ok: true, status: 'processing' };
  } catch (error) {
    deps.log.error(
      { err: error, orderNo, isUnknown: error instanceof PayoutOutcomeUnknownError },
      'payout outcome unknown',
    );
    await deps.db
      .update(withdrawalOrders)
      .set({ status: 'unknown' })
      .where(and(eq(withdrawalOrders.id, order.row.id), eq(withdrawalOrders.status, 'processing')));
    return { ok: true, status: 'unknown' };
  }
}

/** Operator rejection with a reason: the held amount goes back to the player. */
export async function rejectWithdrawal(
  deps: AppDeps,
  orderNo: string,
  reviewer: string,
  reason: string,
  onRejected: (tx: Database) => Promise<void> = async () => {},
): Promise<Decision> {
  return deps.db.transaction(async (tx) => {
    const order = await lockExistingOrder(tx, orderNo);
    if (order.status !== 'pending') return { ok: false, status: order.status };
    const now = deps.clock.now();
    await refund(tx, order, now);
    await tx
      .update(withdrawalOrders)
      .set({
        status: 'rejected',
        rejectReason: reason,
        reviewedBy: reviewer,
        reviewedAt: now,
        finishedAt: now,
      })
      .where(eq(withdrawalOrders.id, order.id));
    await onRejected(tx);
    return { ok: true, status: 'rejected' };
  });
}

export type PayoutOutcome = 'paid' | 'failed' | 'duplicate' | 'ignored' | 'unknown_order';

/** A payout result from the gateway (callback or reconciliation): paid once, or refunded once. */
export async function applyPayoutEvent(
  deps: AppDeps,
  event: Pick<GatewayEvent, 'orderNo' | 'status' | 'amountMinor'>,
): Promise<PayoutOutcome> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, event.orderNo);
    if (!order) return 'unknown_order';
    if (order.status === 'paid' || order.status === 'failed') return 'duplicate';
    if (order.status !== 'processing' && order.status !== 'unknown') return 'ignored';
    const now = deps.clock.now();
    if (event.status === 'SUCCESS') {
      if (event.amountMinor !== order.amount - order.fee) {
        deps.log.error(
          { orderNo: order.orderNo, paid: String(event.amountMinor) },
          'payout amount differs from the order',
        );
      }
      await settlePaid(tx, deps, order, now);
      return 'paid';
    }
    await refund(tx, order, now);
    await tx
      .update(withdrawalOrders)
      .set({ status: 'failed', finishedAt: now })
      .where(eq(withdrawalOrders.id, order.id));
    return 'failed';
  });
}

/**
 * Reconciliation of payouts nobody confirmed: asks the gateway about orders processing or unknown
 * for longer than `olderThanMs`. Paid or failed settle the order; a gateway with no record of the
 * payout means no money left, so the order goes back to pending (still held) for the operator.
 */
export async function reconcilePayouts(
  deps: AppDeps,
  olderThanMs = 5 * 60_000,
  limit = 100,
): Promise<number> {
  const gateway = deps.gateway;
  if (!gateway) return 0;
  const cutoff = new Date(deps.clock.now().getTime() - olderThanMs);
  const open = await deps.db
    .select({ orderNo: withdrawalOrders.orderNo, status: withdrawalOrders.status })
    .from(withdrawalOrders)
    .where(
      and(
        inArray(withdrawalOrders.status, ['processing', 'unknown']),
        lt(withdrawalOrders.reviewedAt, cutoff),
      ),
    )
    .orderBy(withdrawalOrders.id)
    .limit(limit);
  let settled = 0;
  for (const order of open) {
    const payout = await gateway.queryPayout(order.orderNo);
    if (!payout) {
      await deps.db
        .update(withdrawalOrders)
        .set({ status: 'pending' })
        .where(
          and(
            eq(withdrawalOrders.orderNo, order.orderNo),
            inArray(withdrawalOrders.status, ['processing', 'unknown']),
          ),
        );
      continue;
    }
    if (payout.status === 'PENDING') continue;
    const outcome = await applyPayoutEvent(deps, {
      orderNo: order.orderNo,
      status: payout.status,
      amountMinor: payout.amountMinor,
    });
    if (outcome === 'paid' || outcome === 'failed') settled += 1;
  }
  return settled;
}
