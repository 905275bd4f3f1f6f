/** The earn module's public face: the referral accrual job. */
export { accrueReferralEarnings } from './earnings.ts';
