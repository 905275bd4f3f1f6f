import { toMajorNumber } from '@fairplay/contract/money';
import type { WithdrawalStatus } from '@fairplay/contract/operator';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, min, type SQL, sql, sum } from 'drizzle-orm';
import { users, withdrawalOrders } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit, confirmStaffAuthority, type Operator } from '../admin/index.ts';
import { getSetting } from '../settings/index.ts';
import { toWithdrawOrder } from './records.ts';
import { approveWithdrawal, rejectWithdrawal, setWithdrawalHeld, type WithdrawalRow } from './review.ts';
import { riskFlagsOf } from './risk-flags.ts';

/** The beforeId paging of the first operator API (scripts and the bank test): 50 a page. */
const KEYSET_PAGE_SIZE = 50;

/**
 * Withdrawals by status for staff with the player's name and VIP level, the four-eyes state and
 * the risk flags: a page by page/pageSize sorted by time or amount, or by beforeId (newest first).
 */
export async function listWithdrawalsForReview(
  deps: AppDeps,
  query: {
    status: WithdrawalStatus;
    beforeId?: number | undefined;
    userId?: number | undefined;
    sortBy: 'createdAt' | 'amount';
    sortOrder: 'ascend' | 'descend';
    page: number;
    pageSize: number;
  },
) {
  const decimals = deps.config.region.currencyDecimals;
  const filters: SQL[] = [eq(withdrawalOrders.status, query.status)];
  if (query.userId) filters.push(eq(withdrawalOrders.userId, query.userId));
  const where = and(...filters);
  const isKeyset = query.beforeId !== undefined;
  const column = query.sortBy === 'amount' ? withdrawalOrders.amount : withdrawalOrders.id;
  const order =
    query.sortOrder === 'ascend'
      ? [asc(column), asc(withdrawalOrders.id)]
      : [desc(column), desc(withdrawalOrders.id)];
  const pageSize = isKeyset ? KEYSET_PAGE_SIZE : query.pageSize;
  const [rows, [total], review] = await Promise.all([
    deps.db
      .select({
        order: withdrawalOrders,
        nickname: users.nickname,
        vipLevel: users.vipLevel,
        lockedAt: users.lockedAt,
      })
      .from(withdrawalOrders)
      .innerJoin(users, eq(users.id, withdrawalOrders.userId))
      .where(isKeyset ? and(where, lt(withdrawalOrders.id, query.beforeId!)) : where)
      .orderBy(...(isKeyset ? [desc(withdrawalOrders.id)] : order))
      .limit(pageSize)
      .offset(isKeyset ? 0 : (query.page - 1) * pageSize),
    deps.db.select({ total: count() }).from(withdrawalOrders).where(where),
    getSetting(deps.db, 'withdrawReview'),
  ]);
  const flags = await riskFlagsOf(
    deps.db,
    rows.map((row) => row.order.id),
    { timeZone: deps.config.region.timeZone, manyPerDay: review.manyPerDay, now: deps.clock.now() },
  );
  return {
    withdrawals: rows.map(({ order: row, nickname, vipLevel, lockedAt }) => ({
      id: row.id,
      userId: row.userId,
      ...toWithdrawOrder(row, decimals),
      status: row.status as WithdrawalStatus,
      bankCode: row.bankCode,
      accountName: row.accountName,
      accountNumber: row.accountNumber,
      ifsc: row.ifsc,
      reviewedBy: row.reviewedBy,
      nickname,
      vipLevel,
      isPlayerLocked: lockedAt !== null,
      firstApprovedBy: row.firstApprovedBy,
      firstApprovedAt: row.firstApprovedAt?.toISOString() ?? null,
      needsFourEyes: row.amount > BigInt(review.fourEyesAboveMinor),
      heldBy: row.heldBy,
      holdReason: row.holdReason,
      riskFlags: flags.get(row.id) ?? [],
    })),
    nextBeforeId: isKeyset && rows.length === pageSize ? (rows.at(-1)?.order.id ?? null) : null,
    total: total?.total ?? 0,
    page: isKeyset ? 1 : query.page,
    pageSize,
  };
}

/** The queue's header: what waits (pending, held, awaiting a second approval), how much, and for how long. */
export async function withdrawalQueueSummary(deps: AppDeps) {
  const decimals = deps.config.region.currencyDecimals;
  const money = (minor: bigint | string | null | undefined) => toMajorNumber(BigInt(minor ?? 0), decimals);
  const now = deps.clock.now();
  const [byStatus, [awaiting], [oldest], review] = await Promise.all([
    deps.db
      .select({
        status: withdrawalOrders.status,
        count: count(),
        amount: sum(withdrawalOrders.amount),
        waitSeconds: sql<string>`coalesce(sum(extract(epoch from (${now}::timestamptz - ${withdrawalOrders.createdAt}))), 0)`,
      })
      .from(withdrawalOrders)
      .where(inArray(withdrawalOrders.status, ['pending', 'held']))
      .groupBy(withdrawalOrders.status),
    deps.db
      .select({ count: count(), amount: sum(withdrawalOrders.amount) })
      .from(withdrawalOrders)
      .where(and(eq(withdrawalOrders.status, 'pending'), isNotNull(withdrawalOrders.firstApprovedById))),
    deps.db
      .select({ createdAt: min(withdrawalOrders.createdAt) })
      .from(withdrawalOrders)
      .where(inArray(withdrawalOrders.status, ['pending', 'held'])),
    getSetting(deps.db, 'withdrawReview'),
  ]);
  const of = (status: string) => byStatus.find((row) => row.status === status);
  const waiting = byStatus.reduce((total, row) => total + row.count, 0);
  const waitSeconds = byStatus.reduce((total, row) => total + Number(row.waitSeconds), 0);
  return {
    pending: { count: of('pending')?.count ?? 0, amount: money(of('pending')?.amount) },
    held: { count: of('held')?.count ?? 0, amount: money(of('held')?.amount) },
    awaitingSecondApproval: { count: awaiting?.count ?? 0, amount: money(awaiting?.amount) },
    averageWaitSeconds: waiting > 0 ? Math.max(0, Math.round(waitSeconds / waiting)) : 0,
    oldestCreatedAt: oldest?.createdAt ? new Date(oldest.createdAt).toISOString() : null,
    fourEyesAbove: money(BigInt(review.fourEyesAboveMinor)),
  };
}

/** The state of an order an audit row keeps before and after a decision. */
function stateOf(row: Pick<WithdrawalRow, 'status' | 'firstApprovedBy' | 'heldBy'>) {
  return { status: row.status, firstApprovedBy: row.firstApprovedBy, heldBy: row.heldBy };
}

/**
 * A staff member approves a withdrawal: the gateway pays it, or, above the four-eyes amount, the
 * first approval is recorded and a second person must approve. Audited with the decision.
 */
export async function approveWithdrawalByOperator(deps: AppDeps, operator: Operator, orderNo: string) {
  const { admin } = operator;
  const decision = await approveWithdrawal(deps, orderNo, admin, async (tx, step) => {
    await confirmStaffAuthority(tx, operator, 'withdrawals.decide');
    await audit(tx, {
      ...operator,
      action: step.isFirstOfTwo ? 'withdrawal.approve.first' : 'withdrawal.approve',
      targetType: 'withdrawal',
      targetId: orderNo,
      details: step.firstApprovedBy ? { firstApprovedBy: step.firstApprovedBy } : null,
      after: step.isFirstOfTwo ? { firstApprovedBy: admin.username } : { status: 'processing' },
      at: deps.clock.now(),
    });
  });
  if (!decision.ok) throw AppError.conflict('operator.withdrawalDecided', { status: decision.status });
  return { orderNo, status: decision.status, awaitingSecondApproval: decision.awaitingSecondApproval };
}

/** A staff member rejects a withdrawal with a reason: the held amount returns; audited with the decision. */
export async function rejectWithdrawalByOperator(
  deps: AppDeps,
  operator: Operator,
  orderNo: string,
  reason: string,
) {
  const decision = await rejectWithdrawal(
    deps,
    orderNo,
    operator.admin.username,
    reason,
    async (tx, before) => {
      await confirmStaffAuthority(tx, operator, 'withdrawals.decide');
      await audit(tx, {
        ...operator,
        action: 'withdrawal.reject',
        targetType: 'withdrawal',
        targetId: orderNo,
        details: { reason },
        before: stateOf(before),
        after: { status: 'rejected' },
        at: deps.clock.now(),
      });
    },
  );
  if (!decision.ok) throw AppError.conflict('operator.withdrawalDecided', { status: decision.status });
  return { orderNo, status: decision.status };
}

/** A staff member puts a pending withdrawal aside with a reason, or back in the queue; audited. */
export async function holdWithdrawalByOperator(
  deps: AppDeps,
  operator: Operator,
  orderNo: string,
  reason: string | null,
) {
  const hold = reason === null ? null : { by: operator.admin.username, reason };
  const decision = await setWithdrawalHeld(deps, orderNo, hold, async (tx, before) => {
    // Holding or releasing one's own withdrawal is deciding on one's own money (as approving is).
    if (operator.admin.playerUserId === before.userId) throw AppError.forbidden('operator.ownPlayerAccount');
    await confirmStaffAuthority(tx, operator, 'withdrawals.decide');
    await audit(tx, {
      ...operator,
      action: hold ? 'withdrawal.hold' : 'withdrawal.release',
      targetType: 'withdrawal',
      targetId: orderNo,
      details: hold ? { reason } : null,
      before: stateOf(before),
      after: { status: hold ? 'held' : 'pending' },
      at: deps.clock.now(),
    });
  });
  if (!decision.ok)
    throw AppError.conflict(hold ? 'operator.withdrawalNotPending' : 'operator.withdrawalNotHeld', {
      status: decision.status,
    });
  return { orderNo, status: decision.status };
}
