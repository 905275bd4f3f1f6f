import { desc, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameLaunchTokens, gameRounds } from '../apps/server/src/db/schema.ts';
import {
  animationsSettled,
  type E2eServer,
  fundPlayer,
  launchBrowser,
  loginAsGuest,
  openPhone,
  plainText,
  plainTextOf,
  screenshot,
  startServer,
} from './harness.ts';

/**
 * Player protection during play (issue 14), in Indonesian at 390x844: the deposit-limit prompt at the
 * first deposit and the limit holding on the deposit page; a reality check in a game. The server's
 * clock runs shifted by what the test adds, so a 15-minute interval passes without waiting for it.
 */

let server: E2eServer;
let browser: Browser;
let shiftMs = 0;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({}, { clock: { now: () => new Date(Date.now() + shiftMs) } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Rupiah as the app writes it in Indonesian, with its sign: "-Rp 1.234,50", "+Rp 300". */
function signedRupiah(value: number): string {
  const digits = Math.abs(value).toLocaleString('id-ID', {
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `${value < 0 ? '-' : value > 0 ? '+' : ''}Rp ${digits}`;
}

describe('player protection during play', () => {
  it('offers a deposit limit at the first deposit; the limit set there then stops a larger deposit, saying what is left', async () => {
    const page = await openPhone(browser);
    await loginAsGuest(page, server.baseUrl);
    await page.goto(`${server.baseUrl}/pages/wallet/Deposit`);
    const prompt = page.getByTestId('limit-prompt');
    await prompt.waitFor();
    await prompt.getByText('Atur batas deposit?').waitFor();
    await animationsSettled(page);
    await screenshot(page, 'play-protection-first-deposit-prompt');

    await prompt.getByRole('tab', { name: 'Harian' }).click();
    await page.getByTestId('limit-prompt-amount').fill('150000');
    await page.getByTestId('limit-prompt-set').click();
    await prompt.waitFor({ state: 'detached' });

    // Not offered twice: the answer is the server's, so a fresh page does not ask again.
    await page.reload();
    await page.getByTestId('online-amount-input').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('limit-prompt').count()).toBe(0);

    await page.getByTestId('online-amount-input').fill('200000');
    await page.getByTestId('online-submit').click();
    const refusal = page.locator('.fp-toast');
    await refusal.waitFor();
    const text = await plainTextOf(refusal);
    expect(text).toMatch(/^Deposit ini melewati batas deposit harian Anda: sisa Rp 150\.000, diatur ulang /);
    await screenshot(page, 'play-protection-deposit-refused');
    expect(new URL(page.url()).pathname).toBe('/pages/wallet/Deposit');

    // The protection page shows the limit with nothing used.
    await page.getByTestId('deposit-limits-link').click();
    await page.waitForURL('**/pages/account/Protection');
    expect(await plainTextOf(page.getByTestId('limit-deposit-day'))).toContain(
      'Terpakai Rp 0 dari Rp 150.000',
    );
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('offers a deposit limit right after registering; skipped, it is not offered again at the first deposit', async () => {
    const page = await openPhone(browser);
    await page.goto(`${server.baseUrl}/pages/Login/Register`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Daftar satu klik' }).click();
    await page.getByTestId('credentials-dialog').getByRole('button', { name: 'Konfirmasi' }).click();
    const prompt = page.getByTestId('limit-prompt');
    await prompt.getByText('Atur batas deposit?').waitFor();
    await animationsSettled(page);
    await screenshot(page, 'play-protection-registration-prompt');
    await page.getByTestId('limit-prompt-skip').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/Register'));
    expect(await prompt.count()).toBe(0);

    await page.goto(`${server.baseUrl}/pages/wallet/Deposit`);
    await page.getByTestId('online-amount-input').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('limit-prompt').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('shows the session time and net over the game, and a reality check after the chosen interval with Continue, history and Stop', async () => {
    const page = await openPhone(browser);
    const userId = await loginAsGuest(page, server.baseUrl);
    await fundPlayer(server, userId, 100_000);

    // The player chooses a reality check every 15 minutes.
    await page.goto(`${server.baseUrl}/pages/account/Protection`);
    const interval = page.getByTestId('reality-check-interval');
    await interval.getByRole('tab', { name: '15', exact: true }).click();
    await expect
      .poll(() => interval.getByRole('tab', { name: '15', exact: true }).getAttribute('aria-selected'))
      .toBe('true');
    await interval.scrollIntoViewIfNeeded();
    await screenshot(page, 'play-protection-interval');

    await page.goto(`${server.baseUrl}/pages/webview/GameWeb?gameId=100001`);
    await expect.poll(() => plainTextOf(page.getByTestId('play-session-time'))).toMatch(/^0:\d\d$/);
    const stageBefore = await page.locator('main').boundingBox();
    expect((await page.getByTestId('play-session-bar').boundingBox())?.height).toBe(24);

    const game = page.frameLocator('[data-testid="game-frame"]');
    await game.locator('#bet').waitFor({ timeout: 15_000 });
    await game.locator('#bet').fill('1000');
    const roll = game.getByRole('button', { name: 'Lempar', exact: true });
    const playRound = async (round: number) => {
      await roll.click();
      await expect.poll(() => game.locator('#history li').count(), { timeout: 10_000 }).toBe(round);
      await expect.poll(() => roll.isEnabled()).toBe(true);
    };
    await playRound(1);
    await playRound(2);

    /** The session's net as the server's records have it (rounds of this launch), in rupiah. */
    const recordedNet = async () => {
      const [launch] = await server.deps.db
        .select({ createdAt: gameLaunchTokens.createdAt })
        .from(gameLaunchTokens)
        .where(eq(gameLaunchTokens.userId, userId))
        .orderBy(desc(gameLaunchTokens.createdAt))
        .limit(1);
      const rounds = await server.deps.db.select().from(gameRounds).where(eq(gameRounds.userId, userId));
      const minor = rounds
        .filter((round) => round.createdAt >= launch!.createdAt)
        .reduce((sum, round) => sum + round.winAmount - round.betAmount, 0n);
      return Number(minor) / 100;
    };
    await expect
      .poll(async () => plainTextOf(page.getByTestId('play-session-net')))
      .toBe(signedRupiah(await recordedNet()));
    expect(await page.getByTestId('reality-check').count()).toBe(0);
    await screenshot(page, 'play-protection-session-bar');
    // The line is there from the start: the game's stage did not move.
    expect(await page.locator('main').boundingBox()).toEqual(stageBefore);

    // Fifteen minutes pass on the server; the next round's figures bring the reality check.
    shiftMs += 15 * 60_000;
    await playRound(3);
    const check = page.getByTestId('reality-check');
    await check.waitFor({ timeout: 10_000 });
    await check.getByText('Pengingat bermain').waitFor();
    expect(plainText(await page.getByTestId('reality-check-time').textContent())).toMatch(/^15:\d\d$/);
    await expect
      .poll(async () => plainTextOf(page.getByTestId('reality-check-net')))
      .toBe(signedRupiah(await recordedNet()));
    await animationsSettled(page);
    await screenshot(page, 'play-protection-reality-check');

    // Continue: the game is played on, and no check comes again before the next interval.
    await page.getByTestId('reality-check-continue').click();
    await check.waitFor({ state: 'detached' });
    await playRound(4);
    expect(await page.getByTestId('reality-check').count()).toBe(0);

    // Another fifteen minutes: See history opens the game records.
    shiftMs += 15 * 60_000;
    await playRound(5);
    await check.waitFor({ timeout: 10_000 });
    expect(plainText(await page.getByTestId('reality-check-time').textContent())).toMatch(/^30:\d\d$/);
    await page.getByTestId('reality-check-history').click();
    await page.waitForURL('**/pages/account/GameRecords/GameRecords');
    await expect.poll(() => page.getByTestId('game-record').count(), { timeout: 10_000 }).toBe(5);

    // Back in the game view the game opens again: a new session, whose check comes 15 minutes on.
    // Stop leaves the game.
    await page.goBack();
    await page.waitForURL('**/pages/webview/GameWeb**');
    await expect.poll(() => plainTextOf(page.getByTestId('play-session-time'))).toMatch(/^0:\d\d$/);
    await game.locator('#bet').waitFor({ timeout: 15_000 });
    await game.locator('#bet').fill('1000');
    shiftMs += 15 * 60_000;
    await roll.click();
    await check.waitFor({ timeout: 10_000 });
    await page.getByTestId('reality-check-stop').click();
    await page.waitForURL((url) => !url.pathname.includes('/GameWeb'));
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
