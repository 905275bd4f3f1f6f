import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client.ts';

/**
 * Columns a refused request may legitimately touch, left out of the state: resolving a session
 * refreshes its last_seen_at (at most once a minute). Nothing else is written before a request is
 * accepted; rate-limit state lives in memory and the server keeps no request log table.
 */
export const VOLATILE_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  sessions: ['last_seen_at'],
  admin_sessions: ['last_seen_at'],
};

/** Table -> "rows:md5 of every row" for every table of the public schema. */
export type DatabaseState = Record<string, string>;

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

const tableNames = new WeakMap<Database, Promise<string[]>>();

function tablesOf(db: Database): Promise<string[]> {
  let tables = tableNames.get(db);
  if (!tables) {
    tables = queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ).then((rows) => rows.map((row) => row.table_name));
    tableNames.set(db, tables);
  }
  return tables;
}

/**
 * The whole database in one query: the row count and a hash of the content of every table (the
 * ledger, the players' rows, orders, sessions, everything), so comparing two states finds any
 * insert, update or delete and names the table. `ignore` adds columns (or whole tables with '*')
 * that the caller expects to change.
 */
export async function databaseState(
  db: Database,
  ignore: Readonly<Record<string, readonly string[] | '*'>> = {},
): Promise<DatabaseState> {
  const tables = (await tablesOf(db)).filter((table) => ignore[table] !== '*');
  const parts = tables.map((table) => {
    const extra = ignore[table];
    const skipped = [...(VOLATILE_COLUMNS[table] ?? []), ...(Array.isArray(extra) ? extra : [])];
    const row = skipped.length
      ? `(to_jsonb(r) - array[${skipped.map(quoteLiteral).join(', ')}]::text[])::text`
      : 'r::text';
    return `select ${quoteLiteral(table)} as name, count(*)::text || ':' || md5(coalesce(string_agg(x, '|' order by x), '')) as digest
      from (select ${row} as x from ${quoteIdentifier(table)} r) s`;
  });
  const rows = await queryRows<{ name: string; digest: string }>(db, sql.raw(parts.join('\nunion all\n')));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** The tables whose content differs between two states (empty when nothing changed). */
export function changedTables(before: DatabaseState, after: DatabaseState): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
