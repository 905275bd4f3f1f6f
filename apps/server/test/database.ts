import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';

export type TemplateInfo =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; url: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TemplateInfo;
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated and demo-seeded database for one test file: PGlite loaded from the dump the
 * global setup made, or a PostgreSQL database cloned from its template when DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const dump = await readFile(template.dumpFile);
    return openDatabase({ loadDataDir: new Blob([dump]) });
  }
  const name = `fairplay_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template.template}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: withDatabase(template.url, name), poolSize: 24 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: template.url });
      await cleaner.connect();
      try {
        await cleaner.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}

export { withDatabase };
