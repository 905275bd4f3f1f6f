import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REGIONS } from '@fairplay/contract/regions';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { ensureHouseAccounts } from '../src/ledger/accounts.ts';
import { ensureFirstAdmin } from '../src/modules/admin/auth.ts';
import { ensureStaffRoles } from '../src/modules/admin/roles.ts';
import { seedDemoConfiguration } from '../src/seed/demo.ts';
import { withDatabase } from './database.ts';
import { TEST_ADMIN } from './test-admin.ts';

const SEED_TIME = new Date('2026-01-01T00:00:00.000Z');

/** Migrates and seeds one template database that every server test file starts from. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `fairplay_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: withDatabase(databaseUrl, template), poolSize: 2 });
    await migrate(handle.db);
    await ensureHouseAccounts(handle.db, SEED_TIME);
    await ensureStaffRoles(handle.db, SEED_TIME);
    await seedDemoConfiguration(handle.db, REGIONS.ID, SEED_TIME);
    await ensureFirstAdmin(handle.db, TEST_ADMIN.username, TEST_ADMIN.password, SEED_TIME);
    await handle.close();
    project.provide('databaseTemplate', { kind: 'postgres', url: databaseUrl, template });
    return async () => {
      const cleaner = new pg.Client({ connectionString: databaseUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${template} with (force)`);
      await cleaner.end();
    };
  }
  const handle = await openDatabase({});
  await migrate(handle.db);
  await ensureHouseAccounts(handle.db, SEED_TIME);
  await ensureStaffRoles(handle.db, SEED_TIME);
  await seedDemoConfiguration(handle.db, REGIONS.ID, SEED_TIME);
  await ensureFirstAdmin(handle.db, TEST_ADMIN.username, TEST_ADMIN.password, SEED_TIME);
  const dump = await handle.pglite!.dumpDataDir('none');
  const directory = await mkdtemp(join(tmpdir(), 'fairplay-test-'));
  const dumpFile = join(directory, 'template.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('databaseTemplate', { kind: 'pglite', dumpFile });
  return async () => {};
}
