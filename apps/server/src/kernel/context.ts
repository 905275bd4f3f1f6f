import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Clock } from '../platform/clock.ts';
import type { AppConfig } from '../platform/config.ts';
import type { ExclusionRegister } from '../platform/exclusion-register.ts';
import type { GoogleTokenVerifier } from '../platform/google-id-token.ts';
import type { PaymentGateway } from '../platform/payment-gateway.ts';
import type { SmsProvider } from '../platform/sms.ts';
import type { SessionLookup } from './session.ts';
import type { SessionCache } from './session-cache.ts';

/** What services need from the outside world; built once at start, replaced piecemeal in tests. */
export interface AppDeps {
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  config: AppConfig;
  clock: Clock;
  sms: SmsProvider;
  google: GoogleTokenVerifier | null;
  sessionCache: SessionCache;
  /** The auth module's session lookup (the kernel resolves each request's session through it). */
  resolveSession: SessionLookup;
  /**
   * The payment gateway online deposits and payouts go through: the sandbox outside production (or
   * with SANDBOX_GATEWAY=on); null when none is configured, and then both are refused.
   */
  gateway: PaymentGateway | null;
  /** The self-exclusion register asked at every registration and sign-in (decision 023). */
  exclusionRegister: ExclusionRegister;
  log: FastifyBaseLogger;
}
