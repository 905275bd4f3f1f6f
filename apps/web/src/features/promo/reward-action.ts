import type { RewardStatus, SignupBonusInfo } from './api.ts';

/** What the main button of a reward page does for the reward's status. */
export type RewardAction =
  | { kind: 'claim' }
  | { kind: 'bindPhone' }
  | { kind: 'deposit' }
  | { kind: 'done'; reason: 'claimed' | 'expired' };

/**
 * The button of a claimable reward (first deposit, deposit rebate): a finished reward shows why it
 * is finished; otherwise a missing phone comes first (the server refuses the claim without it),
 * then a deposit while nothing is earned, then the claim itself.
 */
export function rewardAction(status: RewardStatus, hasPhone = true): RewardAction {
  if (status === 'claimed' || status === 'expired') return { kind: 'done', reason: status };
  if (!hasPhone) return { kind: 'bindPhone' };
  return status === 'locked' ? { kind: 'deposit' } : { kind: 'claim' };
}

export type SignupAction =
  | { kind: 'activate' }
  | { kind: 'openMail' }
  | { kind: 'done'; reason: 'claimed' | 'closed' | 'expired' };

/** The sign-up bonus: take it while open, then claim it from the inbox until it is kept no longer. */
export function signupAction(status: SignupBonusInfo['status']): SignupAction {
  if (status === 'open') return { kind: 'activate' };
  if (status === 'inMailbox') return { kind: 'openMail' };
  return { kind: 'done', reason: status };
}
