import { toMajorString } from '@fairplay/contract/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { users } from './db/schema.ts';
import { consoleAppRoutes } from './http/console-app.ts';
import { answerErrors, answerUnknownUrls } from './http/errors.ts';
import { healthRoutes } from './http/health.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createHttpServer } from './http/server.ts';
import { webAppRoutes } from './http/web-app.ts';
import type { AppDeps } from './kernel/context.ts';
import { SessionCache } from './kernel/session-cache.ts';
import { ensureHouseAccounts } from './ledger/accounts.ts';
import { userRoutes } from './modules/account/routes.ts';
import { adjustmentAdminRoutes } from './modules/adjustments/admin-routes.ts';
import { demoPasswordHolders, ensureFirstAdmin } from './modules/admin/auth.ts';
import { ensureStaffRoles } from './modules/admin/roles.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { alertAdminRoutes } from './modules/alerts/admin-routes.ts';
import { raiseAlert } from './modules/alerts/service.ts';
import { appConfigRoutes } from './modules/app/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { resolveSession } from './modules/auth/sessions.ts';
import { depositAdminRoutes } from './modules/deposit/admin-routes.ts';
import { depositRoutes } from './modules/deposit/routes.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { inviteRoutes } from './modules/earn/routes.ts';
import { gameRoutes } from './modules/games/routes.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { mailAdminRoutes } from './modules/mail/admin-routes.ts';
import { mailRoutes } from './modules/mail/routes.ts';
import { playerAdminRoutes } from './modules/players/admin-routes.ts';
import { promotionRoutes } from './modules/promo/routes.ts';
import { rgAdminRoutes, rgRoutes } from './modules/rg/index.ts';
import { createSandboxGateway, type SandboxGateway } from './modules/sandbox-gateway/gateway.ts';
import { sandboxGatewayRoutes } from './modules/sandbox-gateway/routes.ts';
import { schedulerAdminRoutes } from './modules/scheduler/admin-routes.ts';
import { seamlessRoutes } from './modules/seamless/routes.ts';
import { supportAdminRoutes } from './modules/support/admin-routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { vipRoutes } from './modules/vip/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { withdrawAdminRoutes } from './modules/withdraw/admin-routes.ts';
import { withdrawRoutes } from './modules/withdraw/routes.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { type AppConfig, ConfigError, loadConfig } from './platform/config.ts';
import { createExclusionRegister, type ExclusionRegister } from './platform/exclusion-register.ts';
import { createGoogleTokenVerifier, type GoogleTokenVerifier } from './platform/google-id-token.ts';
import type { PaymentGateway } from './platform/payment-gateway.ts';
import { createOutboxSmsProvider, type SmsProvider } from './platform/sms.ts';
import { providerRoutes } from './provider/routes.ts';
import type { ProviderDeps } from './provider/service.ts';
import {
  createWalletClient,
  httpSeamlessTransport,
  type SeamlessTransport,
} from './provider/wallet-client.ts';
import { seedDemoConfiguration } from './seed/demo.ts';

/**
 * The composition root: the one place that turns configuration into a running application. Every
 * way of starting the server (main.ts, the server tests' harness, the browser tests' harness)
 * calls composeApp and keeps only what is its own (listening, signals and background jobs; inject
 * helpers; ports and the web build).
 */
export interface ComposeOptions {
  /** The configuration; loaded from `env` (process.env by default) when absent. */
  config?: AppConfig;
  /** The environment `config` is loaded from when no config is given. */
  env?: Record<string, string | undefined>;
  /**
   * An open database (a test's fresh copy), used as it is. Without one, the configured database
   * (DATABASE_URL, else PGlite in DATA_DIR) is opened and prepared: migrations, house accounts, the
   * demo configuration when SEED_DEMO is on, the first operator.
   */
  database?: DatabaseHandle;
  /** The system clock unless a test brings its own. */
  clock?: Clock;
  /** Where one-time codes go: the outbox in the database by default (SMS_PROVIDER=outbox). */
  sms?: SmsProvider;
  /** The Google ID-token verifier: built from GOOGLE_CLIENT_ID by default, none without it. */
  google?: GoogleTokenVerifier | null;
  /**
   * The payment gateway instead of the configured one (the sandbox when SANDBOX_GATEWAY is on).
   * The sandbox's own checkout, callbacks and delivery are then not served.
   */
  gateway?: PaymentGateway | null;
  /** The self-exclusion register; the one EXCLUSION_REGISTER names by default (decision 023). */
  exclusionRegister?: ExclusionRegister;
  /** The cache of sessions; a new one by default. */
  sessionCache?: SessionCache;
  /** The server's logger: the configured level by default; false for none. */
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app and the operator console (off in API tests). */
  serveWebApp?: boolean;
  /** Where the built web app is: apps/web/dist unless a test brings its own. */
  webAppRoot?: string;
  /** Where the built operator console is: apps/console/dist unless a test brings its own. */
  consoleAppRoot?: string;
  /** How the in-house provider reaches the seamless wallet; HTTP to SEAMLESS_BASE_URL by default. */
  seamlessTransport?: (app: FastifyInstance) => SeamlessTransport;
}

/** What opening the configured database did (null when the caller handed in its own database). */
export interface DatabasePreparation {
  migrationsApplied: number;
  seeded: boolean;
  adminCreated: boolean;
}

export interface ComposedApp {
  /** The HTTP server, every route registered (not yet listening). */
  app: FastifyInstance;
  deps: AppDeps;
  /** The sandbox payment gateway when it serves, for callback delivery. */
  sandbox: SandboxGateway | null;
  /** The in-house game provider's dependencies (its background jobs take them). */
  provider: ProviderDeps;
  database: DatabaseHandle;
  preparation: DatabasePreparation | null;
  /** Closes the server, then the database. */
  close(): Promise<void>;
}

/**
 * Opens the configured database and brings it to the current schema: migrations, house
 * accounts, and demo configuration on an empty database when SEED_DEMO is on.
 */
async function prepareDatabase(
  config: AppConfig,
  clock: Clock,
): Promise<{ database: DatabaseHandle } & DatabasePreparation> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: config.databasePoolSize,
  });
  try {
    const { applied } = await migrate(database.db);
    await ensureHouseAccounts(database.db, clock.now());
    await ensureStaffRoles(database.db, clock.now());
    const seeded = config.seedDemo
      ? await seedDemoConfiguration(database.db, config.region, clock.now())
      : false;
    const adminCreated = await ensureFirstAdmin(
      database.db,
      config.adminUsername,
      config.adminPassword,
      clock.now(),
    );
    if (config.isProduction) {
      const holders = await demoPasswordHolders(database.db, config.adminUsername);
      if (holders.length > 0)
        throw new ConfigError(
          `Invalid configuration:\n  staff ${holders.join(', ')} can still sign in with the demo password fairplay-admin: change it (console: My account) before starting in production`,
        );
    }
    return { database, migrationsApplied: applied, seeded, adminCreated };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Every start in production says which gateway takes money: the sandbox (its Pay button marks any
 * order paid, so an operator turned it on deliberately: an error line, every start) or none.
 */
function logGatewayChoice(app: FastifyInstance, config: AppConfig, sandbox: SandboxGateway | null) {
  if (!config.isProduction) return;
  if (sandbox) {
    app.log.error(
      'SANDBOX_GATEWAY=on in production: the sandbox payment gateway is serving; its checkout marks any deposit paid and no real money moves',
    );
  } else {
    app.log.warn(
      'No payment gateway is configured: online deposits and withdrawal payouts are refused (set SANDBOX_GATEWAY=on only for a demo)',
    );
  }
}

/** The in-house game provider: it stands for a third party and reaches the wallet as one would. */
function providerDepsOf(app: FastifyInstance, deps: AppDeps, transport: SeamlessTransport): ProviderDeps {
  const { config } = deps;
  return {
    db: deps.db,
    clock: deps.clock,
    decimals: config.region.currencyDecimals,
    log: app.log.child({ component: 'provider' }),
    wallet: createWalletClient({ secret: config.providerSecrets[0]!, clock: deps.clock, transport }),
    // The provider reports a win the wallet refused for good through this port, and the operator
    // keeps one alert per round for a person to settle it.
    onWinRefused: async (round, response) => {
      const money = (minor: bigint) => toMajorString(minor, config.region.currencyDecimals);
      const [player] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.publicId, round.playerRef));
      await raiseAlert(deps.db, {
        kind: 'game_win_refused',
        reference: round.roundId,
        severity: 'critical',
        userId: player?.id ?? null,
        details: {
          playerId: round.playerRef,
          gameCode: round.gameCode,
          bet: money(round.bet),
          payout: money(round.payout),
          walletStatus: response.status,
          walletMessage: response.message ?? null,
        },
        at: deps.clock.now(),
      });
    },
  };
}

/** The calls of every module, the operator API, the game API and the sandbox gateway's pages. */
function registerRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  provider: ProviderDeps,
  sandbox: SandboxGateway | null,
): void {
  healthRoutes(app, deps);
  authRoutes(app, deps);
  userRoutes(app, deps);
  vipRoutes(app, deps);
  rgRoutes(app, deps);
  appConfigRoutes(app, deps);
  homeRoutes(app, deps);
  inviteRoutes(app, deps);
  promotionRoutes(app, deps);
  mailRoutes(app, deps);
  mailAdminRoutes(app, deps);
  supportRoutes(app, deps);
  supportAdminRoutes(app, deps);
  schedulerAdminRoutes(app, deps);
  depositRoutes(app, deps);
  walletRoutes(app, deps);
  adminRoutes(app, deps);
  alertAdminRoutes(app, deps);
  depositAdminRoutes(app, deps);
  playerAdminRoutes(app, deps);
  withdrawRoutes(app, deps);
  withdrawAdminRoutes(app, deps);
  rgAdminRoutes(app, deps);
  adjustmentAdminRoutes(app, deps);
  seamlessRoutes(app, deps);
  gameRoutes(app, deps);
  providerRoutes(app, provider);
  if (sandbox) sandboxGatewayRoutes(app, deps, sandbox);
  if (!deps.config.isProduction) devRoutes(app, deps);
}

/**
 * Builds the application: the configuration, the database, the clock and the outside world
 * (SMS, Google, the payment gateway, the game provider's way to the wallet) become AppDeps, and
 * the HTTP server gets its plumbing first (security headers, rate limits, OpenAPI, errors), then
 * the calls of every module, then the web app.
 */
export async function composeApp(options: ComposeOptions = {}): Promise<ComposedApp> {
  const config = options.config ?? loadConfig(options.env ?? process.env);
  const clock = options.clock ?? systemClock;
  const prepared = options.database ? null : await prepareDatabase(config, clock);
  const database = options.database ?? prepared!.database;
  const preparation: DatabasePreparation | null = prepared
    ? {
        migrationsApplied: prepared.migrationsApplied,
        seeded: prepared.seeded,
        adminCreated: prepared.adminCreated,
      }
    : null;
  try {
    const app = createHttpServer(config, options.logger);
    const outside = {
      db: database.db,
      databaseKind: database.kind,
      config,
      clock,
      sms: options.sms ?? createOutboxSmsProvider(database.db, clock),
      google:
        options.google !== undefined
          ? options.google
          : config.googleClientId
            ? createGoogleTokenVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl })
            : null,
      sessionCache: options.sessionCache ?? new SessionCache(),
      resolveSession,
      exclusionRegister: options.exclusionRegister ?? createExclusionRegister(config.exclusionRegister),
    };
    const sandbox =
      options.gateway === undefined && config.isSandboxGatewayEnabled ? createSandboxGateway(outside) : null;
    const deps: AppDeps = {
      ...outside,
      log: app.log,
      gateway: options.gateway === undefined ? sandbox : options.gateway,
    };
    // A gateway handed in is the caller's choice, not the configuration's: nothing to announce.
    if (options.gateway === undefined) logGatewayChoice(app, config, sandbox);
    const provider = providerDepsOf(
      app,
      deps,
      options.seamlessTransport?.(app) ?? httpSeamlessTransport(config.seamlessBaseUrl),
    );

    securityHeaders(app, config);
    await registerRateLimits(app, deps);
    await registerOpenApi(app, !config.isProduction);
    answerErrors(app, config);
    registerRoutes(app, deps, provider, sandbox);
    answerUnknownUrls(app, config);
    if (options.serveWebApp) {
      await consoleAppRoutes(app, deps, options.consoleAppRoot);
      await webAppRoutes(app, deps, options.webAppRoot);
    }

    return {
      app,
      deps,
      sandbox,
      provider,
      database,
      preparation,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    // A database this call opened is this call's to close; a handed-in one stays the caller's.
    if (prepared) await database.close();
    throw error;
  }
}
