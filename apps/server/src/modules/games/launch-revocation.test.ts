import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { fund } from '../../../test/players.ts';
import { balanceOf, openGame, providerCall } from '../../../test/provider-api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

const dice = { bet: 200, dice: { targetHundredths: 5_000, direction: 'under' } };

async function launchToken(player: TestSession): Promise<string> {
  const { url } = await t.ok<{ url: string }>('/game/launch', { gameId: 100_001 }, player);
  return new URL(url, 'http://x').searchParams.get('token')!;
}

describe('games end with the session that opened them', () => {
  it('after a logout the game takes no new bet and its launch token opens nothing', async () => {
    const player = await t.guest();
    await fund(t, player, 10_000);
    const game = await openGame(t, player, 100_001, 'dice');
    const token = await launchToken(player);
    expect((await providerCall(t, 'play', { sessionId: game.sessionId, ...dice })).status).toBe(200);
    const balance = await balanceOf(t, player);
    await t.ok('/sso/logout', {}, player);

    const refused = await providerCall<{ error: string; message: string }>(t, 'play', {
      sessionId: game.sessionId,
      ...dice,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error: 'INVALID_TOKEN',
        message: 'Your game session has ended. Please open the game again from the lobby',
      },
    });
    expect((await providerCall(t, 'session', { token, game: 'dice' })).status).toBe(400);
    const again = await t.ok<TestSession>('/sso/idlogin', {
      userId: player.userId,
      password: player.password,
    });
    expect(await balanceOf(t, again)).toBe(balance);
  });

  it('a password change ends the games of the other sessions, not those of the session that changed it', async () => {
    const player = await t.guest();
    await fund(t, player, 10_000);
    const other = await t.ok<TestSession>('/sso/idlogin', {
      userId: player.userId,
      password: player.password,
    });
    const otherGame = await openGame(t, other, 100_001, 'dice');
    const ownGame = await openGame(t, player, 100_001, 'dice');
    await t.ok('/sso/modify', { oldPassword: player.password, newPassword: 'a-new-password-1' }, player);

    expect((await providerCall(t, 'play', { sessionId: otherGame.sessionId, ...dice })).body).toMatchObject({
      error: 'INVALID_TOKEN',
    });
    expect((await providerCall(t, 'play', { sessionId: ownGame.sessionId, ...dice })).status).toBe(200);
  });
});
