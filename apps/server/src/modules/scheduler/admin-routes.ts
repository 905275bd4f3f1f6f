import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../kernel/context.ts';
import { adminRoute } from '../admin/index.ts';
import { recentJobRuns, runJobsNow } from './operator-jobs.ts';

/**
 * Operator view of scheduled work: recent runs, and running a job now: every due period, or one
 * period by name (for example paying invitation rewards for today ahead of 5:00). Runs are
 * idempotent: a period already done is skipped, a reward already paid is not paid again.
 */
export function schedulerAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  adminRoute(app, deps, { method: 'GET', url: '/jobs', summary: 'The latest scheduled job runs' }, async () =>
    recentJobRuns(deps),
  );

  adminRoute(
    app,
    deps,
    {
      method: 'POST',
      url: '/jobs/run',
      summary: 'Run a job now: its due periods, or one named period',
      body: z.strictObject({
        job: z.string().max(40).optional(),
        period: z
          .string()
          .regex(/^[0-9A-Za-z:.-]{4,40}$/, 'is not a period')
          .optional(),
      }),
    },
    async ({ operator, body }) => runJobsNow(deps, operator, body),
  );
}
