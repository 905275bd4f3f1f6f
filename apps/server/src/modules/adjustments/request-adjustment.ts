import { toMajorString, toMinorUnits } from '@fairplay/contract/money';
import type { AdjustmentReason, TAdjustment } from '@fairplay/contract/operator';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { balanceAdjustments } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { getPlayerBalances } from '../../ledger/balances.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { audit, type Operator } from '../admin/index.ts';
import { readAdjustment } from './adjustment-view.ts';

/** The most adjustments one player can have waiting: a queue that grows without a decision is a mistake. */
export const WAITING_PER_PLAYER_MAX = 10;

interface AdjustmentRequest {
  userId: number;
  amount: number;
  reasonCode: AdjustmentReason;
  note: string;
  requestId: string;
}

/**
 * A staff member asks for a manual change of a player's cash balance; nothing moves until a second
 * person approves. The requester's requestId makes a retry ask once: the same content answers the
 * first request, other content is refused. Under the player lock, so the waiting count and the
 * cash a debit is checked against hold at the insert. Never for the staff member's own player account.
 */
export async function requestAdjustment(
  deps: AppDeps,
  operator: Operator,
  request: AdjustmentRequest,
): Promise<TAdjustment> {
  const decimals = deps.config.region.currencyDecimals;
  const amount = toMinorUnits(request.amount, decimals);
  if (amount === null || amount === 0n) throw AppError.badRequest('amount', 'operator.amountDecimals');
  const { admin } = operator;
  if (admin.playerUserId === request.userId) throw AppError.forbidden('operator.ownPlayerAccount');
  return deps.db.transaction(async (tx) => {
    if (!(await lockPlayer(tx, request.userId))) throw AppError.notFound('operator.noSuchPlayer');
    const repeated = await findRepeat(tx, admin.adminId, request, amount);
    if (repeated) return readAdjustment(tx, repeated, decimals);
    const [waiting] = await tx
      .select({ count: count() })
      .from(balanceAdjustments)
      .where(and(eq(balanceAdjustments.userId, request.userId), eq(balanceAdjustments.status, 'requested')));
    if ((waiting?.count ?? 0) >= WAITING_PER_PLAYER_MAX)
      throw AppError.conflict('operator.adjustmentsWaiting', { count: WAITING_PER_PLAYER_MAX });
    if (amount < 0n) {
      // Checked again at approval under the same lock; here it saves a second person a refusal.
      const { cash } = await getPlayerBalances(tx, request.userId);
      if (cash + amount < 0n) throw AppError.conflict('operator.adjustmentExceedsBalance', { balance: cash });
    }
    const now = deps.clock.now();
    const [created] = await tx
      .insert(balanceAdjustments)
      .values({
        userId: request.userId,
        amount,
        reasonCode: request.reasonCode,
        note: request.note,
        status: 'requested',
        requestId: request.requestId,
        requestedBy: admin.username,
        requestedById: admin.adminId,
        requestedAt: now,
      })
      // The same requestId for another player holds another player's lock: the unique key decides.
      .onConflictDoNothing()
      .returning({ id: balanceAdjustments.id });
    if (!created) {
      const raced = await findRepeat(tx, admin.adminId, request, amount);
      if (!raced) throw new Error(`Adjustment request ${request.requestId} neither inserted nor found`);
      return readAdjustment(tx, raced, decimals);
    }
    const view = await readAdjustment(tx, created.id, decimals);
    await audit(tx, {
      ...operator,
      action: 'adjustment.request',
      targetType: 'adjustment',
      targetId: created.id,
      details: { userId: request.userId },
      after: {
        userId: request.userId,
        amount: toMajorString(amount, decimals),
        reasonCode: request.reasonCode,
        note: request.note,
        requestId: request.requestId,
        status: 'requested',
      },
      at: now,
    });
    return view;
  });
}

/**
 * The adjustment this staff member already asked for with this requestId: its id when the content
 * is the same, a refusal when it differs, undefined when there is none.
 */
async function findRepeat(
  tx: Database,
  adminId: number,
  request: AdjustmentRequest,
  amount: bigint,
): Promise<number | undefined> {
  const [existing] = await tx
    .select()
    .from(balanceAdjustments)
    .where(
      and(eq(balanceAdjustments.requestedById, adminId), eq(balanceAdjustments.requestId, request.requestId)),
    );
  if (!existing) return undefined;
  const isSame =
    existing.userId === request.userId &&
    existing.amount === amount &&
    existing.reasonCode === request.reasonCode &&
    existing.note === request.note;
  if (!isSame) throw AppError.conflict('operator.adjustmentRequestReused');
  return existing.id;
}
