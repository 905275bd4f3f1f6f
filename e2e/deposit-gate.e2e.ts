import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eServer, launchBrowser, openPhone, screenshot, startServer } from './harness.ts';

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ APP_REGION: 'IN' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('+91 deposit gate', () => {
  it('shows the deposit-closed popup instead of Deposit when deposits are closed for the player', async () => {
    const page = await openPhone(browser);
    await page.goto(`${server.baseUrl}/pages/Login/Login`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /Play as guest|Main sebagai tamu/ }).click();
    await page.waitForURL('**/pages/account/Account');
    await expect.poll(() => page.getByTestId('account-user-id').textContent()).toMatch(/^\d+$/);
    const userId = Number(await page.getByTestId('account-user-id').textContent());
    expect((await server.admin('POST', `/players/${userId}/deposit-status`, { closed: true })).status).toBe(
      200,
    );

    await page.getByTestId('account-deposit').click();
    const popup = page.getByTestId('deposit-closed-popup');
    await popup.waitFor();
    expect(await popup.textContent()).toContain(
      'Your deposit function has been closed, please contact customer service',
    );
    expect(new URL(page.url()).pathname).toBe('/pages/account/Account');
    await screenshot(page, 'shell-deposit-closed-popup');

    await page
      .context()
      .route('https://support.fairplay.example/**', (route) => route.fulfill({ body: 'customer service' }));
    const popupOpened = page.context().waitForEvent('page');
    await popup.getByRole('button').click();
    expect((await popupOpened).url()).toContain('support.fairplay.example');
    await expect.poll(() => popup.count()).toBe(0);

    await server.admin('POST', `/players/${userId}/deposit-status`, { closed: false });
    await page.getByTestId('account-deposit').click();
    await page.waitForURL('**/pages/wallet/Deposit');
    await page.context().close();
  });
});
