import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerEntries, users } from '../apps/server/src/db/schema.ts';
import {
  balanceOnAccount,
  type E2eServer,
  fundPlayer,
  launchBrowser,
  loginAsGuest,
  openPhone,
  plainTextOf,
  screenshot,
  startServer,
} from './harness.ts';

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const ROUNDS = 4;

/** The player's cash as the ledger has it, and the sum of their game entries (bets, wins, rollbacks). */
async function ledgerOf(userId: number) {
  const [cash] = await server.deps.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'user_cash')));
  const [games] = await server.deps.db
    .select({ net: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.userId, userId), inArray(ledgerEntries.code, ['bet', 'win', 'bet_rollback'])),
    );
  return { cash: Number(cash?.balance ?? 0n) / 100, gamesNet: Number(games?.net ?? '0') / 100 };
}

/** Rupiah as the app shows it in Indonesian: "Rp 100.000", "Rp 1.234,50" (decimals only when there are some). */
const rupiah = (value: number) =>
  `Rp ${value.toLocaleString('id-ID', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 })}`;

describe('games in Chromium (390x844)', () => {
  it('log in, open Dice from Home, play rounds, return: balance and game records agree with the ledger', async () => {
    const page = await openPhone(browser);
    const userId = await loginAsGuest(page, server.baseUrl);
    await fundPlayer(server, userId, 100_000);
    await page.goto(`${server.baseUrl}/pages/home/Home`);
    const dice = page
      .getByTestId('game-tile')
      .filter({ has: page.getByText('Dice', { exact: true }) })
      .first();
    await dice.waitFor({ timeout: 15_000 });
    // The tiles' images are lazy: the screenshot waits until those on screen have arrived.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid="game-tile"] img')]
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
        .every((image) => image.complete && image.naturalWidth > 0),
    );
    await screenshot(page, 'games-home-lobby');
    await dice.click();
    await page.waitForURL('**/pages/webview/GameWeb**');

    const game = page.frameLocator('[data-testid="game-frame"]');
    await game.locator('#bet').waitFor({ timeout: 15_000 });
    await game.locator('#bet').fill('1000');
    // The game page speaks the player's language (Indonesian here): "Lempar" is Roll.
    const roll = game.getByRole('button', { name: 'Lempar', exact: true });
    for (let round = 1; round <= ROUNDS; round += 1) {
      await roll.click();
      await expect.poll(() => game.locator('#history li').count(), { timeout: 10_000 }).toBe(round);
      await expect.poll(() => roll.isEnabled()).toBe(true);
    }
    await screenshot(page, 'games-dice-played');

    await page.getByTestId('game-back').click();
    await page.waitForURL('**/pages/home/Home**');

    const ledger = await ledgerOf(userId);
    expect(ledger.cash).toBeCloseTo(100_000 + ledger.gamesNet, 2);
    expect(await balanceOnAccount(page, server.baseUrl)).toBe(rupiah(ledger.cash));

    await page.goto(`${server.baseUrl}/pages/account/GameRecords/GameRecords`);
    await expect.poll(() => page.getByTestId('game-record').count(), { timeout: 10_000 }).toBe(ROUNDS);
    const summary = await plainTextOf(page.getByTestId('records-summary'));
    expect(summary).toContain(rupiah(ROUNDS * 1_000));
    const net = Math.round(ledger.gamesNet * 100) / 100;
    expect(summary.replace(/\s+/g, ' ')).toContain(rupiah(Math.abs(net)));
    await screenshot(page, 'games-records');
    const [player] = await server.deps.db
      .select({ exp: users.vipExp })
      .from(users)
      .where(eq(users.id, userId));
    expect(player?.exp).toBe(BigInt(ROUNDS * 1_000 * 100)); // valid bets add VIP experience
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
