// Games benchmark: settled rounds per second — a bet and a win through the signed HTTP seamless
// wallet API — with 16 concurrent players on PostgreSQL, beside the ledger's own postings per
// second (16 clients) measured in the same run.

import { spawnSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  call,
  createPlayers,
  dropDatabase,
  ensureBuilt,
  formatNumber,
  postgresUrl,
  recreateDatabase,
  root,
  startServer,
} from './lib.mjs';

const PLAYERS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SECRET = 'bench-provider-secret-0001';

async function seamless(baseUrl, name, payload) {
  const body = JSON.stringify({ requestId: randomUUID(), timestamp: Date.now(), ...payload });
  const response = await fetch(`${baseUrl}/api/seamless/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-provider-id': 'originals',
      'x-signature': createHmac('sha256', SECRET).update(body).digest('hex'),
    },
    body,
  });
  const answer = await response.json();
  if (answer.status !== 'OK') throw new Error(`${name}: ${answer.status} ${answer.message ?? ''}`);
  return answer;
}

/** Funds a player through a real deposit: order, sandbox Pay, the server delivers the callback. */
async function fund(baseUrl, player) {
  const order = await call(baseUrl, '/recharge/createRechargeOrder', {
    sign: player.sign,
    uid: player.uid,
    amount: 10_000_000,
    depositMethod: 53,
  });
  await fetch(`${baseUrl}${order.payUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"outcome":"success"}',
  });
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const info = await call(baseUrl, '/user/getUserInfo', { sign: player.sign, uid: player.uid });
    if (info.balance > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('deposit not credited');
}

async function measureRounds(baseUrl) {
  const players = await createPlayers(baseUrl, PLAYERS);
  await Promise.all(players.map((player) => fund(baseUrl, player)));
  // The game open in each player's app: a bet carries its launch token.
  await Promise.all(
    players.map(async (player) => {
      const launch = await call(baseUrl, '/game/launch', {
        sign: player.sign,
        uid: player.uid,
        gameId: 100_001,
      });
      player.launchToken = new URL(launch.url, baseUrl).searchParams.get('token');
    }),
  );
  let rounds = 0;
  const endAt = performance.now() + SECONDS * 1000;
  await Promise.all(
    players.map(async (player) => {
      while (performance.now() < endAt) {
        const roundId = `bench-${randomUUID()}`;
        await seamless(baseUrl, 'bet', {
          token: player.launchToken,
          playerId: player.uid,
          transactionId: `${roundId}:bet`,
          roundId,
          gameCode: 'dice',
          amount: '100.00',
        });
        await seamless(baseUrl, 'win', {
          playerId: player.uid,
          transactionId: `${roundId}:win`,
          roundId,
          gameCode: 'dice',
          amount: '97.00',
        });
        rounds += 1;
      }
    }),
  );
  return rounds / SECONDS;
}

export async function runGames() {
  ensureBuilt();
  const adminUrl = await postgresUrl();
  if (!adminUrl)
    return [
      {
        benchmark: 'seamless rounds/s',
        value: 'skipped: no PostgreSQL reachable',
        target: '-',
        isMet: false,
      },
    ];
  const url = await recreateDatabase(adminUrl, 'fairplay_bench_games');
  const server = await startServer({ database: url, env: { APP_REGION: 'ID' } });
  let roundsPerSecond;
  try {
    roundsPerSecond = await measureRounds(server.baseUrl);
  } finally {
    await server.stop();
    await dropDatabase(adminUrl, 'fairplay_bench_games');
  }
  const ledgerUrl = await recreateDatabase(adminUrl, 'fairplay_bench_games_ledger');
  const ledger = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'apps/server/src/scripts/bench-ledger.ts'),
      ledgerUrl,
      String(SECONDS),
      '16',
    ],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  await dropDatabase(adminUrl, 'fairplay_bench_games_ledger');
  const postings =
    ledger.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .find((row) => row.mode === 'statement')?.postingsPerSecond ?? 0;
  return [
    {
      benchmark: `settled rounds/s (bet + win, signed HTTP seamless API), ${PLAYERS} players, PostgreSQL`,
      value: `${formatNumber(roundsPerSecond)} rounds/s (${formatNumber(roundsPerSecond * 2)} postings/s) vs ledger alone ${formatNumber(postings)} postings/s`,
      target: 'report',
      isMet: true,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await runGames()) console.log(row);
}
