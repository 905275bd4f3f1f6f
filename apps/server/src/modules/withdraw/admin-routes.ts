import * as ops from '@fairplay/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { operatorRoute } from '../admin/index.ts';
import { clearWithdrawalFreeze, listWithdrawalFreezes } from './operator-freezes.ts';
import {
  approveWithdrawalByOperator,
  holdWithdrawalByOperator,
  listWithdrawalsForReview,
  rejectWithdrawalByOperator,
  withdrawalQueueSummary,
} from './operator-review.ts';

/**
 * Operator API for withdrawals: the queue with its summary, approve (four eyes above the set amount;
 * the gateway pays), hold and release, reject with a reason, and the players whose withdrawals are frozen (a payout paid after its refund) with their clearing.
 */
export function withdrawAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  operatorRoute(app, deps, ops.listWithdrawalsForReview, async ({ query }) =>
    listWithdrawalsForReview(deps, query),
  );
  operatorRoute(app, deps, ops.withdrawalQueueSummary, async () => withdrawalQueueSummary(deps));
  operatorRoute(app, deps, ops.holdWithdrawal, async ({ operator, params, body }) =>
    holdWithdrawalByOperator(deps, operator, params.orderNo, body.reason),
  );
  operatorRoute(app, deps, ops.releaseWithdrawal, async ({ operator, params }) =>
    holdWithdrawalByOperator(deps, operator, params.orderNo, null),
  );
  operatorRoute(app, deps, ops.approveWithdrawal, async ({ operator, params }) =>
    approveWithdrawalByOperator(deps, operator, params.orderNo),
  );
  operatorRoute(app, deps, ops.rejectWithdrawal, async ({ operator, params, body }) =>
    rejectWithdrawalByOperator(deps, operator, params.orderNo, body.reason),
  );
  operatorRoute(app, deps, ops.listWithdrawalFreezes, async ({ query }) =>
    listWithdrawalFreezes(deps, query),
  );
  operatorRoute(app, deps, ops.clearWithdrawalFreeze, async ({ operator, params, body }) =>
    clearWithdrawalFreeze(deps, operator, params.id, body.note),
  );
}
