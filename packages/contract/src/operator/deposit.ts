import { z } from 'zod';
import { ZDepositOrder } from '../calls/deposit.ts';
import { defineOperatorCall, ZInstant, ZMoney, ZOrderNoParams, ZPaging, ZReason } from './define.ts';

/** Deposits under review: transfers with their proof and receipt, decisions, and bank statement matching. */

export const OPERATOR_DEPOSIT_STATUSES = [
  'pending',
  'review',
  'success',
  'succeeded',
  'failed',
  'rejected',
  'expired',
] as const;

/** How a transfer is proved: the payer's UTR, the order's reference in the note, the receipt's transaction id. */
export const TRANSFER_PROOF_KINDS = ['utr', 'reference', 'transactionId'] as const;

export const ZOperatorDeposit = ZDepositOrder.extend({
  id: z.number().int(),
  userId: z.number().int(),
  hasReceipt: z.boolean(),
  remark: z.string().nullable(),
  proof: z
    .enum(TRANSFER_PROOF_KINDS)
    .nullable()
    .describe('What proves the transfer: utr, reference or transactionId'),
  bankName: z.string().nullable(),
  accountNo: z.string().nullable(),
  expiresAt: ZInstant.nullable(),
  utrSubmittedAt: ZInstant.nullable(),
  reviewedBy: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type TOperatorDeposit = z.output<typeof ZOperatorDeposit>;

export const listDepositsForReview = defineOperatorCall({
  method: 'GET',
  path: '/deposits',
  access: 'deposits.read',
  summary:
    'Deposits by status (review = transfers waiting for an operator), newest first; page with page/pageSize or beforeId. ' +
    'With reference (a bank transfer note) or transactionId (a wallet or IBFT receipt): that order, whatever its status. ' +
    'Each row names its rail, its proof (utr, reference or transactionId) and the reference or transaction id.',
  query: z.object({
    status: z.enum(OPERATOR_DEPOSIT_STATUSES).default('review'),
    beforeId: z.coerce.number().int().positive().optional(),
    reference: z.string().trim().min(1).max(40).optional(),
    transactionId: z.string().trim().min(1).max(40).optional(),
    userId: z.coerce.number().int().positive().optional(),
    sortBy: z.enum(['createdAt', 'amount']).default('createdAt'),
    ...ZPaging,
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  }),
  result: z.object({
    deposits: z.array(ZOperatorDeposit),
    nextBeforeId: z.number().int().nullable().optional(),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const depositReceipt = defineOperatorCall({
  method: 'GET',
  path: '/deposits/:orderNo/receipt',
  access: 'deposits.read',
  summary: 'The receipt screenshot of a transfer',
  params: ZOrderNoParams,
  result: z.object({ contentType: z.string(), byteSize: z.number().int(), dataUrl: z.string() }),
});

export const approveDeposit = defineOperatorCall({
  method: 'POST',
  path: '/deposits/:orderNo/approve',
  access: 'deposits.decide',
  stepUp: true,
  summary:
    'Approve a transfer deposit: credits it exactly once (a reference transfer may be approved while still pending)',
  params: ZOrderNoParams,
  body: z.object({}).optional(),
  result: z.object({ orderNo: z.string(), status: z.string() }),
});

export const rejectDeposit = defineOperatorCall({
  method: 'POST',
  path: '/deposits/:orderNo/reject',
  access: 'deposits.decide',
  summary: 'Reject a transfer deposit with a reason the player sees',
  params: ZOrderNoParams,
  body: z.strictObject({ reason: ZReason }),
  result: z.object({ orderNo: z.string(), status: z.string() }),
});

/** The largest bank statement one upload may hold (about 10,000 lines). */
export const STATEMENT_MAX_BYTES = 1_048_576;
export const STATEMENT_MAX_LINES = 10_000;

/** How a statement line found its order: the reference, UTR or transaction id written in it. */
export const STATEMENT_MATCH_KINDS = TRANSFER_PROOF_KINDS;

export const ZStatementLine = z.object({
  line: z
    .number()
    .int()
    .describe(
      'Line number in the file, where the record starts (the header, and any account details above it, come first)',
    ),
  date: z.string().nullable(),
  description: z.string(),
  /** The line's amount; negative for money that left the account (problem notACredit); null when unreadable. */
  amount: ZMoney.nullable(),
  /** The order this line pays, when its reference and amount both match one waiting transfer. */
  match: z
    .object({
      orderNo: z.string(),
      userId: z.number().int(),
      amount: ZMoney,
      rail: z.string(),
      status: z.string(),
      matchedBy: z.enum(STATEMENT_MATCH_KINDS),
    })
    .nullable(),
  /** Why a line with a reference matched nothing (wrong amount, already credited, ...). */
  problem: z
    .enum([
      'noAmount',
      'notACredit',
      'noReference',
      'unknownReference',
      'amountDiffers',
      'alreadyDecided',
      'duplicateLine',
      'severalOrders',
      'lineUsed',
    ])
    .nullable()
    .describe(
      'severalOrders: the line names more than one order (a person decides); lineUsed: this bank line already credited an order',
    ),
  /** The proof read in the description (reference, UTR or transaction id) that named the order, else the first one found. */
  reference: z.string().nullable(),
});
export type TStatementLine = z.output<typeof ZStatementLine>;

export const matchBankStatement = defineOperatorCall({
  method: 'POST',
  path: '/deposits/statement/match',
  access: 'deposits.decide',
  summary:
    "Read the operator's bank statement (CSV with a header: a date, a description or reference, and an amount or credit column) " +
    'and match each credit line to a waiting transfer by its reference (FP…), UTR or transaction id and its exact amount. Changes nothing',
  body: z.strictObject({
    fileName: z.string().trim().max(200).optional(),
    csv: z.string().min(1, 'cannot be empty').max(STATEMENT_MAX_BYTES, 'is larger than 1 MB'),
  }),
  // JSON escapes every quote and line break of the file: the body may be up to about twice its size.
  bodyLimit: STATEMENT_MAX_BYTES * 2 + 16_384,
  result: z.object({
    lines: z.array(ZStatementLine),
    columns: z.object({ date: z.string().nullable(), description: z.string(), amount: z.string() }),
    matched: z.number().int(),
    matchedAmount: ZMoney,
    /** Credit lines that matched no order (debits are not counted: they never pay a deposit). */
    unmatched: z.number().int(),
  }),
});

export const approveStatementMatches = defineOperatorCall({
  method: 'POST',
  path: '/deposits/statement/approve',
  access: 'deposits.decide',
  stepUp: true,
  summary:
    'Approve chosen lines of a bank statement in one step: the server reads the file again, matches each chosen line again, and ' +
    "credits its order once if it still waits at the line's amount; each bank line credits at most one order, ever",
  body: z.strictObject({
    fileName: z.string().trim().max(200).optional(),
    csv: z.string().min(1, 'cannot be empty').max(STATEMENT_MAX_BYTES, 'is larger than 1 MB'),
    lines: z
      .array(z.number().int().positive())
      .min(1, 'must name at least one line')
      .max(500)
      .refine((lines) => new Set(lines).size === lines.length, 'may name each line once'),
  }),
  bodyLimit: STATEMENT_MAX_BYTES * 2 + 16_384,
  result: z.object({
    results: z.array(
      z.object({
        line: z.number().int(),
        /** The order the line matched when it was read again (null: it matches none now). */
        orderNo: z.string().nullable(),
        /**
         * notMatched: the line matches no order now (read again: see its problem); lineUsed: this bank
         * line already credited an order; ownPlayerAccount: the order is the approver's own player
         * account, another staff member must decide.
         */
        outcome: z.enum([
          'approved',
          'notMatched',
          'lineUsed',
          'alreadyDecided',
          'amountDiffers',
          'notFound',
          'ownPlayerAccount',
          'failed',
        ]),
        problem: ZStatementLine.shape.problem,
        status: z.string().nullable(),
      }),
    ),
    approved: z.number().int(),
  }),
});
