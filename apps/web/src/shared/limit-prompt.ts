import type { LimitPromptState } from './api/rg.ts';

/** Where the deposit-limit prompt is offered (UKGC RTS 12): right after registering, and at the first deposit. */
export type LimitPromptPlace = 'registration' | 'firstDeposit';

/**
 * Whether to offer the deposit-limit prompt: never twice (the player set a limit from it or skipped
 * it), never to a player who has a deposit limit already, and at the deposit page only before their
 * first deposit.
 */
export function shouldOfferLimitPrompt(state: LimitPromptState, place: LimitPromptPlace): boolean {
  if (state.isAnswered || state.hasDepositLimit) return false;
  return place === 'registration' || !state.hasDeposited;
}
