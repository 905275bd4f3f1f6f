import type { TFunction } from 'i18next';
import { NETWORK_FAILURE, OperatorError, TIMEOUT_FAILURE } from './client.ts';

/**
 * What to tell a staff member about a failed call: the server's own message (English, naming the
 * field), the console's words when no answer came, and how long to wait after a 429.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof OperatorError)) return t('errors.unexpected', { status: '?' });
  if (error.code === NETWORK_FAILURE) return t('errors.network');
  if (error.code === TIMEOUT_FAILURE) return t('errors.timeout');
  const message =
    error.message ||
    (error.status === 429 ? t('errors.tooManyRequests') : t('errors.unexpected', { status: error.status }));
  if (error.status === 429 && error.retryAfterSeconds) {
    return t('errors.retryIn', { message, seconds: error.retryAfterSeconds });
  }
  return message;
}
