import { z } from 'zod';
import { defineOperatorCall, ZIdParams, ZInstant, ZReason } from './define.ts';

/** Alerts that need a person (a payout paid after its refund, a game win refused for good). */

export const ALERT_KINDS = [
  'payout_paid_after_refund',
  'game_win_refused',
  'staff_second_factor_failures',
] as const;

export const ZOperatorAlert = z.object({
  id: z.number().int(),
  kind: z.string(),
  reference: z.string(),
  severity: z.string(),
  userId: z.number().int().nullable(),
  details: z.unknown(),
  createdAt: ZInstant,
  resolvedAt: ZInstant.nullable(),
  resolvedBy: z.string().nullable(),
  resolution: z.string().nullable(),
});

export const listAlerts = defineOperatorCall({
  method: 'GET',
  path: '/alerts',
  access: 'alerts.manage',
  summary: 'Alerts that need an operator (open by default), newest first; page with beforeId',
  query: z.object({
    status: z.enum(['open', 'resolved']).default('open'),
    kind: z.enum(ALERT_KINDS).optional(),
    beforeId: z.coerce.number().int().positive().optional(),
  }),
  result: z.object({ alerts: z.array(ZOperatorAlert), nextBeforeId: z.number().int().nullable().optional() }),
});

export const resolveAlert = defineOperatorCall({
  method: 'POST',
  path: '/alerts/:id/resolve',
  access: 'alerts.manage',
  summary: 'Mark an alert handled, with a note saying what was done',
  params: ZIdParams,
  body: z.strictObject({ resolution: ZReason }),
  result: z.object({ id: z.number().int(), resolved: z.literal(true) }),
});
