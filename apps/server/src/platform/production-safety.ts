import type { AppConfig } from './config.ts';

/** Development defaults: they make `npm start` work out of the box and are refused in production. */
export const DEVELOPMENT_ADMIN_PASSWORD = 'fairplay-admin';
/** Shared by the sandbox gateway and our callback check; production sets its own. */
export const DEVELOPMENT_SANDBOX_SECRET = 'sandbox-gateway-development-secret';
export const DEVELOPMENT_PROVIDER_SECRET = 'originals-provider-development-secret';
/** Seals staff TOTP secrets outside production; production brings its own key. */
export const DEVELOPMENT_STAFF_TOTP_KEY = '5ea1ed0000000000000000000000000000000000000000000000000000000de5';

/** An operator password this short is refused in production (one holding the demo one, in any case, is refused whatever its length). */
export const PRODUCTION_ADMIN_PASSWORD_MIN = 12;

/**
 * What a production start refuses, with the setting to change: development defaults that would
 * hand out money or access (decision 010; README "Running in production" lists them all), and
 * settings meant for tests only.
 */
export function productionRefusals(config: AppConfig): string[] {
  if (!config.isProduction) return [];
  const refusals: string[] = [];
  if (config.adminPassword?.toLowerCase().includes(DEVELOPMENT_ADMIN_PASSWORD))
    refusals.push('ADMIN_PASSWORD: the demo operator password cannot be used in production');
  else if (config.adminPassword !== undefined && config.adminPassword.length < PRODUCTION_ADMIN_PASSWORD_MIN)
    refusals.push(`ADMIN_PASSWORD: at least ${PRODUCTION_ADMIN_PASSWORD_MIN} characters in production`);
  if (config.isSandboxGatewayEnabled && config.sandboxGatewaySecret === DEVELOPMENT_SANDBOX_SECRET)
    refusals.push('SANDBOX_GATEWAY_SECRET: the development secret cannot sign callbacks in production');
  if (config.providerSecrets.includes(DEVELOPMENT_PROVIDER_SECRET))
    refusals.push('PROVIDER_SECRETS: the development secret cannot sign game calls in production');
  if (config.staffTotpKey === DEVELOPMENT_STAFF_TOTP_KEY)
    refusals.push('STAFF_TOTP_KEY: the development key cannot seal second factors in production');
  else if (new Set(config.staffTotpKey).size < 8)
    refusals.push('STAFF_TOTP_KEY: not a random key (too few different digits): openssl rand -hex 32');
  if (config.exclusionRegister === 'memory')
    refusals.push(
      'EXCLUSION_REGISTER=memory: the in-memory test register forgets everything at restart; name the real register or none',
    );
  if (config.checkReplies)
    refusals.push(
      'CHECK_REPLIES: a test setting (an answer that breaks the contract becomes a server fault); not in production',
    );
  return refusals;
}

/**
 * Development defaults a production start allows but says out loud, every start: each one is a
 * choice an operator should have made on purpose. (The payment gateway and the rate-limit store
 * say theirs where they are set up.)
 */
export function productionWarnings(config: AppConfig): string[] {
  if (!config.isProduction) return [];
  const warnings: string[] = [];
  if (config.smsProvider === 'outbox')
    warnings.push('SMS_PROVIDER=outbox in production: one-time codes are stored, not delivered');
  if (!config.databaseUrl)
    warnings.push(
      'DATABASE_URL is not set: production runs on the embedded PGlite database (one process, no fsync: a power cut can lose the last transactions); use PostgreSQL',
    );
  if (config.seedDemo)
    warnings.push(
      'SEED_DEMO=1 in production: an empty database is filled with the demo configuration (demo deposit accounts, channels and promotions)',
    );
  if (!config.isExclusionRegisterNamed)
    warnings.push(
      'EXCLUSION_REGISTER is not set: no self-exclusion register is asked at registration and sign-in; set EXCLUSION_REGISTER=none where the jurisdiction has none',
    );
  if (!config.publicUrl)
    warnings.push('PUBLIC_URL is not set: invite links use the address each request came to');
  if (!config.adminPassword)
    warnings.push(
      'ADMIN_PASSWORD is not set: a database without staff gets no first super-admin (nobody can sign in to the console)',
    );
  return warnings;
}
