import { StateCode } from '@fairplay/contract/codes';
import { maskPhone } from '@fairplay/contract/phone';
import { eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { exclusionRegisterRefusal } from '../../kernel/exclusion-check.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { withPasswordCheckSlot } from '../../platform/password-check-slots.ts';
import { hashPassword, verifyPassword } from '../../platform/secrets.ts';
import { findUserById } from '../account/index.ts';
import { announceRevocation, consumeOtp, endPlayerSessions, requirePhone } from '../auth/index.ts';
import { markValidInvitee } from '../promo/index.ts';

const WITHDRAW_PASSWORD_MAX_FAILURES = 5;
const WITHDRAW_PASSWORD_LOCK_MS = 30 * 60_000;

/**
 * Binds a phone to an account that has none, proven by a code sent to it. The proven phone is a
 * new identity for the exclusion register (decision 023): a register that cannot answer refuses the
 * binding; a phone on it is bound (the account is now known as that person's), every session of the
 * player ends and the answer is the register's refusal, so the next sign-in is withdraw-only.
 */
export async function bindPhone(
  deps: AppDeps,
  userId: number,
  input: { mobile: string; verificationCode: string },
) {
  const phone = requirePhone(deps, input.mobile);
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.unauthorized();
  if (user.mobile) throw AppError.refused('withdraw.phoneAlreadyBound');
  await consumeOtp(deps, phone, input.verificationCode);
  const registered = await exclusionRegisterRefusal(deps, {
    mobile: phone,
    email: user.email,
    googleSubject: user.googleSubject,
  });
  if (registered && registered.state !== StateCode.refused) throw registered;
  try {
    await deps.db.transaction(async (tx) => {
      const updated = await tx
        .update(users)
        .set({ mobile: phone })
        .where(sql`${users.id} = ${userId} and ${users.mobile} is null`)
        .returning({ id: users.id });
      if (updated.length === 0) throw AppError.refused('withdraw.phoneAlreadyBound');
      if (registered) await endPlayerSessions(tx, userId, { keepSessionId: null, at: deps.clock.now() });
      else await markValidInvitee(tx, userId, deps.clock.now());
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_mobile_key')) throw AppError.conflict('withdraw.phoneTaken');
    throw error;
  }
  if (registered) {
    await announceRevocation(deps, userId);
    throw registered;
  }
  return { mobile: maskPhone(phone) };
}

/** Sets or changes the withdrawal password: a bound phone and a code sent to it are required. */
export async function setWithdrawPassword(
  deps: AppDeps,
  userId: number,
  input: { withdrawPassword: string; verificationCode: string },
) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw AppError.unauthorized();
  if (!user.mobile) throw AppError.refused('auth.bindPhoneFirst');
  await consumeOtp(deps, user.mobile, input.verificationCode);
  await deps.db
    .update(users)
    .set({
      withdrawPasswordHash: await hashPassword(input.withdrawPassword),
      withdrawPasswordFailures: 0,
      withdrawPasswordLockedUntil: null,
    })
    .where(eq(users.id, userId));
  return { withdrawPwdStatus: true as const };
}

/**
 * Checks the withdrawal password; 5 wrong tries lock withdrawals for 30 minutes. The check runs
 * with the player's row locked, so parallel guesses are checked one after another against the
 * count; the count is committed at once (not in the caller's transaction), so guessing cannot be
 * rolled back.
 */
export async function checkWithdrawPassword(deps: AppDeps, userId: number, password: string): Promise<void> {
  const now = deps.clock.now();
  const outcome = await withPasswordCheckSlot(() =>
    deps.db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      if (!user) throw AppError.unauthorized();
      if (!user.withdrawPasswordHash) throw AppError.refused('withdraw.setPasswordFirst');
      if (user.withdrawPasswordLockedUntil && user.withdrawPasswordLockedUntil > now) {
        return { status: 'locked' as const, until: user.withdrawPasswordLockedUntil };
      }
      if (await verifyPassword(password, user.withdrawPasswordHash)) {
        if (user.withdrawPasswordFailures > 0) {
          await tx.update(users).set({ withdrawPasswordFailures: 0 }).where(eq(users.id, userId));
        }
        return { status: 'match' as const };
      }
      await tx
        .update(users)
        .set({
          withdrawPasswordFailures: sql`${users.withdrawPasswordFailures} + 1`,
          withdrawPasswordLockedUntil: sql`case when ${users.withdrawPasswordFailures} + 1 >= ${WITHDRAW_PASSWORD_MAX_FAILURES} then ${new Date(now.getTime() + WITHDRAW_PASSWORD_LOCK_MS)}::timestamptz else null end`,
        })
        .where(eq(users.id, userId));
      return { status: 'wrong' as const };
    }),
  );
  if (outcome.status === 'locked') {
    throw AppError.tooManyRequests('withdraw.passwordLocked', {
      wait: outcome.until.getTime() - now.getTime(),
    });
  }
  if (outcome.status === 'wrong') throw AppError.refused('withdraw.wrongPassword');
}
