import * as ops from '@fairplay/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { operatorRoute } from '../admin/index.ts';
import { sendOperatorMail } from './operator-mail.ts';

/** Operator inbox tools: a message (optionally with a reward) to one player, or a broadcast to all. */
export function mailAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  operatorRoute(app, deps, ops.sendMail, async ({ operator, body }) =>
    sendOperatorMail(deps, operator, body),
  );
}
