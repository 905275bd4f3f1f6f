import { describe, expect, it } from 'vitest';
import { shouldOfferLimitPrompt } from './limit-prompt.ts';

const fresh = { isAnswered: false, hasDepositLimit: false, hasDeposited: false };

describe('the deposit-limit prompt', () => {
  it('is offered to a new player at registration and at their first deposit', () => {
    expect(shouldOfferLimitPrompt(fresh, 'registration')).toBe(true);
    expect(shouldOfferLimitPrompt(fresh, 'firstDeposit')).toBe(true);
  });

  it('is not offered again once answered, nor to a player with a deposit limit', () => {
    expect(shouldOfferLimitPrompt({ ...fresh, isAnswered: true }, 'registration')).toBe(false);
    expect(shouldOfferLimitPrompt({ ...fresh, isAnswered: true }, 'firstDeposit')).toBe(false);
    expect(shouldOfferLimitPrompt({ ...fresh, hasDepositLimit: true }, 'firstDeposit')).toBe(false);
  });

  it('is not offered at the deposit page to a player who has deposited', () => {
    expect(shouldOfferLimitPrompt({ ...fresh, hasDeposited: true }, 'firstDeposit')).toBe(false);
  });
});
