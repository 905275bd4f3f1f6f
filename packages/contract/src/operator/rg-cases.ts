import { z } from 'zod';
import { LIMIT_KINDS, LIMIT_PERIODS } from '../player-protection.ts';
import { defineOperatorCall, pageOf, ZIdParams, ZInstant, ZPaging, ZUserIdParams } from './define.ts';

/**
 * Player protection for staff (issue 14, decision 022): harm markers computed daily (and on a
 * deposit that arrives after the fact) open one case per player; staff assign, note and resolve
 * cases, and may lower a player's limit (never raise it).
 */

/**
 * The signs of harm a marker records:
 * - limitNearlyUsed: 80% or more of a limit used in its period;
 * - depositsRising: a week's deposits at least twice the weekly average of the 4 weeks before;
 * - nightPlay: bets between 00:00 and 05:00 (the region's time) on 3 or more of the last 7 days;
 * - depositAfterLoss: a deposit within 30 minutes after a losing round;
 * - limitRaisedRepeatedly: 3 or more raises or removals of a limit asked for in 30 days;
 * - withdrawalsCancelled: 2 or more withdrawals cancelled by the player in 30 days;
 * - depositOverLimit: a deposit credited after the fact took the player over a deposit limit;
 * - depositDuringBreak: a deposit credited after the fact during a time-out or self-exclusion.
 */
export const HARM_MARKER_KINDS = [
  'limitNearlyUsed',
  'depositsRising',
  'nightPlay',
  'depositAfterLoss',
  'limitRaisedRepeatedly',
  'withdrawalsCancelled',
  'depositOverLimit',
  'depositDuringBreak',
] as const;
export type HarmMarkerKind = (typeof HARM_MARKER_KINDS)[number];

export const RG_CASE_STATUSES = ['open', 'resolved'] as const;
export type RgCaseStatus = (typeof RG_CASE_STATUSES)[number];

/** How a case ended. */
export const RG_CASE_OUTCOMES = [
  'noConcern',
  'playerContacted',
  'limitLowered',
  'breakSuggested',
  'escalated',
] as const;
export type RgCaseOutcome = (typeof RG_CASE_OUTCOMES)[number];

export const ZRgCaseMarker = z.object({
  id: z.number().int(),
  kind: z.enum(HARM_MARKER_KINDS),
  /** The local day it was computed for, or the deposit order it is about. */
  reference: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: ZInstant,
});

export const ZRgCaseNote = z.object({
  id: z.number().int(),
  text: z.string(),
  author: z.string(),
  createdAt: ZInstant,
});

export const ZRgCase = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nickname: z.string().nullable(),
  status: z.enum(RG_CASE_STATUSES),
  assignedTo: z.string().nullable(),
  openedAt: ZInstant,
  lastMarkerAt: ZInstant,
  resolvedAt: ZInstant.nullable(),
  resolvedBy: z.string().nullable(),
  outcome: z.enum(RG_CASE_OUTCOMES).nullable(),
  /** The kinds of marker the case holds, each once. */
  markerKinds: z.array(z.enum(HARM_MARKER_KINDS)),
});
export type TRgCase = z.output<typeof ZRgCase>;

export const ZRgCaseDetail = ZRgCase.extend({
  /** Newest first, at most 200. */
  markers: z.array(ZRgCaseMarker),
  /** Newest first, at most 200. */
  notes: z.array(ZRgCaseNote),
});
export type TRgCaseDetail = z.output<typeof ZRgCaseDetail>;

export const listRgCases = defineOperatorCall({
  method: 'GET',
  path: '/rg-cases',
  access: 'protection.read',
  summary:
    'Player-protection cases by status (open by default) and assignee (a staff username, or "me", or "nobody"), newest first',
  query: z.object({
    status: z.enum(RG_CASE_STATUSES).default('open'),
    assignee: z.string().trim().min(1).max(64).optional(),
    userId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    ...ZPaging,
  }),
  result: pageOf(ZRgCase),
});

export const getRgCase = defineOperatorCall({
  method: 'GET',
  path: '/rg-cases/:id',
  access: 'protection.read',
  summary: 'One case with its markers and notes',
  params: ZIdParams,
  result: ZRgCaseDetail,
});

export const assignRgCase = defineOperatorCall({
  method: 'POST',
  path: '/rg-cases/:id/assign',
  access: 'protection.manage',
  summary: 'Assign an open case to a staff member (by username; omitted: to yourself)',
  params: ZIdParams,
  body: z.strictObject({ username: z.string().trim().min(1).max(64).optional() }),
  result: ZRgCase,
});

export const addRgCaseNote = defineOperatorCall({
  method: 'POST',
  path: '/rg-cases/:id/notes',
  access: 'protection.manage',
  summary: 'Write a note on a case (never edited or deleted)',
  params: ZIdParams,
  body: z.strictObject({ text: z.string().trim().min(1, 'cannot be empty').max(2_000) }),
  result: ZRgCaseNote,
});

export const resolveRgCase = defineOperatorCall({
  method: 'POST',
  path: '/rg-cases/:id/resolve',
  access: 'protection.manage',
  summary: 'Resolve an open case with an outcome and a note; a later marker opens a new case',
  params: ZIdParams,
  body: z.strictObject({
    outcome: z.enum(RG_CASE_OUTCOMES),
    note: z.string().trim().min(1, 'cannot be empty').max(2_000),
  }),
  result: ZRgCase,
});

export const lowerPlayerLimit = defineOperatorCall({
  method: 'POST',
  path: '/players/:userId/limits/lower',
  access: 'protection.manage',
  summary:
    'Lower (or set a first) limit of a player: it binds at once. Staff can never raise or remove a limit (403 rg.staffCannotRaise)',
  params: ZUserIdParams,
  body: z.strictObject({
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    /** Major units of the region currency; minutes for a session limit. */
    amount: z.number().nonnegative(),
  }),
  result: z.object({
    userId: z.number().int(),
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(LIMIT_PERIODS),
    amount: z.number().nullable(),
  }),
});
