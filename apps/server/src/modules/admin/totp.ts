import { Secret, TOTP } from 'otpauth';

/**
 * TOTP (RFC 6238) for staff second factors, through the otpauth library: SHA-1, 6 digits, 30-second
 * steps, the authenticator-app defaults. A code is accepted one step either side of the server's
 * clock (phones drift); the caller makes each step usable once (admins.totp_last_step).
 */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const ISSUER = 'Fairplay console';

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret, base32 (what the authenticator app stores). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address the enrolment QR code carries. */
export function otpauthUrl(secretBase32: string, username: string): string {
  return totpOf(secretBase32, username).toString();
}

/** The time step a code belongs to (within one step of `at`), or null when it matches none. */
export function matchTotpStep(secretBase32: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
