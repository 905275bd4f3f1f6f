import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { insertUser } from '../modules/users/repository.ts';
import { ensureHouseAccounts, openPlayerAccounts } from './accounts.ts';
import { post } from './post.ts';
import { verifyLedger } from './verify.ts';

const at = new Date('2026-02-01T00:00:00Z');

/** A PGlite data directory with one player and one deposit of 1,000 minor units. */
async function ledgerWithOneDeposit(dataDir: string) {
  const database = await openDatabase({ dataDir });
  await migrate(database.db);
  await ensureHouseAccounts(database.db, at);
  const user = await insertUser(database.db, { abMode: 'A', createdAt: at });
  await openPlayerAccounts(database.db, user.id, at);
  await post(database.db, {
    idempotencyKey: 'deposit:verify-test',
    code: 'deposit',
    userId: user.id,
    legs: [
      { account: { userId: user.id, kind: 'user_cash' }, amount: 1_000n },
      { account: { house: 'house_gateway' }, amount: -1_000n },
    ],
    at,
  });
  return database;
}

function runVerifyCommand(dataDir: string) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '..', 'scripts', 'ledger-verify.ts')],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
      encoding: 'utf8',
    },
  );
}

describe('ledger verification', () => {
  it('passes a healthy ledger and names every kind of corruption', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fairplay-verify-'));
    try {
      const database = await ledgerWithOneDeposit(dataDir);
      expect((await verifyLedger(database.db)).isHealthy).toBe(true);
      await database.close();

      const healthy = runVerifyCommand(dataDir);
      expect(healthy.stdout).toContain('every invariant holds');
      expect(healthy.status).toBe(0);

      const damaged = await openDatabase({ dataDir });
      // Money created out of nothing: a balance changed without an entry.
      await damaged.db.execute(
        sql`update ledger_accounts set balance = balance + 1 where kind = 'user_cash'`,
      );
      const report = await verifyLedger(damaged.db);
      expect(report.isHealthy).toBe(false);
      expect(report.checks.find((check) => check.name.startsWith('every player balance'))?.violations).toBe(
        1,
      );
      // An entry that makes a transfer unbalanced.
      await damaged.db.execute(
        sql`update ledger_entries set amount = amount + 5 where balance_after is null`,
      );
      const worse = await verifyLedger(damaged.db);
      expect(worse.checks.find((check) => check.name.startsWith('every transfer'))?.violations).toBe(1);
      await damaged.close();

      const failing = runVerifyCommand(dataDir);
      expect(failing.stdout).toContain('Ledger verification FAILED');
      expect(failing.status).toBe(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
