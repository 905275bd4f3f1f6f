import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** A database or a transaction: repositories take this so callers decide the transaction. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded engine, when PGlite (for dumps in tests). */
  pglite?: PGlite;
  /** The connection string, when PostgreSQL (tests open a second pool as a second server would). */
  url?: string;
}

const INT8_OID = 20;

// Both drivers return int8 as bigint, so raw SQL and typed columns agree on money.
pg.types.setTypeParser(INT8_OID, (value: string) => BigInt(value));

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined means in memory. */
  dataDir?: string | undefined;
  /** A PGlite data directory dump to start from (tests start from a migrated template). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
}

/** Opens PostgreSQL when a URL is given, PGlite otherwise (DESIGN.md section 2). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 10_000,
    });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it. Queries in flight report their own errors.
    });
    const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
    return { db, kind: 'postgres', url: options.databaseUrl, close: () => pool.end() };
  }
  const client = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    parsers: { [INT8_OID]: (value: string) => BigInt(value) },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  guardAgainstNestedUse(client);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
    pglite: client,
  };
}

const insideTransaction = new AsyncLocalStorage<boolean>();

/**
 * PGlite has one connection: a query on the database handle from inside a transaction's callback
 * waits for that transaction, which waits for the query — the process hangs. PostgreSQL would run
 * it on another connection, outside the transaction, which is a bug too. This makes such a query
 * fail at once, loudly, with the stack that shows where the transaction handle should be used.
 */
function guardAgainstNestedUse(client: PGlite): void {
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    insideTransaction.run(true, () => transaction(callback))) as PGlite['transaction'];
  for (const method of ['query', 'exec'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      if (insideTransaction.getStore()) {
        throw new Error(
          'The database handle was used inside a transaction; use the transaction (tx) instead',
        );
      }
      return original(...args);
    };
  }
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }` (int8 columns arrive as bigint). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
