import { STEP_UP_WINDOW_MS } from '@fairplay/contract/operator/permissions';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminRecoveryCodes, adminSessions, admins } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { newRecoveryCode, openSecret, sealSecret, sha256Hex } from '../../platform/secrets.ts';
import { checkThrottle, recordFailure, recordSuccess } from '../auth/index.ts';
import { audit } from './audit.ts';
import type { Operator } from './auth.ts';
import { matchTotpStep } from './totp.ts';

export const RECOVERY_CODE_COUNT = 10;

/** The label a staff member's TOTP secret is sealed under: a sealed secret opens for its own row only. */
export function totpSealLabel(adminId: number): string {
  return `staff-totp:${adminId}`;
}

export function sealTotpSecret(deps: Pick<AppDeps, 'config'>, adminId: number, secret: string): string {
  return sealSecret(secret, deps.config.staffTotpKey, totpSealLabel(adminId));
}

export function openTotpSecret(
  deps: Pick<AppDeps, 'config'>,
  adminId: number,
  sealed: string,
): string | null {
  return openSecret(sealed, deps.config.staffTotpKey, totpSealLabel(adminId));
}

/** The throttle keys of a staff member's second factor (its own count, apart from their password's). */
export function secondFactorKeys(adminId: number, client: string) {
  return { realm: 'operator' as const, account: `admin:${adminId}:second-factor`, client };
}

/**
 * Checks and uses a second factor in the caller's transaction: a code of the authenticator app whose
 * time step is newer than the last one accepted (so each code works once), or an unused recovery
 * code. Each is claimed by one conditional UPDATE, so two requests racing with the same code cannot
 * both pass. Which factor passed, or null.
 */
export async function consumeSecondFactor(
  tx: Database,
  deps: Pick<AppDeps, 'config'>,
  admin: { id: number; totpSecret: string | null },
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | null> {
  const typed = code.trim().toLowerCase();
  if (/^\d{6}$/.test(typed)) {
    const secret = admin.totpSecret ? openTotpSecret(deps, admin.id, admin.totpSecret) : null;
    const step = secret ? matchTotpStep(secret, typed, now) : null;
    if (step === null) return null;
    const claimed = await tx
      .update(admins)
      .set({ totpLastStep: step })
      .where(and(eq(admins.id, admin.id), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
      .returning({ id: admins.id });
    return claimed.length > 0 ? 'totp' : null;
  }
  const used = await tx
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, admin.id),
        eq(adminRecoveryCodes.codeHash, sha256Hex(typed)),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used.length > 0 ? 'recovery' : null;
}

/** New recovery codes for a staff member: the unused old ones stop working. Returns them once. */
export async function replaceRecoveryCodes(tx: Database, adminId: number, now: Date): Promise<string[]> {
  await tx
    .delete(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx
    .insert(adminRecoveryCodes)
    .values(codes.map((code) => ({ adminId, codeHash: sha256Hex(code), createdAt: now })))
    .onConflictDoNothing();
  return codes;
}

export async function recoveryCodesLeft(db: Database, adminId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** When the session's fresh second factor runs out (null: none yet). */
export function stepUpUntil(stepUpAt: Date | null): Date | null {
  return stepUpAt ? new Date(stepUpAt.getTime() + STEP_UP_WINDOW_MS) : null;
}

/**
 * A fresh second factor for the signed-in session (POST /admin/api/step-up): for 5 minutes it may
 * approve money and change permissions. Wrong codes count towards the second factor's throttle.
 */
export async function stepUp(deps: AppDeps, operator: Operator, code: string) {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    // The staff row first, then the throttle's: the order a sign-in takes them in (login.ts).
    const [row] = await tx
      .select({ id: admins.id, totpSecret: admins.totpSecret })
      .from(admins)
      .where(eq(admins.id, operator.admin.adminId))
      .for('update');
    // Counted for this session alone: wrong codes sent by someone who only knows the password (at
    // the sign-in's second step) never block the owner's step-up in a session they already hold.
    const keys = {
      realm: 'operator' as const,
      account: `admin:${operator.admin.adminId}:session:${operator.admin.sessionId}`,
      client: operator.ip,
    };
    const gate = await checkThrottle(tx, keys, now);
    if (!gate.isAllowed) return 'wait' as const;
    const factor = row ? await consumeSecondFactor(tx, deps, row, code, now) : null;
    if (!factor) {
      await recordFailure(tx, keys, now);
      await audit(tx, {
        ...operator,
        action: 'staff.step_up.failed',
        targetType: 'staff',
        targetId: operator.admin.adminId,
        at: now,
      });
      return 'wrong' as const;
    }
    await recordSuccess(tx, keys, now);
    await tx
      .update(adminSessions)
      .set({ stepUpAt: now })
      .where(eq(adminSessions.id, operator.admin.sessionId));
    await audit(tx, {
      ...operator,
      action: 'staff.step_up',
      targetType: 'staff',
      targetId: operator.admin.adminId,
      details: { factor },
      at: now,
    });
    return 'ok' as const;
  });
  if (outcome === 'wait') throw AppError.tooManyRequests('operator.tooManyAttempts');
  if (outcome === 'wrong') throw AppError.badRequest('code', 'operator.wrongSecondFactor');
  return { stepUpUntil: stepUpUntil(now)!.toISOString() };
}
