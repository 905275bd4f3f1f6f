import type { ParamsArgument } from '@fairplay/contract/messages/catalogue';

/**
 * Refusals only the operator API (/admin/api) gives, in English: operators work in English, so
 * these are no part of the players' catalogue and its translations. Keys are stable codes too.
 */
export const OPERATOR_MESSAGES = {
  'operator.samePassword': 'must differ from the current password',
  'operator.tooManyAttempts': 'Too many attempts; try again later',
  'operator.wrongPassword': 'is wrong',
  'operator.invalidSetting': '{problems}',
  'operator.noSuchPlayer': 'No such player',
  'operator.noPlayerWithId': 'No player has this id',
  'operator.amountDecimals': 'must have at most 2 decimals',
  'operator.unknownJob': 'must be one of {jobs}',
  'operator.periodNotDue': 'is not a period this job can run now',
  'operator.periodNeedsJob': 'needs a job',
  'operator.giftCodeExists': 'This gift code already exists',
  'operator.noSuchFeedback': 'No feedback has this id',
  'operator.feedbackAnswered': 'This feedback has already been answered',
  'operator.alertNotOpen': 'The alert is not open',
  'operator.noSuchWithdrawal': 'No such withdrawal',
  'operator.withdrawalDecided': 'The withdrawal is already {status}',
  'operator.noPayoutGateway':
    'No payment gateway is configured, so the payout cannot be sent: the withdrawal stays pending with its amount held (reject it to give the money back)',
  'operator.withdrawalsFrozen':
    "The player's withdrawals are frozen (a payout was paid after its refund): clear the freeze first",
  'operator.freezeNotOpen': 'The freeze is not open',
  'operator.noSuchTransferDeposit': 'No such transfer deposit',
  'operator.noReceipt': 'No receipt for this order',
  'operator.orderDecided': 'The order is already {status}',
} as const;

export type OperatorMessageKey = keyof typeof OPERATOR_MESSAGES;
export type OperatorMessageArguments<K extends OperatorMessageKey> = ParamsArgument<
  (typeof OPERATOR_MESSAGES)[K]
>;

export function isOperatorMessageKey(key: string): key is OperatorMessageKey {
  return Object.hasOwn(OPERATOR_MESSAGES, key);
}
