/** The scheduler module's public face: job definitions and the periods they run for. */
export { CLOSE_DELAY_MS, closedDays, closedMonths, closedWeeks, dailyRuns, daysOfPeriod } from './periods.ts';
export type { JobDefinition, JobSummary } from './scheduler.ts';
