// Polling benchmark: what every logged-in player sends every 10 s, /user/getUserInfo and
// /vip/getVipInfo, from 64 concurrent clients (each its own player), on PGlite and PostgreSQL.
import autocannon from 'autocannon';
import {
  cpuBreakdown,
  cpuSnapshot,
  createPlayers,
  dropDatabase,
  ensureBuilt,
  formatNumber,
  postgresUrl,
  recreateDatabase,
  startServer,
} from './lib.mjs';

const CONNECTIONS = 64;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

async function measure({ baseUrl, pid }) {
  const players = await createPlayers(baseUrl, CONNECTIONS);
  const before = cpuSnapshot(pid);
  let nextPlayer = 0;
  const bodyFor = (player) =>
    JSON.stringify({ sign: player.sign, uid: player.uid, appId: 103, deviceNumber: 'bench' });
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/user/getUserInfo',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request, context) => {
          context.player ??= players[nextPlayer++ % players.length];
          return { ...request, body: bodyFor(context.player) };
        },
      },
      {
        method: 'POST',
        path: '/api/vip/getVipInfo',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request, context) => ({ ...request, body: bodyFor(context.player) }),
      },
    ],
  });
  return {
    cpu: cpuBreakdown(before, cpuSnapshot(pid), DURATION_SECONDS),
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + (result.non2xx ?? 0),
  };
}

export async function runPolling() {
  ensureBuilt();
  const rows = [];
  const pglite = await startServer({ database: 'pglite' });
  try {
    rows.push({ database: 'PGlite', ...(await measure(pglite)) });
  } finally {
    await pglite.stop();
  }
  const adminUrl = await postgresUrl();
  if (adminUrl) {
    const url = await recreateDatabase(adminUrl, 'fairplay_bench_polling');
    const server = await startServer({ database: url });
    try {
      rows.push({ database: 'PostgreSQL', ...(await measure(server)) });
    } finally {
      await server.stop();
      await dropDatabase(adminUrl, 'fairplay_bench_polling');
    }
  }
  return rows.map((row) => ({
    benchmark: `polling getUserInfo+getVipInfo, ${CONNECTIONS} clients, ${row.database}`,
    value: `${formatNumber(row.requestsPerSecond)} req/s, p99 ${formatNumber(row.p99Ms)} ms${row.errors ? `, ${row.errors} errors` : ''}; ${row.cpu}`,
    target: '10,000 req/s',
    isMet: row.requestsPerSecond >= 10_000 && row.errors === 0,
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await runPolling()) console.log(row);
}
