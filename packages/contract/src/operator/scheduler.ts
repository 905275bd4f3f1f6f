import { z } from 'zod';
import { defineOperatorCall, ZInstant } from './define.ts';

/**
 * Scheduled work: recent runs, and running a job now: every due period, or one period by name.
 * Runs are idempotent: a period already done is skipped, a reward already paid is not paid again.
 */

export const listJobRuns = defineOperatorCall({
  method: 'GET',
  path: '/jobs',
  access: 'jobs.manage',
  summary: 'The jobs there are and their latest 100 runs, newest first',
  result: z.object({
    jobs: z.array(z.string()),
    runs: z.array(
      z.object({
        job: z.string(),
        period: z.string(),
        status: z.string(),
        attempts: z.number().int(),
        startedAt: ZInstant,
        finishedAt: ZInstant.nullable(),
        result: z.unknown(),
        lastError: z.string().nullable(),
      }),
    ),
  }),
});

export const runJobs = defineOperatorCall({
  method: 'POST',
  path: '/jobs/run',
  access: 'jobs.manage',
  summary: 'Run a job now: its due periods, or one named period',
  body: z.strictObject({
    job: z.string().max(40).optional(),
    period: z
      .string()
      .regex(/^[0-9A-Za-z:.-]{4,40}$/, 'is not a period')
      .optional(),
  }),
  result: z.object({
    outcomes: z.array(z.looseObject({ job: z.string(), period: z.string(), status: z.string() })),
  }),
});
