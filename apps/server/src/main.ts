import { composeApp } from './compose.ts';
import { startBackgroundJobs } from './jobs/background.ts';
import { listenForRevocations } from './kernel/session-cache.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { productionWarnings } from './platform/production-safety.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const startedAtMs = performance.now();
  const config = loadConfig();
  const { app, deps, sandbox, provider, database, preparation } = await composeApp({
    config,
    serveWebApp: true,
  });
  // Other server processes on the same PostgreSQL announce revocations; PGlite has just this process.
  const stopListening = config.databaseUrl
    ? listenForRevocations(config.databaseUrl, deps.sessionCache, app.log)
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
      ...preparation,
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
