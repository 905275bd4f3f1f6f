import type { Mail } from '../../shared/api/mail.ts';

export type ClaimState = Mail['claimStatus'];

/**
 * The reward state a message shows. The server's word, except that a reward still "claimable" in
 * a list read before its expiry passed is shown as expired (the claim would be refused).
 */
export function claimStateOf(
  mail: Pick<Mail, 'claimStatus' | 'expiresAt' | 'rewardAmount'>,
  now: Date,
): ClaimState {
  if (mail.rewardAmount === null) return 'none';
  if (mail.claimStatus === 'claimable' && mail.expiresAt !== null && new Date(mail.expiresAt) <= now)
    return 'expired';
  return mail.claimStatus;
}

/** What the reward button of a message says and whether it can be pressed; null: no button. */
export function claimButtonOf(state: ClaimState): { labelKey: string; isEnabled: boolean } | null {
  switch (state) {
    case 'claimable':
      return { labelKey: 'mail.claim', isEnabled: true };
    case 'claimed':
      return { labelKey: 'mail.claimed', isEnabled: false };
    case 'expired':
      return { labelKey: 'mail.expired', isEnabled: false };
    default:
      return null;
  }
}

/** The first line of a message, for the closed list row. */
export function previewOf(content: string): string {
  return (
    content
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}
