import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { fund, newPhone } from '../../../test/players.ts';
import { openGame, providerCall } from '../../../test/provider-api.ts';
import { seamlessCall } from '../../../test/seamless-client.ts';
import { depositOrders, gameRounds, sessions, users } from '../../db/schema.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { creditBonus, walletOf } from '../bonus/index.ts';
import { creditDeposit, lockDepositOrder } from '../deposit/credit.ts';
import { putSetting } from '../settings/index.ts';
import { takeTimeout } from './exclusion.ts';

let t: TestApp;
beforeAll(async () => {
  // 2026-01-15 is a Thursday; 10:00 in Jakarta.
  t = await createTestApp({ env: { SANDBOX_DUPLICATE_PERCENT: '0' } });
});
beforeEach(() => t.clock.set('2026-01-15T03:00:00.000Z'));
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

// Demo configuration for region ID: PAY 1 (id 19) takes Rp 100,000 - 10,000,000.
const PAY_1 = 19;
const PASSWORD = 'a-good-password-1';

type Limit = {
  kind: string;
  period: string;
  amount: number | null;
  used: number;
  left: number | null;
  resetsAt: string;
  pending: { amount: number | null; activeFrom: string; confirmBy: string; canConfirm: boolean } | null;
};

/** The resultData of an answer the test expects to succeed; the code of one it expects refused. */
const dataOf = <T>(answer: unknown) => (answer as { resultData: T }).resultData;
const codeOf = (answer: unknown) => (answer as { code?: string }).code;

const order = (player: TestSession, amount: number) =>
  t.call('/recharge/createRechargeOrder', { amount, depositMethod: PAY_1 }, player);
const setLimit = (player: TestSession, kind: string, period: string, amount: number | null) =>
  t.call<{ limit: Limit; applied: string }>('/rg/setLimit', { kind, period, amount }, player);
const limits = (player: TestSession) =>
  t.ok<{ limits: Limit[]; coolingOffHours: number }>('/rg/limits', {}, player);

/** A new session of a registered player (the old one idled out while the clock moved). */
async function signIn(player: { phone: string }): Promise<TestSession & { phone: string }> {
  const session = await t.ok<TestSession>('/sso/login', { mobile: player.phone, password: PASSWORD });
  return { ...session, phone: player.phone };
}

async function registered(): Promise<TestSession & { phone: string }> {
  const phone = newPhone();
  await t.ok('/sms/send', { mobile: phone, type: 'register' });
  const player = await t.ok<TestSession>('/sso/register', {
    mobile: phone,
    verificationCode: await t.latestOtp(phone),
    password: PASSWORD,
  });
  return { ...player, phone };
}

describe('deposit limits', () => {
  it('bind at once when set or lowered: an order past what is left is refused before the gateway, saying what is left and when it resets', async () => {
    const player = await t.guest();
    expect(await setLimit(player, 'deposit', 'day', 250_000)).toMatchObject({
      state: '200',
      resultData: { applied: 'now', limit: { amount: 250_000, used: 0, left: 250_000 } },
    });
    expect((await order(player, 100_000)).state).toBe('200');
    expect((await order(player, 100_000)).state).toBe('200');
    const refused = await order(player, 100_000);
    expect(refused).toMatchObject({ state: '1000', code: 'rg.depositLimitDay' });
    // Local midnight in Jakarta (UTC+7) ends the day: 17:00 UTC.
    expect(refused.msg).toMatch(
      /^This deposit would pass your daily deposit limit: Rp\s?50\.000 left, it resets 16 Jan 2026, 00[.:]00$/,
    );
    const indonesian = await t.call(
      '/recharge/createRechargeOrder',
      { amount: 100_000, depositMethod: PAY_1, locale: 'id' },
      player,
    );
    expect(indonesian.msg).toMatch(
      /^Deposit ini melewati batas deposit harian Anda: sisa Rp\s?50\.000, diatur ulang /,
    );
    // Nothing reached the gateway: two orders, not three.
    const orders = await t.deps.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.userId, player.userId));
    expect(orders).toHaveLength(2);

    // The weekly limit is lower than what the day allows: the lowest limit wins.
    await setLimit(player, 'deposit', 'week', 220_000);
    const weekly = await order(player, 100_000);
    expect(weekly).toMatchObject({ code: 'rg.depositLimitWeek' });
    const shown = await limits(player);
    expect(shown.limits.map((limit) => [limit.kind, limit.period, limit.used, limit.left])).toEqual([
      ['deposit', 'day', 200_000, 50_000],
      ['deposit', 'week', 200_000, 20_000],
    ]);
    expect(shown.limits[0]!.resetsAt).toBe('2026-01-15T17:00:00.000Z');
    // The week starts on Monday 19 January, at local midnight.
    expect(shown.limits[1]!.resetsAt).toBe('2026-01-18T17:00:00.000Z');
  });

  it('a rejected order gives its amount back; a failed one does not (a late payment may still be credited)', async () => {
    const player = await t.guest();
    await setLimit(player, 'deposit', 'day', 100_000);
    const first = await t.ok<{ orderNo: string }>(
      '/recharge/createRechargeOrder',
      { amount: 100_000, depositMethod: PAY_1 },
      player,
    );
    expect(codeOf(await order(player, 100_000))).toBe('rg.depositLimitDay');
    const setStatus = (status: string) =>
      t.deps.db.update(depositOrders).set({ status }).where(eq(depositOrders.orderNo, first.orderNo));
    await setStatus('failed');
    expect(codeOf(await order(player, 100_000))).toBe('rg.depositLimitDay');
    await setStatus('rejected');
    expect((await order(player, 100_000)).state).toBe('200');
  });
});

describe('raising or removing a limit', () => {
  it('waits the cooling-off, then needs the player to confirm it within 7 days; lowering again drops the raise', async () => {
    const player = await registered();
    await setLimit(player, 'deposit', 'day', 100_000);
    const raise = await setLimit(player, 'deposit', 'day', 500_000);
    expect(dataOf(raise)).toMatchObject({
      applied: 'afterCoolingOff',
      limit: { amount: 100_000, pending: { amount: 500_000, canConfirm: false } },
    });
    expect(dataOf<{ limit: Limit }>(raise).limit.pending!.activeFrom).toBe(
      new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString(),
    );
    // Still the old limit while the raise cools off.
    expect(codeOf(await order(player, 200_000))).toBe('rg.depositLimitDay');
    const early = await t.call('/rg/confirmLimit', { kind: 'deposit', period: 'day' }, player);
    expect(early).toMatchObject({ state: '1000', code: 'rg.coolingOff' });

    t.clock.advance(24 * 3_600_000);
    const confirmed = await t.call<{ limit: Limit }>(
      '/rg/confirmLimit',
      { kind: 'deposit', period: 'day' },
      player,
    );
    expect(dataOf<{ limit: Limit }>(confirmed).limit).toMatchObject({ amount: 500_000, pending: null });
    expect((await order(player, 200_000)).state).toBe('200');

    // A removal waits as well, and lapses when not confirmed in 7 days after its cooling-off.
    expect(
      dataOf<{ limit: Limit; applied: string }>(await setLimit(player, 'deposit', 'day', null)),
    ).toMatchObject({
      applied: 'afterCoolingOff',
      limit: { amount: 500_000, pending: { amount: null } },
    });
    t.clock.advance(24 * 3_600_000 + 7 * 86_400_000 + 1);
    const later = await signIn(player);
    expect(await t.call('/rg/confirmLimit', { kind: 'deposit', period: 'day' }, later)).toMatchObject({
      code: 'rg.noPendingChange',
    });
    expect((await limits(later)).limits[0]).toMatchObject({ amount: 500_000, pending: null });

    // Lowering while a raise waits binds at once and forgets the raise.
    await setLimit(later, 'deposit', 'day', 900_000);
    expect(
      dataOf<{ limit: Limit; applied: string }>(await setLimit(later, 'deposit', 'day', 300_000)),
    ).toMatchObject({
      applied: 'now',
      limit: { amount: 300_000, pending: null },
    });
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const player = await t.guest();
    expect(await t.call('/rg/setLimit', { kind: 'bonus', period: 'day', amount: 1 }, player)).toMatchObject({
      state: '400',
      msg: expect.stringContaining('kind'),
    });
    expect(
      await t.call('/rg/setLimit', { kind: 'deposit', period: 'year', amount: 1 }, player),
    ).toMatchObject({
      state: '400',
      msg: expect.stringContaining('period'),
    });
    expect(
      await t.call('/rg/setLimit', { kind: 'deposit', period: 'day', amount: -5 }, player),
    ).toMatchObject({
      state: '400',
    });
    expect(
      await t.call('/rg/setLimit', { kind: 'session', period: 'day', amount: 30.5 }, player),
    ).toMatchObject({
      state: '400',
      msg: expect.stringContaining('whole minutes'),
    });
    // Play time is capped by its period's length (numbers written the region's way).
    for (const [period, amount, max] of [
      ['day', 1441, '1.440'],
      ['week', 10_081, '10.080'],
    ] as const)
      expect(await t.call('/rg/setLimit', { kind: 'session', period, amount }, player)).toMatchObject({
        state: '400',
        msg: expect.stringContaining(`at most ${max}`),
      });
    expect(await t.call('/rg/timeout', { hours: 2 }, player)).toMatchObject({ state: '400' });
    expect(await t.call('/rg/selfExclude', { months: 3 }, player)).toMatchObject({ state: '400' });
    expect((await limits(player)).limits).toEqual([]);
    // A week's play time may be more than a day's.
    expect(dataOf<{ limit: Limit }>(await setLimit(player, 'session', 'week', 3_000))).toMatchObject({
      limit: { amount: 3_000 },
    });
  });
});

describe('wager and loss limits', () => {
  it('refuse a bet past what is left, in the game, and count stakes less wins for the loss limit', async () => {
    const player = await t.guest();
    await fund(t, player, 10_000);
    await setLimit(player, 'wager', 'day', 1_000);
    const game = await openGame(t, player, 100_001, 'dice');
    const play = (bet: number) =>
      providerCall<{ error?: string; message?: string }>(t, 'play', {
        sessionId: game.sessionId,
        bet,
        dice: { targetHundredths: 5_000, direction: 'under' },
      });
    for (let round = 0; round < 4; round += 1) expect((await play(200)).status).toBe(200);
    const refused = await play(400);
    expect(refused.body).toMatchObject({ error: 'BET_LIMIT_EXCEEDED' });
    expect(refused.body.message).toMatch(/daily wager limit: Rp\s?200 left/);
    expect((await play(200)).status).toBe(200);
    expect((await play(200)).body).toMatchObject({ error: 'BET_LIMIT_EXCEEDED' });
    const wager = (await limits(player)).limits[0]!;
    expect(wager).toMatchObject({ kind: 'wager', used: 1_000, left: 0 });

    const loser = await t.guest();
    await fund(t, loser, 10_000);
    await setLimit(loser, 'loss', 'day', 1_000);
    const lossGame = await openGame(t, loser, 100_001, 'dice');
    // 98%-lose dice: stakes are lost; the sixth bet of 200 would pass the 1,000 loss limit.
    const lose = (bet: number) =>
      providerCall<{ error?: string; payout?: number }>(t, 'play', {
        sessionId: lossGame.sessionId,
        bet,
        dice: { targetHundredths: 200, direction: 'under' },
      });
    // Bet until refused: a rare win (about 49x) puts the player ahead, and losing it back takes
    // about 50 more rounds.
    let staked = 0;
    let won = 0;
    let refusal: string | undefined;
    for (let round = 0; round < 400 && refusal === undefined; round += 1) {
      const answer = await lose(200);
      refusal = answer.body.error;
      if (refusal) break;
      staked += 200;
      won += answer.body.payout ?? 0;
    }
    expect(refusal).toBe('BET_LIMIT_EXCEEDED');
    // What the player is down never passes the limit, whatever the wins were.
    expect(staked - won).toBeLessThanOrEqual(1_000);
    expect(staked - won).toBeGreaterThan(800);
  });
});

describe('a bet rolled back by its provider', () => {
  it('is no stake: it gives no room past a wager or loss limit, and the statement leaves it out', async () => {
    const player = await t.guest();
    await fund(t, player, 100_000);
    await setLimit(player, 'wager', 'day', 1_000);
    await setLimit(player, 'loss', 'day', 1_000);
    const bet = (id: string) =>
      seamlessCall(t, 'bet', {
        playerId: player.uid,
        roundId: `round-${id}`,
        gameCode: 'dice',
        transactionId: `bet-${id}`,
        amount: '1000.00',
      });
    for (let i = 0; i < 3; i += 1) {
      expect((await bet(`cancelled-${i}`)).status).toBe('OK');
      const rolledBack = await seamlessCall(t, 'rollback', {
        playerId: player.uid,
        roundId: `round-cancelled-${i}`,
        transactionId: `rollback-${i}`,
        referenceTransactionId: `bet-cancelled-${i}`,
      });
      expect(rolledBack.status).toBe('OK');
    }
    expect((await limits(player)).limits.map((limit) => limit.used)).toEqual([0, 0]);
    // Each rollback used to count as a negative stake: three more bets of 1,000 went through.
    expect((await bet('first')).status).toBe('OK');
    expect(await bet('second')).toMatchObject({ status: 'BET_LIMIT_EXCEEDED' });
    const statement = dataOf<{ rows: { staked: number }[] }>(
      await t.call('/rg/statement', { period: 'day' }, player),
    );
    expect(statement.rows[0]).toMatchObject({ staked: 1_000 });
  });
});

describe('a play-time limit', () => {
  it('counts the minutes signed in and active in the period; used up, no game opens and no bet is taken', async () => {
    const player = await t.guest();
    await fund(t, player, 100_000);
    expect(
      dataOf<{ limit: Limit; applied: string }>(await setLimit(player, 'session', 'day', 30)),
    ).toMatchObject({
      applied: 'now',
      limit: { amount: 30, used: 0, left: 30 },
    });
    const game = await openGame(t, player, 100_001, 'dice');
    // Playing for 31 minutes with the app closed: each bet marks the session seen.
    for (let minute = 0; minute < 31; minute += 1) {
      t.clock.advance(61_000);
      const played = await providerCall(t, 'play', {
        sessionId: game.sessionId,
        bet: 200,
        dice: { targetHundredths: 5_000, direction: 'under' },
      });
      if (played.status !== 200) break;
    }
    const shown = (await limits(player)).limits[0]!;
    expect(shown.used).toBeGreaterThanOrEqual(30);
    expect(shown.left).toBe(0);
    const launch = await t.call('/game/launch', { gameId: 100_001 }, player);
    expect(launch).toMatchObject({ state: '1000', code: 'rg.sessionLimitDay' });
    expect(launch.msg).toMatch(/^You have played your daily limit of 30 minutes; it resets /);
    const bet = await providerCall<{ error?: string }>(t, 'play', {
      sessionId: game.sessionId,
      bet: 200,
      dice: { targetHundredths: 5_000, direction: 'under' },
    });
    expect(bet.body).toMatchObject({ error: 'BET_LIMIT_EXCEEDED' });
  });
});

describe('a bet in a game opened from a session that has idled out', () => {
  it('does not bring the session back', async () => {
    const idle = await createTestApp({ env: { SESSION_IDLE_HOURS: '1' } });
    try {
      const player = await idle.guest();
      await fund(idle, player, 10_000);
      const game = await openGame(idle, player, 100_001, 'dice');
      idle.clock.advance(2 * 3_600_000); // past the idle hour, inside the launch's 12 hours
      const bet = await providerCall(idle, 'play', {
        sessionId: game.sessionId,
        bet: 200,
        dice: { targetHundredths: 5_000, direction: 'under' },
      });
      expect(bet.status).toBe(200);
      expect(await idle.call('/user/getUserInfo', {}, player)).toMatchObject({ state: '401' });
    } finally {
      await idle.close();
    }
  });
});

describe('limits under parallel requests', () => {
  it('hold: orders and bets sent at once never pass them together', async () => {
    const player = await t.guest();
    await setLimit(player, 'deposit', 'day', 300_000);
    const orders = await Promise.all(Array.from({ length: 8 }, () => order(player, 100_000)));
    expect(orders.filter((answer) => answer.state === '200')).toHaveLength(3);
    expect(orders.filter((answer) => codeOf(answer) === 'rg.depositLimitDay')).toHaveLength(5);

    await fund(t, player, 10_000);
    await setLimit(player, 'wager', 'day', 1_000);
    const game = await openGame(t, player, 100_001, 'dice');
    const bets = await Promise.all(
      Array.from({ length: 8 }, () =>
        providerCall<{ error?: string }>(t, 'play', {
          sessionId: game.sessionId,
          bet: 200,
          dice: { targetHundredths: 5_000, direction: 'under' },
        }),
      ),
    );
    const taken = await t.deps.db.select().from(gameRounds).where(eq(gameRounds.userId, player.userId));
    const staked = taken.reduce((sum, round) => sum + round.betAmount, 0n);
    expect(staked).toBeLessThanOrEqual(100_000n);
    expect(bets.filter((answer) => answer.status === 200)).toHaveLength(taken.length);
    for (const answer of bets.filter((bet) => bet.status !== 200))
      expect(['BET_LIMIT_EXCEEDED', 'ROUND_IN_PROGRESS', 'BUSY']).toContain(answer.body.error);
  });
});

describe('a deposit order that waits for the player lock across local midnight', () => {
  // A second connection holds the player's row; PGlite has one connection, so this runs on PostgreSQL.
  it.skipIf(!process.env.DATABASE_URL)(
    'is checked in the day it counts in: the old day never passes its limit',
    async () => {
      const player = await t.guest();
      t.clock.set('2026-01-15T16:59:59.000Z'); // 23:59:59 in Jakarta
      await setLimit(player, 'deposit', 'day', 100_000);
      expect((await order(player, 100_000)).state).toBe('200');
      const second = await t.secondConnection();
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let isHeld!: () => void;
      const held = new Promise<void>((resolve) => {
        isHeld = resolve;
      });
      const holder = second.db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${player.userId} for update`);
        isHeld();
        await released;
      });
      await held;
      const waiting = order(player, 100_000);
      // The order waits on the player lock while the local day turns.
      await new Promise((resolve) => setTimeout(resolve, 300));
      t.clock.set('2026-01-15T17:00:01.000Z');
      release();
      await holder;
      await second.close();
      expect((await waiting).state).toBe('200');
      const [dayOne] = await t.deps.db
        .select({ total: sql<string>`coalesce(sum(${depositOrders.amount}), 0)` })
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.userId, player.userId),
            lt(depositOrders.createdAt, new Date('2026-01-15T17:00:00.000Z')),
          ),
        );
      expect(BigInt(dayOne!.total)).toBe(10_000_000n);
    },
  );
});

describe('a time-out', () => {
  it('starts at once: sessions and games end, every sign-in and the game are refused until it ends; it cannot be shortened', async () => {
    const player = await registered();
    await fund(t, player, 1_000);
    const game = await openGame(t, player, 100_001, 'dice');
    const taken = await t.ok<{ endsAt: string }>('/rg/timeout', { hours: 48 }, player);
    const endsAt = new Date(t.clock.now().getTime() + 48 * 3_600_000);
    expect(taken.endsAt).toBe(endsAt.toISOString());
    expect(await t.call('/user/getUserInfo', {}, player)).toMatchObject({ state: '401' });
    const bet = await providerCall(t, 'play', {
      sessionId: game.sessionId,
      bet: 200,
      dice: { targetHundredths: 5_000, direction: 'under' },
    });
    expect(bet.body).toMatchObject({ error: 'INVALID_TOKEN' });
    const live = await t.deps.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, player.userId), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);

    const byPassword = await t.call('/sso/login', { mobile: player.phone, password: PASSWORD });
    expect(byPassword).toMatchObject({ state: '1000', code: 'rg.timedOut' });
    expect(byPassword.msg).toMatch(/^You are taking a break until /);
    const byId = await t.call('/sso/idlogin', { userId: player.userId, password: PASSWORD, locale: 'id' });
    expect(byId.msg).toMatch(/^Anda sedang rehat sampai /);
    t.clock.advance(61_000);
    await t.ok('/sms/send', { mobile: player.phone, type: 'login' });
    const byCode = await t.call('/sso/v2/login', {
      mobile: player.phone,
      verificationCode: await t.latestOtp(player.phone),
    });
    expect(byCode).toMatchObject({ code: 'rg.timedOut' });

    t.clock.set(endsAt);
    const back = await t.call<TestSession>('/sso/login', { mobile: player.phone, password: PASSWORD });
    expect(back.state).toBe('200');
    // A shorter break than one already running is refused.
    await t.ok('/rg/selfExclude', { months: 6 }, dataOf<TestSession>(back));
    const again = await t.call('/sso/login', { mobile: player.phone, password: PASSWORD });
    expect(again).toMatchObject({ code: 'rg.selfExcluded' });
    // Nothing shortens it: a break ending sooner is refused (no session could ask, the service says so too).
    await expect(takeTimeout(t.deps, player.userId, 24)).rejects.toMatchObject({ code: 'rg.cannotShorten' });
  });
});

describe('a new account on the device of a player on a break', () => {
  it('is refused, as a guest or in one click, with a neutral message, until the break ends (decision 023)', async () => {
    // A player with a verified phone who signed in on the device: only such a player's break counts.
    const player = await registered();
    const onDevice = await t.ok<TestSession>('/sso/login', {
      mobile: player.phone,
      password: PASSWORD,
      deviceNumber: 'device-of-a-player-on-a-break',
    });
    await t.ok('/rg/timeout', { hours: 24 }, onDevice);
    expect(await t.call('/sso/guest', { deviceNumber: 'device-of-a-player-on-a-break' })).toMatchObject({
      code: 'rg.deviceBlocked',
    });
    expect(
      await t.call('/sso/register', { oneClick: true, deviceNumber: 'device-of-a-player-on-a-break' }),
    ).toMatchObject({ code: 'rg.deviceBlocked' });
    expect((await t.call('/sso/guest', { deviceNumber: 'another-device' })).state).toBe('200');
    t.clock.advance(24 * 3_600_000);
    expect((await t.call('/sso/guest', { deviceNumber: 'device-of-a-player-on-a-break' })).state).toBe('200');
  });
});

describe('a deposit paid during a break', () => {
  it('is credited as cash only: no gift, no turnover, so the money stays withdrawable', async () => {
    // A device of its own: a break refuses new accounts on the device it was taken on.
    const player = await t.ok<TestSession>('/sso/guest', { deviceNumber: 'device-of-a-late-deposit' });
    const opened = await t.ok<{ orderNo: string; bonus: number }>(
      '/recharge/createRechargeOrder',
      { amount: 100_000, depositMethod: PAY_1 },
      player,
    );
    expect(opened.bonus).toBeGreaterThan(0);
    await t.ok('/rg/selfExclude', { months: 6 }, player);
    await t.deps.db.transaction(async (tx) => {
      const order = await lockDepositOrder(tx, opened.orderNo);
      await creditDeposit(tx, order!, {
        finalStatus: 'success',
        at: t.clock.now(),
        timeZone: t.deps.config.region.timeZone,
      });
    });
    const [order] = await t.deps.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.orderNo, opened.orderNo));
    expect(order).toMatchObject({ status: 'success', creditedAmount: 10_000_000n, creditedBonus: 0n });
    const [wallet] = await t.deps.db
      .select({ wagerRemaining: users.wagerRemaining, bonusWagerRemaining: users.bonusWagerRemaining })
      .from(users)
      .where(eq(users.id, player.userId));
    expect(wallet).toEqual({ wagerRemaining: 0n, bonusWagerRemaining: 0n });
  });
});

describe('self-exclusion', () => {
  it('for good: every session ends, the bonus is forfeited, cash stays; sign-in is refused ever after', async () => {
    const player = await registered();
    await fund(t, player, 500);
    const taken = await t.ok<{ endsAt: string | null }>('/rg/selfExclude', { months: 0 }, player);
    expect(taken.endsAt).toBeNull();
    t.clock.advance(10 * 365 * 86_400_000);
    expect(await t.call('/sso/login', { mobile: player.phone, password: PASSWORD })).toMatchObject({
      code: 'rg.selfExcludedPermanently',
      msg: 'You have excluded yourself permanently',
    });
    t.clock.set('2026-01-15T03:00:00.000Z');
  });
});

describe('the activity statement', () => {
  it('sums deposits, withdrawals and play per day, newest first', async () => {
    const player = await t.guest();
    await fund(t, player, 1_000);
    const game = await openGame(t, player, 100_001, 'dice');
    for (let round = 0; round < 3; round += 1)
      await providerCall(t, 'play', {
        sessionId: game.sessionId,
        bet: 200,
        dice: { targetHundredths: 5_000, direction: 'under' },
      });
    const { rows } = await t.ok<{
      rows: { periodStart: string; staked: number; won: number; net: number; deposits: number }[];
    }>('/rg/statement', { period: 'day' }, player);
    expect(rows).toHaveLength(31);
    expect(rows[0]).toMatchObject({ periodStart: '2026-01-15', staked: 600 });
    expect(Math.round(rows[0]!.net * 100)).toBe(Math.round(rows[0]!.won * 100) - 60_000);
    expect(rows[1]).toMatchObject({ periodStart: '2026-01-14', staked: 0 });
    const weeks = await t.ok<{ rows: { periodStart: string }[] }>(
      '/rg/statement',
      { period: 'week' },
      player,
    );
    expect(weeks.rows[0]!.periodStart).toBe('2026-01-12');
    const months = await t.ok<{ rows: { periodStart: string }[] }>(
      '/rg/statement',
      { period: 'month' },
      player,
    );
    expect(months.rows.slice(0, 2).map((row) => row.periodStart)).toEqual(['2026-01-01', '2025-12-01']);
  });
});

describe("a jurisdiction's settings", () => {
  it("set the shortest self-exclusion offered, the largest wagering multiple of a bonus and the return's cooling-off", async () => {
    await putSetting(
      t.deps.db,
      'playerProtection',
      {
        coolingOffHours: 24,
        returnCoolingOffHours: 72,
        minSelfExclusionMonths: 12,
        realityCheckMinutes: 60,
        maxBonusWagerMultiple: 10,
      },
      t.clock.now(),
    );
    try {
      const player = await t.guest();
      expect((await limits(player)) as unknown).toMatchObject({ selfExclusionChoices: [12, 60, 0] });
      const refused = await t.call('/rg/selfExclude', { months: 6 }, player);
      expect(refused).toMatchObject({ state: '400' });
      expect(refused.msg).toBe('months: Self-exclusion here is for at least 12 months, or permanent');

      // A gift asking 30x wagering carries the jurisdiction's 10x at most.
      await t.deps.db.transaction(async (tx) => {
        await lockPlayer(tx, player.userId);
        await creditBonus(tx, {
          userId: player.userId,
          amount: 5_000n,
          wagerMultiple: 30,
          code: 'gift',
          idempotencyKey: `jurisdiction-bonus:${player.userId}`,
          at: t.clock.now(),
        });
      });
      expect((await walletOf(t.deps.db, player.userId)).bonusWagerRemaining).toBe(50_000n);

      // The return from an ended self-exclusion waits 72 hours here.
      const excluded = await registered();
      await t.ok('/rg/selfExclude', { months: 12 }, excluded);
      t.clock.advance(366 * 24 * 3_600_000);
      const restricted = (await t.call('/sso/login', { mobile: excluded.phone, password: PASSWORD })) as {
        breakSession?: { sign: string; uid: string };
      };
      const session = { ...restricted.breakSession!, userId: excluded.userId };
      const asked = await t.ok<{ confirmFrom: string }>('/rg/requestReturn', {}, session);
      expect(new Date(asked.confirmFrom).getTime() - t.clock.now().getTime()).toBe(72 * 3_600_000);
    } finally {
      await putSetting(
        t.deps.db,
        'playerProtection',
        {
          coolingOffHours: 24,
          returnCoolingOffHours: 24,
          minSelfExclusionMonths: 6,
          realityCheckMinutes: 60,
          maxBonusWagerMultiple: 100,
        },
        t.clock.now(),
      );
    }
  });
});
