import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { ensureHouseAccounts } from './ledger/accounts.ts';
import { ensureFirstAdmin } from './modules/admin/auth.ts';
import type { Clock } from './platform/clock.ts';
import type { AppConfig } from './platform/config.ts';
import { seedDemoConfiguration } from './seed/demo.ts';

/**
 * Opens the configured database and brings it to the current schema: migrations, house
 * accounts, and demo configuration on an empty database when SEED_DEMO is on.
 */
export async function prepareDatabase(
  config: AppConfig,
  clock: Clock,
): Promise<{ database: DatabaseHandle; migrationsApplied: number; seeded: boolean; adminCreated: boolean }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    poolSize: config.databasePoolSize,
  });
  try {
    const { applied } = await migrate(database.db);
    await ensureHouseAccounts(database.db, clock.now());
    const seeded = config.seedDemo
      ? await seedDemoConfiguration(database.db, config.region, clock.now())
      : false;
    const adminCreated = await ensureFirstAdmin(
      database.db,
      config.adminUsername,
      config.adminPassword,
      clock.now(),
    );
    return { database, migrationsApplied: applied, seeded, adminCreated };
  } catch (error) {
    await database.close();
    throw error;
  }
}
