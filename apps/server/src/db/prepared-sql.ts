import pg from 'pg';
import type { Database } from './client.ts';

interface QueryClient {
  query(
    text: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

/**
 * Runs one SQL text as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every call (the ledger posting's statement is large). Works inside a
 * Drizzle transaction too, on the transaction's own connection. PGlite has no named statements
 * and simply runs the text.
 */
export async function preparedRows<T>(
  db: Database,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  // Drizzle keeps the driver client (pool, pool client, PGlite or its transaction) on its session.
  const client = (db as unknown as { session?: { client?: QueryClient } }).session?.client;
  if (!client) throw new Error('preparedRows: the database handle has no driver client');
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    return (await client.query({ name, text, values })).rows as T[];
  }
  return (await client.query(text, values)).rows as T[];
}
