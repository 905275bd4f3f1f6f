import { z } from 'zod';
import { fieldMessage } from '../messages/field-messages.ts';
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
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

export const ZAdjustment = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickname: z.string(),
  amount: ZMoney.describe('Positive credits the player, negative debits them'),
  reasonCode: z.enum(ADJUSTMENT_REASONS),
  note: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  /** The requester's staff id: the console hides approve and reject from them, and offers cancel. */
  requestedByStaffId: z.number().int(),
  requestedAt: ZInstant,
  decidedBy: z.string().nullable(),
  decidedAt: ZInstant.nullable(),
  decisionNote: z.string().nullable(),
  transferId: z.number().int().nullable(),
  /** The player's cash balance now: whether a debit waiting for approval would still pass. */
  playerCash: ZMoney,
});
export type TAdjustment = z.output<typeof ZAdjustment>;

export const listAdjustments = defineOperatorCall({
  method: 'GET',
  path: '/adjustments',
  access: 'adjustments.request',
  summary:
    'Manual adjustments by status (requested = waiting for a second person): waiting ones first, oldest first, then decided ones newest first',
  query: z.object({
    status: z.enum([...ADJUSTMENT_STATUSES, 'all']).default('requested'),
    userId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    ...ZPaging,
    /** Given: the order by id within waiting and decided ones; absent: the queue's own order above. */
    sortOrder: z.enum(['ascend', 'descend']).optional(),
  }),
  result: pageOf(ZAdjustment),
});

/** The largest single adjustment, in major units (a bigger correction is several, each approved). */
export const ADJUSTMENT_MAX_MAJOR = 100_000_000;
/** The longest note a request carries. */
export const ADJUSTMENT_NOTE_MAX_LENGTH = 500;

export const requestAdjustment = defineOperatorCall({
  method: 'POST',
  path: '/adjustments',
  access: 'adjustments.request',
  summary: "Ask for a manual change of a player's cash balance; nothing moves until a second person approves",
  body: z.strictObject({
    userId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    /** Major units, at most the currency's decimals (the server checks those against the region). */
    amount: z
      .number()
      .min(-ADJUSTMENT_MAX_MAJOR)
      .max(ADJUSTMENT_MAX_MAJOR)
      .refine((value) => value !== 0, fieldMessage('field.invalid')),
    reasonCode: z.enum(ADJUSTMENT_REASONS),
    note: z.string().trim().min(1, fieldMessage('field.empty')).max(ADJUSTMENT_NOTE_MAX_LENGTH),
    /** Made by the console before sending: a retried request asks once. */
    requestId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, fieldMessage('field.requestIdFormat', { min: 8, max: 64 })),
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
