import * as ops from '@fairplay/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { operatorRoute } from '../admin/index.ts';
import { listOperatorAlerts, resolveAlertByOperator } from './operator-alerts.ts';

/** Operator API for the alert queue: what needs a person, and marking it handled. */
export function alertAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  operatorRoute(app, deps, ops.listAlerts, async ({ query }) => listOperatorAlerts(deps, query));
  operatorRoute(app, deps, ops.resolveAlert, async ({ operator, params, body }) =>
    resolveAlertByOperator(deps, operator, params.id, body.resolution),
  );
}
