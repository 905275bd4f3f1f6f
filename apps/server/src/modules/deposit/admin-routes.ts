import * as ops from '@fairplay/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { operatorRoute } from '../admin/index.ts';
import { approveStatementMatches } from './approve-statement-matches.ts';
import { matchBankStatement } from './match-bank-statement.ts';
import {
  approveDepositByOperator,
  depositReceipt,
  listDepositsForReview,
  rejectDepositByOperator,
} from './operator-review.ts';

/**
 * Operator API for deposits: the review queue, one order with its receipt, approve and reject, and
 * the bank statement: match its lines to waiting transfers, then approve the matches in one step.
 */
export function depositAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  operatorRoute(app, deps, ops.listDepositsForReview, async ({ query }) =>
    listDepositsForReview(deps, query),
  );
  operatorRoute(app, deps, ops.depositReceipt, async ({ params }) => depositReceipt(deps, params.orderNo));
  operatorRoute(app, deps, ops.approveDeposit, async ({ operator, params }) =>
    approveDepositByOperator(deps, operator, params.orderNo),
  );
  operatorRoute(app, deps, ops.rejectDeposit, async ({ operator, params, body }) =>
    rejectDepositByOperator(deps, operator, params.orderNo, body.reason),
  );
  operatorRoute(app, deps, ops.matchBankStatement, async ({ body }) => matchBankStatement(deps, body));
  operatorRoute(app, deps, ops.approveStatementMatches, async ({ operator, body }) =>
    approveStatementMatches(deps, operator, body),
  );
}
