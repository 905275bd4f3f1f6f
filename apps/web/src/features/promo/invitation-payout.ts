import type { InvitationInfo } from './api.ts';

export interface InvitationPayout {
  /** Pairs the next 5:00 payout pays. */
  pairs: number;
  /**
   * Valid friends not yet paid that the next payout leaves out: those who became valid on the
   * payout's own day (paid a day later) and a single friend still waiting for a partner.
   */
  waitingFriends: number;
}

/**
 * What the next invitation payout pays and how many unpaid friends it leaves waiting. Without a
 * bound phone nothing is paid: the page asks for the phone instead of explaining the wait.
 */
export function invitationPayout(
  info: Pick<InvitationInfo, 'hasPhone' | 'pendingInvitees' | 'nextPayoutPairs'>,
): InvitationPayout {
  const pairs = Math.max(info.nextPayoutPairs, 0);
  if (!info.hasPhone) return { pairs, waitingFriends: 0 };
  return { pairs, waitingFriends: Math.max(info.pendingInvitees - pairs * 2, 0) };
}
