// Wallet benchmark: ledger postings per second on PostgreSQL with 1, 4 and 16 clients, beside
// pgbench TPC-B (scale 10) with the same client counts, in the same run on the same server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dropDatabase, formatCores, formatNumber, postgresUrl, recreateDatabase, root } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = [1, 4, 16];

const TIME = '/usr/bin/time';

/** Runs pgbench; `clientCores` is its own CPU time per second of the run (when /usr/bin/time exists). */
function pgbench(url, args, seconds = 0) {
  const parsed = new URL(url);
  const timed = seconds > 0 && existsSync(TIME);
  const command = timed ? TIME : 'pgbench';
  const commandArgs = [...(timed ? ['-f', 'cpu %U %S', 'pgbench'] : []), ...args, parsed.pathname.slice(1)];
  const result = spawnSync(command, commandArgs, {
    encoding: 'utf8',
    env: {
      ...process.env,
      PGHOST: parsed.hostname,
      PGPORT: parsed.port || '5432',
      PGUSER: decodeURIComponent(parsed.username || 'postgres'),
      PGPASSWORD: decodeURIComponent(parsed.password),
    },
  });
  if (result.status !== 0) throw new Error(`pgbench failed: ${result.stderr}`);
  const cpu = /cpu ([\d.]+) ([\d.]+)/.exec(result.stderr);
  return {
    output: result.stdout,
    clientCores: cpu ? (Number(cpu[1]) + Number(cpu[2])) / seconds : null,
  };
}

export async function runWallet() {
  const adminUrl = await postgresUrl();
  if (!adminUrl)
    return [
      {
        benchmark: 'ledger postings vs pgbench',
        value: 'skipped: no PostgreSQL reachable',
        target: '>= 80% at 16',
        isMet: false,
      },
    ];
  const ledgerUrl = await recreateDatabase(adminUrl, 'fairplay_bench_wallet');
  const ledger = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'apps/server/src/scripts/bench-ledger.ts'),
      ledgerUrl,
      String(SECONDS),
      ...CLIENTS.map(String),
    ],
    { cwd: root, encoding: 'utf8' },
  );
  await dropDatabase(adminUrl, 'fairplay_bench_wallet');
  if (ledger.status !== 0) throw new Error(`ledger benchmark failed: ${ledger.stderr}`);
  const results = ledger.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const ledgerRates = new Map(
    results.filter((row) => row.mode === 'statement').map((row) => [row.clients, row.postingsPerSecond]),
  );
  const ledgerCores = new Map(
    results.filter((row) => row.mode === 'statement').map((row) => [row.clients, row.clientCores]),
  );
  const inTransaction = new Map(
    results.filter((row) => row.mode === 'transaction').map((row) => [row.clients, row.postingsPerSecond]),
  );
  const pgbenchUrl = await recreateDatabase(adminUrl, 'fairplay_bench_pgbench');
  pgbench(pgbenchUrl, ['-i', '-s', '10', '-q']);
  const rows = [];
  for (const clients of CLIENTS) {
    const { output, clientCores } = pgbench(
      pgbenchUrl,
      ['-c', String(clients), '-j', String(Math.min(clients, 2)), '-T', String(SECONDS), '-n'],
      SECONDS,
    );
    const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? 0);
    const postings = ledgerRates.get(clients) ?? 0;
    const ratio = tps ? postings / tps : 0;
    rows.push({
      benchmark: `ledger postings/s vs pgbench TPC-B tps, ${clients} client${clients > 1 ? 's' : ''}`,
      value: `${formatNumber(postings)} vs ${formatNumber(tps)} (${formatNumber(ratio * 100)}%); in BEGIN/COMMIT ${formatNumber(inTransaction.get(clients) ?? 0)}; client CPU ${formatCores(ledgerCores.get(clients))} vs ${formatCores(clientCores)} cores`,
      target: clients === 16 ? '>= 80% at 16' : 'rising with clients',
      isMet: clients === 16 ? ratio >= 0.8 : true,
    });
  }
  await dropDatabase(adminUrl, 'fairplay_bench_pgbench');
  const rates = CLIENTS.map((clients) => ledgerRates.get(clients) ?? 0);
  rows.push({
    benchmark: 'ledger throughput does not drop as clients grow',
    value: rates.map((rate) => formatNumber(rate)).join(' → '),
    target: 'non-decreasing',
    isMet: rates.every((rate, index) => index === 0 || rate >= rates[index - 1] * 0.95),
  });
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await runWallet()) console.log(row);
}
