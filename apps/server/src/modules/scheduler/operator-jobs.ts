import { desc } from 'drizzle-orm';
import { jobRuns } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit, type Operator } from '../admin/index.ts';
import { findScheduledJob, SCHEDULED_JOBS } from './jobs.ts';
import { type RunOutcome, runDueJobs, runJobPeriod } from './scheduler.ts';

/** The jobs there are and their latest 100 runs, newest first. */
export async function recentJobRuns(deps: AppDeps) {
  const rows = await deps.db.select().from(jobRuns).orderBy(desc(jobRuns.startedAt)).limit(100);
  return {
    jobs: SCHEDULED_JOBS.map((job) => job.name),
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
}

/**
 * An operator runs a job now: every due period of every job, the due periods of one job, or one
 * period of one job by name. Runs are idempotent (a period already done is skipped); audited.
 */
export async function runJobsNow(
  deps: AppDeps,
  operator: Operator,
  request: { job?: string | undefined; period?: string | undefined },
) {
  const now = deps.clock.now();
  let outcomes: RunOutcome[];
  if (request.job) {
    const job = findScheduledJob(request.job);
    if (!job)
      throw AppError.badRequest('job', 'operator.unknownJob', {
        jobs: SCHEDULED_JOBS.map((known) => known.name).join(', '),
      });
    const accepts = job.acceptsPeriod ?? ((period: string) => job.duePeriods(now, deps).includes(period));
    if (request.period && !accepts(request.period, now, deps))
      throw AppError.badRequest('period', 'operator.periodNotDue');
    const periods = request.period ? [request.period] : job.duePeriods(now, deps);
    outcomes = [];
    for (const period of periods) outcomes.push(await runJobPeriod(deps, job, period));
  } else {
    if (request.period) throw AppError.badRequest('period', 'operator.periodNeedsJob');
    outcomes = await runDueJobs(deps, SCHEDULED_JOBS);
  }
  await audit(deps.db, {
    ...operator,
    action: 'jobs.run',
    targetType: 'job',
    targetId: request.job ?? 'all',
    details: { period: request.period ?? null },
    at: now,
  });
  return { outcomes };
}
