import { isIP } from 'node:net';
import { isRegionCode, REGIONS, type Region } from '@fairplay/contract/regions';
import { z } from 'zod';
import { EXCLUSION_REGISTER_KINDS, type ExclusionRegisterKind } from './exclusion-register.ts';
import {
  DEVELOPMENT_ADMIN_PASSWORD,
  DEVELOPMENT_PROVIDER_SECRET,
  DEVELOPMENT_SANDBOX_SECRET,
  DEVELOPMENT_STAFF_TOTP_KEY,
  productionRefusals,
} from './production-safety.ts';

export {
  DEVELOPMENT_ADMIN_PASSWORD,
  DEVELOPMENT_PROVIDER_SECRET,
  DEVELOPMENT_SANDBOX_SECRET,
  DEVELOPMENT_STAFF_TOTP_KEY,
};

const ZBooleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
function isAddressOrRange(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-For entries to believe: none (0), the last N hops (the number of
 * proxies in front of the server), or the proxies' own addresses. `true` would believe every
 * entry, the ones the client writes included, so it is refused.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === '0' || value === 'false') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const addresses = value.split(',').map((part) => part.trim());
    if (addresses.every(isAddressOrRange)) return addresses;
    context.addIssue({
      code: 'custom',
      message:
        'must be the number of proxies in front of the server (e.g. 1) or their addresses/CIDR ranges, comma-separated; "true" would trust client-written X-Forwarded-For entries',
    });
    return z.NEVER;
  });

/** Every environment variable the server reads, with its default. README's table mirrors this. */
const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  APP_REGION: z
    .string()
    .default('ID')
    .refine(isRegionCode, 'must be ID, IN or PK')
    .transform((code) => REGIONS[code as keyof typeof REGIONS]),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(72),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_SIGNED_PER_MINUTE: z.coerce.number().int().positive().optional(),
  CONCURRENT_REQUESTS_PER_PLAYER: z.coerce.number().int().positive().max(64).default(4),
  REDIS_URL: z
    .string()
    .url()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024),
  SMS_PROVIDER: z.enum(['outbox']).default('outbox'),
  OTP_SENDS_PER_PHONE_PER_HOUR: z.coerce.number().int().positive().default(5),
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20),
  DEPOSIT_GATEWAY_ORDERS_PER_10_MINUTES: z.coerce.number().int().positive().max(1000).default(10),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).default(60),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  ADMIN_USERNAME: z.string().min(3).default('admin'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  STAFF_TOTP_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (a 256-bit key)')
    .optional(),
  ADVERTISER_TAG_URL: z.string().url().optional(),
  SEED_DEMO: ZBooleanFlag.optional(),
  SANDBOX_GATEWAY: z.enum(['on', 'off']).optional(),
  SANDBOX_GATEWAY_SECRET: z.string().min(16).optional(),
  SANDBOX_DUPLICATE_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
  SANDBOX_CALLBACK_BASE_URL: z.string().url().optional(),
  BACKGROUND_JOBS: ZBooleanFlag.default(true),
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  PROVIDER_SECRETS: z.string().min(16).optional(),
  SEAMLESS_BASE_URL: z.string().url().optional(),
  GAME_ROUND_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86_400)
    .default(3600),
  TRUST_PROXY: ZTrustProxy.default(false),
  CHECK_REPLIES: ZBooleanFlag.default(false),
  EXCLUSION_REGISTER: z.enum(EXCLUSION_REGISTER_KINDS).optional(),
});

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  databasePoolSize: number;
  region: Region;
  publicUrl: string | undefined;
  logLevel: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** Requests per minute per player (or client address), in each family of routes. */
  rateLimitPerMinute: number;
  /** Signed calls per minute: per provider and player on the seamless API, per gateway on callbacks. */
  signedRateLimitPerMinute: number;
  /**
   * Requests one player may have in progress at once (their API session, game session or signed
   * calls for them, each counted apart): a flood from one player cannot hold every database
   * connection while it waits on that player's row locks.
   */
  concurrentRequestsPerPlayer: number;
  /** Where rate-limit counters are shared by every process; in-process counters without it. */
  redisUrl: string | undefined;
  bodyLimitBytes: number;
  smsProvider: 'outbox';
  otpSendsPerPhonePerHour: number;
  otpSendsPerIpPerHour: number;
  /** Gateway deposit orders (online, VA, QRIS) one player may open in 10 minutes. */
  depositGatewayOrdersPer10Minutes: number;
  otpResendMs: number;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  adminUsername: string;
  adminPassword: string | undefined;
  /** Seals staff TOTP secrets at rest (AES-256-GCM): a copy of the database alone passes no second factor. */
  staffTotpKey: string;
  advertiserTagUrl: string | undefined;
  seedDemo: boolean;
  /**
   * The sandbox payment gateway serves (its checkout, callbacks and payouts): by default outside
   * production only, since its Pay button marks any order paid without money moving.
   */
  isSandboxGatewayEnabled: boolean;
  sandboxGatewaySecret: string;
  sandboxDuplicatePercent: number;
  /** Where the sandbox gateway delivers callbacks: this server's own address by default. */
  sandboxCallbackBaseUrl: string;
  /** Callback delivery, reconciliation and scheduled jobs run in this process. */
  backgroundJobs: boolean;
  /** How often deposits and payouts the gateway has not confirmed are looked up. */
  reconcileIntervalMs: number;
  /** How long a deposit or payout may wait for the gateway's callback before it is looked up. */
  reconcileAfterMs: number;
  /** The in-house provider's seamless-wallet secrets: the first signs, every one verifies (rotation). */
  providerSecrets: string[];
  /** Where the in-house provider calls the seamless-wallet API: this server by default. */
  seamlessBaseUrl: string;
  /** A Mines round left without a move this long is cashed out at its current multiplier. */
  gameRoundIdleMs: number;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and CIDR ranges. */
  trustProxy: false | number | string[];
  /**
   * Every call's success result is checked against the contract's result schema before it is
   * sent; a mismatch is logged and answered as a server fault. A test setting (the test harnesses
   * turn it on): the web app trusts these types without parsing them. Refused in production.
   */
  checkReplies: boolean;
  /**
   * The self-exclusion register asked at every registration and sign-in (decision 023): none by
   * default; production says so at every start until EXCLUSION_REGISTER names one.
   */
  exclusionRegister: ExclusionRegisterKind;
  /** EXCLUSION_REGISTER was set (an operator chose); unset in production is warned about. */
  isExclusionRegisterNamed: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment once at start; fails fast with every problem listed. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = ZEnvironment.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // Production runs the sandbox only when an operator says so: its Pay button credits unpaid orders.
  const isSandboxGatewayEnabled =
    (env.SANDBOX_GATEWAY ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on';
  const requiredInProduction = [
    ...(isSandboxGatewayEnabled ? (['SANDBOX_GATEWAY_SECRET'] as const) : []),
    'PROVIDER_SECRETS' as const,
    'STAFF_TOTP_KEY' as const,
  ].filter((name) => !env[name]);
  if (env.NODE_ENV === 'production' && requiredInProduction.length > 0) {
    const lines = requiredInProduction.map((name) =>
      name === 'SANDBOX_GATEWAY_SECRET'
        ? `  ${name}: required in production with SANDBOX_GATEWAY=on (at least 16 characters)`
        : name === 'STAFF_TOTP_KEY'
          ? `  ${name}: required in production (64 hexadecimal characters: openssl rand -hex 32)`
          : `  ${name}: required in production (at least 16 characters)`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config: AppConfig = {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    region: env.APP_REGION,
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    sessionIdleMs: env.SESSION_IDLE_HOURS * 3_600_000,
    sessionMaxMs: env.SESSION_MAX_DAYS * 86_400_000,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    // A provider's calls for one player (a bet and a win per round, balance checks) and a
    // gateway's callbacks for everyone outnumber one player's own requests.
    signedRateLimitPerMinute: env.RATE_LIMIT_SIGNED_PER_MINUTE ?? env.RATE_LIMIT_PER_MINUTE * 10,
    concurrentRequestsPerPlayer: env.CONCURRENT_REQUESTS_PER_PLAYER,
    redisUrl: env.REDIS_URL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    smsProvider: env.SMS_PROVIDER,
    otpSendsPerPhonePerHour: env.OTP_SENDS_PER_PHONE_PER_HOUR,
    otpSendsPerIpPerHour: env.OTP_SENDS_PER_IP_PER_HOUR,
    depositGatewayOrdersPer10Minutes: env.DEPOSIT_GATEWAY_ORDERS_PER_10_MINUTES,
    otpResendMs: env.OTP_RESEND_SECONDS * 1000,
    googleClientId: env.GOOGLE_CLIENT_ID,
    googleJwksUrl: env.GOOGLE_JWKS_URL,
    adminUsername: env.ADMIN_USERNAME,
    // Outside production a known password makes the operator API usable out of the box.
    adminPassword:
      env.ADMIN_PASSWORD ?? (env.NODE_ENV === 'production' ? undefined : DEVELOPMENT_ADMIN_PASSWORD),
    staffTotpKey: (env.STAFF_TOTP_KEY ?? DEVELOPMENT_STAFF_TOTP_KEY).toLowerCase(),
    advertiserTagUrl: env.ADVERTISER_TAG_URL,
    // Demo data on an empty database: by default outside production only.
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    isSandboxGatewayEnabled,
    sandboxGatewaySecret: env.SANDBOX_GATEWAY_SECRET ?? DEVELOPMENT_SANDBOX_SECRET,
    sandboxDuplicatePercent: env.SANDBOX_DUPLICATE_PERCENT,
    sandboxCallbackBaseUrl:
      env.SANDBOX_CALLBACK_BASE_URL ??
      `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`,
    backgroundJobs: env.BACKGROUND_JOBS,
    reconcileIntervalMs: env.RECONCILE_INTERVAL_SECONDS * 1000,
    reconcileAfterMs: env.RECONCILE_AFTER_SECONDS * 1000,
    providerSecrets: (env.PROVIDER_SECRETS ?? DEVELOPMENT_PROVIDER_SECRET)
      .split(',')
      .map((secret) => secret.trim())
      .filter(Boolean),
    seamlessBaseUrl:
      env.SEAMLESS_BASE_URL ?? `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`,
    gameRoundIdleMs: env.GAME_ROUND_IDLE_SECONDS * 1000,
    trustProxy: env.TRUST_PROXY,
    checkReplies: env.CHECK_REPLIES,
    exclusionRegister: env.EXCLUSION_REGISTER ?? 'none',
    isExclusionRegisterNamed: env.EXCLUSION_REGISTER !== undefined,
  };
  const refusals = productionRefusals(config);
  if (refusals.length > 0)
    throw new ConfigError(`Invalid configuration:\n${refusals.map((line) => `  ${line}`).join('\n')}`);
  return config;
}
