import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { depositOrders, depositReceipts } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { adminRoute } from '../admin/admin-route.ts';
import { audit } from '../admin/auth.ts';
import { toDepositOrder } from './records.ts';
import { approveTransfer, rejectTransfer } from './transfer.ts';

const ZOrderParams = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{4,40}$/, 'is not an order number') });
const PAGE_SIZE = 50;

/** Operator API for deposits: the review queue, one order with its receipt, approve and reject. */
export function depositAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const decimals = deps.config.region.currencyDecimals;

  adminRoute(
    app,
    deps,
    {
      method: 'GET',
      url: '/deposits',
      summary:
        'Deposits by status (review = transfers waiting for an operator), newest first; page with beforeId',
      query: z.object({
        status: z.enum(['pending', 'review', 'success', 'succeeded', 'failed', 'rejected']).default('review'),
        beforeId: z.coerce.number().int().positive().optional(),
      }),
    },
    async ({ query }) => {
      const filters: SQL[] = [eq(depositOrders.status, query.status)];
      if (query.beforeId) filters.push(lt(depositOrders.id, query.beforeId));
      const rows = await deps.db
        .select()
        .from(depositOrders)
        .where(and(...filters))
        .orderBy(desc(depositOrders.id))
        .limit(PAGE_SIZE);
      return {
        deposits: rows.map((row) => ({
          id: row.id,
          userId: row.userId,
          ...toDepositOrder(row, decimals),
          hasReceipt: row.hasReceipt,
          remark: row.remark,
          utrSubmittedAt: row.utrSubmittedAt?.toISOString() ?? null,
        })),
        nextBeforeId: rows.length === PAGE_SIZE ? rows.at(-1)?.id : null,
      };
    },
  );

  adminRoute(
    app,
    deps,
    {
      method: 'GET',
      url: '/deposits/:orderNo/receipt',
      summary: 'The receipt screenshot of a transfer',
      params: ZOrderParams,
    },
    async ({ params }) => {
      const [receipt] = await deps.db
        .select()
        .from(depositReceipts)
        .where(eq(depositReceipts.orderNo, params.orderNo));
      if (!receipt) throw AppError.notFound('No receipt for this order');
      return {
        contentType: receipt.contentType,
        byteSize: receipt.byteSize,
        dataUrl: `data:${receipt.contentType};base64,${receipt.content}`,
      };
    },
  );

  adminRoute(
    app,
    deps,
    {
      method: 'POST',
      url: '/deposits/:orderNo/approve',
      summary: 'Approve a transfer deposit: credits it exactly once',
      params: ZOrderParams,
      body: z.object({}).optional(),
    },
    async ({ admin, params, request }) => {
      const decision = await approveTransfer(deps, params.orderNo, admin.username, (tx, creditedAmount) =>
        audit(tx, {
          admin,
          action: 'deposit.approve',
          targetType: 'deposit',
          targetId: params.orderNo,
          details: { creditedAmount },
          ip: request.ip,
          requestId: request.id,
          at: deps.clock.now(),
        }),
      );
      if (!decision.ok) throw AppError.conflict(`The order is already ${decision.status}`);
      return { orderNo: params.orderNo, status: decision.status };
    },
  );

  adminRoute(
    app,
    deps,
    {
      method: 'POST',
      url: '/deposits/:orderNo/reject',
      summary: 'Reject a transfer deposit with a reason the player sees',
      params: ZOrderParams,
      body: z.strictObject({ reason: z.string().trim().min(1, 'cannot be empty').max(500) }),
    },
    async ({ admin, params, body, request }) => {
      const decision = await rejectTransfer(deps, params.orderNo, admin.username, body.reason, (tx) =>
        audit(tx, {
          admin,
          action: 'deposit.reject',
          targetType: 'deposit',
          targetId: params.orderNo,
          details: { reason: body.reason },
          ip: request.ip,
          requestId: request.id,
          at: deps.clock.now(),
        }),
      );
      if (!decision.ok) throw AppError.conflict(`The order is already ${decision.status}`);
      return { orderNo: params.orderNo, status: decision.status };
    },
  );
}
