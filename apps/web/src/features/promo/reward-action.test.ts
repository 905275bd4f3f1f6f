import { describe, expect, it } from 'vitest';
import { rewardAction, signupAction } from './reward-action.ts';

describe('rewardAction', () => {
  it('asks for a deposit while locked and offers the claim once claimable', () => {
    expect(rewardAction('locked')).toEqual({ kind: 'deposit' });
    expect(rewardAction('claimable')).toEqual({ kind: 'claim' });
  });

  it('says why a finished reward has no button', () => {
    expect(rewardAction('claimed')).toEqual({ kind: 'done', reason: 'claimed' });
    expect(rewardAction('expired')).toEqual({ kind: 'done', reason: 'expired' });
  });

  it('asks to bind a phone first when the reward needs one', () => {
    expect(rewardAction('claimable', false)).toEqual({ kind: 'bindPhone' });
    expect(rewardAction('locked', false)).toEqual({ kind: 'bindPhone' });
  });

  it('does not ask for a phone once the reward is finished', () => {
    expect(rewardAction('claimed', false)).toEqual({ kind: 'done', reason: 'claimed' });
    expect(rewardAction('expired', false)).toEqual({ kind: 'done', reason: 'expired' });
  });
});

describe('signupAction', () => {
  it('activates while open and points to the inbox once there', () => {
    expect(signupAction('open')).toEqual({ kind: 'activate' });
    expect(signupAction('inMailbox')).toEqual({ kind: 'openMail' });
  });

  it('has nothing to do when claimed, closed or expired', () => {
    expect(signupAction('claimed')).toEqual({ kind: 'done', reason: 'claimed' });
    expect(signupAction('closed')).toEqual({ kind: 'done', reason: 'closed' });
    expect(signupAction('expired')).toEqual({ kind: 'done', reason: 'expired' });
  });
});
