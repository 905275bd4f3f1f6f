import { z } from 'zod';
import { defineOperatorCall, pageOf, ZIdParams, ZInstant, ZMoney, ZPaging, ZReason } from './define.ts';

/**
 * Manual balance adjustments, four eyes: one staff member requests (with a reason code), a second
 * one approves (never the requester, never the player's own staff account); the ledger moves only
 * on approval, under its own transfer code.
 */

export const ADJUSTMENT_REASONS = [
  'goodwill',
  'compensation',
  'deposit_correction',
  'withdrawal_correction',
  'game_correction',
  'bonus_correction',
  'chargeback',
  'other',
] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export const ADJUSTMENT_STATUSES = ['requested', 'approved', 'rejected', 'cancelled'] as const;

export const ZAdjustment = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  amount: ZMoney.describe('Positive credits the player, negative debits them'),
  reasonCode: z.enum(ADJUSTMENT_REASONS),
  note: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  requestedAt: ZInstant,
  decidedBy: z.string().nullable(),
  decidedAt: ZInstant.nullable(),
  decisionNote: z.string().nullable(),
  transferId: z.number().int().nullable(),
});
export type TAdjustment = z.output<typeof ZAdjustment>;

export const listAdjustments = defineOperatorCall({
  method: 'GET',
  path: '/adjustments',
  access: 'adjustments.request',
  summary: 'Manual adjustments by status (requested = waiting for a second person), oldest waiting first',
  query: z.object({
    status: z.enum([...ADJUSTMENT_STATUSES, 'all']).default('requested'),
    userId: z.coerce.number().int().positive().optional(),
    ...ZPaging,
  }),
  result: pageOf(ZAdjustment),
});

/** The largest single adjustment, in major units (a bigger correction is several, each approved). */
export const ADJUSTMENT_MAX_MAJOR = 100_000_000;

export const requestAdjustment = defineOperatorCall({
  method: 'POST',
  path: '/adjustments',
  access: 'adjustments.request',
  summary: "Ask for a manual change of a player's cash balance; nothing moves until a second person approves",
  body: z.strictObject({
    userId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    amount: z
      .number()
      .refine((value) => value !== 0, 'cannot be 0')
      .refine((value) => Math.abs(value) <= ADJUSTMENT_MAX_MAJOR, `must be at most ${ADJUSTMENT_MAX_MAJOR} either way`),
    reasonCode: z.enum(ADJUSTMENT_REASONS),
    note: z.string().trim().min(1, 'cannot be empty').max(500),
    /** Made by the console before sending: a retried request asks once. */
    requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'must be 8-64 letters, digits or -'),
  }),
  result: ZAdjustment,
});

export const approveAdjustment = defineOperatorCall({
  method: 'POST',
  path: '/adjustments/:id/approve',
  access: 'adjustments.approve',
  stepUp: true,
  summary: 'Approve an adjustment someone else asked for: the ledger posts it now (manual_adjustment)',
  params: ZIdParams,
  body: z.object({}).optional(),
  result: ZAdjustment,
});

export const rejectAdjustment = defineOperatorCall({
  method: 'POST',
  path: '/adjustments/:id/reject',
  access: 'adjustments.approve',
  summary: 'Reject an adjustment with a reason; nothing moves',
  params: ZIdParams,
  body: z.strictObject({ reason: ZReason }),
  result: ZAdjustment,
});

export const cancelAdjustment = defineOperatorCall({
  method: 'POST',
  path: '/adjustments/:id/cancel',
  access: 'adjustments.request',
  summary: 'The requester withdraws their own request while it waits',
  params: ZIdParams,
  body: z.object({}).optional(),
  result: ZAdjustment,
});
