import { and, eq, isNotNull, or } from 'drizzle-orm';
import { rgLimits, rgPreferences, users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { getSetting } from '../settings/index.ts';

/** The reality-check intervals a player can choose, in minutes (the jurisdiction's default is added). */
const REALITY_CHECK_CHOICES = [15, 30, 45, 60, 90, 120] as const;

/** The intervals offered: the fixed choices and the jurisdiction's default, in order. */
export function realityCheckChoices(defaultMinutes: number): number[] {
  return [...new Set<number>([...REALITY_CHECK_CHOICES, defaultMinutes])].sort((a, b) => a - b);
}

async function preferencesRow(deps: AppDeps, userId: number) {
  const [row] = await deps.db.select().from(rgPreferences).where(eq(rgPreferences.userId, userId));
  return row ?? null;
}

/**
 * How often the player's game view shows a reality check: their own choice while it is still one of
 * the choices offered, else the jurisdiction's default.
 */
export async function realityCheckMinutesOf(deps: AppDeps, userId: number) {
  const [row, setting] = await Promise.all([
    preferencesRow(deps, userId),
    getSetting(deps.db, 'playerProtection'),
  ]);
  const choices = realityCheckChoices(setting.realityCheckMinutes);
  const chosen = row?.realityCheckMinutes ?? null;
  return {
    minutes: chosen !== null && choices.includes(chosen) ? chosen : setting.realityCheckMinutes,
    choices,
    row,
  };
}

/**
 * The player's reality-check interval and what decides the deposit-limit prompt (UKGC RTS 12): the
 * answer they gave, a deposit limit in force or waiting, and a deposit credited.
 */
export async function readPreferences(deps: AppDeps, userId: number) {
  const [realityCheck, [depositLimit], [player]] = await Promise.all([
    realityCheckMinutesOf(deps, userId),
    deps.db
      .select({ userId: rgLimits.userId })
      .from(rgLimits)
      .where(
        and(
          eq(rgLimits.userId, userId),
          eq(rgLimits.kind, 'deposit'),
          or(isNotNull(rgLimits.amount), isNotNull(rgLimits.pendingFrom)),
        ),
      )
      .limit(1),
    deps.db.select({ firstDepositAt: users.firstDepositAt }).from(users).where(eq(users.id, userId)),
  ]);
  return {
    realityCheckMinutes: realityCheck.minutes,
    realityCheckChoices: realityCheck.choices,
    limitPrompt: {
      isAnswered: realityCheck.row?.limitPromptAnswer != null,
      hasDepositLimit: depositLimit !== undefined,
      hasDeposited: player?.firstDepositAt != null,
    },
  };
}

/** Stores the player's reality-check interval; only an offered choice is taken. */
export async function setRealityCheck(deps: AppDeps, userId: number, minutes: number) {
  const { realityCheckMinutes } = await getSetting(deps.db, 'playerProtection');
  const choices = realityCheckChoices(realityCheckMinutes);
  if (!choices.includes(minutes))
    throw AppError.badRequest('minutes', 'field.oneOf', { options: choices.map(String) });
  const now = deps.clock.now();
  await deps.db
    .insert(rgPreferences)
    .values({ userId, realityCheckMinutes: minutes, updatedAt: now })
    .onConflictDoUpdate({
      target: rgPreferences.userId,
      set: { realityCheckMinutes: minutes, updatedAt: now },
    });
  return { realityCheckMinutes: minutes };
}

/** Remembers the answer to the deposit-limit prompt: it is not offered again. */
export async function answerLimitPrompt(deps: AppDeps, userId: number, answer: 'limitSet' | 'skipped') {
  const now = deps.clock.now();
  const values = { limitPromptAnswer: answer, limitPromptAnsweredAt: now, updatedAt: now };
  await deps.db
    .insert(rgPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: rgPreferences.userId, set: values });
  return { isAnswered: true as const };
}
