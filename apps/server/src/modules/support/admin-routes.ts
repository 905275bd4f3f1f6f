import * as ops from '@fairplay/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { operatorRoute } from '../admin/index.ts';
import { listFeedbackForOperator, replyToFeedback } from './operator-feedback.ts';

/** Operator feedback desk: read what players sent (with screenshots) and answer through the inbox. */
export function supportAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  operatorRoute(app, deps, ops.listFeedback, async ({ query }) => listFeedbackForOperator(deps, query));
  operatorRoute(app, deps, ops.replyToFeedback, async ({ operator, params, body }) =>
    replyToFeedback(deps, operator, params.id, body.reply),
  );
}
