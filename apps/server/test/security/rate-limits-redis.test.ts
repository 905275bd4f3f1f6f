import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeApp } from '../../src/compose.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { serverRootDirectory } from '../../src/platform/paths.ts';
import { createTestDatabase } from '../database.ts';

/**
 * Rate-limit counters shared by every server process through Redis (REDIS_URL), a loud warning
 * when production runs on PostgreSQL without it, and failing open — loudly — when Redis is down.
 * Needs Redis at 127.0.0.1:6379 (the machine's service).
 */

const REDIS_URL = 'redis://127.0.0.1:6379';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface ServerProcess {
  baseUrl: string;
  output(): string;
  stop(): Promise<void>;
}

/** `src/main.ts` as its own process (through tsx), ready once /healthz answers. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRootDirectory(),
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      BACKGROUND_JOBS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe('two server processes sharing Redis', () => {
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  let database: DatabaseHandle | undefined;

  beforeAll(async () => {
    // Both processes on one PostgreSQL database when the suite runs on PostgreSQL; on PGlite
    // (one process per data directory) each has its own — the counters live in Redis either way.
    const databaseEnv = async (): Promise<Record<string, string>> => {
      if (process.env.DATABASE_URL) {
        database ??= await createTestDatabase();
        return { DATABASE_URL: database.url! };
      }
      const dataDir = mkdtempSync(join(tmpdir(), 'fairplay-limit-'));
      dataDirs.push(dataDir);
      return { DATA_DIR: dataDir, DATABASE_URL: '' };
    };
    const common = { REDIS_URL, RATE_LIMIT_PER_MINUTE: '10', TRUST_PROXY: '1' };
    const first = await databaseEnv();
    const second = await databaseEnv();
    servers.push(
      ...(await Promise.all([startServer({ ...common, ...first }), startServer({ ...common, ...second })])),
    );
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  // Defect 6: counters were in-process, so N processes gave a client N times the limit.
  it('holds the limit across both', async () => {
    // A client address of this run only (through the trusted proxy hop), so runs never share keys.
    const client = `198.18.${randomInt(0, 255)}.${randomInt(1, 255)}`;
    const states: string[] = [];
    for (let index = 0; index < 16; index += 1) {
      const server = servers[index % 2]!;
      const response = await fetch(`${server.baseUrl}/api/u/gconfig`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: '{}',
      });
      states.push(((await response.json()) as { state: string }).state);
    }
    const answered = states.filter((state) => state === '200').length;
    console.info(`two processes, limit 10: ${answered} of 16 answered (${states.join(' ')})`);
    expect(states).toEqual([
      ...Array.from({ length: 10 }, () => '200'),
      ...Array.from({ length: 6 }, () => '429'),
    ]);
  });
});

/** composeApp with its log captured, on a fresh test database. */
async function appWithLog(environment: Record<string, string>) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', ...environment });
  const composed = await composeApp({
    config,
    database,
    clock: new ManualClock(),
    google: null,
    logger: { level: 'info', stream },
  });
  const { app } = composed;
  await app.ready();
  return {
    app,
    lines,
    close: () => composed.close(),
  };
}

describe('without shared counters', () => {
  it('a production start on PostgreSQL without REDIS_URL warns that limits are per process', async () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://fairplay@db.internal:5432/fairplay',
      SANDBOX_GATEWAY_SECRET: 'sandbox-secret-for-this-test',
      PROVIDER_SECRETS: 'provider-secret-for-this-test',
      STAFF_TOTP_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    };
    const warned = await appWithLog(production);
    try {
      const warnings = warned.lines.filter((line) => line.level === 40 && /REDIS_URL/.test(line.msg));
      expect(warnings.map((line) => line.msg)).toEqual([expect.stringMatching(/per process/)]);
    } finally {
      await warned.close();
    }
    const single = await appWithLog({ ...production, DATABASE_URL: '' });
    try {
      expect(single.lines.filter((line) => /REDIS_URL/.test(line.msg))).toEqual([]);
    } finally {
      await single.close();
    }
  });

  it('an unreachable Redis fails open for the per-minute limit, and says so loudly', async () => {
    // Port 9 (discard) has no Redis: every counter update fails.
    const unreachable = await appWithLog({ REDIS_URL: 'redis://127.0.0.1:9', RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const startedAt = performance.now();
      const states = [];
      for (let index = 0; index < 5; index += 1) {
        const response = await unreachable.app.inject({ method: 'POST', url: '/api/u/gconfig', payload: {} });
        states.push(response.json().state);
      }
      expect(performance.now() - startedAt).toBeLessThan(5_000);
      expect(states).toEqual(['200', '200', '200', '200', '200']);
      const errors = unreachable.lines.filter(
        (line) => line.level >= 50 && /rate limits are not enforced/i.test(line.msg),
      );
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await unreachable.close();
    }
  });
});
