import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { fund } from '../../../test/players.ts';
import { openGame, providerCall } from '../../../test/provider-api.ts';
import { putSetting } from '../settings/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set('2026-01-15T03:00:00.000Z'));
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

const DICE = 100_001;

type PlaySession = {
  session: { startedAt: string; elapsedSeconds: number; staked: number; won: number; net: number } | null;
  realityCheckMinutes: number;
};
type Preferences = {
  realityCheckMinutes: number;
  realityCheckChoices: number[];
  limitPrompt: { isAnswered: boolean; hasDepositLimit: boolean; hasDeposited: boolean };
};

const playSession = (player: TestSession, gameId = DICE) =>
  t.ok<PlaySession>('/rg/playSession', { gameId }, player);
const preferences = (player: TestSession) => t.ok<Preferences>('/rg/preferences', {}, player);

async function play(sessionId: string, bet: number) {
  const answer = await providerCall<{ payout?: number; error?: string }>(t, 'play', {
    sessionId,
    bet,
    dice: { targetHundredths: 5_000, direction: 'under' },
  });
  expect(answer.status).toBe(200);
  return answer.body.payout ?? 0;
}

describe('the game session of a game view', () => {
  it('begins at the launch; its net is the wins less the stakes of the rounds played since, from the records', async () => {
    const player = await t.guest();
    await fund(t, player, 10_000);
    expect(await playSession(player)).toEqual({ session: null, realityCheckMinutes: 60 });

    // A round before this launch is not in the session.
    const earlier = await openGame(t, player, DICE, 'dice');
    await play(earlier.sessionId, 300);
    t.clock.advance(60_000);
    const game = await openGame(t, player, DICE, 'dice');
    // Summed in cents: payouts are major units with two decimals, and a float sum drifts.
    let wonCents = 0;
    for (let round = 0; round < 5; round += 1)
      wonCents += Math.round((await play(game.sessionId, 200)) * 100);
    const won = wonCents / 100;
    t.clock.advance(16 * 60_000 + 5_000);

    const { session } = await playSession(player);
    expect(session).toEqual({
      startedAt: '2026-01-15T03:01:00.000Z',
      elapsedSeconds: 16 * 60 + 5,
      staked: 1_000,
      won,
      // Counted in minor units on the server: exact to the cent.
      net: (wonCents - 100_000) / 100,
    });
    // Another player's view of the same game knows nothing of it.
    const other = await t.guest();
    expect((await playSession(other)).session).toBeNull();
  });
});

describe('reality-check interval', () => {
  it('defaults to the jurisdiction setting; the player picks one of the choices; anything else is refused naming the field', async () => {
    const player = await t.guest();
    expect(await preferences(player)).toMatchObject({
      realityCheckMinutes: 60,
      realityCheckChoices: [15, 30, 45, 60, 90, 120],
    });
    expect(await t.ok('/rg/setRealityCheck', { minutes: 15 }, player)).toEqual({ realityCheckMinutes: 15 });
    expect((await preferences(player)).realityCheckMinutes).toBe(15);
    expect((await playSession(player)).realityCheckMinutes).toBe(15);
    const refused = await t.call('/rg/setRealityCheck', { minutes: 7, locale: 'id' }, player);
    expect(refused).toMatchObject({ state: '400' });
    expect(refused.msg).toMatch(/^minutes: /);
    expect((await preferences(player)).realityCheckMinutes).toBe(15);

    // A jurisdiction default outside the fixed choices is offered too.
    const setDefault = (realityCheckMinutes: number) =>
      putSetting(
        t.deps.db,
        'playerProtection',
        { coolingOffHours: 24, realityCheckMinutes, maxBonusWagerMultiple: 100 },
        t.clock.now(),
      );
    await setDefault(20);
    try {
      const fresh = await t.guest();
      expect(await preferences(fresh)).toMatchObject({
        realityCheckMinutes: 20,
        realityCheckChoices: [15, 20, 30, 45, 60, 90, 120],
      });
    } finally {
      await setDefault(60);
    }
  });
});

describe('the deposit-limit prompt', () => {
  it('is answered once (skipped or a limit set), and knows of a deposit limit', async () => {
    const player = await t.guest();
    expect((await preferences(player)).limitPrompt).toEqual({
      isAnswered: false,
      hasDepositLimit: false,
      hasDeposited: false,
    });
    await t.ok('/rg/setLimit', { kind: 'deposit', period: 'week', amount: 500_000 }, player);
    expect((await preferences(player)).limitPrompt).toMatchObject({ hasDepositLimit: true });
    expect(await t.ok('/rg/answerLimitPrompt', { answer: 'limitSet' }, player)).toEqual({ isAnswered: true });
    expect((await preferences(player)).limitPrompt.isAnswered).toBe(true);

    const skipper = await t.guest();
    await t.ok('/rg/answerLimitPrompt', { answer: 'skipped' }, skipper);
    expect((await preferences(skipper)).limitPrompt).toEqual({
      isAnswered: true,
      hasDepositLimit: false,
      hasDeposited: false,
    });
    expect((await t.call('/rg/answerLimitPrompt', { answer: 'later' }, skipper)).state).toBe('400');
  });
});
