import { checkPhone } from '@fairplay/contract/phone';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { generatePassword, hashPassword, verifyPassword } from '../../platform/secrets.ts';
import { registerPlayer } from '../users/register-player.ts';
import {
  findUserByGoogleSubject,
  findUserById,
  findUserByMobile,
  type UserRow,
} from '../users/repository.ts';
import { consumeOtp, sendOtp } from './otp.ts';
import { createSession, revokeOtherSessions, type SessionUser } from './sessions.ts';

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

const LOGIN_MAX_FAILURES = 5;
const LOGIN_LOCK_MS = 15 * 60_000;
const WRONG_CREDENTIALS = {
  mobile: 'Incorrect phone number or password',
  id: 'Incorrect ID or password',
} as const;

/** Validates a phone for this deployment's region or answers with the spec's message. */
export function requirePhone(deps: Pick<AppDeps, 'config'>, input: string, field = 'mobile'): string {
  const checked = checkPhone(input, deps.config.region);
  if (!checked.ok) throw AppError.badRequest(field, checked.message);
  return checked.e164;
}

async function grantSession(
  deps: AppDeps,
  user: UserRow,
  newUserFlag: boolean,
  origin: Origin,
): Promise<SessionGrant> {
  const sign = await createSession(deps, user.id, origin);
  await deps.db
    .update(users)
    .set({ lastLoginAt: deps.clock.now(), loginFailures: 0 })
    .where(eq(users.id, user.id));
  return { sign, uid: user.publicId, newUserFlag, userId: user.id };
}

/**
 * Sends a code to the phone given, or — logged in and without a phone — to the player's bound
 * phone (the withdrawal password flow: the app only knows the masked number).
 */
export async function requestOtp(
  deps: AppDeps,
  session: SessionUser | null,
  mobile: string | undefined,
  purpose: string,
  ip: string,
) {
  if (mobile) return sendOtp(deps, { phone: requirePhone(deps, mobile), purpose, ip });
  if (!session) throw AppError.badRequest('mobile', 'The phone number cannot be empty');
  const user = await findUserById(deps.db, session.userId);
  if (!user?.mobile) throw AppError.refused('Please bind your phone number first');
  return sendOtp(deps, { phone: user.mobile, purpose, ip });
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

/**
 * Checks a login password; 5 wrong tries lock the account for 15 minutes. The check runs with the
 * player's row locked, so parallel guesses are checked one after another against the count (not
 * all at once before the first failure is written); the transaction commits the count of a wrong
 * try before the refusal is thrown.
 */
async function checkPassword(
  deps: AppDeps,
  user: UserRow | undefined,
  password: string,
  wrongMessage: string,
): Promise<UserRow> {
  const now = deps.clock.now();
  if (!user) {
    await verifyPassword(password, null); // the same time whether or not the account exists
    throw AppError.refused(wrongMessage);
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ passwordHash: users.passwordHash, lockedUntil: users.loginLockedUntil })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (row?.lockedUntil && row.lockedUntil > now)
      return { status: 'locked' as const, until: row.lockedUntil };
    if (await verifyPassword(password, row?.passwordHash ?? null)) return { status: 'match' as const };
    await tx
      .update(users)
      .set({
        loginFailures: sql`${users.loginFailures} + 1`,
        loginLockedUntil: sql`case when ${users.loginFailures} + 1 >= ${LOGIN_MAX_FAILURES} then ${new Date(now.getTime() + LOGIN_LOCK_MS)}::timestamptz else null end`,
      })
      .where(eq(users.id, user.id));
    return { status: 'wrong' as const };
  });
  if (outcome.status === 'locked') {
    const minutes = Math.ceil((outcome.until.getTime() - now.getTime()) / 60_000);
    throw AppError.tooManyRequests(`Too many wrong passwords. Please try again in ${minutes} minutes`);
  }
  if (outcome.status === 'wrong') throw AppError.refused(wrongMessage);
  return user;
}

export async function loginWithPassword(
  deps: AppDeps,
  input: { mobile: string; password: string },
  origin: Origin,
): Promise<SessionGrant> {
  const phone = requirePhone(deps, input.mobile);
  const user = await checkPassword(
    deps,
    await findUserByMobile(deps.db, phone),
    input.password,
    WRONG_CREDENTIALS.mobile,
  );
  return grantSession(deps, user, false, origin);
}

export async function loginWithId(
  deps: AppDeps,
  input: { userId: string | number; password: string },
  origin: Origin,
): Promise<SessionGrant> {
  const id = Number(String(input.userId).trim());
  if (!Number.isSafeInteger(id) || id <= 0) throw AppError.badRequest('userId', 'must be a number');
  const user = await checkPassword(
    deps,
    await findUserById(deps.db, id),
    input.password,
    WRONG_CREDENTIALS.id,
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
  if (!deps.google) throw AppError.refused('Google sign-in is not available');
  const identity = await deps.google.verify(input.googleToken);
  if (!identity || (input.googleId && input.googleId !== identity.subject)) {
    throw AppError.refused('Google sign-in failed. Please try again');
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
  if (!input.mobile) throw AppError.badRequest('mobile', 'The phone number cannot be empty');
  if (!input.verificationCode) throw AppError.badRequest('verificationCode', 'The OTP cannot be empty');
  if (!input.password) throw AppError.badRequest('password', 'The Password cannot be empty');
  const phone = requirePhone(deps, input.mobile);
  if (await findUserByMobile(deps.db, phone))
    throw AppError.conflict('This phone number is already registered');
  await consumeOtp(deps, phone, input.verificationCode);
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
  input: {
    mobile?: string | undefined;
    verificationCode?: string | undefined;
    oldPassword?: string | undefined;
    newPassword: string;
  },
): Promise<void> {
  let userId: number;
  if (session && input.oldPassword !== undefined) {
    const user = await findUserById(deps.db, session.userId);
    await checkPassword(deps, user, input.oldPassword, 'The old password is incorrect');
    userId = session.userId;
  } else {
    if (!input.mobile) {
      throw AppError.badRequest(
        session ? 'oldPassword' : 'mobile',
        session ? 'The Password cannot be empty' : 'The phone number cannot be empty',
      );
    }
    if (!input.verificationCode)
      throw AppError.badRequest('verificationCode', 'The verification code cannot be empty');
    const phone = requirePhone(deps, input.mobile);
    const owner = await findUserByMobile(deps.db, phone);
    if (session) {
      const current = await findUserById(deps.db, session.userId);
      if (!current?.mobile) throw AppError.refused('Please bind your phone number first');
      if (current.mobile !== phone)
        throw AppError.refused('This is not the phone number bound to your account');
    } else if (!owner) {
      throw AppError.refused('This phone number is not registered');
    }
    await consumeOtp(deps, phone, input.verificationCode);
    userId = session ? session.userId : owner!.id;
  }
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), loginFailures: 0, loginLockedUntil: null })
    .where(eq(users.id, userId));
  await revokeOtherSessions(deps, userId, session?.sessionId ?? null);
}
