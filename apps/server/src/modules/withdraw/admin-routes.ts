import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../kernel/context.ts';
import { adminRoute } from '../admin/index.ts';
import { clearWithdrawalFreeze, listWithdrawalFreezes } from './operator-freezes.ts';
import {
  approveWithdrawalByOperator,
  listWithdrawalsForReview,
  rejectWithdrawalByOperator,
} from './operator-review.ts';

const ZOrderParams = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{4,40}$/, 'is not an order number') });

/**
 * Operator API for withdrawals: the queue, approve (pay through the gateway), reject with a reason,
 * and the players whose withdrawals are frozen (a payout paid after its refund) with their clearing.
 */
export function withdrawAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
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
    async ({ query }) => listWithdrawalsForReview(deps, query),
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
    async ({ operator, params }) => approveWithdrawalByOperator(deps, operator, params.orderNo),
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
    async ({ operator, params, body }) =>
      rejectWithdrawalByOperator(deps, operator, params.orderNo, body.reason),
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
    async ({ query }) => listWithdrawalFreezes(deps, query),
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
    async ({ operator, params, body }) => clearWithdrawalFreeze(deps, operator, params.id, body.note),
  );
}
