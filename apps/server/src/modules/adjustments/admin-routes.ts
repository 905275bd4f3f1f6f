import * as ops from '@fairplay/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { operatorRoute } from '../admin/index.ts';
import { approveAdjustment } from './approve-adjustment.ts';
import { cancelAdjustment } from './cancel-adjustment.ts';
import { listAdjustments } from './list-adjustments.ts';
import { rejectAdjustment } from './reject-adjustment.ts';
import { requestAdjustment } from './request-adjustment.ts';

/**
 * Operator API for manual balance adjustments, four eyes: one staff member requests, a second one
 * approves (with a fresh second factor; the ledger moves then) or rejects, the requester may cancel.
 */
export function adjustmentAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  operatorRoute(app, deps, ops.listAdjustments, async ({ query }) => listAdjustments(deps, query));
  operatorRoute(app, deps, ops.requestAdjustment, async ({ operator, body }) =>
    requestAdjustment(deps, operator, body),
  );
  operatorRoute(app, deps, ops.approveAdjustment, async ({ operator, params }) =>
    approveAdjustment(deps, operator, params.id),
  );
  operatorRoute(app, deps, ops.rejectAdjustment, async ({ operator, params, body }) =>
    rejectAdjustment(deps, operator, params.id, body.reason),
  );
  operatorRoute(app, deps, ops.cancelAdjustment, async ({ operator, params }) =>
    cancelAdjustment(deps, operator, params.id),
  );
}
