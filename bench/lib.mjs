// Shared helpers for the benchmarks: build, start the real server on a fresh database, make players.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildIfStale, root } from '../scripts/build-if-stale.mjs';

export { root };
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function ensureBuilt() {
  buildIfStale();
}

/** A PostgreSQL admin URL if a server answers, else null (the PostgreSQL rows are then skipped). */
export async function postgresUrl() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

export function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function recreateDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  return withDatabase(adminUrl, name);
}

export async function dropDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
}

let nextPort = 18_100;

/**
 * Starts apps/server/dist/main.js as its own process. `database` is 'pglite' (fresh DATA_DIR) or a
 * PostgreSQL URL. Resolves once /healthz answers, with the time that took.
 */
export async function startServer({ database, env = {}, dataDir } = {}) {
  const port = nextPort++;
  const ownDataDir =
    database === 'pglite' && !dataDir ? mkdtempSync(join(tmpdir(), 'fairplay-bench-')) : dataDir;
  const startedAt = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof-server'] : []),
      join(root, 'apps/server/dist/main.js'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ADMIN_PASSWORD: 'bench-operator-password',
        // Production seeds nothing by default; the bench plays the demo games and channels.
        SEED_DEMO: '1',
        // The games bench funds players through the sandbox's checkout: on, deliberately.
        SANDBOX_GATEWAY: 'on',
        SANDBOX_GATEWAY_SECRET: 'bench-sandbox-gateway-secret',
        PROVIDER_SECRETS: 'bench-provider-secret-0001',
        STAFF_TOTP_KEY: '7009250f2c81186a6cc52ef72c7f389942919b287dcfead6364ec190d8bfd570',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        RATE_LIMIT_PER_MINUTE: '100000000',
        OTP_SENDS_PER_IP_PER_HOUR: '100000000',
        ...(database === 'pglite' ? { DATA_DIR: ownDataDir, DATABASE_URL: '' } : { DATABASE_URL: database }),
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = performance.now() - startedAt;
  return {
    baseUrl,
    readyMs,
    pid: child.pid,
    dataDir: ownDataDir,
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      if (database === 'pglite' && ownDataDir && !keepData && !dataDir)
        rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

export async function call(baseUrl, path, body = {}) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.state !== '200') throw new Error(`${path}: ${envelope.state} ${envelope.msg}`);
  return envelope.resultData;
}

/** N guest players, created a few at a time. */
export async function createPlayers(baseUrl, count) {
  const players = [];
  while (players.length < count) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, count - players.length) }, () => call(baseUrl, '/sso/guest', {})),
    );
    players.push(...batch);
  }
  return players;
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU seconds so far: the whole machine (busy and all), one process, and this process. */
export function cpuSnapshot(pid) {
  try {
    const machine = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const idle = machine[3] + machine[4];
    const all = machine.reduce((sum, value) => sum + value, 0);
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const own = process.cpuUsage();
    return {
      busy: (all - idle) / TICKS_PER_SECOND,
      all: all / TICKS_PER_SECOND,
      server: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
      bench: (own.user + own.system) / 1e6,
    };
  } catch {
    return null; // not Linux: no breakdown
  }
}

/** CPU use in cores (CPU seconds per second of run); '?' when unknown. */
export const formatCores = (cores) => (typeof cores === 'number' ? cores.toFixed(2) : '?');

/** Where the CPU went between two snapshots, in cores: server, load generator, everything else. */
export function cpuBreakdown(before, after, seconds) {
  if (!before || !after) return '';
  const cores = (value) => formatCores(value / seconds);
  const server = after.server - before.server;
  const bench = after.bench - before.bench;
  const busy = after.busy - before.busy;
  const capacity = after.all - before.all;
  return `CPU (cores): server ${cores(server)}, load generator ${cores(bench)}, rest ${cores(busy - server - bench)}, idle ${cores(capacity - busy)}`;
}

export function formatNumber(value, digits = 0) {
  return Number(value).toLocaleString('en-US', {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  });
}
