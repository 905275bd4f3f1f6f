// npm run test:bank: a bank test in the spirit of Jepsen's. 64 simulated players deposit (the
// sandbox gateway duplicates and reorders its callbacks), bet, win and roll back through the signed
// seamless-wallet API (every call sometimes sent twice), and withdraw (concurrently, some beyond
// their balance) while an operator approves and rejects. The server process is killed with SIGKILL
// at random moments and restarted. Afterwards, with the server stopped, the database must show:
// every acknowledged operation exactly once, nothing half-applied, the ledger invariants
// (ledger:verify), and the money equation players + house = deposits - payouts.
//
//   node scripts/bank-test.mjs [--seconds 60] [--database pglite|postgres|both] [--players 64] [--seed 1]
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { dropDatabase, postgresUrl, recreateDatabase, root } from '../bench/lib.mjs';
import { buildIfStale } from './build-if-stale.mjs';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.BANK_SECONDS ?? '60' },
    database: { type: 'string', default: process.env.BANK_DATABASE ?? 'both' },
    players: { type: 'string', default: '64' },
    seed: { type: 'string', default: process.env.BANK_SEED ?? String(Date.now() % 100_000) },
  },
});
const SECONDS = Number(options.seconds);
const PLAYERS = Number(options.players);
const PROVIDER_SECRET = 'bank-test-provider-secret-0001';
const ADMIN = { username: 'admin', password: 'bank-test-operator-password' };
/** The in-house Dice game (seeded): the bets of this test are its rounds. */
const DICE_GAME_ID = 100_001;

// A small seeded generator, so a failing run can be repeated with --seed.
let state = Number(options.seed) >>> 0 || 1;
function random() {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 4_294_967_296;
}
const between = (low, high) => low + Math.floor(random() * (high - low + 1));
const chance = (probability) => random() < probability;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

class Unacknowledged extends Error {}
/** Set while the workload runs (clients may give up then; set-up and settling always retry). */
let isWorkloadRunning = false;

/** The server under test: one process at a time on a fixed port, killable and restartable. */
class ServerProcess {
  constructor({ port, databaseEnv, logFile }) {
    this.port = port;
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.databaseEnv = databaseEnv;
    this.logFile = logFile;
    this.log = createWriteStream(logFile, { flags: 'a' });
    this.child = null;
    this.starts = 0;
    this.kills = 0;
  }

  async start() {
    this.starts += 1;
    // Another process answering on our port would silently take our traffic: refuse to go on.
    const squatter = await fetch(`${this.baseUrl}/healthz`).then(
      () => true,
      () => false,
    );
    if (squatter) throw new Error(`port ${this.port} is already in use by another server`);
    const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(this.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: process.env.BANK_LOG_LEVEL ?? 'warn',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        PROVIDER_SECRETS: PROVIDER_SECRET,
        SANDBOX_GATEWAY_SECRET: 'bank-test-sandbox-secret-0001',
        SANDBOX_DUPLICATE_PERCENT: '40',
        SANDBOX_CALLBACK_BASE_URL: this.baseUrl,
        SEAMLESS_BASE_URL: this.baseUrl,
        RATE_LIMIT_PER_MINUTE: '100000000',
        // Players deposit over and over: the per-player order bound is for real players.
        DEPOSIT_GATEWAY_ORDERS_PER_10_MINUTES: '1000',
        OTP_SENDS_PER_IP_PER_HOUR: '100000000',
        OTP_RESEND_SECONDS: '0',
        RECONCILE_INTERVAL_SECONDS: '3',
        RECONCILE_AFTER_SECONDS: '5',
        ...this.databaseEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(this.log, { end: false });
    child.stderr.pipe(this.log, { end: false });
    this.child = child;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`the server exited with ${child.exitCode} while starting (log: ${this.logFile})`);
      try {
        if ((await fetch(`${this.baseUrl}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(50);
    }
    throw new Error('the server did not become ready in 120 s');
  }

  async kill() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    this.kills += 1;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop() {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * One request, retried across crashes until it is answered or the deadline passes. Retrying is
 * what a real client does; every money call carries its idempotency key, so a retry is safe.
 */
async function send(server, url, init, deadline) {
  for (;;) {
    try {
      const response = await fetch(`${server.baseUrl}${url}`, {
        ...init,
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      if (response.status >= 500) throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
      return { status: response.status, body: text ? JSON.parse(text) : null };
    } catch (error) {
      // Some clients give up at the first failure: their operation stays unacknowledged, and the
      // database must show it either whole or not at all.
      if (Date.now() > deadline || (isWorkloadRunning && chance(0.15)))
        throw new Unacknowledged(String(error));
      await sleep(between(100, 400));
    }
  }
}

function api(server, path, body, deadline) {
  return send(
    server,
    `/api${path}`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    deadline,
  ).then((response) => response.body);
}

function seamless(server, name, payload, deadline) {
  const body = JSON.stringify({ ...payload, timestamp: Date.now() });
  const signature = createHmac('sha256', PROVIDER_SECRET).update(body).digest('hex');
  return send(
    server,
    `/api/seamless/${name}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-provider-id': 'originals', 'x-signature': signature },
      body,
    },
    deadline,
  ).then((response) => response.body);
}

/** The code the operator's authenticator app shows now for the enrolled secret. */
const totpNow = (secret) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
/** A code works once: a second use of the second factor waits for the authenticator's next code. */
const nextCode = () => sleep(30_000 - (Date.now() % 30_000) + 200);

/**
 * The operator over HTTP: signs in with the password and the second factor (enrolling the first
 * time), signs in again when the session ends, steps up when a decision asks for it.
 */
function createOperator(server) {
  let token = null;
  let secret = null;
  let stepUps = 0;
  // One sign-in and one step-up at a time: parallel decisions share them (a code works once).
  let signingIn = null;
  let steppingUp = null;
  const post = (url, body, deadline, bearer) =>
    send(
      server,
      `/admin/api${url}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: JSON.stringify(body),
      },
      deadline,
    );
  async function signIn(deadline) {
    for (;;) {
      const login = await post('/login', ADMIN, deadline);
      if (login.status !== 200) throw new Error(`operator login: ${JSON.stringify(login.body)}`);
      if (login.body.enrolRequired) secret = login.body.secret;
      const step = login.body.enrolRequired ? '/login/enrol' : '/login/totp';
      const answer = await post(step, { challenge: login.body.challenge, code: totpNow(secret) }, deadline);
      if (answer.status === 200) {
        token = answer.body.token;
        return;
      }
      // The code of this step was used (an answer lost to a restart): the next one signs in.
      if (Date.now() > deadline) throw new Error(`operator sign-in: ${JSON.stringify(answer.body)}`);
      await nextCode();
    }
  }
  return async function admin(method, url, body, deadline) {
    for (;;) {
      if (!token) {
        signingIn ??= signIn(deadline).finally(() => {
          signingIn = null;
        });
        await signingIn;
      }
      const response = await send(
        server,
        `/admin/api${url}`,
        {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        deadline,
      );
      if (response.status === 401) {
        if (!signingIn) token = null;
        continue;
      }
      if (response.status === 403 && response.body?.code === 'operator.stepUpRequired') {
        steppingUp ??= (async () => {
          stepUps += 1;
          if (stepUps > 1) await nextCode();
          const stepUp = await post('/step-up', { code: totpNow(secret) }, deadline, token);
          if (stepUp.status !== 200 && Date.now() > deadline)
            throw new Error(`step-up: ${JSON.stringify(stepUp.body)}`);
        })().finally(() => {
          steppingUp = null;
        });
        await steppingUp;
        continue;
      }
      return response;
    }
  };
}

const major = (minor) => Number(minor) / 100;
const minor = (major) => BigInt(Math.round(major * 100));

/** What the test saw acknowledged; the database must agree with every entry. */
function newJournal() {
  return {
    bets: new Map(), // transactionId -> { userId, amount, status }
    wins: new Map(), // transactionId -> { amount, status }
    rollbacks: new Map(), // transactionId -> { status }
    deposits: new Map(), // orderNo -> { userId, amount, outcome }
    withdrawals: new Map(), // requestId -> { userId, amount, orderNo | null, refusal | null }
    decisions: new Map(), // orderNo -> 'approve' | 'reject' (acknowledged 200)
    unacknowledged: 0,
    refusedWithdrawals: 0,
    /** What the clients saw that can never be right (twin requests answered differently...). */
    violations: [],
  };
}

async function setUp(server, admin, deadline) {
  // Deposits without bonus or wagering, so players can withdraw what they did not lose.
  const deposit = (await admin('GET', '/settings/deposit', undefined, deadline)).body;
  for (const mode of ['typeA', 'typeB'])
    deposit[mode] = { ...deposit[mode], withdrawMulti: 0, giftListMinor: [], giftPpm: 0 };
  // giftSwitch stays on: it is what opens online payment (spec); the bonus is zero without gifts.
  const saved = await admin('PUT', '/settings/deposit', deposit, deadline);
  if (saved.status !== 200) throw new Error(`deposit setting: ${JSON.stringify(saved.body)}`);
  // One person decides each withdrawal here: this test races money, not four eyes (the server suite does).
  const review = await admin(
    'PUT',
    '/settings/withdrawReview',
    { fourEyesAboveMinor: 1e12, manyPerDay: 100 },
    deadline,
  );
  if (review.status !== 200) throw new Error(`withdrawReview setting: ${JSON.stringify(review.body)}`);
  const channel = deposit.channels.find((candidate) => candidate.isEnabled && candidate.type === 1);
  if (!channel) throw new Error('no enabled online deposit channel');

  const players = [];
  while (players.length < PLAYERS) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(8, PLAYERS - players.length) }, async (_, offset) => {
        const index = players.length + offset;
        const session = (await api(server, '/sso/guest', { deviceNumber: `bank-${index}` }, deadline))
          .resultData;
        const auth = { sign: session.sign, uid: session.uid };
        const phone = `81${String(10_000_000 + index * 7_919 + between(0, 7_000)).padStart(9, '0')}`;
        const code = async () => {
          const outbox = await send(server, `/dev/outbox?to=${phone}`, { method: 'GET' }, deadline);
          return outbox.body.messages[0].code;
        };
        await api(server, '/sms/send', { ...auth, mobile: phone, type: 'bind' }, deadline);
        const bound = await api(
          server,
          '/user/bindPhone',
          { ...auth, mobile: phone, verificationCode: await code() },
          deadline,
        );
        if (bound.state !== '200') throw new Error(`bindPhone: ${bound.msg}`);
        await api(server, '/sms/send', { ...auth, type: 'withdrawPassword' }, deadline);
        const password = await api(
          server,
          '/user/setWithdrawPassword',
          { ...auth, withdrawPassword: '135790', verificationCode: await code() },
          deadline,
        );
        if (password.state !== '200') throw new Error(`setWithdrawPassword: ${password.msg}`);
        // One player in 16 has an account the bank refuses, one in 16 one whose payout answer is lost.
        const suffix = index % 16 === 3 ? '0000' : index % 16 === 7 ? '9999' : String(1000 + index).slice(-4);
        const account = await api(
          server,
          '/bank/addAccount',
          {
            ...auth,
            bankCode: 'BCA',
            accountName: `Bank Player ${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(65 + Math.floor(index / 26))}`,
            accountNumber: `7${String(index).padStart(5, '0')}${suffix}`,
          },
          deadline,
        );
        if (account.state !== '200') throw new Error(`addAccount: ${account.msg}`);
        // The game open in the player's app: every bet the provider sends carries its launch token.
        const launch = await api(server, '/game/launch', { ...auth, gameId: DICE_GAME_ID }, deadline);
        if (launch.state !== '200') throw new Error(`game/launch: ${launch.msg}`);
        return {
          launchToken: new URL(launch.resultData.url, 'http://bank').searchParams.get('token'),
          index,
          userId: session.userId,
          uid: session.uid,
          auth,
          accountId: account.resultData.accountId,
        };
      }),
    );
    players.push(...batch);
  }
  return { players, channelId: channel.id, minDeposit: major(channel.minMinor) };
}

async function depositOnce(
  server,
  player,
  amount,
  channelId,
  journal,
  deadline,
  outcome = chance(0.9) ? 'success' : 'fail',
) {
  const order = await api(
    server,
    '/recharge/createRechargeOrder',
    { ...player.auth, amount, depositMethod: channelId },
    deadline,
  );
  if (order.state !== '200') {
    if (process.env.BANK_DEBUG) console.log('deposit refused', amount, order.msg);
    return;
  }
  const { orderNo } = order.resultData;
  const paid = await send(
    server,
    `/sandbox-pay/orders/${orderNo}/pay`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome }) },
    deadline,
  );
  if (paid.status === 200) journal.deposits.set(orderNo, { userId: player.userId, amount, outcome });
}

async function playRound(server, player, journal, deadline) {
  const roundId = `R${randomUUID().replaceAll('-', '')}`;
  const betTx = `B${randomUUID().replaceAll('-', '')}`;
  const amount = between(2, 200) * 100;
  const bet = {
    requestId: `q${betTx}`,
    token: player.launchToken,
    playerId: player.uid,
    transactionId: betTx,
    roundId,
    gameCode: 'dice',
    amount: amount.toFixed(2),
  };
  // Duplicated delivery: the same request twice at once, sometimes again with a new request id.
  const copies = chance(0.25) ? 2 : 1;
  const answers = await Promise.all(
    Array.from({ length: copies }, () => seamless(server, 'bet', bet, deadline)),
  );
  if (chance(0.1)) answers.push(await seamless(server, 'bet', { ...bet, requestId: `r${betTx}` }, deadline));
  const status = answers[0].status;
  if (answers.some((answer) => answer.status !== status))
    throw new Error(`duplicate bet answers differ: ${JSON.stringify(answers)}`);
  journal.bets.set(betTx, { userId: player.userId, amount: minor(amount), status });
  if (process.env.BANK_DEBUG && status === 'INSUFFICIENT_FUNDS') {
    const info = await api(server, '/user/getUserInfo', player.auth, deadline);
    console.log(`refused bet of ${amount} with balance ${info.resultData?.balance}`);
  }
  if (status !== 'OK') return;
  if (chance(0.12)) {
    const rollbackTx = `X${randomUUID().replaceAll('-', '')}`;
    const rollback = {
      requestId: `q${rollbackTx}`,
      playerId: player.uid,
      transactionId: rollbackTx,
      referenceTransactionId: betTx,
      roundId,
    };
    const copiesOfRollback = chance(0.3) ? 2 : 1;
    const replies = await Promise.all(
      Array.from({ length: copiesOfRollback }, () => seamless(server, 'rollback', rollback, deadline)),
    );
    journal.rollbacks.set(rollbackTx, { status: replies[0].status, betTx });
    return;
  }
  if (chance(0.05)) return; // an open round the provider never settles
  const winTx = `W${randomUUID().replaceAll('-', '')}`;
  const winAmount = chance(0.5) ? 0 : between(1, (amount * 2) / 100) * 100;
  const win = {
    requestId: `q${winTx}`,
    playerId: player.uid,
    transactionId: winTx,
    roundId,
    gameCode: 'dice',
    amount: winAmount.toFixed(2),
    isFinal: true,
  };
  const replies = await Promise.all(
    Array.from({ length: chance(0.25) ? 2 : 1 }, () => seamless(server, 'win', win, deadline)),
  );
  journal.wins.set(winTx, { amount: minor(winAmount), status: replies[0].status });
}

async function withdrawOnce(server, player, journal, deadline) {
  const info = await api(server, '/user/getUserInfo', player.auth, deadline);
  if (info.state !== '200') return;
  const balance = info.resultData.balance;
  // Sometimes more than the balance: those must be refused without moving money.
  const amount = chance(0.3)
    ? Math.round(balance + between(1, 50_000))
    : Math.max(20_000, Math.round(balance * random() * 0.5));
  const requestId = randomUUID();
  const body = { ...player.auth, amount, accountId: player.accountId, withdrawPassword: '135790', requestId };
  const copies = chance(0.3) ? 3 : 1;
  const answers = await Promise.all(
    Array.from({ length: copies }, () => api(server, '/withdraw/apply', body, deadline)),
  );
  const accepted = answers.find((answer) => answer.state === '200');
  if (accepted) {
    const orderNos = new Set(
      answers.filter((answer) => answer.state === '200').map((answer) => answer.resultData.orderNo),
    );
    if (orderNos.size !== 1) journal.violations.push(`one request id gave several orders: ${[...orderNos]}`);
    journal.withdrawals.set(requestId, {
      userId: player.userId,
      amount,
      orderNo: accepted.resultData.orderNo,
    });
  } else {
    journal.refusedWithdrawals += 1;
    journal.withdrawals.set(requestId, {
      userId: player.userId,
      amount,
      orderNo: null,
      refusal: answers[0].msg,
    });
  }
}

async function playerLoop(server, player, setup, journal, until, deadline) {
  while (Date.now() < until) {
    try {
      const roll = random();
      if (roll < 0.1)
        await depositOnce(
          server,
          player,
          between(1, 5) * setup.minDeposit,
          setup.channelId,
          journal,
          deadline,
        );
      else if (roll < 0.16) await withdrawOnce(server, player, journal, deadline);
      else await playRound(server, player, journal, deadline);
    } catch (error) {
      if (error instanceof Unacknowledged) journal.unacknowledged += 1;
      else throw error;
    }
  }
}

async function operatorLoop(admin, journal, until, deadline) {
  while (Date.now() < until) {
    try {
      const pending = await admin('GET', '/withdrawals?status=pending', undefined, deadline);
      const orders = pending.body.withdrawals ?? [];
      await Promise.all(
        orders.slice(0, 10).map(async (order) => {
          const decision = chance(0.85) ? 'approve' : 'reject';
          const body = decision === 'reject' ? { reason: 'Bank test: rejected by the operator' } : {};
          // Approve and reject sometimes race on the same order: exactly one may win.
          const racing = chance(0.15);
          const answers = await Promise.all([
            admin('POST', `/withdrawals/${order.orderNo}/${decision}`, body, deadline),
            ...(racing
              ? [
                  admin(
                    'POST',
                    `/withdrawals/${order.orderNo}/${decision === 'approve' ? 'reject' : 'approve'}`,
                    { reason: 'race' },
                    deadline,
                  ),
                ]
              : []),
          ]);
          if (answers.filter((answer) => answer.status === 200).length > 1)
            throw new Error(`two decisions won on ${order.orderNo}`);
          if (answers[0].status === 200 && !answers[0].body.awaitingSecondApproval)
            journal.decisions.set(order.orderNo, decision);
        }),
      );
    } catch (error) {
      if (!(error instanceof Unacknowledged)) throw error;
    }
    await sleep(between(200, 800));
  }
}

async function killerLoop(server, until, log, run) {
  while (Date.now() < until - 3_000 && !run.isAborted) {
    await sleep(between(3_000, 9_000));
    if (Date.now() >= until - 3_000 || run.isAborted) break;
    await server.kill();
    log(`  SIGKILL #${server.kills} at ${Math.round((Date.now() - (until - SECONDS * 1000)) / 1000)} s`);
    await sleep(between(100, 1_500));
    await server.start();
  }
}

/** Waits until every acknowledged payment is credited and no withdrawal waits on the gateway. */
async function settle(server, admin, journal, players) {
  const deadline = Date.now() + 180_000;
  const byUser = new Map(players.map((player) => [player.userId, player]));
  for (;;) {
    const open = [];
    for (const status of ['processing', 'unknown']) {
      const listed = await admin('GET', `/withdrawals?status=${status}`, undefined, deadline);
      open.push(...(listed.body.withdrawals ?? []));
    }
    let uncredited = 0;
    for (const [orderNo, payment] of journal.deposits) {
      if (payment.outcome !== 'success' || payment.isCredited) continue;
      const detail = await api(
        server,
        '/recharge/orderDetail',
        { ...byUser.get(payment.userId).auth, orderNo },
        deadline,
      );
      if (detail.state === '200' && ['success', 'succeeded'].includes(detail.resultData.status))
        payment.isCredited = true;
      else uncredited += 1;
    }
    if (open.length === 0 && uncredited === 0) return;
    if (Date.now() > deadline)
      throw new Error(
        `not settled after 180 s: ${open.length} withdrawals open, ${uncredited} paid deposits not credited`,
      );
    await sleep(1_000);
  }
}

function statusCounts(entries) {
  const counts = {};
  for (const entry of entries.values()) counts[entry.status] = (counts[entry.status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, count]) => `${count} ${status}`)
    .join(', ');
}

async function withDatabase(databaseEnv, work) {
  if (databaseEnv.DATABASE_URL) {
    const client = new pg.Client({ connectionString: databaseEnv.DATABASE_URL });
    await client.connect();
    try {
      return await work((sql, params) => client.query(sql, params).then((result) => result.rows));
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite({ dataDir: databaseEnv.DATA_DIR });
  await db.waitReady;
  try {
    return await work((sql, params) => db.query(sql, params).then((result) => result.rows));
  } finally {
    await db.close();
  }
}

/** The database against the journal and against itself. Returns a list of violations. */
async function check(databaseEnv, journal) {
  return withDatabase(databaseEnv, async (query) => {
    const problems = [];
    const transfersByKey = new Map(
      (await query('select idempotency_key, code, amount, user_id from ledger_transfers')).map((row) => [
        row.idempotency_key,
        row,
      ]),
    );
    const expectOnce = (key, what, amount) => {
      const transfer = transfersByKey.get(key);
      if (!transfer) problems.push(`${what}: acknowledged but no transfer ${key}`);
      else if (amount !== undefined && BigInt(transfer.amount) !== amount)
        problems.push(`${what}: transfer ${key} moved ${transfer.amount}, expected ${amount}`);
    };
    const expectNone = (key, what) => {
      if (transfersByKey.has(key)) problems.push(`${what}: refused but a transfer ${key} exists`);
    };
    // Unique idempotency keys make "at most once" a schema fact; these check "at least once".
    for (const [tx, bet] of journal.bets) {
      if (bet.status === 'OK') expectOnce(`seamless:originals:${tx}`, `bet ${tx}`, bet.amount);
      else expectNone(`seamless:originals:${tx}`, `bet ${tx} (${bet.status})`);
    }
    for (const [tx, win] of journal.wins) {
      if (win.status === 'OK' && win.amount > 0n)
        expectOnce(`seamless:originals:${tx}`, `win ${tx}`, win.amount);
      if (win.status !== 'OK') expectNone(`seamless:originals:${tx}`, `win ${tx} (${win.status})`);
    }
    for (const [tx, rollback] of journal.rollbacks) {
      if (rollback.status === 'OK') expectOnce(`seamless:originals:${tx}`, `rollback ${tx}`);
    }
    const deposits = new Map(
      (await query('select order_no, status, amount, credited_amount from deposit_orders')).map((row) => [
        row.order_no,
        row,
      ]),
    );
    for (const [orderNo, payment] of journal.deposits) {
      const order = deposits.get(orderNo);
      if (payment.outcome === 'success') {
        if (order?.credited_amount === null || order?.credited_amount === undefined)
          problems.push(`deposit ${orderNo}: paid at the gateway but not credited`);
        expectOnce(`deposit:${orderNo}`, `deposit ${orderNo}`, minor(payment.amount));
      } else expectNone(`deposit:${orderNo}`, `deposit ${orderNo} (payer failed)`);
    }
    const withdrawals = await query(
      'select order_no, user_id, request_id, amount, fee, status from withdrawal_orders',
    );
    const byRequest = new Map(withdrawals.map((row) => [`${row.user_id}:${row.request_id}`, row]));
    for (const [requestId, withdrawal] of journal.withdrawals) {
      const order = byRequest.get(`${withdrawal.userId}:${requestId}`);
      if (withdrawal.orderNo && order?.order_no !== withdrawal.orderNo)
        problems.push(
          `withdrawal ${requestId}: acknowledged ${withdrawal.orderNo} but the database has ${order?.order_no}`,
        );
      if (!withdrawal.orderNo && order)
        problems.push(`withdrawal ${requestId}: refused (${withdrawal.refusal}) but stored`);
    }
    for (const [orderNo, decision] of journal.decisions) {
      const order = withdrawals.find((row) => row.order_no === orderNo);
      const allowed =
        decision === 'approve'
          ? ['processing', 'unknown', 'paid', 'failed', 'paid_after_refund']
          : ['rejected'];
      if (!order || !allowed.includes(order.status))
        problems.push(`withdrawal ${orderNo}: ${decision} acknowledged, status ${order?.status}`);
    }
    // Nothing half-applied: every business row has its money, and every money transfer its row.
    for (const order of withdrawals) {
      if (!transfersByKey.has(`withdraw_hold:${order.order_no}`))
        problems.push(`withdrawal ${order.order_no} without its hold`);
      const paid = transfersByKey.has(`withdraw_paid:${order.order_no}`);
      const refunded = transfersByKey.has(`withdraw_refund:${order.order_no}`);
      // A payout paid after its refund has both: the refund, then the amount taken back.
      if (['paid', 'paid_after_refund'].includes(order.status) !== paid)
        problems.push(`withdrawal ${order.order_no} is ${order.status}, paid transfer: ${paid}`);
      if (['rejected', 'failed', 'paid_after_refund'].includes(order.status) !== refunded)
        problems.push(`withdrawal ${order.order_no} is ${order.status}, refund transfer: ${refunded}`);
    }
    for (const order of deposits.values()) {
      const credited = transfersByKey.has(`deposit:${order.order_no}`);
      if ((order.credited_amount !== null) !== credited)
        problems.push(
          `deposit ${order.order_no}: credited mark ${order.credited_amount !== null}, transfer ${credited}`,
        );
    }
    const seamlessRows = await query(
      "select transaction_id, kind, amount, status from seamless_transactions where provider = 'originals'",
    );
    const seamlessKeys = new Set();
    for (const row of seamlessRows) {
      const key = `seamless:originals:${row.transaction_id}`;
      // Money moved for taken bets (later rolled back or not), paid wins and refunding rollbacks;
      // refused bets, tombstones and no-op rollbacks move nothing.
      const hasMoney =
        (row.kind === 'bet' && ['ok', 'rolled_back'].includes(row.status)) ||
        (row.kind === 'win' && BigInt(row.amount) > 0n) ||
        (row.kind === 'rollback' && row.status === 'ok');
      if (hasMoney) seamlessKeys.add(key);
      if (hasMoney !== transfersByKey.has(key))
        problems.push(`seamless ${row.kind} ${row.transaction_id}: row without its transfer or the reverse`);
    }
    for (const key of transfersByKey.keys()) {
      if (key.startsWith('seamless:') && !seamlessKeys.has(key))
        problems.push(`transfer ${key} without its seamless transaction`);
    }

    // The money equation, from the business tables on one side and the ledger on the other.
    const [players] = await query(
      "select coalesce(sum(balance), 0) as total, coalesce(sum(balance) filter (where kind = 'user_hold'), 0) as holds from ledger_accounts where user_id is not null",
    );
    const houses = await query(
      'select a.kind, coalesce(sum(e.amount), 0) as total from ledger_accounts a left join ledger_entries e on e.account_id = a.id where a.user_id is null group by a.kind',
    );
    const house = Object.fromEntries(houses.map((row) => [row.kind, BigInt(row.total)]));
    const [money] = await query(
      "select (select coalesce(sum(credited_amount), 0) from deposit_orders where credited_amount is not null) as deposits, (select coalesce(sum(amount - fee), 0) from withdrawal_orders where status in ('paid', 'paid_after_refund')) as payouts",
    );
    const playersTotal = BigInt(players.total);
    const houseInside =
      (house.house_game ?? 0n) +
      (house.house_bonus ?? 0n) +
      (house.house_fees ?? 0n) +
      (house.house_receivable ?? 0n);
    const deposited = BigInt(money.deposits);
    const paidOut = BigInt(money.payouts);
    if (playersTotal + houseInside !== deposited - paidOut)
      problems.push(
        `money equation: players ${playersTotal} + house ${houseInside} != deposits ${deposited} - payouts ${paidOut}`,
      );
    if (-(house.house_gateway ?? 0n) !== deposited - paidOut)
      problems.push(`gateway account ${house.house_gateway} does not mirror deposits - payouts`);
    return {
      problems,
      figures: {
        players: playersTotal,
        holds: BigInt(players.holds),
        house: houseInside,
        deposits: deposited,
        payouts: paidOut,
        transfers: transfersByKey.size,
        withdrawals: withdrawals.length,
      },
    };
  });
}

function ledgerVerify(databaseEnv) {
  const result = spawnSync(process.execPath, [join(root, 'scripts/run-server-script.mjs'), 'ledger-verify'], {
    cwd: root,
    env: { ...process.env, ...databaseEnv },
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

async function runOn(kind, adminUrl) {
  const log = (line) => console.log(`[bank ${kind}] ${line}`);
  const scratch = mkdtempSync(join(tmpdir(), `fairplay-bank-${kind}-`));
  const databaseName = `fairplay_bank_${process.pid}`;
  const databaseEnv =
    kind === 'pglite'
      ? { DATA_DIR: join(scratch, 'data'), DATABASE_URL: '' }
      : { DATABASE_URL: await recreateDatabase(adminUrl, databaseName) };
  const server = new ServerProcess({
    port: 18_900 + (kind === 'pglite' ? 0 : 1),
    databaseEnv,
    logFile: join(scratch, 'server.log'),
  });
  const journal = newJournal();
  try {
    await server.start();
    const admin = createOperator(server);
    const setupDeadline = Date.now() + 300_000;
    const setup = await setUp(server, admin, setupDeadline);
    log(
      `${setup.players.length} players ready (phone, withdrawal password, bank account); seed ${options.seed}`,
    );
    await Promise.all(
      setup.players.map((player) =>
        depositOnce(
          server,
          player,
          setup.minDeposit * 10,
          setup.channelId,
          journal,
          setupDeadline,
          'success',
        ),
      ),
    );
    // The workload starts once every opening deposit is credited (callbacks are asynchronous).
    for (const player of setup.players) {
      for (;;) {
        const info = await api(server, '/user/getUserInfo', player.auth, setupDeadline);
        if (info.resultData?.balance > 0) break;
        await sleep(250);
      }
    }

    const startedAt = Date.now();
    const until = startedAt + SECONDS * 1000;
    const deadline = until + 60_000;
    const run = { isAborted: false };
    isWorkloadRunning = true;
    const abortOnError = (promise) =>
      promise.catch((error) => {
        run.isAborted = true;
        throw error;
      });
    const outcomes = await Promise.allSettled([
      ...setup.players.map((player) =>
        abortOnError(playerLoop(server, player, setup, journal, until, deadline)),
      ),
      abortOnError(operatorLoop(admin, journal, until, deadline)),
      killerLoop(server, until, log, run),
    ]);
    isWorkloadRunning = false;
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    if (server.child.exitCode !== null) await server.start();
    log(
      `${SECONDS} s: ${journal.bets.size} bets (${statusCounts(journal.bets)}), ${journal.wins.size} wins, ${journal.rollbacks.size} rollbacks, ${journal.deposits.size} deposits, ${journal.withdrawals.size} withdrawals (${journal.refusedWithdrawals} refused), ${journal.decisions.size} operator decisions, ${server.kills} SIGKILLs, ${journal.unacknowledged} unacknowledged`,
    );
    await settle(server, admin, journal, setup.players);
    await server.stop();
    const { problems, figures } = await check(databaseEnv, journal);
    problems.unshift(...journal.violations);
    const verify = ledgerVerify(databaseEnv);
    if (!verify.ok) problems.push(`ledger:verify failed:\n${verify.output}`);
    log(
      `money: players ${major(figures.players)} (holds ${major(figures.holds)}) + house ${major(figures.house)} = deposits ${major(figures.deposits)} - payouts ${major(figures.payouts)}; ${figures.transfers} transfers, ${figures.withdrawals} withdrawal orders`,
    );
    if (problems.length > 0) {
      log(`FAILED with ${problems.length} problems (server log: ${join(scratch, 'server.log')}):`);
      for (const problem of problems.slice(0, 40)) log(`  ${problem}`);
      return false;
    }
    log(
      'PASSED: every acknowledged operation present once, nothing half-applied, ledger verified, money equation holds',
    );
    rmSync(scratch, { recursive: true, force: true });
    return true;
  } finally {
    await server.kill().catch(() => {});
    if (kind === 'postgres') await dropDatabase(adminUrl, databaseName).catch(() => {});
  }
}

buildIfStale({ web: false }); // the bank test needs only the server
const kinds = options.database === 'both' ? ['pglite', 'postgres'] : [options.database];
let isOk = true;
for (const kind of kinds) {
  let adminUrl = null;
  if (kind === 'postgres') {
    adminUrl = await postgresUrl();
    if (!adminUrl) {
      console.error('[bank postgres] no PostgreSQL server answers (set DATABASE_URL); failing');
      isOk = false;
      continue;
    }
  }
  isOk = (await runOn(kind, adminUrl)) && isOk;
}
process.exit(isOk ? 0 : 1);
