import { PROMOTION_JOBS } from '../promo/index.ts';
import { PLAYER_PROTECTION_JOBS } from '../rg/index.ts';
import type { JobDefinition } from './scheduler.ts';

/** Every scheduled job of the product: what each server process ticks and what an operator may run. */
export const SCHEDULED_JOBS: readonly JobDefinition[] = [...PROMOTION_JOBS, ...PLAYER_PROTECTION_JOBS];

export function findScheduledJob(name: string): JobDefinition | undefined {
  return SCHEDULED_JOBS.find((job) => job.name === name);
}
