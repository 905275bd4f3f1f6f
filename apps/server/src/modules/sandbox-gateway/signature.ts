import { createHmac } from 'node:crypto';
import { safeEqual } from '../../platform/secrets.ts';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const TIMESTAMP_HEADER = 'x-sandbox-timestamp';
/** Callbacks older (or newer) than this are refused as stale: a replay window of five minutes. */
export const CALLBACK_MAX_AGE_MS = 5 * 60_000;

/** HMAC-SHA256 over "<timestamp>.<raw body>", hex (DESIGN.md section 7). */
export function signCallback(secret: string, timestampMs: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestampMs}.${rawBody}`).digest('hex');
}

export function isSignatureValid(
  secret: string,
  timestampMs: number,
  rawBody: string,
  signature: string,
): boolean {
  return safeEqual(signCallback(secret, timestampMs, rawBody), signature);
}
