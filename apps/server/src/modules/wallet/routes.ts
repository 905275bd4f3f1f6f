import { balanceRecords as balanceRecordsCall } from '@fairplay/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { balanceRecords } from './balance-records.ts';

export function walletRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, balanceRecordsCall, async ({ user, body }) =>
    balanceRecords(deps, user.userId, body),
  );
}
