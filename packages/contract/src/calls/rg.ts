import { z } from 'zod';
import { defineCall } from '../call.ts';
import { fieldMessage } from '../messages/field-messages.ts';
import { isValidMajorAmount } from '../money.ts';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  SELF_EXCLUSION_MONTHS,
  TIMEOUT_MAX_HOURS,
  TIMEOUT_MIN_HOURS,
} from '../player-protection.ts';
import * as routes from '../routes.ts';

export const ZLimitKind = z.enum(LIMIT_KINDS, { error: fieldMessage('field.limitKind') });
export const ZLimitPeriod = z.enum(LIMIT_PERIODS, { error: fieldMessage('field.limitPeriod') });

/** The largest limit amount (major units): far above any real limit, well inside a bigint of minor units. */
const LIMIT_AMOUNT_MAX = 1_000_000_000_000;

/** A limit's amount: major units of money, or minutes for a session limit; null asks to remove it. */
const ZLimitAmount = z
  .number({ error: fieldMessage('field.mustBeNumber') })
  .min(0, fieldMessage('field.tooSmall', { min: 0 }))
  .max(LIMIT_AMOUNT_MAX, fieldMessage('field.tooLarge', { max: LIMIT_AMOUNT_MAX }))
  .refine((value) => isValidMajorAmount(value, 2), fieldMessage('field.amountFormat', { decimals: 2 }))
  .nullable();

const ZPendingChange = z
  .object({
    amount: z.number().nullable().describe('The raised amount, or null when the limit is to be removed'),
    activeFrom: z.string().describe('When the cooling-off ends and the player can confirm it'),
    confirmBy: z.string().describe('After this the change lapses unconfirmed'),
    canConfirm: z.boolean(),
  })
  .nullable();

export const ZLimit = z.object({
  kind: ZLimitKind,
  period: ZLimitPeriod,
  amount: z.number().nullable().describe('In force (major units; minutes for session); null: none'),
  used: z.number().describe('Counted so far in this period (major units; minutes for session)'),
  left: z.number().nullable(),
  resetsAt: z.string().describe('When the period ends'),
  pending: ZPendingChange,
});
export type TLimit = z.infer<typeof ZLimit>;

export const rgLimits = defineCall({
  ...routes.rgLimits,
  summary: "The player's limits, what is left of each in its period, and raises waiting for confirmation",
  payload: {},
  result: z.object({
    limits: z.array(ZLimit),
    coolingOffHours: z.number().int(),
    realityCheckMinutes: z.number().int(),
    selfExclusionChoices: z
      .array(z.union(SELF_EXCLUSION_MONTHS.map((months) => z.literal(months))))
      .describe('The self-exclusions offered here (months; 0 is permanent): the shorter ones are refused'),
  }),
});

export const rgSetLimit = defineCall({
  ...routes.rgSetLimit,
  summary:
    'Sets a limit: lowering binds at once; raising or removing (amount null) waits the cooling-off, then the player confirms it',
  payload: { kind: ZLimitKind, period: ZLimitPeriod, amount: ZLimitAmount },
  result: z.object({ limit: ZLimit, applied: z.enum(['now', 'afterCoolingOff']) }),
});

export const rgConfirmLimit = defineCall({
  ...routes.rgConfirmLimit,
  summary: 'Confirms a raise or removal whose cooling-off has ended',
  payload: { kind: ZLimitKind, period: ZLimitPeriod },
  result: z.object({ limit: ZLimit }),
});

/** Every way a break's length can be wrong says the one range. */
const TIMEOUT_HOURS_MESSAGE = fieldMessage('field.timeoutHours', {
  min: TIMEOUT_MIN_HOURS,
  max: TIMEOUT_MAX_HOURS,
});

export const rgTimeout = defineCall({
  ...routes.rgTimeout,
  summary: 'Takes a break from 24 hours to 6 weeks, starting now; it cannot be ended early',
  payload: {
    hours: z
      .number({ error: TIMEOUT_HOURS_MESSAGE })
      .int(TIMEOUT_HOURS_MESSAGE)
      .min(TIMEOUT_MIN_HOURS, TIMEOUT_HOURS_MESSAGE)
      .max(TIMEOUT_MAX_HOURS, TIMEOUT_HOURS_MESSAGE),
  },
  result: z.object({ endsAt: z.string() }),
});

export const rgSelfExclude = defineCall({
  ...routes.rgSelfExclude,
  summary: 'Excludes the player for 6, 12 or 60 months, or permanently (0), starting now',
  payload: {
    months: z.union(
      SELF_EXCLUSION_MONTHS.map((months) => z.literal(months)),
      { error: fieldMessage('field.exclusionMonths') },
    ),
  },
  result: z.object({ endsAt: z.string().nullable() }),
});

export const rgStatement = defineCall({
  ...routes.rgStatement,
  summary: 'Deposits, withdrawals and the net result of play per day, week or month (newest first)',
  payload: { period: ZLimitPeriod },
  result: z.object({
    rows: z.array(
      z.object({
        periodStart: z.string().describe('The local date the row starts (yyyy-mm-dd)'),
        deposits: z.number(),
        withdrawals: z.number(),
        staked: z.number(),
        won: z.number(),
        net: z.number().describe('Won less staked: negative is a loss'),
      }),
    ),
  }),
});

// --- The way back from an ended self-exclusion (decision 023) ---

/** Where the player stands on returning from a self-exclusion. */
export const ZReturnStatus = z.object({
  status: z
    .enum(['none', 'running', 'canRequest', 'waiting', 'canConfirm'])
    .describe(
      'none: nothing to return from; running: the break or exclusion still runs; canRequest: an ended self-exclusion, ask to return; waiting: asked, the cooling-off runs; canConfirm: confirm to play again',
    ),
  confirmFrom: z.string().nullable().describe('When the cooling-off of a return asked for ends'),
});
export type TReturnStatus = z.infer<typeof ZReturnStatus>;

export const rgReturnStatus = defineCall({
  ...routes.rgReturnStatus,
  summary: 'Whether the player can ask to return from an ended self-exclusion, or confirm it',
  payload: {},
  result: ZReturnStatus,
});

export const rgRequestReturn = defineCall({
  ...routes.rgRequestReturn,
  summary: 'Asks to return from an ended self-exclusion; it can be confirmed after the cooling-off',
  payload: {},
  result: ZReturnStatus,
});

export const rgConfirmReturn = defineCall({
  ...routes.rgConfirmReturn,
  summary: 'Confirms the return from an ended self-exclusion after its cooling-off: sign in again to play',
  payload: {},
  result: ZReturnStatus,
});

// --- Reality checks and the limit prompt (issue 14, the player app's side) ---

export const rgPlaySession = defineCall({
  ...routes.rgPlaySession,
  summary:
    "The game session of this game the player has open (from its launch): when it began, how long it has run, and the net result of its rounds counted from the wallet's records",
  payload: {
    gameId: z
      .number({ error: fieldMessage('field.mustBeNumber') })
      .int()
      .positive(),
  },
  result: z.object({
    session: z
      .object({
        startedAt: z.string(),
        elapsedSeconds: z.number().int().describe("By the server's clock"),
        staked: z.number().describe('Stakes less rollbacks in rounds opened in this session'),
        won: z.number(),
        net: z.number().describe('Won less staked: negative is a loss'),
      })
      .nullable()
      .describe('null when the player has no live launch of this game'),
    realityCheckMinutes: z.number().int().describe('How often the game view shows the reality check'),
  }),
});

export const rgPreferences = defineCall({
  ...routes.rgPreferences,
  summary:
    "The player's reality-check interval (their choice or the jurisdiction's default) and whether to offer the deposit-limit prompt",
  payload: {},
  result: z.object({
    realityCheckMinutes: z.number().int(),
    realityCheckChoices: z.array(z.number().int()),
    limitPrompt: z.object({
      isAnswered: z.boolean().describe('The player set a limit from the prompt or skipped it'),
      hasDepositLimit: z.boolean().describe('A deposit limit is in force or waiting'),
      hasDeposited: z.boolean().describe('The player has made a deposit order'),
    }),
  }),
});

export const rgSetRealityCheck = defineCall({
  ...routes.rgSetRealityCheck,
  summary: 'Sets how often (minutes, one of the offered choices) the game view shows the reality check',
  payload: { minutes: z.number({ error: fieldMessage('field.mustBeNumber') }).int() },
  result: z.object({ realityCheckMinutes: z.number().int() }),
});

export const rgAnswerLimitPrompt = defineCall({
  ...routes.rgAnswerLimitPrompt,
  summary:
    'Records the answer to the deposit-limit prompt (a limit set, or skipped), so it is not offered again',
  payload: {
    answer: z.enum(['limitSet', 'skipped'], {
      error: fieldMessage('field.oneOf', { options: ['limitSet', 'skipped'] }),
    }),
  },
  result: z.object({ isAnswered: z.literal(true) }),
});
