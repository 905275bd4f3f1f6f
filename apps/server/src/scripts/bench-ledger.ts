import { randomInt } from 'node:crypto';
import pino from 'pino';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { ensureHouseAccounts } from '../ledger/accounts.ts';
import { lockPlayer } from '../ledger/player-lock.ts';
import { post } from '../ledger/post.ts';
import { registerPlayer } from '../modules/account/register-player.ts';
import { systemClock } from '../platform/clock.ts';
import { noExclusionRegister } from '../platform/exclusion-register.ts';

/**
 * Ledger throughput for `npm run bench`: players bet one minor unit at a time, each posting in its
 * own transaction as the real paths do, from N concurrent clients. Prints JSON lines.
 * Usage: bench-ledger.ts <database url> <seconds> <clients...>
 */
const [databaseUrl, secondsText, ...clientCounts] = process.argv.slice(2);
const seconds = Number(secondsText ?? 10);
const counts = clientCounts.length ? clientCounts.map(Number) : [1, 4, 16];
const PLAYERS = 512;

const database = await openDatabase({ databaseUrl, poolSize: Math.max(...counts) + 2 });
await migrate(database.db);
await ensureHouseAccounts(database.db, systemClock.now());
const players: number[] = [];
for (let index = 0; index < PLAYERS; index += 1) {
  const player = await registerPlayer(
    {
      db: database.db,
      clock: systemClock,
      exclusionRegister: noExclusionRegister,
      log: pino({ level: 'silent' }),
    },
    { isGuest: true },
  );
  await post(database.db, {
    idempotencyKey: `bench-fund:${player.id}`,
    code: 'deposit',
    userId: player.id,
    legs: [
      { account: { userId: player.id, kind: 'user_cash' }, amount: 1_000_000_000n },
      { account: { house: 'house_gateway' }, amount: -1_000_000_000n },
    ],
    at: systemClock.now(),
  });
  players.push(player.id);
}

let sequence = 0;
const bet = (userId: number) => {
  sequence += 1;
  return {
    idempotencyKey: `bench-bet:${process.pid}:${sequence}`,
    code: 'bet' as const,
    userId,
    legs: [
      { account: { userId, kind: 'user_cash' as const }, amount: -1n },
      { account: { house: 'house_game' as const }, amount: 1n },
    ],
    at: systemClock.now(),
  };
};
// "statement": a posting on its own is one atomic statement (one round trip). "transaction": the
// posting inside BEGIN/COMMIT, as business flows that change other rows with it run it.
const MODES = {
  statement: (userId: number) => post(database.db, bet(userId)),
  transaction: (userId: number) =>
    database.db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      return post(tx, bet(userId));
    }),
};
for (const [mode, postOne] of Object.entries(MODES)) {
  for (const clients of counts) {
    let postings = 0;
    const cpuBefore = process.cpuUsage();
    const endAt = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < endAt) {
          await postOne(players[randomInt(0, players.length)]!);
          postings += 1;
        }
      }),
    );
    const cpu = process.cpuUsage(cpuBefore);
    // The client's own CPU, in cores: on a 2-core machine it competes with PostgreSQL for them.
    const clientCores = (cpu.user + cpu.system) / 1e6 / seconds;
    console.log(JSON.stringify({ mode, clients, postingsPerSecond: postings / seconds, clientCores }));
  }
}
await database.close();
