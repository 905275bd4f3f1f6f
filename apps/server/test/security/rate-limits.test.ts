import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCallbacks, seamlessRequests } from '../../src/db/schema.ts';
import { inFlightCapOf } from '../../src/http/rate-limits.ts';
import { signCallback } from '../../src/modules/sandbox-gateway/signature.ts';
import { signBody } from '../../src/modules/seamless/protocol.ts';
import { createTestApp, type TestApp, type TestSession } from '../harness.ts';
import { fund, newPhone } from '../players.ts';
import { createWebBuild, WEB_ASSETS } from '../web-build.ts';

/**
 * Per-minute limits: every route family is limited (only /healthz is not), keyed on a verified
 * identity — a live session, a game session's player, a provider's signature, a gateway's
 * signature — and on the client address otherwise, so neither a forged identity nor a shared
 * address (the in-house provider calls from 127.0.0.1) lets one client take another's capacity.
 */

const PAY_1 = 19;

async function openGame(t: TestApp, player: TestSession, remoteAddress: string) {
  const { url } = await t.ok<{ url: string }>('/game/launch', { gameId: 100_001 }, player);
  const token = new URL(url, 'http://x').searchParams.get('token')!;
  const answer = await t.app.inject({
    method: 'POST',
    url: '/provider/api/session',
    remoteAddress,
    payload: { token, game: 'dice' },
  });
  expect(answer.statusCode).toBe(200);
  return (answer.json() as { sessionId: string }).sessionId;
}

function play(t: TestApp, sessionId: string, remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/provider/api/play',
    remoteAddress,
    payload: { sessionId, bet: 200, dice: { targetHundredths: 5_000, direction: 'under' } },
  });
}

async function inBatches<T>(count: number, size: number, send: (index: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let index = 0; index < count; index += size) {
    answers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(size, count - index) }, (_, k) => send(index + k)),
      )),
    );
  }
  return answers;
}

function statusCounts(answers: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  return counts;
}

describe('games: one player cannot stop everyone else', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '600', SANDBOX_DUPLICATE_PERCENT: '0' } });
  });
  afterAll(async () => {
    await t?.expectLedgerHealthy();
    await t?.close();
  });

  // Defect 4: 660 /provider/api/play from a zero-balance guest made an unrelated player's rounds
  // fail and delayed a deposit callback (all seamless calls and callbacks shared 127.0.0.1's bucket).
  it("a flood of one player's rounds is refused while another player's rounds and a deposit callback succeed", async () => {
    // Both players play from one address (a carrier NAT): the limit must tell them apart.
    const address = '203.0.113.50';
    const flooder = await t.guest();
    const player = await t.guest();
    await fund(t, player, 10_000);
    const flooderSession = await openGame(t, flooder, address);
    const playerSession = await openGame(t, player, address);
    const order = await t.ok<{ orderNo: string }>(
      '/recharge/createRechargeOrder',
      { amount: 100_000, depositMethod: PAY_1 },
      player,
    );
    await t.sandbox.pay(order.orderNo, 'success');

    const flood = await inBatches(660, 30, () => play(t, flooderSession, address));
    const rounds = await inBatches(5, 1, () => play(t, playerSession, address));
    const delivered = await t.deliverCallbacks();
    const balance = (await t.ok<{ balance: number }>('/user/getUserInfo', {}, player)).balance;
    const figures = {
      flood: statusCounts(flood),
      rounds: statusCounts(rounds),
      delivered,
      creditedDeposit: balance > 100_000,
    };
    console.info(`game flood: ${JSON.stringify(figures)}`);
    expect.soft(figures.flood[429] ?? 0, 'the flood is limited').toBeGreaterThan(0);
    expect.soft(figures.rounds, "the other player's rounds").toEqual({ 200: 5 });
    expect.soft(figures.delivered, 'the deposit callback').toBe(1);
    expect(figures.creditedDeposit, 'the deposit is credited').toBe(true);
  });
});

describe('one player cannot hold every database connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { CONCURRENT_REQUESTS_PER_PLAYER: '3', SANDBOX_DUPLICATE_PERCENT: '0' } });
  });
  afterAll(async () => {
    await t?.expectLedgerHealthy();
    await t?.close();
  });

  // Attack finding: 200 rounds of one player at once each held a connection while waiting on that
  // player's row locks, and every other player's calls waited for the pool.
  it("a burst of one player's requests runs a few at a time; the rest are answered 429 at once", async () => {
    const address = '203.0.113.60';
    const flooder = await t.guest();
    const other = await t.guest();
    await fund(t, flooder, 10_000);
    await fund(t, other, 10_000);
    const flooderSession = await openGame(t, flooder, address);
    const otherSession = await openGame(t, other, address);

    const [burst, others] = await Promise.all([
      Promise.all(Array.from({ length: 40 }, () => play(t, flooderSession, address))),
      Promise.all(Array.from({ length: 3 }, () => play(t, otherSession, address))),
    ]);
    const figures = { burst: statusCounts(burst), others: statusCounts(others) };
    console.info(`in-flight cap: ${JSON.stringify(figures)}`);
    expect(figures.burst[200], 'the first three of the burst are played').toBe(3);
    expect(figures.burst[429], 'the rest are refused at once').toBe(37);
    const refused = burst.find((answer) => answer.statusCode === 429)!;
    expect(refused.headers['retry-after']).toBe('1');
    expect(figures.others, "another player's rounds at the same moment").toEqual({ 200: 3 });
    // Nothing stays counted: the flooder plays again as soon as the burst is over.
    expect((await play(t, flooderSession, address)).statusCode).toBe(200);
  });

  it('caps each player bucket, never an address or a gateway', () => {
    // The player API has twice the room: a page loads several things at once.
    expect(inFlightCapOf('api:player:42', 4)).toBe(8);
    expect(inFlightCapOf('game:player:U123', 4)).toBe(4);
    expect(inFlightCapOf('signed:provider:originals:player:U123', 4)).toBe(4);
    expect(inFlightCapOf('signed:provider:originals:token:abcd', 4)).toBe(4);
    for (const shared of ['api:address:1.2.3.4', 'game:address:1.2.3.4', 'web:address:1.2.3.4'])
      expect(inFlightCapOf(shared, 4)).toBeNull();
    expect(inFlightCapOf('signed:gateway:sandbox', 4)).toBeNull();
    expect(inFlightCapOf('signed:provider:originals', 4)).toBeNull();
  });
});

describe('large uploads are received a few at a time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  // Attack finding: 50 anonymous 3 MB feedback bodies at once from one address were all read and
  // parsed before any check: another player's calls went from 5 ms to 1.5 s, the heap up 165 MB.
  it('refuses a third upload from one address before reading it; small requests and later uploads go through', async () => {
    const address = '203.0.113.70';
    const big = JSON.stringify({ content: 'x', screenshot: 'a'.repeat(2_500_000) });
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/feedback/submit',
        remoteAddress: address,
        headers: { 'content-type': 'application/json' },
        payload: big,
      });
    const uploads = await Promise.all(Array.from({ length: 6 }, upload));
    const counts = statusCounts(uploads);
    expect(counts[429], 'refused before their bodies were read').toBe(4);
    expect(uploads.find((answer) => answer.statusCode === 429)!.headers['retry-after']).toBe('2');
    // Nothing stays counted, and ordinary requests were never part of it.
    expect((await upload()).statusCode).not.toBe(429);
    const small = await t.app.inject({
      method: 'POST',
      url: '/api/feedback/submit',
      remoteAddress: address,
      payload: { content: 'short' },
    });
    expect(small.statusCode).not.toBe(429);
  });
});

describe('signed calls have their own limits, verified first', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5', SANDBOX_DUPLICATE_PERCENT: '0' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const seamless = (payload: Record<string, unknown>, secret: string) => {
    const body = JSON.stringify({ requestId: randomUUID(), timestamp: t.clock.now().getTime(), ...payload });
    return t.app.inject({
      method: 'POST',
      url: '/api/seamless/balance',
      headers: {
        'content-type': 'application/json',
        'x-provider-id': 'originals',
        'x-signature': signBody(secret, body),
      },
      payload: body,
    });
  };

  it('a forged seamless call or callback counts against the address; a signed one does not', async () => {
    const player = await t.guest();
    const forged = await inBatches(8, 1, () => seamless({ playerId: player.uid }, 'a-forged-secret-0000000'));
    expect(forged.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const forgedCallback = await t.postCallback('{}', {
      'content-type': 'application/json',
      'x-sandbox-timestamp': String(t.clock.now().getTime()),
      'x-sandbox-signature': 'f'.repeat(64),
    });
    expect(forgedCallback.status).toBe(429);
    // The same address (127.0.0.1, like the in-house provider and the sandbox gateway) is now
    // over its limit; signed calls are counted per provider and player, and per gateway.
    const signed = await inBatches(10, 5, () =>
      seamless({ playerId: player.uid }, t.deps.config.providerSecrets[0]!),
    );
    expect(signed.map((answer) => [answer.statusCode, answer.json().status])).toEqual(
      signed.map(() => [200, 'OK']),
    );
    const order = await t.ok<{ orderNo: string }>(
      '/recharge/createRechargeOrder',
      { amount: 100_000, depositMethod: PAY_1 },
      player,
    );
    await t.sandbox.pay(order.orderNo, 'success');
    const [queued] = await t.deps.db
      .select()
      .from(sandboxCallbacks)
      .where(eq(sandboxCallbacks.orderNo, order.orderNo));
    const at = t.clock.now().getTime();
    const callback = await t.postCallback(queued!.body, {
      'content-type': 'application/json',
      'x-sandbox-timestamp': String(at),
      'x-sandbox-signature': signCallback(t.deps.config.sandboxGatewaySecret, at, queued!.body),
    });
    expect(callback).toEqual({ status: 200, body: 'success' });
  });

  // Attack finding: each made-up playerId had a fresh bucket, so a provider's flood for players
  // nobody has met no limit (10,630 calls, no 429) and slowed every other player's bets 50×.
  it("calls for players or tokens nobody has share one bucket of the provider's strangers", async () => {
    const player = await t.guest();
    const strangers = await inBatches(9, 1, () =>
      seamless({ playerId: `nobody-${randomUUID()}` }, t.deps.config.providerSecrets[0]!),
    );
    expect(strangers.map((answer) => [answer.statusCode, answer.json().status])).toEqual([
      ...Array.from({ length: 5 }, () => [200, 'PLAYER_NOT_FOUND']),
      // In the wallet protocol's own format, so a provider reads it.
      ...Array.from({ length: 4 }, () => [429, 'TOO_MANY_REQUESTS']),
    ]);
    expect(strangers.at(-1)!.headers['retry-after']).toBeDefined();
    // A real player's calls are counted on their own, as before.
    const real = await inBatches(6, 3, () =>
      seamless({ playerId: player.uid }, t.deps.config.providerSecrets[0]!),
    );
    expect(real.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    // Nothing is stored for a player who does not exist.
    const stored = await t.deps.db.select().from(seamlessRequests);
    expect(
      stored.filter((row) => (row.response as { status: string }).status === 'PLAYER_NOT_FOUND'),
    ).toEqual([]);
  });
});

describe('the limit keys on a verified session, not on any sign', () => {
  // Defect 5: a fresh random 64-character sign per request got a fresh bucket each time.
  it('700 requests with random signs from one address are limited; a real session is not', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '600' } });
    try {
      const remoteAddress = '198.51.100.61';
      const player = await t.guest();
      const answers = await inBatches(700, 50, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/u/gconfig',
          remoteAddress,
          payload: { sign: randomBytes(32).toString('hex'), uid: String(Math.random()) },
        }),
      );
      const limited = answers.filter((answer) => answer.json().state === '429').length;
      console.info(`random signs: ${limited} of ${answers.length} answered 429`);
      expect(limited).toBe(100);
      // A logged-in player at the same address polls on from their own bucket.
      const poll = await t.app.inject({
        method: 'POST',
        url: '/api/user/getUserInfo',
        remoteAddress,
        payload: { sign: player.sign, uid: player.uid },
      });
      expect(poll.json().state).toBe('200');
    } finally {
      await t.close();
    }
  });
});

describe('the polling path', () => {
  it('resolves the session once per request: the limit and the call share it', async () => {
    const t = await createTestApp();
    try {
      const player = await t.guest();
      await t.ok('/user/getUserInfo', {}, player);
      const cache = t.deps.sessionCache;
      const get = cache.get.bind(cache);
      let lookups = 0;
      cache.get = (tokenHash) => {
        lookups += 1;
        return get(tokenHash);
      };
      await t.ok('/user/getUserInfo', {}, player);
      expect(lookups).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe('every route family is limited', () => {
  it('answers 429 past the limit everywhere but /healthz', async () => {
    const build = createWebBuild();
    const t = await createTestApp({
      webAppRoot: build.root,
      serveWebApp: true,
      env: { RATE_LIMIT_PER_MINUTE: '5' },
    });
    try {
      const requests: {
        method: 'GET' | 'POST' | 'OPTIONS';
        url: string;
        payload?: Record<string, unknown>;
        headers?: Record<string, string>;
      }[] = [
        { method: 'GET', url: '/' },
        { method: 'GET', url: '/pages/mine/Mine' },
        { method: 'GET', url: `/${WEB_ASSETS[0]}` },
        { method: 'GET', url: '/provider/games/dice' },
        { method: 'GET', url: '/provider/static/game.js' },
        { method: 'POST', url: '/provider/api/play', payload: { sessionId: 'a'.repeat(48), bet: 1 } },
        { method: 'OPTIONS', url: '/provider/api/play' },
        { method: 'GET', url: '/sandbox-pay/checkout.js' },
        { method: 'GET', url: '/sandbox-pay/orders/D2026ABCDEF' },
        { method: 'GET', url: '/dev/outbox?to=81234567890' },
        { method: 'POST', url: '/api/u/gconfig', payload: {} },
        { method: 'POST', url: '/api/no/such/call', payload: {} },
        { method: 'GET', url: '/api/docs/json' },
        // A token of the right shape: one without is refused before anything is read or counted.
        { method: 'GET', url: '/admin/api/alerts', headers: { authorization: `Bearer ${'ab'.repeat(32)}` } },
        { method: 'POST', url: '/api/seamless/balance', payload: {} },
        { method: 'POST', url: '/api/recharge/callback/sandbox', payload: {} },
      ];
      const unlimited: string[] = [];
      for (const [index, request] of requests.entries()) {
        const remoteAddress = `192.0.2.${index + 1}`;
        let last: LightMyRequestResponse | undefined;
        for (let attempt = 0; attempt < 7; attempt += 1) {
          last = await t.app.inject({ ...request, remoteAddress });
        }
        if (last!.statusCode !== 429)
          unlimited.push(`${request.method} ${request.url} (${last!.statusCode})`);
      }
      expect(unlimited).toEqual([]);
      const health = await inBatches(10, 10, () =>
        t.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '192.0.2.200' }),
      );
      expect(health.map((answer) => answer.statusCode)).toEqual(health.map(() => 200));
    } finally {
      await t.close();
      build.remove();
    }
  });
});

describe('client addresses behind a proxy', () => {
  // Defect 6: TRUST_PROXY=1 trusted the first X-Forwarded-For hop, which the client writes:
  // 25 of 25 code requests went through against a limit of 20.
  it('a forged first X-Forwarded-For hop does not get round the per-address limit', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1', OTP_SENDS_PER_IP_PER_HOUR: '20' } });
    try {
      const answers = await inBatches(25, 1, (index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/sms/send',
          // The load balancer (10.0.0.2) appends the address it saw to what the client sent.
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `198.18.${index}.1, 203.0.113.99` },
          payload: { mobile: newPhone() },
        }),
      );
      const sent = answers.filter((answer) => answer.json().state === '200').length;
      console.info(`forged X-Forwarded-For: ${sent} of 25 codes sent (limit 20)`);
      expect(sent).toBe(20);
    } finally {
      await t.close();
    }
  });

  it('trusts only the listed proxy addresses', async () => {
    const t = await createTestApp({
      env: { TRUST_PROXY: '10.0.0.0/8, 192.168.7.1', OTP_SENDS_PER_IP_PER_HOUR: '2' },
    });
    try {
      const send = (remoteAddress: string, forwardedFor: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/sms/send',
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { mobile: newPhone() },
        });
      const states = [];
      // Through the trusted proxies the client is 203.0.113.5, whatever it claims before that.
      for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
        states.push((await send('10.1.2.3', `${forged}, 203.0.113.5, 192.168.7.1`)).json().state);
      }
      expect(states).toEqual(['200', '200', '429']);
      // From an untrusted address the header is ignored: the client is that address.
      const direct = [];
      for (const forged of ['4.4.4.4', '5.5.5.5', '6.6.6.6']) {
        direct.push((await send('198.51.100.7', forged)).json().state);
      }
      expect(direct).toEqual(['200', '200', '429']);
    } finally {
      await t.close();
    }
  });
});
