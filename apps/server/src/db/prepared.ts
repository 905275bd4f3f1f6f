import type { Database } from './client.ts';

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * A prepared statement built once per database handle: no query building per call, and the
 * driver parses it once per connection. For the hot read paths (sessions, polling).
 */
export function prepared<T>(db: Database, name: string, build: (db: Database) => T): T {
  let perDatabase = statements.get(db);
  if (!perDatabase) {
    perDatabase = new Map();
    statements.set(db, perDatabase);
  }
  let statement = perDatabase.get(name) as T | undefined;
  if (!statement) {
    statement = build(db);
    perDatabase.set(name, statement);
  }
  return statement;
}
