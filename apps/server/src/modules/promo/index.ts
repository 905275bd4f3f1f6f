/** The promo module's public face: shared promotion helpers, the scheduled jobs and bonus rules. */
export { firstDepositBonusFor } from './first-deposit.ts';
export { pairsOf } from './invitation.ts';
export { findJob, PROMOTION_JOBS } from './jobs.ts';
export { rebateFor } from './rebate.ts';
export { applyPpm, majorOf, ppmToPercent, promotionSettings, rewardsOf, todayKey } from './shared.ts';
export { markValidInvitee } from './valid-invitee.ts';
