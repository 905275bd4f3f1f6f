import type { RankingPeriod, RankingWhich } from './api.ts';

export const PERIODS: readonly RankingPeriod[] = ['daily', 'weekly', 'monthly'];

export interface RankingParams {
  period: RankingPeriod;
  which: RankingWhich;
}

/** The board a link asks for (?period=weekly&which=previous); anything unknown falls back to today's. */
export function rankingParams(search: URLSearchParams): RankingParams {
  const period = PERIODS.find((candidate) => candidate === search.get('period')) ?? 'daily';
  const which: RankingWhich = search.get('which') === 'previous' ? 'previous' : 'current';
  return { period, which };
}
