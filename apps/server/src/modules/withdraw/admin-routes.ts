import { toMajorString } from '@fairplay/contract/money';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditLog, withdrawalOrders } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { adminRoute } from '../admin/admin-route.ts';
import { audit } from '../admin/auth.ts';
import { clearFreeze, listFreezes } from './freeze.ts';
import { toWithdrawOrder } from './records.ts';
import { approveWithdrawal, rejectWithdrawal } from './review.ts';

const ZOrderParams = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{4,40}$/, 'is not an order number') });
const PAGE_SIZE = 50;

/**
 * Operator API for withdrawals: the queue, approve (pay through the gateway), reject with a reason,
 * and the players whose withdrawals are frozen (a payout paid after its refund) with their clearing.
 */
export function withdrawAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const decimals = deps.config.region.currencyDecimals;

  adminRoute(
    app,
    deps,
    {
      method: 'GET',
      url: '/withdrawals',
      summary: 'Withdrawals by status (pending = waiting for an operator), newest first; page with beforeId',
      query: z.object({
        status: z
          .enum(['pending', 'processing', 'unknown', 'paid', 'rejected', 'failed', 'paid_after_refund'])
          .default('pending'),
        beforeId: z.coerce.number().int().positive().optional(),
      }),
    },
    async ({ query }) => {
      const filters: SQL[] = [eq(withdrawalOrders.status, query.status)];
      if (query.beforeId) filters.push(lt(withdrawalOrders.id, query.beforeId));
      const rows = await deps.db
        .select()
        .from(withdrawalOrders)
        .where(and(...filters))
        .orderBy(desc(withdrawalOrders.id))
        .limit(PAGE_SIZE);
      return {
        withdrawals: rows.map((row) => ({
          id: row.id,
          userId: row.userId,
          ...toWithdrawOrder(row, decimals),
          status: row.status,
          accountName: row.accountName,
          accountNumber: row.accountNumber,
          ifsc: row.ifsc,
          reviewedBy: row.reviewedBy,
        })),
        nextBeforeId: rows.length === PAGE_SIZE ? rows.at(-1)?.id : null,
      };
    },
  );

  adminRoute(
    app,
    deps,
    {
      method: 'POST',
      url: '/withdrawals/:orderNo/approve',
      summary:
        'Approve: the payment gateway pays and calls back (503 when no gateway is configured: the order stays pending and held)',
      params: ZOrderParams,
      body: z.object({}).optional(),
    },
    async ({ admin, params, request }) => {
      const decision = await approveWithdrawal(deps, params.orderNo, admin.username, (tx) =>
        audit(tx, {
          admin,
          action: 'withdrawal.approve',
          targetType: 'withdrawal',
          targetId: params.orderNo,
          ip: request.ip,
          requestId: request.id,
          at: deps.clock.now(),
        }),
      );
      if (!decision.ok) throw AppError.conflict(`The withdrawal is already ${decision.status}`);
      return { orderNo: params.orderNo, status: decision.status };
    },
  );

  adminRoute(
    app,
    deps,
    {
      method: 'POST',
      url: '/withdrawals/:orderNo/reject',
      summary: 'Reject with a reason: the held amount returns to the player',
      params: ZOrderParams,
      body: z.strictObject({ reason: z.string().trim().min(1, 'cannot be empty').max(500) }),
    },
    async ({ admin, params, body, request }) => {
      const decision = await rejectWithdrawal(deps, params.orderNo, admin.username, body.reason, (tx) =>
        audit(tx, {
          admin,
          action: 'withdrawal.reject',
          targetType: 'withdrawal',
          targetId: params.orderNo,
          details: { reason: body.reason },
          ip: request.ip,
          requestId: request.id,
          at: deps.clock.now(),
        }),
      );
      if (!decision.ok) throw AppError.conflict(`The withdrawal is already ${decision.status}`);
      return { orderNo: params.orderNo, status: decision.status };
    },
  );

  adminRoute(
    app,
    deps,
    {
      method: 'GET',
      url: '/withdrawal-freezes',
      summary:
        'Players whose withdrawals are frozen because a payout was paid after its refund (open by default), newest first',
      query: z.object({
        status: z.enum(['open', 'cleared']).default('open'),
        beforeId: z.coerce.number().int().positive().optional(),
      }),
    },
    async ({ query }) => {
      const { freezes, nextBeforeId } = await listFreezes(deps.db, query);
      return {
        freezes: freezes.map((freeze) => ({
          id: freeze.id,
          userId: freeze.userId,
          reason: freeze.reason,
          reference: freeze.reference,
          owed: toMajorString(freeze.owed, decimals),
          createdAt: freeze.createdAt.toISOString(),
          clearedAt: freeze.clearedAt?.toISOString() ?? null,
          clearedBy: freeze.clearedBy,
          clearNote: freeze.clearNote,
        })),
        nextBeforeId,
      };
    },
  );

  adminRoute(
    app,
    deps,
    {
      method: 'POST',
      url: '/withdrawal-freezes/:id/clear',
      summary:
        'Clear a freeze with a note saying what was done: the player may withdraw again; what they owe stays on the receivable account',
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: z.strictObject({ note: z.string().trim().min(1, 'cannot be empty').max(500) }),
    },
    async ({ admin, params, body, request }) =>
      deps.db.transaction(async (tx) => {
        const at = deps.clock.now();
        const cleared = await clearFreeze(tx, {
          id: params.id,
          clearedBy: admin.username,
          note: body.note,
          at,
        });
        if (!cleared) throw AppError.conflict('The freeze is not open');
        await audit(tx, {
          admin,
          action: 'withdrawal.freeze.clear',
          targetType: 'withdrawal_freeze',
          targetId: params.id,
          details: { userId: cleared.userId, reference: cleared.reference, note: body.note },
          ip: request.ip,
          requestId: request.id,
          at,
        });
        return { id: params.id, cleared: true };
      }),
  );

  adminRoute(
    app,
    deps,
    {
      method: 'GET',
      url: '/audit',
      summary: 'The audit log, newest first',
      query: z.object({ targetId: z.string().max(64).optional() }),
    },
    async ({ query }) => {
      const rows = await deps.db
        .select()
        .from(auditLog)
        .where(query.targetId ? eq(auditLog.targetId, query.targetId) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(100);
      return { entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },
  );
}
