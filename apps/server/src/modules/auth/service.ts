import type { MessageContext } from '@fairplay/contract/messages';
import { checkPhone } from '@fairplay/contract/phone';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { withPasswordCheckSlot } from '../../platform/password-check-slots.ts';
import { generatePassword, hashPassword, verifyPassword } from '../../platform/secrets.ts';
import {
  findUserByGoogleSubject,
  findUserById,
  findUserByMobile,
  registerPlayer,
  type UserRow,
} from '../account/index.ts';
import { checkThrottle, recordFailure, recordSuccess } from './login-throttle.ts';
import { consumeOtp, sendOtp } from './otp.ts';
import { createSession, revokeOtherSessions, revokeSession, type SessionUser } from './sessions.ts';

export interface Origin {
  ip: string;
  deviceNumber: string | null;
}

export interface SessionGrant {
  sign: string;
  uid: string;
  newUserFlag: boolean;
  userId: number;
}

/** Validates a phone for this deployment's region or answers with the spec's message. */
export function requirePhone(deps: Pick<AppDeps, 'config'>, input: string, field = 'mobile'): string {
  const checked = checkPhone(input, deps.config.region);
  if (!checked.ok) throw AppError.badRequest(field, `phone.${checked.problem}`);
  return checked.e164;
}

async function grantSession(
  deps: AppDeps,
  user: UserRow,
  newUserFlag: boolean,
  origin: Origin,
): Promise<SessionGrant> {
  const sign = await createSession(deps, user.id, origin);
  await deps.db.update(users).set({ lastLoginAt: deps.clock.now() }).where(eq(users.id, user.id));
  return { sign, uid: user.publicId, newUserFlag, userId: user.id };
}

/**
 * Sends a code to the phone given, or — logged in and without a phone — to the player's bound
 * phone (the withdrawal password flow: the app only knows the masked number).
 */
export async function requestOtp(
  deps: AppDeps,
  session: SessionUser | null,
  request: { mobile: string | undefined; purpose: string; ip: string; messages: MessageContext },
) {
  const { mobile, ...sending } = request;
  if (mobile) return sendOtp(deps, { phone: requirePhone(deps, mobile), ...sending });
  if (!session) throw AppError.badRequest('mobile', 'phone.empty');
  const user = await findUserById(deps.db, session.userId);
  if (!user?.mobile) throw AppError.refused('auth.bindPhoneFirst');
  return sendOtp(deps, { phone: user.mobile, ...sending });
}

/** Phone + code; the first login creates the account (spec point 7). */
export async function loginWithOtp(
  deps: AppDeps,
  input: { mobile: string; verificationCode: string; referralCode?: string | null },
  origin: Origin,
): Promise<SessionGrant> {
  const phone = requirePhone(deps, input.mobile);
  await consumeOtp(deps, phone, input.verificationCode);
  const existing = await findUserByMobile(deps.db, phone);
  if (existing) return grantSession(deps, existing, false, origin);
  try {
    const user = await registerPlayer(deps, {
      mobile: phone,
      referralCode: input.referralCode,
      deviceNumber: origin.deviceNumber,
    });
    return grantSession(deps, user, true, origin);
  } catch (error) {
    // Two logins for a new phone at once: the loser signs in to the account the winner created.
    const created = await findUserByMobile(deps.db, phone);
    if (created) return grantSession(deps, created, false, origin);
    throw error;
  }
}

/** A new guest account with a generated password, returned once so the player can keep it. */
export async function loginAsGuest(
  deps: AppDeps,
  input: { referralCode?: string | null },
  origin: Origin,
): Promise<SessionGrant & { password: string }> {
  const password = generatePassword();
  const user = await registerPlayer(deps, {
    isGuest: true,
    passwordHash: await hashPassword(password),
    referralCode: input.referralCode,
    deviceNumber: origin.deviceNumber,
  });
  return { ...(await grantSession(deps, user, true, origin)), password };
}

/** Who is guessing at which account: the throttle's keys (login-throttle.ts). */
interface PasswordAttempt {
  user: UserRow | undefined;
  /** What was typed to name the account, normalised: counts an unknown account like a known one. */
  typedAccount: string;
  client: string;
  /** The app's install id: a device that logged in to the account before is not held back by others' guesses. */
  device?: string | null;
}

/**
 * Checks a login password under the throttle (login-throttle.ts): wrong passwords slow down the
 * address guessing at an account, with growing waits, and never lock the owner out. The account's
 * throttle rows are locked for the check, so parallel guesses are counted one after another; an
 * unknown account is hashed, counted and answered exactly like a known one.
 */
async function checkPassword(
  deps: AppDeps,
  attempt: PasswordAttempt,
  password: string,
  wrongMessage: 'auth.wrongPhoneOrPassword' | 'auth.wrongIdOrPassword' | 'auth.wrongOldPassword',
): Promise<UserRow> {
  const now = deps.clock.now();
  const keys = {
    realm: 'player' as const,
    account: attempt.user ? `user:${attempt.user.id}` : attempt.typedAccount,
    client: attempt.client,
    device: attempt.device,
  };
  const outcome = await withPasswordCheckSlot(() =>
    deps.db.transaction(async (tx) => {
      const gate = await checkThrottle(tx, keys, now);
      if (!gate.isAllowed) return { status: 'wait' as const, waitMs: gate.waitMs };
      const [row] = attempt.user
        ? await tx
            .select({ passwordHash: users.passwordHash })
            .from(users)
            .where(eq(users.id, attempt.user.id))
        : [];
      if (await verifyPassword(password, row?.passwordHash ?? null)) {
        await recordSuccess(tx, keys, now);
        return { status: 'match' as const };
      }
      await recordFailure(tx, keys, now);
      return { status: 'wrong' as const };
    }),
  );
  if (outcome.status === 'wait') throw tooManyAttempts(outcome.waitMs);
  if (outcome.status === 'wrong' || !attempt.user) throw AppError.refused(wrongMessage);
  return attempt.user;
}

function tooManyAttempts(waitMs: number): AppError {
  return AppError.tooManyRequests('auth.tooManyAttempts', { wait: waitMs });
}

export async function loginWithPassword(
  deps: AppDeps,
  input: { mobile: string; password: string },
  origin: Origin,
): Promise<SessionGrant> {
  const phone = requirePhone(deps, input.mobile);
  const user = await checkPassword(
    deps,
    {
      user: await findUserByMobile(deps.db, phone),
      typedAccount: `mobile:${phone}`,
      client: origin.ip,
      device: origin.deviceNumber,
    },
    input.password,
    'auth.wrongPhoneOrPassword',
  );
  return grantSession(deps, user, false, origin);
}

export async function loginWithId(
  deps: AppDeps,
  input: { userId: string | number; password: string },
  origin: Origin,
): Promise<SessionGrant> {
  const id = Number(String(input.userId).trim());
  if (!Number.isSafeInteger(id) || id <= 0) throw AppError.badRequest('userId', 'field.mustBeNumber');
  const user = await checkPassword(
    deps,
    {
      user: await findUserById(deps.db, id),
      typedAccount: `id:${id}`,
      client: origin.ip,
      device: origin.deviceNumber,
    },
    input.password,
    'auth.wrongIdOrPassword',
  );
  return grantSession(deps, user, false, origin);
}

export async function loginWithGoogle(
  deps: AppDeps,
  input: {
    googleToken: string;
    googleId?: string | null;
    referralCode?: string | null;
    name?: string | null;
  },
  origin: Origin,
): Promise<SessionGrant> {
  if (!deps.google) throw AppError.refused('auth.googleUnavailable');
  const identity = await deps.google.verify(input.googleToken);
  if (!identity || (input.googleId && input.googleId !== identity.subject)) {
    throw AppError.refused('auth.googleFailed');
  }
  const existing = await findUserByGoogleSubject(deps.db, identity.subject);
  if (existing) return grantSession(deps, existing, false, origin);
  const nickname = (identity.name ?? input.name ?? '').trim().slice(0, 32);
  try {
    const user = await registerPlayer(deps, {
      googleSubject: identity.subject,
      email: identity.emailVerified ? identity.email : null,
      ...(nickname ? { nickname } : {}),
      referralCode: input.referralCode,
      deviceNumber: origin.deviceNumber,
    });
    return grantSession(deps, user, true, origin);
  } catch (error) {
    const created = await findUserByGoogleSubject(deps.db, identity.subject);
    if (created) return grantSession(deps, created, false, origin);
    throw error;
  }
}

export async function register(
  deps: AppDeps,
  input: {
    oneClick?: boolean | undefined;
    mobile?: string | undefined;
    verificationCode?: string | undefined;
    password?: string | undefined;
    referralCode?: string | null | undefined;
  },
  origin: Origin,
): Promise<SessionGrant & { password?: string }> {
  if (input.oneClick) {
    const password = generatePassword();
    const user = await registerPlayer(deps, {
      passwordHash: await hashPassword(password),
      referralCode: input.referralCode,
      deviceNumber: origin.deviceNumber,
    });
    return { ...(await grantSession(deps, user, true, origin)), password };
  }
  if (!input.mobile) throw AppError.badRequest('mobile', 'phone.empty');
  if (!input.verificationCode) throw AppError.badRequest('verificationCode', 'field.otpEmpty');
  if (!input.password) throw AppError.badRequest('password', 'field.passwordEmpty');
  const phone = requirePhone(deps, input.mobile);
  // The code first: only someone who holds the phone learns whether it already has an account.
  await consumeOtp(deps, phone, input.verificationCode);
  if (await findUserByMobile(deps.db, phone)) throw AppError.conflict('auth.phoneRegistered');
  const user = await registerPlayer(deps, {
    mobile: phone,
    passwordHash: await hashPassword(input.password),
    referralCode: input.referralCode,
    deviceNumber: origin.deviceNumber,
  });
  return grantSession(deps, user, true, origin);
}

/**
 * Changes the login password, three ways: logged in with the old password; logged in with a code
 * sent to the bound phone (accounts that never had a password); or forgotten, with phone + code.
 * Every other session of the player ends.
 */
export async function changePassword(
  deps: AppDeps,
  session: SessionUser | null,
  client: string,
  input: {
    mobile?: string | undefined;
    verificationCode?: string | undefined;
    oldPassword?: string | undefined;
    newPassword: string;
  },
): Promise<{ changed: true }> {
  let userId: number;
  if (session && input.oldPassword !== undefined) {
    const user = await findUserById(deps.db, session.userId);
    await checkPassword(
      deps,
      { user, typedAccount: `user:${session.userId}`, client },
      input.oldPassword,
      'auth.wrongOldPassword',
    );
    userId = session.userId;
  } else {
    if (!input.mobile) {
      throw session
        ? AppError.badRequest('oldPassword', 'field.passwordEmpty')
        : AppError.badRequest('mobile', 'phone.empty');
    }
    if (!input.verificationCode) throw AppError.badRequest('verificationCode', 'field.verificationCodeEmpty');
    const phone = requirePhone(deps, input.mobile);
    if (session) {
      const current = await findUserById(deps.db, session.userId);
      if (!current?.mobile) throw AppError.refused('auth.bindPhoneFirst');
      if (current.mobile !== phone) throw AppError.refused('auth.notYourPhone');
    }
    // The code first: whether a phone has an account is told only to whoever holds the phone.
    await consumeOtp(deps, phone, input.verificationCode);
    const owner = session ? undefined : await findUserByMobile(deps.db, phone);
    if (!session && !owner) throw AppError.refused('auth.phoneNotRegistered');
    userId = session ? session.userId : owner!.id;
  }
  // A locked account keeps its password until a person unlocks it (a lock may be for a taken-over
  // phone): checked in the statement that writes, so a lock committing meanwhile is seen.
  const changed = await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword) })
    .where(and(eq(users.id, userId), isNull(users.lockedAt)))
    .returning({ id: users.id });
  if (changed.length === 0) throw AppError.refused('auth.accountLocked');
  await revokeOtherSessions(deps, userId, session?.sessionId ?? null);
  return { changed: true };
}

/** Ends the player's session (/sso/logout) and the games it opened. */
export async function logout(deps: AppDeps, session: SessionUser): Promise<null> {
  await revokeSession(deps, session);
  return null;
}
