import { z } from 'zod';
import {
  defineOperatorCall,
  ZIdParams,
  ZInstant,
  ZMoney,
  ZOrderNoParams,
  ZPaging,
  ZReason,
} from './define.ts';

/** The withdrawal queue: pending and held orders with risk flags, four-eyes approval, hold and reject. */

export const WITHDRAWAL_STATUSES = [
  'pending',
  'held',
  'processing',
  'unknown',
  'paid',
  'rejected',
  'failed',
  'paid_after_refund',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * Why a withdrawal deserves a second look, computed on the server when the queue is read:
 * - firstWithdrawal: the player has never had a withdrawal paid or sent;
 * - newPayoutAccount: the payout account was added less than 24 hours before the request;
 * - littlePlay: since their last deposit the player wagered less than that deposit (deposit, then out);
 * - activeBonus: bonus money or bonus wagering is still open;
 * - sharedDevice: another player signed in from the same device or address in the last 30 days;
 * - manyToday: the player asked for several withdrawals today (the setting withdrawReview.manyPerDay).
 */
export const RISK_FLAGS = [
  'firstWithdrawal',
  'newPayoutAccount',
  'littlePlay',
  'activeBonus',
  'sharedDevice',
  'manyToday',
] as const;
export type RiskFlag = (typeof RISK_FLAGS)[number];

export const ZOperatorWithdrawal = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  orderNo: z.string(),
  amount: ZMoney,
  fee: ZMoney,
  arrivalAmount: ZMoney,
  account: z.string().describe('Masked number'),
  accountType: z.string(),
  bankName: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createTime: ZInstant,
  finishTime: ZInstant.nullable(),
  status: z.enum(WITHDRAWAL_STATUSES),
  bankCode: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string(),
  ifsc: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  nickname: z.string(),
  vipLevel: z.number().int(),
  /** Staff locked the account: its money leaves only after an unlock. */
  isPlayerLocked: z.boolean(),
  /** The first of two approvals, when the amount needs four eyes. */
  firstApprovedBy: z.string().nullable(),
  firstApprovedAt: ZInstant.nullable(),
  needsFourEyes: z.boolean(),
  heldBy: z.string().nullable(),
  holdReason: z.string().nullable(),
  riskFlags: z.array(z.enum(RISK_FLAGS)),
});
export type TOperatorWithdrawal = z.output<typeof ZOperatorWithdrawal>;

export const listWithdrawalsForReview = defineOperatorCall({
  method: 'GET',
  path: '/withdrawals',
  access: 'withdrawals.read',
  summary:
    'Withdrawals by status (pending = waiting for an operator, held = put aside), with risk flags; newest first by default. Page with page/pageSize, or with beforeId (50 a page)',
  query: z.object({
    status: z.enum(WITHDRAWAL_STATUSES).default('pending'),
    beforeId: z.coerce.number().int().positive().optional(),
    userId: z.coerce.number().int().positive().optional(),
    sortBy: z.enum(['createdAt', 'amount']).default('createdAt'),
    ...ZPaging,
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  }),
  result: z.object({
    withdrawals: z.array(ZOperatorWithdrawal),
    nextBeforeId: z.number().int().nullable().optional(),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const withdrawalQueueSummary = defineOperatorCall({
  method: 'GET',
  path: '/withdrawals/summary',
  access: 'withdrawals.read',
  summary:
    'The queue header: orders and amounts waiting (pending, held, awaiting a second approval) and the average wait',
  result: z.object({
    pending: z.object({ count: z.number().int(), amount: ZMoney }),
    held: z.object({ count: z.number().int(), amount: ZMoney }),
    awaitingSecondApproval: z.object({ count: z.number().int(), amount: ZMoney }),
    averageWaitSeconds: z.number().int().nonnegative(),
    oldestCreatedAt: ZInstant.nullable(),
    fourEyesAbove: ZMoney,
  }),
});

export const approveWithdrawal = defineOperatorCall({
  method: 'POST',
  path: '/withdrawals/:orderNo/approve',
  access: 'withdrawals.decide',
  stepUp: true,
  summary:
    'Approve: the payment gateway pays and calls back (503 when no gateway is configured: the order stays pending and held). Above the four-eyes amount the first approval is recorded and a second, different person must approve',
  params: ZOrderNoParams,
  body: z.object({}).optional(),
  result: z.object({
    orderNo: z.string(),
    status: z.string(),
    awaitingSecondApproval: z.boolean(),
  }),
});

export const rejectWithdrawal = defineOperatorCall({
  method: 'POST',
  path: '/withdrawals/:orderNo/reject',
  access: 'withdrawals.decide',
  stepUp: true,
  summary: 'Reject with a reason: the held amount returns to the player',
  params: ZOrderNoParams,
  body: z.strictObject({ reason: ZReason }),
  result: z.object({ orderNo: z.string(), status: z.string() }),
});

export const holdWithdrawal = defineOperatorCall({
  method: 'POST',
  path: '/withdrawals/:orderNo/hold',
  access: 'withdrawals.decide',
  summary:
    'Put a pending withdrawal aside with a reason (its amount stays held); release puts it back in the queue',
  params: ZOrderNoParams,
  body: z.strictObject({ reason: ZReason }),
  result: z.object({ orderNo: z.string(), status: z.string() }),
});

export const releaseWithdrawal = defineOperatorCall({
  method: 'POST',
  path: '/withdrawals/:orderNo/release',
  access: 'withdrawals.decide',
  summary: 'Put a held withdrawal back in the pending queue',
  params: ZOrderNoParams,
  body: z.object({}).optional(),
  result: z.object({ orderNo: z.string(), status: z.string() }),
});

export const ZWithdrawalFreeze = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  reason: z.string(),
  reference: z.string(),
  owed: z.string(),
  createdAt: ZInstant,
  clearedAt: ZInstant.nullable(),
  clearedBy: z.string().nullable(),
  clearNote: z.string().nullable(),
});

export const listWithdrawalFreezes = defineOperatorCall({
  method: 'GET',
  path: '/withdrawal-freezes',
  access: 'freezes.manage',
  summary:
    'Players whose withdrawals are frozen because a payout was paid after its refund (open by default), newest first',
  query: z.object({
    status: z.enum(['open', 'cleared']).default('open'),
    beforeId: z.coerce.number().int().positive().optional(),
  }),
  result: z.object({
    freezes: z.array(ZWithdrawalFreeze),
    nextBeforeId: z.number().int().nullable().optional(),
  }),
});

export const clearWithdrawalFreeze = defineOperatorCall({
  method: 'POST',
  path: '/withdrawal-freezes/:id/clear',
  access: 'freezes.manage',
  stepUp: true,
  summary:
    'Clear a freeze with a note saying what was done: the player may withdraw again; what they owe stays on the receivable account',
  params: ZIdParams,
  body: z.strictObject({ note: ZReason }),
  result: z.object({ id: z.number().int(), cleared: z.literal(true) }),
});
