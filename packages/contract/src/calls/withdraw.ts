import { z } from 'zod';
import { IFSC_PATTERN } from '../account-patterns.ts';
import { defineCall } from '../call.ts';
import {
  MESSAGES,
  whenMissing,
  ZAmount,
  ZMobile,
  ZOtpCode,
  ZPage,
  ZPageSize,
  ZRequiredText,
} from '../fields.ts';
import { fieldMessage } from '../messages/field-messages.ts';
import { HOLDER_NAME_PATTERN, PAYOUT_NUMBER_MAX_LENGTH, type PayoutBank } from '../payout-rails.ts';
import * as routes from '../routes.ts';

export const bindPhone = defineCall({
  ...routes.bindPhone,
  summary: 'Binds a phone number to the account with a one-time code sent to it',
  payload: { mobile: ZMobile, verificationCode: ZOtpCode },
  result: z.object({ mobile: z.string().describe('Masked') }),
});

export const ZWithdrawPassword = z
  .string({ error: whenMissing(MESSAGES.withdrawPasswordEmpty) })
  .min(1, MESSAGES.withdrawPasswordEmpty)
  .regex(/^\d{6}$/, fieldMessage('field.withdrawPasswordFormat', { length: 6 }));

export const setWithdrawPassword = defineCall({
  ...routes.setWithdrawPassword,
  summary: 'Sets or changes the 6-digit withdrawal password; needs a bound phone and a code sent to it',
  payload: {
    withdrawPassword: ZWithdrawPassword,
    verificationCode: z
      .string({ error: whenMissing(MESSAGES.verificationCodeEmpty) })
      .trim()
      .min(1, MESSAGES.verificationCodeEmpty)
      .regex(/^\d{6}$/, MESSAGES.otpFormat),
  },
  result: z.object({ withdrawPwdStatus: z.literal(true) }),
});

export { IFSC_PATTERN };

const ZPayoutNumberRule = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('digits'),
    // At least 6 digits: the mask shows 4, and must never show a whole number.
    minLength: z.number().int().min(6).max(34),
    maxLength: z.number().int().min(6).max(34),
    ifscPrefix: z
      .string()
      .regex(/^[A-Z]{4}$/)
      .optional(),
  }),
  z.object({ kind: z.literal('mobile') }),
  z.object({ kind: z.literal('vpa') }),
  z.object({ kind: z.literal('iban'), bankLetters: z.string().regex(/^[A-Z]{4}$/) }),
]);

/** One bank or e-wallet of the region's list (payout-rails.ts), with the rule its numbers follow. */
export const ZPayoutBank = z.object({
  code: z.string().regex(/^[A-Z0-9_]{2,16}$/),
  name: z.string().min(1).max(64),
  kind: z.enum(['bank', 'ewallet']),
  rule: ZPayoutNumberRule.refine((rule) => rule.kind !== 'digits' || rule.minLength <= rule.maxLength, {
    message: 'minLength must not exceed maxLength',
  }),
}) satisfies z.ZodType<PayoutBank>;

/** An operator's bank list (setting payoutBanks): each code once, so every entry can be chosen. */
export const ZPayoutBankList = z
  .array(ZPayoutBank)
  .min(1)
  .max(100)
  .refine((banks) => new Set(banks.map((bank) => bank.code)).size === banks.length, {
    message: 'each bank code may appear once',
  });

export const listPayoutBanks = defineCall({
  ...routes.listPayoutBanks,
  summary: "The region's banks and e-wallets a payout account can be added for, each with its number rule",
  payload: {},
  result: z.object({ banks: z.array(ZPayoutBank) }),
});

export const ZPayoutAccount = z.object({
  accountId: z.number().int(),
  type: z.enum(['bank', 'wallet']),
  bankCode: z.string().nullable(),
  bankName: z
    .string()
    .nullable()
    .describe('The bank or e-wallet, as it was named when the account was added'),
  accountName: z.string().nullable(),
  accountNumber: z.string().describe('Masked: enough for the owner to recognise it'),
  ifsc: z.string().nullable(),
  accountType: z.enum(['savings', 'current']).nullable(),
  isDefault: z.boolean(),
  createTime: z.string(),
});
export type TPayoutAccount = z.infer<typeof ZPayoutAccount>;

export const addPayoutAccount = defineCall({
  ...routes.addPayoutAccount,
  summary:
    "Adds a payout account for a bank or e-wallet of /bank/banks: the holder's name and the number its rule asks for (IFSC too for an Indian bank)",
  payload: {
    type: z
      .union([z.enum(['bank', 'wallet', 'ewallet']), z.literal(1), z.literal(2)], {
        error: fieldMessage('field.oneOf', { options: ['bank', 'wallet'] }),
      })
      .optional()
      .describe("Optional: the bank's kind decides; when sent it must match it"),
    bankCode: ZRequiredText(fieldMessage('field.bankEmpty'), 16),
    accountName: ZRequiredText(fieldMessage('field.accountNameEmpty'), 64).regex(
      HOLDER_NAME_PATTERN,
      fieldMessage('field.accountNameFormat'),
    ),
    accountNumber: ZRequiredText(fieldMessage('field.accountNumberEmpty'), PAYOUT_NUMBER_MAX_LENGTH),
    ifsc: z.string().trim().toUpperCase().regex(IFSC_PATTERN, fieldMessage('field.ifscFormat')).optional(),
    accountType: z.enum(['savings', 'current']).optional(),
  },
  result: z.object({ accountId: z.number().int() }),
});

export const listPayoutAccounts = defineCall({
  ...routes.listPayoutAccounts,
  summary: "The player's payout accounts",
  payload: {},
  result: z.object({ accounts: z.array(ZPayoutAccount), maxAccounts: z.number().int() }),
});

const ZAccountId = z
  .number({ error: fieldMessage('field.mustBeId') })
  .int()
  .positive();

export const removePayoutAccount = defineCall({
  ...routes.removePayoutAccount,
  summary: 'Removes a payout account',
  payload: { accountId: ZAccountId },
  result: z.object({ accountId: z.number().int() }),
});

export const setDefaultPayoutAccount = defineCall({
  ...routes.setDefaultPayoutAccount,
  summary: 'Chooses the payout account withdrawals use by default',
  payload: { accountId: ZAccountId },
  result: z.object({ accountId: z.number().int() }),
});

export const withdrawInfo = defineCall({
  ...routes.withdrawInfo,
  summary: 'Everything the Withdraw page shows: balance, limits left today, wager left, fee and hours',
  payload: {},
  result: z.object({
    balance: z.number().describe('Cash: what can be withdrawn'),
    frozen: z.number(),
    wagerRemaining: z.number(),
    bonusBalance: z
      .number()
      .describe('Bonus money: playable, not withdrawable; a withdrawal before its wagering forfeits it'),
    bonusWagerRemaining: z.number().describe('Bets still needed before the bonus becomes cash'),
    vipLevel: z.number().int(),
    dailyLimit: z.number().describe('VIP daily withdrawal amount'),
    remainingLimit: z.number().describe("What is left of today's amount"),
    dailyCount: z.number().int(),
    remainingTimes: z.number().int(),
    feeRate: z.number().describe('Service charge ratio, e.g. 0.032'),
    minAmount: z.number(),
    maxAmount: z.number().describe('Per request'),
    processingHours: z.string(),
    processingDay: z.string(),
    hasWithdrawPassword: z.boolean(),
    hasPhone: z.boolean(),
    accounts: z.array(ZPayoutAccount),
    isOpen: z.boolean().describe('False when withdrawals are hidden (auditStatus)'),
  }),
});

export const applyWithdraw = defineCall({
  ...routes.applyWithdraw,
  summary:
    'Requests a withdrawal; the amount is held until an operator pays or rejects it. requestId (made by the client before sending) makes retries safe.',
  payload: {
    amount: ZAmount(MESSAGES.withdrawAmountEmpty),
    accountId: ZAccountId,
    withdrawPassword: z
      .string({ error: whenMissing(MESSAGES.withdrawPasswordMissing) })
      .min(1, MESSAGES.withdrawPasswordMissing)
      .max(32),
    requestId: ZRequiredText(fieldMessage('field.empty'), 64).regex(
      /^[A-Za-z0-9_-]{8,64}$/,
      fieldMessage('field.requestIdFormat', { min: 8, max: 64 }),
    ),
    forfeitBonus: z
      .boolean()
      .optional()
      .describe(
        'True when the player confirmed giving up an active bonus; without it a withdrawal with an active bonus is refused',
      ),
  },
  result: z.object({
    orderNo: z.string(),
    amount: z.number(),
    fee: z.number(),
    arrivalAmount: z.number(),
    status: z.string(),
  }),
});

export const WITHDRAW_STATUSES = ['pending', 'processing', 'unknown', 'paid', 'rejected', 'failed'] as const;

export const ZWithdrawOrder = z.object({
  orderNo: z.string(),
  amount: z.number(),
  fee: z.number(),
  arrivalAmount: z.number(),
  account: z.string().describe('Masked account'),
  accountType: z.enum(['bank', 'wallet']),
  bankName: z.string().nullable(),
  status: z.enum(WITHDRAW_STATUSES),
  rejectReason: z.string().nullable(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
});
export type TWithdrawOrder = z.infer<typeof ZWithdrawOrder>;

export const withdrawRecord = defineCall({
  ...routes.withdrawRecord,
  summary: "The player's withdrawals, newest first",
  payload: { page: ZPage, pageSize: ZPageSize },
  result: z.object({
    list: z.array(ZWithdrawOrder),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const withdrawDetail = defineCall({
  ...routes.withdrawDetail,
  summary: 'One withdrawal of the player',
  payload: { orderNo: ZRequiredText(fieldMessage('field.empty'), 40) },
  result: ZWithdrawOrder,
});
