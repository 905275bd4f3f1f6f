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
  'operator.caseNotOpen': 'The case is not open',
  'operator.noSuchCase': 'No case has this id',
  'operator.notActiveStaff': 'is not an active staff member',
  'operator.cannotWorkCases':
    'is a staff member whose role cannot work protection cases (it needs protection.manage)',
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
  'operator.wrongCredentials': 'Wrong username or password',
  'operator.challengeExpired':
    'This sign-in has expired or had too many tries: sign in again with your password',
  'operator.alreadyEnrolled': 'A second factor is already enrolled for this account: sign in again',
  'operator.wrongSecondFactor': 'is not a valid code from your authenticator app or an unused recovery code',
  'operator.permissionDenied': 'Your role does not allow this (it needs the permission {permission})',
  'operator.stepUpRequired': 'Confirm it is you: enter a fresh code from your authenticator app (step-up)',
  'operator.superAdminFixed': 'The super-admin role always holds every permission',
  'operator.grantBeyondOwn': 'This gives or touches permissions you do not hold yourself: {permissions}',
  'operator.lastSuperAdmin': 'The last super-admin cannot be removed, disabled or given another role',
  'operator.noSuchStaff': 'No staff member has this id',
  'operator.usernameTaken': 'This username is taken',
  'operator.notYourSession': 'You may end only your own sessions',
  'operator.noSuchSession': 'No live staff session has this id',
  'operator.staffReadNeeded': "Seeing other staff members' sessions needs the permission staff.read",
  'operator.selfRoleChange': 'You cannot change your own role or disable yourself',
  'operator.noSuchSetting': 'No operator setting has this name',
  'operator.withdrawalNotHeld': 'The withdrawal is {status}, not held',
  'operator.withdrawalNotPending': 'The withdrawal is {status}, not pending',
  'operator.fourEyesSameApprover':
    'You gave the first approval: a second, different person must approve this withdrawal',
  'operator.ownPlayerAccount': 'This is your own player account: another staff member must decide',
  'operator.noSuchAdjustment': 'No adjustment has this id',
  'operator.adjustmentDecided': 'The adjustment is already {status}',
  'operator.adjustmentOwnRequest':
    'You asked for this adjustment: a second, different person must approve it',
  'operator.adjustmentNotYours': 'Only the staff member who asked for it may cancel it',
  'operator.adjustmentExceedsBalance': "The player's cash balance ({balance:money}) cannot cover this debit",
  'operator.adjustmentRejectOwn': 'You asked for this adjustment: cancel it instead of rejecting it',
  'operator.adjustmentsWaiting': 'This player already has {count} adjustments waiting: decide those first',
  'operator.adjustmentRequestReused': 'This request id was already used for another adjustment',
  'operator.feedbackClosed': 'This feedback is closed',
  'operator.statementColumns':
    'The statement needs a header row naming an amount (amount, credit, kredit) and a description (description, reference, remark, narration, keterangan) column',
  'operator.statementTooLong':
    'The statement has more than {lines:number} lines: split it into smaller files',
  'operator.statementUnreadable': 'The statement cannot be read as CSV: {problem} (line {line})',
  'operator.playerLocked': 'The account is already {state}',
  'operator.staffChanged':
    'Your account or its role changed, or this session ended, while this was being done: sign in again',
  'operator.eyesNotIndependent':
    'The two approvals must come from two independent people: one of you created the other or reset their second factor',
  'operator.rewardNeedsPermission': 'A reward attached to a message needs the permission rewards.grant',
  'operator.playerOnBreak':
    'The player is on a break (time-out or self-exclusion): no reward can be given to them while it runs',
  'operator.exportBusy': 'An export is being made: try again when it is done',
  'operator.playerAccountLocked':
    "The player's account is locked: unlock it before paying this withdrawal, or reject it",
  'operator.notPlayerId': 'is not a player id: a number, or the 32-character public id',
} as const;

export type OperatorMessageKey = keyof typeof OPERATOR_MESSAGES;
export type OperatorMessageArguments<K extends OperatorMessageKey> = ParamsArgument<
  (typeof OPERATOR_MESSAGES)[K]
>;

export function isOperatorMessageKey(key: string): key is OperatorMessageKey {
  return Object.hasOwn(OPERATOR_MESSAGES, key);
}
