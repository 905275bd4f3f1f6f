import * as routes from '@fairplay/contract/routes';
import { AppError } from './app-error.ts';
import type { AppDeps } from './context.ts';
import { blockRefusal, playerBlockOf } from './player-block.ts';

/**
 * The calls a withdraw-only session reaches (decision 023): a sign-in refused for a break or the
 * exclusion register still lets the player see their balance, take their cash out (a payout account,
 * a phone to bind and the withdrawal password included: without them the money would be stuck; a
 * guest has no phone to set the password with), see their
 * withdrawals, read their limits and statement, return from an ended self-exclusion, contact
 * customer service and log out. Every other call is refused with the break's message
 * (register-call.ts): a call added later is refused until it is named here.
 */
export const BREAK_SESSION_PATHS: ReadonlySet<string> = new Set(
  [
    routes.getUserInfo,
    routes.balanceRecords,
    routes.smsSend,
    routes.bindPhone,
    routes.setWithdrawPassword,
    routes.listPayoutBanks,
    routes.listPayoutAccounts,
    routes.addPayoutAccount,
    routes.withdrawInfo,
    routes.applyWithdraw,
    routes.withdrawRecord,
    routes.withdrawDetail,
    routes.rgLimits,
    routes.rgStatement,
    routes.rgReturnStatus,
    routes.rgRequestReturn,
    routes.rgConfirmReturn,
    routes.serviceIndex,
    routes.faqList,
    routes.submitFeedback,
    routes.feedbackList,
    routes.ssoLogout,
  ].map((route) => route.path),
);

/**
 * Why a withdraw-only session cannot make a call: the player's break as its refusal (an ended
 * self-exclusion not yet returned from included), else, for a sign-in the exclusion register
 * refused, that during a break only the withdrawal calls are open.
 */
export async function breakSessionRefusal(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number) {
  const player = await playerBlockOf(deps.db, userId);
  return (player && blockRefusal(player, deps.clock.now())) ?? AppError.refused('rg.withdrawOnly');
}
