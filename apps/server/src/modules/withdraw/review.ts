import { toMajorString } from '@fairplay/contract/money';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, withdrawalOrders } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { lockCashBalance } from '../../ledger/balances.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { type Leg, post } from '../../ledger/post.ts';
import { type GatewayEvent, PayoutOutcomeUnknownError } from '../../platform/payment-gateway.ts';
import { assertIndependentEyes } from '../admin/index.ts';
import { raiseAlert } from '../alerts/index.ts';
import { recordWithdrawalRollMessage } from '../home/index.ts';
import { getSetting } from '../settings/index.ts';
import { freezeWithdrawals, isWithdrawalFrozen } from './freeze.ts';

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
  if (!order) throw AppError.notFound('operator.noSuchWithdrawal');
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
async function settlePaid(tx: Database, order: WithdrawalRow, at: Date): Promise<void> {
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
  // Worded in each reader's language when Home reads it.
  await recordWithdrawalRollMessage(tx, { nickname: user?.nickname ?? '', amountMinor: order.amount, at });
}

/** Statuses an operator decides from: waiting in the queue, or put aside. */
const DECIDABLE_STATUSES = ['pending', 'held'];

/** Who approves: a staff member, with their own player account if they have one. */
export interface Approver {
  adminId: number;
  username: string;
  playerUserId: number | null;
}

export type ApprovalDecision =
  | { ok: true; status: string; awaitingSecondApproval: boolean }
  | { ok: false; status: string };

/**
 * Operator approval. Above the four-eyes amount (setting withdrawReview) the first approval is
 * recorded and the order keeps waiting; a second, different staff member's approval sends it. The
 * order moves to processing only from pending or held, under the player lock, so approve and reject
 * racing on one order end with one winner, and two first approvals by one person stay one. An
 * answer that never comes leaves the order held as unknown, never refunded blindly. Without a
 * gateway nothing can be paid: refused before anything changes, and so is a frozen player.
 */
export async function approveWithdrawal(
  deps: AppDeps,
  orderNo: string,
  approver: Approver,
  onApproved: (
    tx: Database,
    step: { isFirstOfTwo: boolean; firstApprovedBy: string | null },
  ) => Promise<void>,
): Promise<ApprovalDecision> {
  const gateway = deps.gateway;
  if (!gateway) {
    throw AppError.unavailable('operator.noPayoutGateway');
  }
  const { fourEyesAboveMinor } = await getSetting(deps.db, 'withdrawReview');
  const order = await deps.db.transaction(async (tx) => {
    const locked = await lockExistingOrder(tx, orderNo);
    if (!DECIDABLE_STATUSES.includes(locked.status))
      return { decided: false as const, status: locked.status };
    if (approver.playerUserId !== null && approver.playerUserId === locked.userId)
      throw AppError.forbidden('operator.ownPlayerAccount');
    // A locked account's money leaves only after a person unlocks it (or the order is rejected).
    const [player] = await tx
      .select({ lockedAt: users.lockedAt })
      .from(users)
      .where(eq(users.id, locked.userId));
    if (player?.lockedAt) throw AppError.conflict('operator.playerAccountLocked');
    // A player who owes the house for a payout paid twice gets nothing more until a person looks.
    if (await isWithdrawalFrozen(tx, locked.userId)) {
      throw AppError.conflict('operator.withdrawalsFrozen');
    }
    const now = deps.clock.now();
    if (locked.amount > BigInt(fourEyesAboveMinor)) {
      if (locked.firstApprovedById === null) {
        await tx
          .update(withdrawalOrders)
          .set({
            firstApprovedBy: approver.username,
            firstApprovedById: approver.adminId,
            firstApprovedAt: now,
          })
          .where(eq(withdrawalOrders.id, locked.id));
        await onApproved(tx, { isFirstOfTwo: true, firstApprovedBy: null });
        return { decided: true as const, isFirstOfTwo: true, row: locked };
      }
      if (locked.firstApprovedById === approver.adminId)
        throw AppError.forbidden('operator.fourEyesSameApprover');
      await assertIndependentEyes(tx, locked.firstApprovedById, approver.adminId);
    }
    await tx
      .update(withdrawalOrders)
      .set({ status: 'processing', reviewedBy: approver.username, reviewedAt: now })
      .where(eq(withdrawalOrders.id, locked.id));
    await onApproved(tx, { isFirstOfTwo: false, firstApprovedBy: locked.firstApprovedBy });
    return { decided: true as const, isFirstOfTwo: false, row: locked };
  });
  if (!order.decided) return { ok: false, status: order.status };
  if (order.isFirstOfTwo) return { ok: true, status: order.row.status, awaitingSecondApproval: true };
  try {
    const { payoutId } = await gateway.payout({
      orderNo,
      amountMinor: order.row.amount - order.row.fee,
      currency: deps.config.region.currency,
      accountType: order.row.accountType,
      bankCode: order.row.bankCode,
      accountName: order.row.accountName,
      accountNumber: order.row.accountNumber,
      ifsc: order.row.ifsc,
    });
    await deps.db
      .update(withdrawalOrders)
      .set({ gatewayPayoutId: payoutId })
      .where(eq(withdrawalOrders.id, order.row.id));
    return { ok: true, status: 'processing', awaitingSecondApproval: false };
  } catch (error) {
    deps.log.error(
      { err: error, orderNo, isUnknown: error instanceof PayoutOutcomeUnknownError },
      'payout outcome unknown',
    );
    await deps.db
      .update(withdrawalOrders)
      .set({ status: 'unknown' })
      .where(and(eq(withdrawalOrders.id, order.row.id), eq(withdrawalOrders.status, 'processing')));
    return { ok: true, status: 'unknown', awaitingSecondApproval: false };
  }
}

/** Operator rejection with a reason (one person is enough: the money goes back to the player). */
export async function rejectWithdrawal(
  deps: AppDeps,
  orderNo: string,
  reviewer: string,
  reason: string,
  onRejected: (tx: Database, before: WithdrawalRow) => Promise<void>,
): Promise<Decision> {
  return deps.db.transaction(async (tx) => {
    const order = await lockExistingOrder(tx, orderNo);
    if (!DECIDABLE_STATUSES.includes(order.status)) return { ok: false, status: order.status };
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
    await onRejected(tx, order);
    return { ok: true, status: 'rejected' };
  });
}

/**
 * Puts a pending order aside (held, with a reason) or back in the queue (pending); the amount stays
 * held either way. Under the player lock, from the one status each move starts at.
 */
export async function setWithdrawalHeld(
  deps: AppDeps,
  orderNo: string,
  hold: { by: string; reason: string } | null,
  onChanged: (tx: Database, before: WithdrawalRow) => Promise<void>,
): Promise<Decision> {
  return deps.db.transaction(async (tx) => {
    const order = await lockExistingOrder(tx, orderNo);
    const from = hold ? 'pending' : 'held';
    if (order.status !== from) return { ok: false, status: order.status };
    const now = deps.clock.now();
    await tx
      .update(withdrawalOrders)
      .set(
        hold
          ? { status: 'held', heldBy: hold.by, heldAt: now, holdReason: hold.reason }
          : { status: 'pending', heldBy: null, heldAt: null, holdReason: null },
      )
      .where(eq(withdrawalOrders.id, order.id));
    await onChanged(tx, order);
    return { ok: true, status: hold ? 'held' : 'pending' };
  });
}

export type PayoutOutcome =
  | 'paid'
  | 'paid_after_refund'
  | 'failed'
  | 'failure_unconfirmed'
  | 'duplicate'
  | 'ignored'
  | 'unknown_order';

/** Statuses in which the held amount went back to the player's cash. */
const REFUNDED_STATUSES = ['failed', 'rejected'];
/** Statuses in which the money left through the gateway. */
const PAID_STATUSES = ['paid', 'paid_after_refund'];
/** Statuses that wait for the gateway's word. */
const OPEN_PAYOUT_STATUSES = ['processing', 'unknown'];

/**
 * A payout result from a gateway callback. A refund gives money back for good, so a FAILED
 * callback is believed only when the gateway, asked itself, says FAILED too; PENDING, no record or
 * no answer leave the order held as unknown for reconciliation. A SUCCESS is applied as it comes
 * (settlePayout): paid once, even after a refund.
 */
export async function applyPayoutEvent(
  deps: AppDeps,
  event: Pick<GatewayEvent, 'orderNo' | 'status' | 'amountMinor'>,
): Promise<PayoutOutcome> {
  if (event.status === 'SUCCESS') return settlePayout(deps, event);
  const [order] = await deps.db
    .select({ status: withdrawalOrders.status })
    .from(withdrawalOrders)
    .where(eq(withdrawalOrders.orderNo, event.orderNo));
  if (!order) return 'unknown_order';
  if (!OPEN_PAYOUT_STATUSES.includes(order.status)) {
    return PAID_STATUSES.includes(order.status) || REFUNDED_STATUSES.includes(order.status)
      ? 'duplicate'
      : 'ignored';
  }
  const confirmed = await askGateway(deps, event.orderNo);
  if (confirmed && confirmed.status !== 'PENDING') {
    // The gateway's word wins over the callback's, SUCCESS included.
    return settlePayout(deps, {
      orderNo: event.orderNo,
      status: confirmed.status,
      amountMinor: confirmed.amountMinor,
    });
  }
  deps.log.warn(
    { orderNo: event.orderNo, gatewayStatus: confirmed?.status ?? null },
    'payout failure not confirmed by the gateway: held as unknown until reconciliation',
  );
  await deps.db
    .update(withdrawalOrders)
    .set({ status: 'unknown' })
    .where(and(eq(withdrawalOrders.orderNo, event.orderNo), eq(withdrawalOrders.status, 'processing')));
  return 'failure_unconfirmed';
}

/** The gateway's own view of a payout; null when there is no gateway, no record or no answer. */
async function askGateway(deps: AppDeps, orderNo: string) {
  if (!deps.gateway) return null;
  try {
    return await deps.gateway.queryPayout(orderNo);
  } catch (error) {
    deps.log.warn({ err: error, orderNo }, 'payout status query failed');
    return null;
  }
}

/**
 * Applies a payout result the gateway stands behind, under the player lock. SUCCESS pays the
 * order once: from the hold while it is held, or — when the hold was already given back (a
 * failure, a rejection) — from the player's cash (paid_after_refund). FAILED refunds an order
 * still waiting for the gateway, once.
 */
async function settlePayout(
  deps: AppDeps,
  result: { orderNo: string; status: 'SUCCESS' | 'FAILED'; amountMinor: bigint },
): Promise<PayoutOutcome> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, result.orderNo);
    if (!order) return 'unknown_order';
    const now = deps.clock.now();
    if (result.status === 'SUCCESS') {
      if (PAID_STATUSES.includes(order.status)) return 'duplicate';
      if (result.amountMinor !== order.amount - order.fee) {
        deps.log.error(
          { orderNo: order.orderNo, paid: String(result.amountMinor) },
          'payout amount differs from the order',
        );
      }
      if (REFUNDED_STATUSES.includes(order.status)) {
        await bookPaidAfterRefund(tx, deps, order, now);
        return 'paid_after_refund';
      }
      // Held (processing, unknown, or pending again after reconciliation found no record).
      await settlePaid(tx, order, now);
      return 'paid';
    }
    if (!OPEN_PAYOUT_STATUSES.includes(order.status)) {
      return PAID_STATUSES.includes(order.status) || REFUNDED_STATUSES.includes(order.status)
        ? 'duplicate'
        : 'ignored';
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
 * The gateway paid an order whose hold we had already given back: the money left twice. The paid
 * amount comes back from the player's cash; what the cash does not cover becomes a receivable (the
 * ledger still balances) and freezes the player's withdrawals until an operator clears them. The
 * posting keeps the paid key (withdraw_paid:<orderNo>), so an order is paid out once, whatever path.
 * One critical alert for a person.
 */
async function bookPaidAfterRefund(
  tx: Database,
  deps: AppDeps,
  order: WithdrawalRow,
  at: Date,
): Promise<void> {
  const cash = await lockCashBalance(tx, order.userId);
  const fromCash = cash < order.amount ? cash : order.amount;
  const owed = order.amount - fromCash;
  const legs: Leg[] = [{ account: { house: 'house_gateway' }, amount: order.amount - order.fee }];
  if (order.fee > 0n) legs.push({ account: { house: 'house_fees' }, amount: order.fee });
  if (fromCash > 0n) legs.push({ account: { userId: order.userId, kind: 'user_cash' }, amount: -fromCash });
  if (owed > 0n) legs.push({ account: { house: 'house_receivable' }, amount: -owed });
  await post(tx, {
    idempotencyKey: `withdraw_paid:${order.orderNo}`,
    code: 'withdraw_paid',
    userId: order.userId,
    legs,
    memo: { orderNo: order.orderNo, afterRefund: true },
    at,
  });
  await tx
    .update(withdrawalOrders)
    .set({ status: 'paid_after_refund', finishedAt: at })
    .where(eq(withdrawalOrders.id, order.id));
  if (owed > 0n) {
    await freezeWithdrawals(tx, {
      userId: order.userId,
      reason: 'payout_paid_after_refund',
      reference: order.orderNo,
      owed,
      at,
    });
  }
  const money = (minor: bigint) => toMajorString(minor, deps.config.region.currencyDecimals);
  await raiseAlert(tx, {
    kind: 'payout_paid_after_refund',
    reference: order.orderNo,
    severity: 'critical',
    userId: order.userId,
    details: {
      orderNo: order.orderNo,
      amount: money(order.amount),
      paidToAccount: money(order.amount - order.fee),
      takenFromCash: money(fromCash),
      receivable: money(owed),
      previousStatus: order.status,
      isWithdrawalFrozen: owed > 0n,
    },
    at,
  });
  deps.log.error(
    { orderNo: order.orderNo, userId: order.userId, fromCash: String(fromCash), owed: String(owed) },
    'payout paid after its refund: amount taken back',
  );
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
      and(inArray(withdrawalOrders.status, OPEN_PAYOUT_STATUSES), lt(withdrawalOrders.reviewedAt, cutoff)),
    )
    .orderBy(withdrawalOrders.id)
    .limit(limit);
  let settled = 0;
  for (const order of open) {
    let payout: Awaited<ReturnType<typeof gateway.queryPayout>>;
    try {
      payout = await gateway.queryPayout(order.orderNo);
    } catch (error) {
      // No answer is not "no record": ask again next round.
      deps.log.warn({ err: error, orderNo: order.orderNo }, 'payout status query failed');
      continue;
    }
    if (!payout) {
      await deps.db
        .update(withdrawalOrders)
        .set({ status: 'pending' })
        .where(
          and(
            eq(withdrawalOrders.orderNo, order.orderNo),
            inArray(withdrawalOrders.status, OPEN_PAYOUT_STATUSES),
          ),
        );
      continue;
    }
    if (payout.status === 'PENDING') continue;
    // The gateway's own answer: nothing left to confirm.
    const outcome = await settlePayout(deps, {
      orderNo: order.orderNo,
      status: payout.status,
      amountMinor: payout.amountMinor,
    });
    if (outcome === 'paid' || outcome === 'failed') settled += 1;
  }
  return settled;
}
