import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { jobRuns } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { adminRoute } from '../admin/admin-route.ts';
import { audit } from '../admin/auth.ts';
import { findJob, PROMOTION_JOBS } from '../promo/jobs.ts';
import { type RunOutcome, runDueJobs, runJobPeriod } from './scheduler.ts';

/**
 * Operator view of scheduled work: recent runs, and running a job now: every due period, or one
 * period by name (for example paying invitation rewards for today ahead of 5:00). Runs are
 * idempotent: a period already done is skipped, a reward already paid is not paid again.
 */
export function schedulerAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  adminRoute(
    app,
    deps,
    { method: 'GET', url: '/jobs', summary: 'The latest scheduled job runs' },
    async () => {
      const rows = await deps.db.select().from(jobRuns).orderBy(desc(jobRuns.startedAt)).limit(100);
      return {
        jobs: PROMOTION_JOBS.map((job) => job.name),
        runs: rows.map((row) => ({
          job: row.job,
          period: row.period,
          status: row.status,
          attempts: row.attempts,
          startedAt: row.startedAt.toISOString(),
          finishedAt: row.finishedAt?.toISOString() ?? null,
          result: row.result,
          lastError: row.lastError,
        })),
      };
    },
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
    async ({ admin, body, request }) => {
      const now = deps.clock.now();
      let outcomes: RunOutcome[];
      if (body.job) {
        const job = findJob(body.job);
        if (!job)
          throw AppError.badRequest(
            'job',
            `must be one of ${PROMOTION_JOBS.map((known) => known.name).join(', ')}`,
          );
        const accepts = job.acceptsPeriod ?? ((period: string) => job.duePeriods(now, deps).includes(period));
        if (body.period && !accepts(body.period, now, deps))
          throw AppError.badRequest('period', 'is not a period this job can run now');
        const periods = body.period ? [body.period] : job.duePeriods(now, deps);
        outcomes = [];
        for (const period of periods) outcomes.push(await runJobPeriod(deps, job, period));
      } else {
        if (body.period) throw AppError.badRequest('period', 'needs a job');
        outcomes = await runDueJobs(deps, PROMOTION_JOBS);
      }
      await audit(deps.db, {
        admin,
        action: 'jobs.run',
        targetType: 'job',
        targetId: body.job ?? 'all',
        details: { period: body.period ?? null },
        ip: request.ip,
        requestId: request.id,
        at: now,
      });
      return { outcomes };
    },
  );
}
