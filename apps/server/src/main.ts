import { prepareDatabase } from './bootstrap.ts';
import { buildApp } from './http/build-app.ts';
import { startBackgroundJobs } from './jobs/background.ts';
import { listenForRevocations, SessionCache } from './modules/auth/session-cache.ts';
import { systemClock } from './platform/clock.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { createGoogleTokenVerifier } from './platform/google-id-token.ts';
import { productionWarnings } from './platform/production-safety.ts';
import { createOutboxSmsProvider } from './platform/sms.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const startedAtMs = performance.now();
  const config = loadConfig();
  const clock = systemClock;
  const { database, migrationsApplied, seeded, adminCreated } = await prepareDatabase(config, clock);
  const sessionCache = new SessionCache();
  const { app, deps, sandbox, provider } = await buildApp({
    deps: {
      db: database.db,
      databaseKind: database.kind,
      config,
      clock,
      sms: createOutboxSmsProvider(database.db, clock),
      sessionCache,
      google: config.googleClientId
        ? createGoogleTokenVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl })
        : null,
    },
    serveWebApp: true,
  });
  // Other server processes on the same PostgreSQL announce revocations; PGlite has just this process.
  const stopListening = config.databaseUrl
    ? listenForRevocations(config.databaseUrl, sessionCache, app.log)
    : async () => {};
  const stopJobs = config.backgroundJobs ? startBackgroundJobs(deps, sandbox, provider) : async () => {};
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    await stopJobs();
    await app.close();
    for (let waitedMs = 0; app.requestsInFlight() > 0 && waitedMs < SHUTDOWN_GRACE_MS; waitedMs += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await stopListening();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: database.kind,
      region: config.region.code,
      migrationsApplied,
      seeded,
      adminCreated,
      startupMs: Math.round(performance.now() - startedAtMs),
    },
    `Fairplay is serving on http://${config.host}:${config.port}`,
  );
  for (const warning of productionWarnings(config)) app.log.warn(warning);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
