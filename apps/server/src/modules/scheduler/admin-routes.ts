import * as ops from '@fairplay/contract/operator';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { operatorRoute } from '../admin/index.ts';
import { recentJobRuns, runJobsNow } from './operator-jobs.ts';

/**
 * Operator view of scheduled work: recent runs, and running a job now: every due period, or one
 * period by name (for example paying invitation rewards for today ahead of 5:00). Runs are
 * idempotent: a period already done is skipped, a reward already paid is not paid again.
 */
export function schedulerAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  operatorRoute(app, deps, ops.listJobRuns, async () => recentJobRuns(deps));
  operatorRoute(app, deps, ops.runJobs, async ({ operator, body }) => runJobsNow(deps, operator, body));
}
