import { z } from 'zod';
import { IFSC_PATTERN } from '../account-patterns.ts';
import { defineCall } from '../call.ts';
import { MESSAGES, ZAmount, ZMobile, ZOtpCode, ZPage, ZPageSize, ZRequiredText } from '../fields.ts';
import * as routes from '../routes.ts';

export const bindPhone = defineCall({
  ...routes.bindPhone,
  summary: 'Binds a phone number to the account with a one-time code sent to it',
  payload: { mobile: ZMobile, verificationCode: ZOtpCode },
  result: z.object({ mobile: z.string().describe('Masked') }),
});

export const ZWithdrawPassword = z
  .string({ error: (issue) => (issue.input === undefined ? MESSAGES.withdrawPasswordEmpty : 'must be text') })
  .min(1, MESSAGES.withdrawPasswordEmpty)
  .regex(/^\d{6}$/, 'The withdrawal password must be 6 digits');

export const setWithdrawPassword = defineCall({
  ...routes.setWithdrawPassword,
  summary: 'Sets or changes the 6-digit withdrawal password; needs a bound phone and a code sent to it',
  payload: {
    withdrawPassword: ZWithdrawPassword,
    verificationCode: z
      .string({
        error: (issue) => (issue.input === undefined ? MESSAGES.verificationCodeEmpty : 'must be text'),
      })
      .trim()
      .min(1, MESSAGES.verificationCodeEmpty)
      .regex(/^\d{6}$/, MESSAGES.otpFormat),
  },
  result: z.object({ withdrawPwdStatus: z.literal(true) }),
});

export { IFSC_PATTERN };

export const ZPayoutAccount = z.object({
  accountId: z.number().int(),
  type: z.enum(['bank', 'wallet']),
  accountName: z.string().nullable(),
  accountNumber: z.string().describe('Masked: last 4 digits'),
  ifsc: z.string().nullable(),
  accountType: z.enum(['savings', 'current']).nullable(),
  isDefault: z.boolean(),
  createTime: z.string(),
});
export type TPayoutAccount = z.infer<typeof ZPayoutAccount>;

export const addPayoutAccount = defineCall({
  ...routes.addPayoutAccount,
  summary: 'Adds a payout account: bank (holder name, number, IFSC, account type) or wallet (number)',
  payload: {
    type: z.union([z.enum(['bank', 'wallet']), z.literal(1), z.literal(2)], {
      error: 'must be bank or wallet',
    }),
    accountName: ZRequiredText('The account holder name cannot be empty', 64)
      .regex(/^[\p{L} .'-]{2,64}$/u, 'The account holder name may contain letters, spaces, dots and hyphens')
      .optional(),
    accountNumber: ZRequiredText('The account number cannot be empty', 32).regex(
      /^\d{6,20}$/,
      'The account number must be 6-20 digits',
    ),
    ifsc: z
      .string({ error: 'must be text' })
      .trim()
      .toUpperCase()
      .regex(IFSC_PATTERN, 'The IFSC must be 4 letters, then 0, then 6 letters or digits')
      .optional(),
    accountType: z.enum(['savings', 'current'], { error: 'must be savings or current' }).optional(),
  },
  result: z.object({ accountId: z.number().int() }),
});

export const listPayoutAccounts = defineCall({
  ...routes.listPayoutAccounts,
  summary: "The player's payout accounts",
  payload: {},
  result: z.object({ accounts: z.array(ZPayoutAccount), maxAccounts: z.number().int() }),
});

const ZAccountId = z.number({ error: 'must be an account id' }).int().positive();

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
      .string({
        error: (issue) => (issue.input === undefined ? MESSAGES.withdrawPasswordMissing : 'must be text'),
      })
      .min(1, MESSAGES.withdrawPasswordMissing)
      .max(32),
    requestId: ZRequiredText('requestId cannot be empty', 64).regex(
      /^[A-Za-z0-9_-]{8,64}$/,
      'must be 8-64 letters, digits, _ or -',
    ),
    forfeitBonus: z
      .boolean({ error: 'must be true or false' })
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
  payload: { orderNo: ZRequiredText('orderNo cannot be empty', 40) },
  result: ZWithdrawOrder,
});
