import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsDirectory } from '../platform/paths.ts';
import { type Database, queryRows } from './client.ts';

const MIGRATION_LOCK_KEY = 7_240_519; // any fixed number; serialises migrations across server processes

/**
 * Applies pending migrations in one transaction under an advisory lock, so several server
 * processes starting together migrate once. Works the same on PGlite and PostgreSQL.
 */
export async function migrate(db: Database): Promise<{ applied: number }> {
  const migrations = readMigrationFiles({ migrationsFolder: migrationsDirectory() });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(sql`
      create table if not exists drizzle.__drizzle_migrations (
        id serial primary key, hash text not null, created_at bigint
      )`);
    const [last] = await queryRows<{ created_at: bigint }>(
      tx,
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const lastApplied = last ? Number(last.created_at) : 0;
    let applied = 0;
    for (const migration of migrations) {
      if (migration.folderMillis <= lastApplied) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
      applied += 1;
    }
    return { applied };
  });
}
