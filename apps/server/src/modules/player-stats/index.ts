/** The player-stats module's public face: daily totals and settled rounds. */
export { addDailyStats } from './daily-stats.ts';
export { recordSettledRound } from './valid-bet.ts';
