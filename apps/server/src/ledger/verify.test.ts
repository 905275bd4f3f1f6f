import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { insertUser } from '../modules/account/repository.ts';
import { loadConfig } from '../platform/config.ts';
import { ledgerVerifyCommand } from '../scripts/ledger-verify-command.ts';
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

/** The command line, as `npm run ledger:verify` runs it (a child process): slow, used once. */
function runVerifyProcess(dataDir: string, options: string[] = []) {
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '..', 'scripts', 'ledger-verify.ts'), ...options],
    {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
      encoding: 'utf8',
    },
  );
}

/** The same command in this process, on the same data directory: what it printed and its exit code. */
async function runVerifyCommand(dataDir: string, options: string[] = []) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const status = await ledgerVerifyCommand(options, {
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    openDatabase: () => openDatabase({ dataDir }),
    out: (line) => stdout.push(line),
    err: (line) => stderr.push(line),
  });
  return { status, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

describe('ledger verification', () => {
  it('reports the house per game and promotion; warnings fail only with --strict', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fairplay-house-'));
    try {
      const database = await ledgerWithOneDeposit(dataDir);
      const [player] = await database.db
        .execute(sql`select id from users`)
        .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
      // A win nobody staked: the postings balance, the house report warns.
      await post(database.db, {
        idempotencyKey: 'seamless:originals:win-without-a-bet',
        code: 'win',
        userId: Number(player!.id),
        legs: [
          { account: { userId: Number(player!.id), kind: 'user_cash' }, amount: 500n },
          { account: { house: 'house_game' }, amount: -500n },
        ],
        at,
      });
      await database.close();
      const period = ['--from', '2026-02-01', '--to', '2026-02-01'];

      const text = await runVerifyCommand(dataDir, period);
      expect(text.stdout).toContain('every invariant holds');
      expect(text.stdout).toContain('House result 2026-02-01 to 2026-02-01 (Asia/Jakarta), amounts in IDR');
      expect(text.stdout).toMatch(/\(unattributed\)\s+0\s+0\.00\s+5\.00\s+0\.00\s+-5\.00/);
      expect(text.stdout).toContain(
        'WARN win_multiple: round seamless:originals:win-without-a-bet of (unattributed) paid 5.00 on a stake of 0.00',
      );
      expect(text.status).toBe(0);

      const json = await runVerifyCommand(dataDir, [...period, '--json']);
      expect(json.status).toBe(0);
      const report = JSON.parse(json.stdout) as {
        ledger: { isHealthy: boolean };
        house: { games: { gameCode: string; wins: string }[]; warnings: { kind: string }[]; period: unknown };
      };
      expect(report.ledger.isHealthy).toBe(true);
      expect(report.house.games).toEqual([
        expect.objectContaining({ gameCode: '(unattributed)', wins: '500' }),
      ]);
      // Nothing staked, 5.00 paid: the house's own money fell below zero on no stakes at all.
      expect(report.house.warnings.map((warning) => warning.kind)).toEqual([
        'win_multiple',
        'house_collapse',
      ]);
      expect(report.house.period).toEqual({ from: '2026-02-01', to: '2026-02-01', timeZone: 'Asia/Jakarta' });

      expect((await runVerifyCommand(dataDir, [...period, '--strict'])).status).toBe(1);
      // Outside the period nothing warns, so --strict passes.
      expect(
        (await runVerifyCommand(dataDir, ['--from', '2026-01-01', '--to', '2026-01-31', '--strict'])).status,
      ).toBe(0);
      const wrong = await runVerifyCommand(dataDir, ['--from', '2026-02-31']);
      expect(wrong.status).toBe(2);
      expect(wrong.stderr).toContain('not a date: 2026-02-31');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('passes a healthy ledger and names every kind of corruption', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fairplay-verify-'));
    try {
      const database = await ledgerWithOneDeposit(dataDir);
      expect((await verifyLedger(database.db)).isHealthy).toBe(true);
      await database.close();

      const healthy = runVerifyProcess(dataDir);
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

      const failing = await runVerifyCommand(dataDir);
      expect(failing.stdout).toContain('Ledger verification FAILED');
      expect(failing.status).toBe(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
