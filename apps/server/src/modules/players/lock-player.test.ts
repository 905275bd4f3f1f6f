import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffClient, type TestApp, type TestSession } from '../../../test/harness.ts';
import { fund, newPhone } from '../../../test/players.ts';
import { currentSeeds, openGame, providerCall } from '../../../test/provider-api.ts';
import { sessions, users } from '../../db/schema.ts';
import { minePositions } from '../../provider/engines/mines.ts';

const GOOGLE_SUBJECT = 'google-subject-of-a-locked-player';
const LOCKED_MESSAGE = 'This account has been locked. Please contact customer service';

/** The in-house Mines game. */
const MINES = 100_002;

let t: TestApp;
let risk: StaffClient;
beforeAll(async () => {
  t = await createTestApp({
    // A Google verifier that knows one token, for the one account that signs in with Google.
    google: {
      clientId: 'test-client',
      verify: async (token) =>
        token === 'google-token-1'
          ? {
              subject: GOOGLE_SUBJECT,
              email: null,
              emailVerified: false,
              name: 'Locked Player',
              picture: null,
            }
          : null,
    },
  });
  risk = await t.staff('risk');
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

const PASSWORD = 'a-good-password-1';

/** A player who can sign in every way: phone + code, phone + password, id + password, Google. */
async function playerOfEveryKind(): Promise<TestSession & { phone: string }> {
  const phone = newPhone();
  await t.ok('/sms/send', { mobile: phone, type: 'register' });
  const player = await t.ok<TestSession>('/sso/register', {
    mobile: phone,
    verificationCode: await t.latestOtp(phone),
    password: PASSWORD,
    deviceNumber: 'device-of-locked',
  });
  await t.deps.db.update(users).set({ googleSubject: GOOGLE_SUBJECT }).where(eq(users.id, player.userId));
  return { ...player, phone };
}

/** Every way to sign in to the account, each answering its envelope. */
async function signInEveryWay(player: { userId: number; phone: string }, locale = 'en') {
  t.clock.advance(61_000); // past the resend wait of the last code
  await t.ok('/sms/send', { mobile: player.phone, type: 'login' });
  const code = await t.latestOtp(player.phone);
  return {
    otp: await t.call('/sso/v2/login', { mobile: player.phone, verificationCode: code, locale }),
    password: await t.call('/sso/login', { mobile: player.phone, password: PASSWORD, locale }),
    id: await t.call('/sso/idlogin', { userId: player.userId, password: PASSWORD, locale }),
    google: await t.call('/sso/googleLogin', { googleToken: 'google-token-1', locale }),
  };
}

const lock = (userId: number, reason = 'Chargeback fraud under review') =>
  risk.call<{ userId: number; lockedAt: string | null; sessionsEnded: number }>(
    'POST',
    `/players/${userId}/lock`,
    {
      locked: true,
      reason,
    },
  );
const unlock = (userId: number) => risk.call('POST', `/players/${userId}/lock`, { locked: false });

async function liveSessionsOf(userId: number): Promise<number> {
  const rows = await t.deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return rows.length;
}

describe('locking a player', () => {
  it('ends their session at once (cached or not), their games, and every way of signing in; unlocking restores it', async () => {
    const player = await playerOfEveryKind();
    await fund(t, player, 10_000);
    const game = await openGame(t, player, 100_001, 'dice');
    const { url } = await t.ok<{ url: string }>('/game/launch', { gameId: 100_001 }, player);
    const launchToken = new URL(url, 'http://x').searchParams.get('token')!;
    // Resolved (and so cached) just before the lock: the lock must evict it, not wait 30 s.
    await t.ok('/user/getUserInfo', {}, player);

    const locked = await lock(player.userId);
    expect(locked).toMatchObject({ status: 200, body: { userId: player.userId, sessionsEnded: 1 } });
    expect(locked.body.lockedAt).toBe(t.clock.now().toISOString());

    expect(await t.call('/user/getUserInfo', {}, player)).toMatchObject({ state: '401' });
    expect(await t.call('/game/launch', { gameId: 100_001 }, player)).toMatchObject({ state: '401' });
    const play = await providerCall(t, 'play', {
      sessionId: game.sessionId,
      bet: 200,
      dice: { targetHundredths: 5_000, direction: 'under' },
    });
    expect(play.body).toMatchObject({ error: 'INVALID_TOKEN' });
    expect((await providerCall(t, 'session', { token: launchToken, game: 'dice' })).status).toBe(400);

    const refused = await signInEveryWay(player);
    for (const [way, answer] of Object.entries(refused)) {
      expect(answer, way).toMatchObject({ state: '1000', msg: LOCKED_MESSAGE, code: 'auth.accountLocked' });
    }
    expect((await signInEveryWay(player, 'id')).password).toMatchObject({
      msg: 'Akun ini telah dikunci. Silakan hubungi layanan pelanggan',
    });
    expect(await liveSessionsOf(player.userId)).toBe(0);
    // Nor can the password be reset with the phone and a code while the lock holds.
    t.clock.advance(61_000);
    await t.ok('/sms/send', { mobile: player.phone, type: 'forget' });
    expect(
      await t.call('/sso/modify', {
        mobile: player.phone,
        verificationCode: await t.latestOtp(player.phone),
        newPassword: 'a-new-password-9',
      }),
    ).toMatchObject({ code: 'auth.accountLocked' });
    // A wrong password still says only that: the lock is told to whoever knows the password.
    expect(
      await t.call('/sso/idlogin', { userId: player.userId, password: 'not-the-password-1' }),
    ).toMatchObject({ code: 'auth.wrongIdOrPassword' });

    const summary = await risk.call<{ lockedAt: string; lockedBy: string; lockReason: string }>(
      'GET',
      `/players/${player.userId}`,
    );
    expect(summary.body).toMatchObject({
      lockedBy: risk.username,
      lockReason: 'Chargeback fraud under review',
      activeSessions: 0,
    });
    const search = await risk.call<{ items: { isLocked: boolean }[] }>(
      'GET',
      `/players?q=${player.userId}&by=id`,
    );
    expect(search.body.items[0]!.isLocked).toBe(true);

    expect((await unlock(player.userId)).status).toBe(200);
    const again = await signInEveryWay(player);
    for (const [way, answer] of Object.entries(again)) expect(answer.state, way).toBe('200');
    const session = (again.id as { resultData: TestSession }).resultData;
    expect(await t.call('/user/getUserInfo', {}, session)).toMatchObject({ state: '200' });
  });

  it('takes no Mines reveal or cash-out from a game page opened before the lock', async () => {
    const player = await t.guest();
    await fund(t, player, 1_000);
    const game = await openGame(t, player, MINES, 'mines');
    const seeds = await currentSeeds(t, player);
    const mined = minePositions(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 3);
    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((tile) => !mined.includes(tile));
    const start = await providerCall<{ roundId: string }>(t, 'mines/start', {
      sessionId: game.sessionId,
      bet: 200,
      mines: 3,
    });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const round = { sessionId: game.sessionId, roundId: start.body.roundId };
    expect((await providerCall(t, 'mines/reveal', { ...round, tile: safe[0] })).status).toBe(200);
    expect((await lock(player.userId)).status).toBe(200);
    expect(await providerCall(t, 'mines/reveal', { ...round, tile: safe[1] })).toMatchObject({
      status: 400,
      body: { error: 'INVALID_TOKEN' },
    });
    expect(await providerCall(t, 'mines/cashout', round)).toMatchObject({
      status: 400,
      body: { error: 'INVALID_TOKEN' },
    });
    expect((await unlock(player.userId)).status).toBe(200);
  });

  it('refuses a session of a locked player that nothing ended (one created as the lock committed)', async () => {
    const player = await t.guest();
    await t.ok('/user/getUserInfo', {}, player);
    // The lock without its session ending, as a session that slipped past it would look.
    await t.deps.db.update(users).set({ lockedAt: t.clock.now() }).where(eq(users.id, player.userId));
    t.deps.sessionCache.evictUser(player.userId);
    expect(await t.call('/user/getUserInfo', {}, player)).toMatchObject({ state: '401' });
  });

  it('is audited with the state before and after, and refuses a lock of a locked player or without a reason', async () => {
    const player = await t.guest();
    expect((await risk.call('POST', `/players/${player.userId}/lock`, { locked: true })).status).toBe(400);
    expect(
      (await risk.call('POST', `/players/${player.userId}/lock`, { locked: true, reason: ' ' })).status,
    ).toBe(400);
    expect((await unlock(player.userId)).status).toBe(409);
    expect((await lock(player.userId, 'Multiple accounts')).status).toBe(200);
    expect(await lock(player.userId)).toMatchObject({
      status: 409,
      body: { message: 'The account is already locked' },
    });
    expect((await unlock(player.userId)).status).toBe(200);
    const audit = await t.admin<{
      items: { action: string; actor: string; before: unknown; after: unknown }[];
    }>('GET', `/audit?targetType=player&targetId=${player.userId}&action=player.`);
    expect(audit.body.items.map((entry) => [entry.action, entry.actor])).toEqual([
      ['player.unlock', risk.username],
      ['player.lock', risk.username],
    ]);
    expect(audit.body.items[1]).toMatchObject({
      before: { lockedAt: null, lockReason: null },
      after: { lockedBy: risk.username, lockReason: 'Multiple accounts' },
    });
    expect(audit.body.items[0]).toMatchObject({ after: { lockedAt: null, lockReason: null } });
    expect((await lock(999_999_999)).status).toBe(404);
  });

  it('needs players.control: support staff are refused and nothing changes', async () => {
    const player = await t.guest();
    const support = await t.staff('support');
    expect(
      (await support.call('POST', `/players/${player.userId}/lock`, { locked: true, reason: 'x' })).status,
    ).toBe(403);
    expect((await support.call('POST', `/players/${player.userId}/revoke-sessions`, {})).status).toBe(403);
    expect(await t.call('/user/getUserInfo', {}, player)).toMatchObject({ state: '200' });
  });

  it("leaves a new account made on the locked account's device alone: the lock is on the account", async () => {
    const player = await t.ok<TestSession>('/sso/guest', { deviceNumber: 'device-shared-with-locked' });
    expect((await lock(player.userId)).status).toBe(200);
    const fresh = await t.call('/sso/register', {
      oneClick: true,
      deviceNumber: 'device-shared-with-locked',
    });
    expect(fresh.state).toBe('200');
  });
});

describe("ending a player's sessions", () => {
  it('signs them out everywhere and ends their games without locking them', async () => {
    const player = await t.guest();
    const second = await t.ok<TestSession>('/sso/idlogin', {
      userId: player.userId,
      password: player.password,
    });
    await fund(t, player, 1_000);
    const game = await openGame(t, second, 100_001, 'dice');
    await t.ok('/user/getUserInfo', {}, player);
    const ended = await risk.call('POST', `/players/${player.userId}/revoke-sessions`, {});
    expect(ended).toEqual({ status: 200, body: { userId: player.userId, sessionsEnded: 2 } });
    expect(await t.call('/user/getUserInfo', {}, player)).toMatchObject({ state: '401' });
    expect(await t.call('/user/getUserInfo', {}, second)).toMatchObject({ state: '401' });
    const play = await providerCall(t, 'play', {
      sessionId: game.sessionId,
      bet: 200,
      dice: { targetHundredths: 5_000, direction: 'under' },
    });
    expect(play.body).toMatchObject({ error: 'INVALID_TOKEN' });
    const back = await t.ok<TestSession>('/sso/idlogin', {
      userId: player.userId,
      password: player.password,
    });
    expect(await t.call('/user/getUserInfo', {}, back)).toMatchObject({ state: '200' });
    const audit = await t.admin<{ items: { action: string; details: unknown }[] }>(
      'GET',
      `/audit?targetType=player&targetId=${player.userId}&action=player.sessions`,
    );
    expect(audit.body.items).toMatchObject([
      { action: 'player.sessions.revoke', details: { sessionsEnded: 2 } },
    ]);
  });
});

const pause = (ms: number) => new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), ms));

/** Runs `work` in a transaction on a second connection and keeps it open until `release` is called. */
function heldTransaction(db: TestApp['deps']['db'], work: (tx: TestApp['deps']['db']) => Promise<void>) {
  let release!: () => void;
  let isHeld!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = new Promise<void>((resolve) => {
    isHeld = resolve;
  });
  const done = db.transaction(async (tx) => {
    await work(tx);
    isHeld();
    await released;
  });
  return { held, release, done };
}

// PGlite has one connection: transactions never interleave there, so these need PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)('a lock racing sign-ins (PostgreSQL)', () => {
  it('a sign-in meeting a lock in progress waits for it, then is refused', async () => {
    const player = await t.guest();
    const second = await t.secondConnection();
    try {
      const sessionsBefore = (
        await t.deps.db.select().from(sessions).where(eq(sessions.userId, player.userId))
      ).length;
      // The lock's first steps (modules/players/set-player-locked.ts), held before it commits.
      const locking = heldTransaction(second.db, async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, player.userId)).for('update');
        await tx
          .update(users)
          .set({ lockedAt: t.clock.now(), lockedBy: 'race-test', lockReason: 'race' })
          .where(eq(users.id, player.userId));
      });
      await locking.held;
      const signIn = t.call('/sso/idlogin', { userId: player.userId, password: player.password });
      expect(await Promise.race([signIn.then(() => 'answered' as const), pause(1_500)])).toBe('waiting');
      locking.release();
      await locking.done;
      expect(await signIn).toMatchObject({ code: 'auth.accountLocked' });
      const sessionsAfter = (
        await t.deps.db.select().from(sessions).where(eq(sessions.userId, player.userId))
      ).length;
      expect(sessionsAfter).toBe(sessionsBefore);
    } finally {
      await second.close();
    }
  });

  it('a lock meeting a sign-in in progress waits for its session, then ends it', async () => {
    const player = await t.guest();
    const second = await t.secondConnection();
    try {
      // A sign-in's session transaction (modules/auth/sessions.ts createSession), held before it commits.
      const signingIn = heldTransaction(second.db, async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, player.userId)).for('key share');
        const now = t.clock.now();
        await tx.insert(sessions).values({
          userId: player.userId,
          tokenHash: `race-${player.userId}`,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + 86_400_000),
        });
      });
      await signingIn.held;
      const locking = lock(player.userId);
      expect(await Promise.race([locking.then(() => 'answered' as const), pause(1_500)])).toBe('waiting');
      signingIn.release();
      await signingIn.done;
      expect(await locking).toMatchObject({ status: 200, body: { sessionsEnded: 2 } });
      expect(await liveSessionsOf(player.userId)).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('leaves no live session after a burst of sign-ins around a lock', async () => {
    for (let round = 0; round < 3; round += 1) {
      const player = await t.guest();
      const signIns = Array.from({ length: 12 }, () =>
        t.call<TestSession>('/sso/idlogin', { userId: player.userId, password: player.password }),
      );
      const [answers, locked] = await Promise.all([Promise.all(signIns), lock(player.userId)]);
      expect(locked.status).toBe(200);
      expect(await liveSessionsOf(player.userId)).toBe(0);
      for (const answer of answers) {
        if (answer.state !== '200') {
          expect(answer).toMatchObject({ code: 'auth.accountLocked' });
          continue;
        }
        const session = (answer as { resultData: TestSession }).resultData;
        expect(await t.call('/user/getUserInfo', {}, session)).toMatchObject({ state: '401' });
      }
    }
  });
});
