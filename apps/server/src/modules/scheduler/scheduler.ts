import { randomUUID } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import { jobRuns } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';

/** How long a run may take before another process assumes its owner died and takes it over. */
const LEASE_MS = 10 * 60_000;

export type JobSummary = Record<string, number>;

export interface JobDefinition {
  name: string;
  /** The periods due at `now`, oldest first; a few closed periods back so a restart catches up. */
  duePeriods(now: Date, deps: AppDeps): string[];
  /**
   * Whether an operator may run this period by hand now; by default only a due period. A job that
   * may safely run early (the invitation payout, referral accrual) says so here.
   */
  acceptsPeriod?(period: string, now: Date, deps: AppDeps): boolean;
  /** Does the work of one period. Must be idempotent per reward: a taken-over run repeats it. */
  run(deps: AppDeps, period: string): Promise<JobSummary>;
}

export type RunOutcome =
  | { job: string; period: string; status: 'done'; summary: JobSummary }
  | { job: string; period: string; status: 'skipped' }
  | { job: string; period: string; status: 'failed'; error: string };

/** This process's name in job_runs.owner (which process ran what). */
export const PROCESS_OWNER = `${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Claims (job, period): the first process to insert the row runs it; a row whose run failed, or
 * whose lease ran out while running, is claimed again by one conditional update. Everyone else skips.
 */
async function claim(deps: AppDeps, job: string, period: string, owner: string): Promise<boolean> {
  const now = deps.clock.now();
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const [inserted] = await deps.db
    .insert(jobRuns)
    .values({ job, period, status: 'running', owner, leaseUntil, startedAt: now })
    .onConflictDoNothing()
    .returning({ job: jobRuns.job });
  if (inserted) return true;
  const [retaken] = await deps.db
    .update(jobRuns)
    .set({ status: 'running', owner, leaseUntil, startedAt: now, attempts: sql`${jobRuns.attempts} + 1` })
    .where(
      and(
        eq(jobRuns.job, job),
        eq(jobRuns.period, period),
        or(
          eq(jobRuns.status, 'failed'),
          and(eq(jobRuns.status, 'running'), sql`${jobRuns.leaseUntil} < ${now}`),
        ),
      ),
    )
    .returning({ job: jobRuns.job });
  return Boolean(retaken);
}

/** Runs one period of a job unless another run has it or already did it. */
export async function runJobPeriod(
  deps: AppDeps,
  job: JobDefinition,
  period: string,
  owner: string = PROCESS_OWNER,
): Promise<RunOutcome> {
  if (!(await claim(deps, job.name, period, owner))) return { job: job.name, period, status: 'skipped' };
  const where = and(eq(jobRuns.job, job.name), eq(jobRuns.period, period), eq(jobRuns.owner, owner));
  try {
    const summary = await job.run(deps, period);
    await deps.db
      .update(jobRuns)
      .set({ status: 'done', finishedAt: deps.clock.now(), result: summary, lastError: null })
      .where(where);
    deps.log.info({ job: job.name, period, summary }, 'scheduled job done');
    return { job: job.name, period, status: 'done', summary };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(jobRuns)
      .set({ status: 'failed', finishedAt: deps.clock.now(), lastError: message.slice(0, 2_000) })
      .where(where);
    deps.log.error({ err: error, job: job.name, period }, 'scheduled job failed');
    return { job: job.name, period, status: 'failed', error: message };
  }
}

/** Runs every due period of every job, one after another (one tick of the scheduler). */
export async function runDueJobs(
  deps: AppDeps,
  jobs: readonly JobDefinition[],
  owner: string = PROCESS_OWNER,
): Promise<RunOutcome[]> {
  const outcomes: RunOutcome[] = [];
  for (const job of jobs) {
    for (const period of job.duePeriods(deps.clock.now(), deps)) {
      outcomes.push(await runJobPeriod(deps, job, period, owner));
    }
  }
  return outcomes;
}
