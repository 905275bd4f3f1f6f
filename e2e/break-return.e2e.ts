import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiOk,
  type E2eServer,
  launchBrowser,
  loginAsGuest,
  openPhone,
  screenshot,
  sessionOf,
  startServer,
} from './harness.ts';

/**
 * The way back from an ended self-exclusion (decision 023), in Indonesian at 390x844: signing in
 * after its end is still refused, the break screen offers to ask to return, and after the 24-hour
 * cooling-off to confirm; then the next sign-in plays. The server's clock runs shifted by what the
 * test adds, so six months pass at once.
 */

let server: E2eServer;
let browser: Browser;
let shiftMs = 0;
const DAY_MS = 86_400_000;

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

/** Signs in by ID and password on the login page. */
async function signInById(page: Page, userId: number, password: string): Promise<void> {
  await page.goto(`${server.baseUrl}/pages/Login/Login`);
  await page.getByRole('checkbox').check();
  await page.getByRole('tab', { name: 'Kata sandi' }).click();
  await page.locator('input[name="identifier"]').fill(String(userId));
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

describe('the end of a self-exclusion', () => {
  it('needs the player to ask to return and confirm after the cooling-off, from the break screen', async () => {
    const page = await openPhone(browser);
    const userId = await loginAsGuest(page, server.baseUrl);
    const password = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('fairplay-session') ?? '{}') as { state?: { password?: string } })
          .state?.password ?? '',
    );
    await apiOk(server, '/rg/selfExclude', { ...(await sessionOf(page)), months: 6 });
    await page.evaluate(() => localStorage.removeItem('fairplay-session'));
    shiftMs += 190 * DAY_MS;

    await signInById(page, userId, password);
    const breakScreen = page.getByTestId('break-screen');
    await breakScreen.getByText(/^Pengecualian diri Anda telah berakhir\. Untuk bermain lagi/).waitFor();
    await breakScreen.getByRole('button', { name: 'Ajukan kembali' }).click();
    await breakScreen.getByTestId('break-return-waiting').waitFor();
    expect(await breakScreen.getByTestId('break-return-waiting').textContent()).toMatch(
      /^Anda dapat mengonfirmasi kembali mulai \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    await screenshot(page, 'break-return-asked');
    await breakScreen.getByRole('button', { name: 'Tutup' }).click();

    // After the cooling-off the return is confirmed.
    shiftMs += DAY_MS + 60_000;
    await signInById(page, userId, password);
    await breakScreen.getByRole('button', { name: 'Konfirmasi kembali' }).click();
    await breakScreen.getByText('Pengecualian diri Anda telah berakhir. Masuk lagi untuk bermain.').waitFor();
    await screenshot(page, 'break-return-confirmed');
    await breakScreen.getByRole('button', { name: 'Tutup' }).click();

    await signInById(page, userId, password);
    await page.waitForURL((url) => !url.pathname.endsWith('/Login'));
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
