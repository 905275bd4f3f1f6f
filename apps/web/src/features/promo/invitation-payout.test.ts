import { describe, expect, it } from 'vitest';
import { invitationPayout } from './invitation-payout.ts';

describe('the next invitation payout', () => {
  it('pays the pairs the server counts and leaves nobody waiting when they are all the unpaid friends', () => {
    expect(invitationPayout({ hasPhone: true, pendingInvitees: 4, nextPayoutPairs: 2 })).toEqual({
      pairs: 2,
      waitingFriends: 0,
    });
  });

  it('counts a single friend without a partner as waiting', () => {
    expect(invitationPayout({ hasPhone: true, pendingInvitees: 3, nextPayoutPairs: 1 })).toEqual({
      pairs: 1,
      waitingFriends: 1,
    });
    expect(invitationPayout({ hasPhone: true, pendingInvitees: 1, nextPayoutPairs: 0 })).toEqual({
      pairs: 0,
      waitingFriends: 1,
    });
  });

  it('counts friends who became valid after the payout day began as waiting for the payout after', () => {
    expect(invitationPayout({ hasPhone: true, pendingInvitees: 2, nextPayoutPairs: 0 })).toEqual({
      pairs: 0,
      waitingFriends: 2,
    });
  });

  it('explains no wait without a bound phone: the phone notice says why nothing is paid', () => {
    expect(invitationPayout({ hasPhone: false, pendingInvitees: 4, nextPayoutPairs: 0 })).toEqual({
      pairs: 0,
      waitingFriends: 0,
    });
  });
});
