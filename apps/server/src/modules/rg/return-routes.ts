import { rgConfirmReturn, rgRequestReturn, rgReturnStatus } from '@fairplay/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { confirmReturn, requestReturn, returnStatus } from './return-from-exclusion.ts';

/** The way back from an ended self-exclusion, made with the withdraw-only session (decision 023). */
export function returnRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, rgReturnStatus, async ({ user }) => returnStatus(deps, user.userId));
  registerCall(app, deps, rgRequestReturn, async ({ user }) => requestReturn(deps, user.userId));
  registerCall(app, deps, rgConfirmReturn, async ({ user }) => confirmReturn(deps, user.userId));
}
