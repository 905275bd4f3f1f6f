// Start-up benchmark: `npm start` (scripts/start.mjs: build check, migrate, seed check, listen) on an
// existing database, until GET /healthz answers. Median of 3 starts, on PGlite and PostgreSQL.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropDatabase, ensureBuilt, formatNumber, postgresUrl, recreateDatabase, root } from './lib.mjs';

const RUNS = 3;
const TARGET_MS = 3_000;
let nextPort = 18_300;

async function startOnce(databaseEnv) {
  const port = nextPort++;
  const startedAt = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...databaseEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return performance.now() - startedAt;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

async function medianStart(databaseEnv) {
  await startOnce(databaseEnv); // creates, migrates and seeds the database: not measured
  const times = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await startOnce(databaseEnv));
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

export async function runStartup() {
  ensureBuilt();
  const rows = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'fairplay-bench-start-'));
  try {
    rows.push({ database: 'PGlite', ms: await medianStart({ DATA_DIR: dataDir, DATABASE_URL: '' }) });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const adminUrl = await postgresUrl();
  if (adminUrl) {
    const url = await recreateDatabase(adminUrl, 'fairplay_bench_startup');
    try {
      rows.push({ database: 'PostgreSQL', ms: await medianStart({ DATABASE_URL: url }) });
    } finally {
      await dropDatabase(adminUrl, 'fairplay_bench_startup');
    }
  }
  return rows.map((row) => ({
    benchmark: `npm start on an existing database until /healthz, ${row.database} (median of ${RUNS})`,
    value: `${formatNumber(row.ms)} ms`,
    target: `< ${formatNumber(TARGET_MS)} ms`,
    isMet: row.ms < TARGET_MS,
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await runStartup()) console.log(row);
}
