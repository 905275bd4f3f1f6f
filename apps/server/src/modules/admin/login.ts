import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { adminLoginChallenges, admins } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { withPasswordCheckSlot } from '../../platform/password-check-slots.ts';
import { hashToken, newSessionToken, verifyPassword } from '../../platform/secrets.ts';
import { raiseAlert } from '../alerts/index.ts';
import { checkThrottle, recordFailure, recordSuccess } from '../auth/index.ts';
import { audit } from './audit.ts';
import { createStaffSession } from './auth.ts';
import {
  consumeSecondFactor,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  sealTotpSecret,
  secondFactorKeys,
} from './second-factor.ts';
import { newTotpSecret, otpauthUrl } from './totp.ts';

/**
 * Staff sign-in in two steps: the password gives a challenge, never a token; the second factor
 * (or, the first time, a code from the newly enrolled authenticator) turns the challenge into a
 * session. A challenge lasts 5 minutes, takes 5 tries and is used once.
 */
const CHALLENGE_MS = 5 * 60_000;
const CHALLENGE_TRIES = 5;
/** Challenges older than this are deleted at the next password step (the table stays bounded). */
const CHALLENGE_RETENTION_MS = 24 * 3_600_000;

export interface StaffClient {
  ip: string;
  userAgent: string | null;
  /** The request the step came in, for its audit row. */
  requestId: string;
}

type PasswordCheck =
  | { status: 'wait'; waitMs: number }
  | { status: 'wrong' }
  | { status: 'match'; admin: typeof admins.$inferSelect };

/**
 * The password under the login throttle (modules/auth/login-throttle.ts): wrong passwords slow the
 * address that guesses and never lock the staff member out; an unknown username is hashed, counted
 * and answered like a known one.
 */
async function checkPassword(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  username: string,
  password: string,
  client: string,
  device: string | undefined,
): Promise<PasswordCheck> {
  const now = deps.clock.now();
  return withPasswordCheckSlot(() =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(admins).where(eq(admins.username, username)).limit(1);
      const keys = {
        realm: 'operator' as const,
        account: row ? `admin:${row.id}` : `name:${username.toLowerCase()}`,
        client,
        device,
      };
      const gate = await checkThrottle(tx, keys, now);
      if (!gate.isAllowed) return { status: 'wait', waitMs: gate.waitMs };
      const isMatch = await verifyPassword(password, row?.passwordHash ?? null);
      if (row && !row.disabledAt && isMatch) {
        await recordSuccess(tx, keys, now);
        return { status: 'match', admin: row };
      }
      await recordFailure(tx, keys, now);
      return { status: 'wrong' };
    }),
  );
}

export type PasswordStepAnswer =
  | { enrolRequired: true; challenge: string; secret: string; otpauthUrl: string; expiresAt: string }
  | { totpRequired: true; challenge: string; expiresAt: string };

/** POST /admin/api/login: the password; an enrolment or a TOTP challenge, never a token. */
export async function passwordStep(
  deps: AppDeps,
  input: { username: string; password: string; deviceId?: string | undefined },
  client: StaffClient,
): Promise<PasswordStepAnswer | { waitMs: number }> {
  const checked = await checkPassword(deps, input.username, input.password, client.ip, input.deviceId);
  if (checked.status === 'wait') return { waitMs: checked.waitMs };
  if (checked.status === 'wrong') throw AppError.of('401', 'operator.wrongCredentials');
  const { admin } = checked;
  const now = deps.clock.now();
  const challenge = newSessionToken();
  const expiresAt = new Date(now.getTime() + CHALLENGE_MS);
  const isEnrolled = admin.totpSecret !== null && admin.totpEnrolledAt !== null;
  const secret = isEnrolled ? null : newTotpSecret();
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(adminLoginChallenges)
      .where(lt(adminLoginChallenges.createdAt, new Date(now.getTime() - CHALLENGE_RETENTION_MS)));
    await tx.insert(adminLoginChallenges).values({
      tokenHash: hashToken(challenge),
      adminId: admin.id,
      kind: isEnrolled ? 'totp' : 'enrol',
      secret: secret ? sealTotpSecret(deps, admin.id, secret) : null,
      ip: client.ip,
      createdAt: now,
      expiresAt,
    });
  });
  if (!secret) return { totpRequired: true, challenge, expiresAt: expiresAt.toISOString() };
  return {
    enrolRequired: true,
    challenge,
    secret,
    otpauthUrl: otpauthUrl(secret, admin.username),
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Spends one try of a live challenge of this kind (one statement, so parallel tries are counted
 * one by one) and locks its staff member; null when it is unknown, used, expired or out of tries.
 */
async function takeChallenge(tx: Database, challenge: string, kind: 'enrol' | 'totp', now: Date) {
  const [taken] = await tx
    .update(adminLoginChallenges)
    .set({ attempts: sql`${adminLoginChallenges.attempts} + 1` })
    .where(
      and(
        eq(adminLoginChallenges.tokenHash, hashToken(challenge)),
        eq(adminLoginChallenges.kind, kind),
        isNull(adminLoginChallenges.usedAt),
        gt(adminLoginChallenges.expiresAt, now),
        lt(adminLoginChallenges.attempts, CHALLENGE_TRIES),
      ),
    )
    .returning();
  if (!taken) return null;
  const [admin] = await tx.select().from(admins).where(eq(admins.id, taken.adminId)).for('update');
  if (!admin || admin.disabledAt) return null;
  return { challenge: taken, admin };
}

async function useChallenge(tx: Database, challengeId: number, now: Date): Promise<boolean> {
  const used = await tx
    .update(adminLoginChallenges)
    .set({ usedAt: now })
    .where(and(eq(adminLoginChallenges.id, challengeId), isNull(adminLoginChallenges.usedAt)))
    .returning({ id: adminLoginChallenges.id });
  return used.length > 0;
}

type SecondStep<T> = { status: 'ok'; answer: T } | { status: 'expired' | 'wrong' | 'wait' | 'enrolled' };

/** Throws the refusal of a second step that did not end in a session (after its tries were saved). */
function answerOf<T>(outcome: SecondStep<T>): T {
  if (outcome.status === 'ok') return outcome.answer;
  if (outcome.status === 'expired') throw AppError.of('401', 'operator.challengeExpired');
  if (outcome.status === 'wait') throw AppError.tooManyRequests('operator.tooManyAttempts');
  if (outcome.status === 'enrolled') throw AppError.conflict('operator.alreadyEnrolled');
  throw AppError.badRequest('code', 'operator.wrongSecondFactor');
}

/**
 * POST /admin/api/login/enrol: the first code from the new authenticator proves it holds the secret;
 * the secret becomes the staff member's, recovery codes are made, and the session starts.
 */
export async function enrolStep(
  deps: AppDeps,
  input: { challenge: string; code: string },
  client: StaffClient,
) {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(
    async (tx): Promise<SecondStep<{ token: string; expiresAt: string; recoveryCodes: string[] }>> => {
      const taken = await takeChallenge(tx, input.challenge, 'enrol', now);
      if (!taken) return { status: 'expired' };
      const { admin, challenge } = taken;
      if (admin.totpSecret !== null) return { status: 'enrolled' };
      const keys = secondFactorKeys(admin.id, client.ip);
      const gate = await checkThrottle(tx, keys, now);
      if (!gate.isAllowed) return { status: 'wait' };
      // The sealed secret moves to the staff row as it is; the code's step is its first use.
      const factor = challenge.secret
        ? await consumeSecondFactor(tx, deps, { id: admin.id, totpSecret: challenge.secret }, input.code, now)
        : null;
      if (factor !== 'totp') {
        await recordFailure(tx, keys, now);
        return { status: 'wrong' };
      }
      if (!(await useChallenge(tx, challenge.id, now))) return { status: 'expired' };
      await recordSuccess(tx, keys, now);
      await tx
        .update(admins)
        .set({ totpSecret: challenge.secret, totpEnrolledAt: now })
        .where(eq(admins.id, admin.id));
      const recoveryCodes = await replaceRecoveryCodes(tx, admin.id, now);
      const session = await createStaffSession(tx, admin.id, client, now);
      await audit(tx, {
        admin: { adminId: admin.id, username: admin.username },
        action: 'staff.enrol',
        targetType: 'staff',
        targetId: admin.id,
        details: { recoveryCodes: recoveryCodes.length, userAgent: client.userAgent },
        ip: client.ip,
        requestId: client.requestId,
        at: now,
      });
      return {
        status: 'ok',
        answer: { token: session.token, expiresAt: session.expiresAt.toISOString(), recoveryCodes },
      };
    },
  );
  return answerOf(outcome);
}

/** POST /admin/api/login/totp: a code from the authenticator app, or an unused recovery code. */
export async function totpStep(
  deps: AppDeps,
  input: { challenge: string; code: string },
  client: StaffClient,
) {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(
    async (tx): Promise<SecondStep<{ token: string; expiresAt: string; recoveryCodesLeft: number }>> => {
      const taken = await takeChallenge(tx, input.challenge, 'totp', now);
      if (!taken) return { status: 'expired' };
      const { admin, challenge } = taken;
      const keys = secondFactorKeys(admin.id, client.ip);
      const gate = await checkThrottle(tx, keys, now);
      if (!gate.isAllowed) return { status: 'wait' };
      const factor = await consumeSecondFactor(tx, deps, admin, input.code, now);
      if (!factor) {
        await recordFailure(tx, keys, now);
        // The right password and a wrong code: someone may hold the password. One alert an hour.
        await raiseAlert(tx, {
          kind: 'staff_second_factor_failures',
          reference: `${admin.id}:${now.toISOString().slice(0, 13)}`,
          severity: 'warning',
          details: { staffId: admin.id, username: admin.username, ip: client.ip },
          at: now,
        });
        return { status: 'wrong' };
      }
      if (!(await useChallenge(tx, challenge.id, now))) return { status: 'expired' };
      await recordSuccess(tx, keys, now);
      const session = await createStaffSession(tx, admin.id, client, now);
      await audit(tx, {
        admin: { adminId: admin.id, username: admin.username },
        action: 'staff.login',
        targetType: 'staff',
        targetId: admin.id,
        details: { factor, userAgent: client.userAgent },
        ip: client.ip,
        requestId: client.requestId,
        at: now,
      });
      return {
        status: 'ok',
        answer: {
          token: session.token,
          expiresAt: session.expiresAt.toISOString(),
          recoveryCodesLeft: await recoveryCodesLeft(tx, admin.id),
        },
      };
    },
  );
  return answerOf(outcome);
}
