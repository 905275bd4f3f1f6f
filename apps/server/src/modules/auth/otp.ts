import { APP_NAME, OTP_LENGTH, OTP_MAX_WRONG_TRIES, OTP_TTL_MS } from '@fairplay/contract/constants';
import { type MessageContext, renderMessage } from '@fairplay/contract/messages';
import { and, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import { otpCodes } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { randomDigits, randomHex, safeEqual, sha256Hex } from '../../platform/secrets.ts';

const HOUR_MS = 3_600_000;

function hashCode(codeId: string, code: string): string {
  return sha256Hex(`${codeId}:${code}`);
}

/**
 * Creates and sends a 6-digit code for a phone (already validated, E.164), the text in the
 * language of the request that asked for it. Limits: one send per resend interval and N per hour
 * per phone, M per hour per IP; checked under per-IP and per-phone locks so parallel requests
 * cannot slip past them.
 */
export async function sendOtp(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'sms'>,
  request: { phone: string; purpose: string; ip: string; messages: MessageContext },
): Promise<{ expiresInSeconds: number; resendAfterSeconds: number }> {
  const now = deps.clock.now();
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const code = randomDigits(OTP_LENGTH);
  await deps.db.transaction(async (tx) => {
    // Both limits are counts checked before an insert: the sending address's lock, then the
    // phone's (always in that order), so parallel sends are counted one by one for each.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-ip:${request.ip}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${request.phone}`}))`);
    const [latest] = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(eq(otpCodes.phone, request.phone))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (latest && now.getTime() - latest.createdAt.getTime() < deps.config.otpResendMs) {
      const waitMs = deps.config.otpResendMs - (now.getTime() - latest.createdAt.getTime());
      throw AppError.tooManyRequests('otp.wait', { wait: waitMs });
    }
    const [phoneSends] = await tx
      .select({ total: count() })
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, request.phone), gte(otpCodes.createdAt, hourAgo)));
    if ((phoneSends?.total ?? 0) >= deps.config.otpSendsPerPhonePerHour) {
      throw AppError.tooManyRequests('otp.tooManyForPhone');
    }
    const [ipSends] = await tx
      .select({ total: count() })
      .from(otpCodes)
      .where(and(eq(otpCodes.ip, request.ip), gte(otpCodes.createdAt, hourAgo)));
    if ((ipSends?.total ?? 0) >= deps.config.otpSendsPerIpPerHour) {
      throw AppError.tooManyRequests('otp.tooManyFromNetwork');
    }
    const codeId = randomHex(8);
    await tx.insert(otpCodes).values({
      phone: request.phone,
      purpose: request.purpose,
      codeHash: `${codeId}$${hashCode(codeId, code)}`,
      ip: request.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
  });
  await deps.sms.send({
    to: request.phone,
    code,
    text: renderMessage('sms.otp', request.messages, { app: APP_NAME, code, ttl: OTP_TTL_MS }),
  });
  return {
    expiresInSeconds: OTP_TTL_MS / 1000,
    resendAfterSeconds: Math.ceil(deps.config.otpResendMs / 1000),
  };
}

/**
 * Checks a code for a phone and uses it up. Runs in its own transaction so a wrong guess is
 * counted even when the caller's work is then abandoned; after 5 wrong guesses the code is dead.
 * Throws AppError when the code is not accepted.
 */
export async function consumeOtp(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  phone: string,
  code: string,
): Promise<void> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1)
      .for('update');
    if (!latest) return 'invalid' as const;
    if (latest.failedAttempts >= OTP_MAX_WRONG_TRIES) return 'tooManyWrong' as const;
    const [codeId = '', storedHash = ''] = latest.codeHash.split('$');
    if (!safeEqual(hashCode(codeId, code), storedHash)) {
      await tx
        .update(otpCodes)
        .set({ failedAttempts: sql`${otpCodes.failedAttempts} + 1` })
        .where(eq(otpCodes.id, latest.id));
      return latest.failedAttempts + 1 >= OTP_MAX_WRONG_TRIES
        ? ('tooManyWrong' as const)
        : ('invalid' as const);
    }
    await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, latest.id));
    return 'ok' as const;
  });
  if (outcome !== 'ok') throw AppError.refused(outcome === 'invalid' ? 'otp.invalid' : 'otp.tooManyWrong');
}
