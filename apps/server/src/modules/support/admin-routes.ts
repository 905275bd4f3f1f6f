import * as ops from '@fairplay/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { operatorRoute } from '../admin/index.ts';
import {
  closeFeedback,
  listFeedbackForOperator,
  markFeedbackRead,
  replyToFeedback,
} from './operator-feedback.ts';

/**
 * Operator feedback desk: read what players sent (with screenshots), mark it read, answer through
 * the inbox, close it with a note.
 */
export function supportAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  operatorRoute(app, deps, ops.listFeedback, async ({ query }) => listFeedbackForOperator(deps, query));
  operatorRoute(app, deps, ops.replyToFeedback, async ({ operator, params, body }) =>
    replyToFeedback(deps, operator, params.id, body.reply),
  );
  operatorRoute(app, deps, ops.markFeedbackRead, async ({ operator, params }) =>
    markFeedbackRead(deps, operator, params.id),
  );
  operatorRoute(app, deps, ops.closeFeedback, async ({ operator, params, body }) =>
    closeFeedback(deps, operator, params.id, body.note),
  );
}
