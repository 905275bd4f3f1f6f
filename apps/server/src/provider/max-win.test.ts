import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { fund } from '../../test/players.ts';
import { balanceOf, currentSeeds, openGame, providerCall, roundRow } from '../../test/provider-api.ts';
import { gameRounds, games, providerRounds } from '../db/schema.ts';
import { playLimbo } from './engines/limbo.ts';
import { MINES_TILES, minePositions } from './engines/mines.ts';
import { minesStart, type ProviderDeps, play, sessionOf, settleStuckRounds } from './service.ts';
import { WalletUnavailableError } from './wallet-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

async function configOf(code: string) {
  const [game] = await t.deps.db.select().from(games).where(eq(games.code, code));
  return game!.config as { maxBetMinor: number; maxWinMinor: number; rtpPpm: number };
}

const major = (minor: number) => minor / 100;

/** What the operator's wallet credited for a round (its own books, not the provider's). */
async function walletWin(roundId: string) {
  const [round] = await t.deps.db.select().from(gameRounds).where(eq(gameRounds.roundId, roundId));
  return round?.winAmount;
}

interface AlertView {
  kind: string;
  reference: string;
  severity: string;
}

async function alertsFor(reference: string) {
  const open = await t.admin<{ alerts: AlertView[] }>('GET', '/alerts?kind=game_win_refused');
  return open.body.alerts.filter((alert) => alert.reference === reference);
}

async function latestRound(playerRef: string) {
  const [round] = await t.deps.db
    .select()
    .from(providerRounds)
    .where(eq(providerRounds.playerRef, playerRef))
    .orderBy(desc(providerRounds.createdAt), desc(providerRounds.nonce))
    .limit(1);
  return round!;
}

describe('maximum win per round', () => {
  it('is configured for every seeded game and shown in the session answer', async () => {
    for (const game of await t.deps.db.select().from(games)) {
      const config = game.config as { maxBetMinor: number; maxWinMinor?: number };
      expect(config.maxWinMinor, game.code).toBeGreaterThanOrEqual(config.maxBetMinor);
    }
    const player = await t.guest();
    const session = await openGame(t, player, 100_002, 'mines');
    expect(session.game.maxWin).toBe(major((await configOf('mines')).maxWinMinor));
  });

  it('ends a max-bet Mines round with exactly the max win once the payout reaches it', async () => {
    const config = await configOf('mines');
    const player = await t.guest();
    await fund(t, player, major(config.maxBetMinor));
    const session = await openGame(t, player, 100_002, 'mines');
    const seeds = await currentSeeds(t, player);
    const mines = minePositions(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 3);
    const start = await providerCall<{ roundId: string; balance: number }>(t, 'mines/start', {
      sessionId: session.sessionId,
      bet: major(config.maxBetMinor),
      mines: 3,
    });
    expect(start.body.balance).toBe(0);
    const safe = Array.from({ length: MINES_TILES }, (_, tile) => tile).filter(
      (tile) => !mines.includes(tile),
    );
    let last: { status: number; body: Record<string, unknown> } | undefined;
    let reveals = 0;
    for (const tile of safe) {
      last = await providerCall(t, 'mines/reveal', {
        sessionId: session.sessionId,
        roundId: start.body.roundId,
        tile,
      });
      reveals += 1;
      if (last.body.isOver !== false) break;
    }
    expect(last!.status).toBe(200);
    expect(last!.body).toMatchObject({
      hit: false,
      isOver: true,
      isMaxWin: true,
      payout: major(config.maxWinMinor),
    });
    // 3 mines at 97% RTP: 19 safe tiles make 0.97 × 2300 / 20 ≈ 111.5×, the first step past 100×.
    expect(reveals).toBeLessThan(safe.length);
    expect(await walletWin(start.body.roundId)).toBe(BigInt(config.maxWinMinor));
    const round = await roundRow(t, start.body.roundId);
    expect({ status: round.status, payout: round.payout }).toEqual({
      status: 'settled',
      payout: BigInt(config.maxWinMinor),
    });
  });

  it('caps a Limbo win at 10,000× on the max bet to the max win', async () => {
    const config = await configOf('limbo');
    const player = await t.guest();
    await fund(t, player, major(config.maxBetMinor));
    const session = await openGame(t, player, 100_004, 'limbo');
    const seeds = await currentSeeds(t, player);
    let clientSeed = '';
    for (let index = 0; index < 1_000_000 && !clientSeed; index += 1) {
      const candidate = `max-win-${index}`;
      if (
        playLimbo(seeds.serverSeed, candidate, seeds.nonce, { targetHundredths: 1_000_000 }, config.rtpPpm)
          .isWin
      )
        clientSeed = candidate;
    }
    expect(clientSeed).not.toBe('');
    const result = await providerCall<{
      roundId: string;
      payout: number;
      multiplier: number;
      balance: number;
      isMaxWin: boolean;
    }>(t, 'play', {
      sessionId: session.sessionId,
      bet: major(config.maxBetMinor),
      clientSeed,
      limbo: { targetHundredths: 1_000_000 },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      multiplier: 10_000,
      payout: major(config.maxWinMinor),
      isMaxWin: true,
    });
    expect(await walletWin(result.body.roundId)).toBe(BigInt(config.maxWinMinor));
    // The player's cash: the max win (and whatever VIP level-up reward so large a bet brings).
    expect(await balanceOf(t, player)).toBeGreaterThanOrEqual(major(config.maxWinMinor));
  });
});

describe('a win the wallet refuses', () => {
  it('for good (not a transport failure) marks the round, raises one alert and is not retried', async () => {
    const player = await t.guest();
    await fund(t, player, 1_000);
    const opened = await openGame(t, player, 100_001, 'dice');
    const session = await sessionOf(t.provider, opened.sessionId);
    const winCalls: string[] = [];
    const refusing: ProviderDeps = {
      ...t.provider,
      wallet: {
        ...t.provider.wallet,
        win: async (input) => {
          winCalls.push(input.roundId);
          return { status: 'ROUND_CLOSED', message: 'The round is already settled or cancelled' };
        },
      },
    };
    await expect(
      play(refusing, session, { bet: 200, dice: { targetHundredths: 5_000, direction: 'under' } }),
    ).rejects.toMatchObject({ code: 'WIN_REFUSED' });
    const round = await latestRound(player.uid);
    expect(round.status).toBe('win_refused');
    expect(await alertsFor(round.roundId)).toEqual([
      expect.objectContaining({ kind: 'game_win_refused', severity: 'critical' }),
    ]);
    for (let run = 0; run < 3; run += 1) {
      t.clock.advance(60_000);
      await settleStuckRounds(refusing);
    }
    expect(winCalls).toEqual([round.roundId]);
    expect((await roundRow(t, round.roundId)).status).toBe('win_refused');
    expect(await alertsFor(round.roundId)).toHaveLength(1);
  });

  it('because the wallet did not answer is still retried by the stuck-round job', async () => {
    const player = await t.guest();
    await fund(t, player, 1_000);
    const opened = await openGame(t, player, 100_001, 'dice');
    const session = await sessionOf(t.provider, opened.sessionId);
    const unreachable: ProviderDeps = {
      ...t.provider,
      wallet: {
        ...t.provider.wallet,
        win: async () => {
          throw new WalletUnavailableError('The wallet did not answer win: HTTP 503');
        },
      },
    };
    const result = await play(unreachable, session, {
      bet: 200,
      dice: { targetHundredths: 9_800, direction: 'under' },
    });
    expect(result.balance).toBeNull();
    const round = await latestRound(player.uid);
    expect(round.status).toBe('awaiting_win');
    t.clock.advance(31_000);
    expect(await settleStuckRounds(t.provider)).toBeGreaterThanOrEqual(1);
    expect((await roundRow(t, round.roundId)).status).toBe('settled');
    expect(await balanceOf(t, player)).toBeCloseTo(1_000 - 200 + result.payout, 2);
    expect(await alertsFor(round.roundId)).toEqual([]);
  });
});

describe('a win refused for our signature or clock', () => {
  it("is a configuration fault, not the round's: no alert, and the round is paid once it is mended", async () => {
    const player = await t.guest();
    await fund(t, player, 1_000);
    const opened = await openGame(t, player, 100_001, 'dice');
    const session = await sessionOf(t.provider, opened.sessionId);
    const misconfigured: ProviderDeps = {
      ...t.provider,
      wallet: {
        ...t.provider.wallet,
        win: async () => ({ status: 'INVALID_SIGNATURE', message: 'The signature does not match' }),
      },
    };
    const result = await play(misconfigured, session, {
      bet: 200,
      dice: { targetHundredths: 9_800, direction: 'under' },
    });
    expect(result.balance).toBeNull();
    const round = await latestRound(player.uid);
    expect(round.status).toBe('awaiting_win');
    t.clock.advance(31_000);
    await settleStuckRounds(misconfigured);
    expect((await roundRow(t, round.roundId)).status).toBe('awaiting_win');
    await settleStuckRounds(t.provider);
    expect((await roundRow(t, round.roundId)).status).toBe('settled');
    expect(await alertsFor(round.roundId)).toEqual([]);
  });
});

describe('a bet the wallet confirms after the retry job gave up on it', () => {
  it('never opens the round: the player is told it was cancelled and has the stake back', async () => {
    const player = await t.guest();
    await fund(t, player, 1_000);
    const opened = await openGame(t, player, 100_002, 'mines');
    const session = await sessionOf(t.provider, opened.sessionId);
    const slow: ProviderDeps = {
      ...t.provider,
      wallet: {
        ...t.provider.wallet,
        // The bet is taken, but its answer arrives after the stuck-round job rolled it back.
        bet: async (input) => {
          const answer = await t.provider.wallet.bet(input);
          t.clock.advance(31_000);
          await settleStuckRounds(t.provider);
          return answer;
        },
      },
    };
    await expect(minesStart(slow, session, { bet: 200, mines: 3 })).rejects.toMatchObject({
      code: 'ROUND_CANCELLED',
    });
    const round = await latestRound(player.uid);
    expect(round.status).toBe('rolled_back');
    expect(await balanceOf(t, player)).toBe(1_000);
    expect((await openGame(t, player, 100_002, 'mines')).round).toBeNull();
  });
});
