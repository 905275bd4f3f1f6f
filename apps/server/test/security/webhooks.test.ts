import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { sandboxCallbacks } from '../../src/db/schema.ts';
import { PAYOUT_CALLBACK_PATH } from '../../src/modules/sandbox-gateway/gateway.ts';
import { signCallback } from '../../src/modules/sandbox-gateway/signature.ts';
import { signBody } from '../../src/modules/seamless/protocol.ts';
import { changedTables, databaseState } from '../database-state.ts';
import { createTestApp, type TestApp, type TestSession } from '../harness.ts';
import { fund } from '../players.ts';
import { launchTokenFor, sendSeamless, signSeamless } from '../seamless-client.ts';

/**
 * The two signed doors money comes through: the payment gateway's callback and the game
 * provider's seamless wallet. Forged, altered, re-stamped, stale and future requests are refused
 * and move nothing; a replay of a genuine request is answered but never moves money twice.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_DUPLICATE_PERCENT: '0' } });
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

const MINUTE_MS = 60_000;
const balanceOf = async (player: TestSession) =>
  (await t.ok<{ balance: number }>('/user/getUserInfo', {}, player)).balance;

describe('payment gateway callbacks', () => {
  const secret = () => t.deps.config.sandboxGatewaySecret;
  const signed = (body: string, at: number, key = secret()) => ({
    'content-type': 'application/json',
    'x-sandbox-timestamp': String(at),
    'x-sandbox-signature': signCallback(key, at, body),
  });
  /** Everything but the callback log, where refused callbacks are recorded on purpose. */
  const moneyState = () => databaseState(t.deps.db, { gateway_callbacks: '*' });

  async function paidOrder(player: TestSession) {
    const order = await t.ok<{ orderNo: string }>(
      '/recharge/createRechargeOrder',
      { amount: 100_000, depositMethod: 19 },
      player,
    );
    await t.sandbox.pay(order.orderNo, 'success');
    const [queued] = await t.deps.db
      .select()
      .from(sandboxCallbacks)
      .where(eq(sandboxCallbacks.orderNo, order.orderNo));
    return { orderNo: order.orderNo, body: queued!.body };
  }

  it('refuses forged, altered, re-stamped, stale, future and misdirected callbacks; none moves money', async () => {
    const player = await t.guest();
    const { orderNo, body } = await paidOrder(player);
    const now = t.clock.now().getTime();
    const genuine = signed(body, now);
    const attacks: [string, string, Record<string, string>, string?][] = [
      ['signed with another secret', body, signed(body, now, 'an-attacker-guessed-secret')],
      ['no signature', body, { 'content-type': 'application/json', 'x-sandbox-timestamp': String(now) }],
      [
        'no timestamp',
        body,
        { 'content-type': 'application/json', 'x-sandbox-signature': genuine['x-sandbox-signature'] },
      ],
      ['the amount raised', body.replace(/"amount":"[^"]+"/, '"amount":"900000.00"'), genuine],
      ['the status changed', body.replace('SUCCESS', 'FAILED'), genuine],
      [
        'a re-stamped old signature',
        body,
        { ...signed(body, now - 10 * MINUTE_MS), 'x-sandbox-timestamp': String(now) },
      ],
      ['stale', body, signed(body, now - 6 * MINUTE_MS)],
      ['from the future', body, signed(body, now + 6 * MINUTE_MS)],
      [
        'the signature in capitals',
        body,
        { ...genuine, 'x-sandbox-signature': genuine['x-sandbox-signature'].toUpperCase() },
      ],
      ['a payment sent to the payout door', body, genuine, PAYOUT_CALLBACK_PATH],
    ];
    expect(attacks[3]![1]).not.toBe(body);
    const payoutTyped = body.replace('"type":"payment"', '"type":"payout"');
    expect(payoutTyped).not.toBe(body);
    attacks.push(['a payout sent to the payment door', payoutTyped, signed(payoutTyped, now)]);

    const before = await moneyState();
    for (const [label, attackBody, headers, url] of attacks) {
      const answer = await t.postCallback(attackBody, headers, url);
      expect(answer.status, label).toBe(401);
      expect(answer.body, label).toBe('fail');
    }
    expect(changedTables(before, await moneyState())).toEqual([]);
    expect(await balanceOf(player)).toBe(0);
    // Each refusal is on record for the operator.
    const refused = await queryRows<{ total: number }>(
      t.deps.db,
      sql`select count(*)::int as total from gateway_callbacks where outcome like 'refused_%'`,
    );
    expect(refused[0]?.total).toBeGreaterThanOrEqual(attacks.length);

    // A genuine callback for an order that does not exist moves nothing either.
    const unknown = body.replaceAll(orderNo, 'D20260101NOSUCH');
    expect((await t.postCallback(unknown, signed(unknown, now))).status).toBe(404);
    expect(changedTables(before, await moneyState())).toEqual([]);
  });

  it('credits a genuine callback once however often it is replayed, and refuses the replay once stale', async () => {
    const player = await t.guest();
    const { body } = await paidOrder(player);
    const capturedAt = t.clock.now().getTime();
    const captured = signed(body, capturedAt);
    expect(await t.postCallback(body, captured)).toEqual({ status: 200, body: 'success' });
    const credited = await balanceOf(player);
    expect(credited).toBeGreaterThan(0);
    const after = await moneyState();
    for (let replay = 0; replay < 5; replay += 1) {
      expect((await t.postCallback(body, captured)).body).toBe('success');
      t.clock.advance(30_000);
      expect((await t.postCallback(body, signed(body, t.clock.now().getTime()))).body).toBe('success');
    }
    expect(changedTables(after, await moneyState())).toEqual([]);
    t.clock.advance(5 * MINUTE_MS);
    expect((await t.postCallback(body, captured)).status).toBe(401);
    expect(await balanceOf(player)).toBe(credited);
  });
});

describe('seamless wallet', () => {
  const secret = () => t.deps.config.providerSecrets[0]!;

  const request = (name: string, payload: Record<string, unknown>, at = t.clock.now().getTime()) =>
    signSeamless(t, name, payload, { secret: secret(), timestamp: at });
  const send = (signedRequest: { name: string; body: string; headers: Record<string, string> }) =>
    sendSeamless(t, signedRequest);

  it('refuses forged, altered, stale and future calls before anything moves', async () => {
    const player = await t.guest();
    await fund(t, player, 1_000);
    const round = { transactionId: `tx-${randomUUID()}`, roundId: `round-${randomUUID()}` };
    const now = t.clock.now().getTime();
    const bet = request('bet', {
      token: await launchTokenFor(t, player.uid),
      playerId: player.uid,
      ...round,
      gameCode: 'dice',
      amount: '100.00',
    });
    const win = request('win', {
      playerId: player.uid,
      ...round,
      transactionId: `${round.transactionId}-w`,
      gameCode: 'dice',
      amount: '5000.00',
    });
    const forged = (original: typeof bet, key: string) => ({
      ...original,
      headers: { ...original.headers, 'x-signature': signBody(key, original.body) },
    });
    const attacks: [string, ReturnType<typeof request>, number, string][] = [
      [
        'a bet signed with another secret',
        forged(bet, 'an-attacker-guessed-secret'),
        401,
        'INVALID_SIGNATURE',
      ],
      [
        'a win signed with another secret',
        forged(win, 'an-attacker-guessed-secret'),
        401,
        'INVALID_SIGNATURE',
      ],
      ['no signature', { ...win, headers: { ...win.headers, 'x-signature': '' } }, 401, 'INVALID_SIGNATURE'],
      [
        'an unknown provider',
        { ...win, headers: { ...win.headers, 'x-provider-id': 'someone-else' } },
        401,
        'INVALID_SIGNATURE',
      ],
      [
        'the win raised after signing',
        { ...win, body: win.body.replace('5000.00', '9000.00') },
        401,
        'INVALID_SIGNATURE',
      ],
      [
        'another player after signing',
        { ...bet, body: bet.body.replace(player.uid, 'x'.repeat(player.uid.length)) },
        401,
        'INVALID_SIGNATURE',
      ],
      [
        'a stale win',
        request(
          'win',
          { playerId: player.uid, ...round, gameCode: 'dice', amount: '5000.00' },
          now - 6 * MINUTE_MS,
        ),
        401,
        'STALE_REQUEST',
      ],
      [
        'a win from the future',
        request(
          'win',
          { playerId: player.uid, ...round, gameCode: 'dice', amount: '5000.00' },
          now + 6 * MINUTE_MS,
        ),
        401,
        'STALE_REQUEST',
      ],
    ];
    const before = await databaseState(t.deps.db);
    for (const [label, attack, httpStatus, status] of attacks) {
      expect(await send(attack), label).toMatchObject({ httpStatus, status });
    }
    expect(changedTables(before, await databaseState(t.deps.db))).toEqual([]);
    expect(await balanceOf(player)).toBe(1_000);
  });

  it('answers a replayed bet, win or rollback with its first answer and moves the money once', async () => {
    const player = await t.guest();
    await fund(t, player, 1_000);
    const round = { transactionId: `tx-${randomUUID()}`, roundId: `round-${randomUUID()}` };
    const bet = request('bet', {
      token: await launchTokenFor(t, player.uid),
      playerId: player.uid,
      ...round,
      gameCode: 'dice',
      amount: '100.00',
    });
    const win = request('win', {
      playerId: player.uid,
      transactionId: `${round.transactionId}-win`,
      roundId: round.roundId,
      gameCode: 'dice',
      amount: '250.00',
    });
    expect(await send(bet)).toMatchObject({ status: 'OK', balance: '900.00' });
    expect(await send(win)).toMatchObject({ status: 'OK', balance: '1150.00' });
    const settled = await databaseState(t.deps.db);
    for (let replay = 0; replay < 3; replay += 1) {
      expect(await send(bet)).toMatchObject({ status: 'OK', balance: '900.00' });
      expect(await send(win)).toMatchObject({ status: 'OK', balance: '1150.00' });
    }
    expect(changedTables(settled, await databaseState(t.deps.db))).toEqual([]);

    const second = { transactionId: `tx-${randomUUID()}`, roundId: `round-${randomUUID()}` };
    await send(
      request('bet', {
        token: await launchTokenFor(t, player.uid),
        playerId: player.uid,
        ...second,
        gameCode: 'dice',
        amount: '50.00',
      }),
    );
    const rollback = request('rollback', {
      playerId: player.uid,
      transactionId: `${second.transactionId}-rb`,
      referenceTransactionId: second.transactionId,
      roundId: second.roundId,
    });
    expect(await send(rollback)).toMatchObject({ status: 'OK', balance: '1150.00' });
    const rolledBack = await databaseState(t.deps.db);
    for (let replay = 0; replay < 3; replay += 1) {
      expect(await send(rollback)).toMatchObject({ status: 'OK', balance: '1150.00' });
    }
    expect(changedTables(rolledBack, await databaseState(t.deps.db))).toEqual([]);

    // Once the five minutes are over, the captured requests are refused outright.
    t.clock.advance(6 * MINUTE_MS);
    for (const captured of [bet, win, rollback]) {
      expect(await send(captured)).toMatchObject({ httpStatus: 401, status: 'STALE_REQUEST' });
    }
    expect(changedTables(rolledBack, await databaseState(t.deps.db))).toEqual([]);
    expect(await balanceOf(player)).toBe(1_150);
  });
});
