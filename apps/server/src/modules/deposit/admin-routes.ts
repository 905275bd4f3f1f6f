import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../kernel/context.ts';
import { adminRoute } from '../admin/index.ts';
import {
  approveDepositByOperator,
  depositReceipt,
  listDepositsForReview,
  rejectDepositByOperator,
} from './operator-review.ts';

const ZOrderParams = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{4,40}$/, 'is not an order number') });

/** Operator API for deposits: the review queue, one order with its receipt, approve and reject. */
export function depositAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  adminRoute(
    app,
    deps,
    {
      method: 'GET',
      url: '/deposits',
      summary:
        'Deposits by status (review = transfers waiting for an operator), newest first; page with beforeId. ' +
        'With reference (a bank transfer note) or transactionId (a wallet or IBFT receipt): that order, whatever its status. ' +
        'Each row names its rail, its proof (utr, reference or transactionId) and the reference or transaction id.',
      query: z.object({
        status: z
          .enum(['pending', 'review', 'success', 'succeeded', 'failed', 'rejected', 'expired'])
          .default('review'),
        beforeId: z.coerce.number().int().positive().optional(),
        reference: z.string().trim().min(1).max(40).optional(),
        transactionId: z.string().trim().min(1).max(40).optional(),
      }),
    },
    async ({ query }) => listDepositsForReview(deps, query),
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
    async ({ params }) => depositReceipt(deps, params.orderNo),
  );

  adminRoute(
    app,
    deps,
    {
      method: 'POST',
      url: '/deposits/:orderNo/approve',
      summary:
        'Approve a transfer deposit: credits it exactly once (a reference transfer may be approved while still pending)',
      params: ZOrderParams,
      body: z.object({}).optional(),
    },
    async ({ operator, params }) => approveDepositByOperator(deps, operator, params.orderNo),
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
    async ({ operator, params, body }) =>
      rejectDepositByOperator(deps, operator, params.orderNo, body.reason),
  );
}
