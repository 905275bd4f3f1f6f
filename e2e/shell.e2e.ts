import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2eServer, launchBrowser, openPhone, screenshot, startServer } from './harness.ts';

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function acceptTermsAnd(page: Awaited<ReturnType<typeof openPhone>>) {
  await page.getByRole('checkbox').check();
}

describe('app shell in Chromium (390x844)', () => {
  it('guest login reaches Account with the uid shown', async () => {
    const page = await openPhone(browser);
    await page.goto(`${server.baseUrl}/pages/Login/Login`);
    await acceptTermsAnd(page);
    await page.getByRole('button', { name: /Main sebagai tamu|Play as guest/ }).click();
    await page.waitForURL('**/pages/account/Account');
    const uid = page.getByTestId('account-uid');
    await expect.poll(() => uid.textContent()).toMatch(/^[0-9a-f]{32}$/);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('fairplay-session') ?? '{}').state.uid,
    );
    expect(await uid.textContent()).toBe(stored);
    await expect.poll(() => page.getByTestId('account-balance').textContent()).toContain('Rp');
    await screenshot(page, 'shell-account-after-guest-login');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('phone + OTP login with the code from the dev outbox', async () => {
    const page = await openPhone(browser);
    const phone = '81299887766';
    await page.goto(`${server.baseUrl}/pages/Login/Login`);
    await page.getByLabel(/Nomor telepon|Phone number/).fill(phone);
    await page.getByRole('button', { name: /Kirim kode|Send code/ }).click();
    await expect.poll(() => page.getByRole('button', { name: /Kirim ulang|Resend/ }).count()).toBe(1);
    const code = await server.latestOtp(phone);
    await page.getByLabel(/Kode verifikasi|Verification code/).fill(code);
    await acceptTermsAnd(page);
    await screenshot(page, 'shell-login-otp-filled');
    await page
      .getByRole('button', { name: /^(Masuk|Log in)$/ })
      .last()
      .click();
    await page.waitForURL('**/pages/account/Account');
    await expect.poll(() => page.getByTestId('account-uid').textContent()).toMatch(/^[0-9a-f]{32}$/);
    await screenshot(page, 'shell-account-after-otp-login');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('the OTP login refuses an empty code with the spec message', async () => {
    const page = await openPhone(browser);
    await page.goto(`${server.baseUrl}/pages/Login/Login`);
    await page.getByLabel(/Nomor telepon|Phone number/).fill('0812345678');
    await page.getByRole('button', { name: /Kirim kode|Send code/ }).click();
    await expect
      .poll(() => page.locator('.fp-toast').textContent())
      .toBe('Nomor telepon tidak boleh diawali 0');
    await page.context().close();
  });

  it('changing the language reloads at the root in the new language', async () => {
    const page = await openPhone(browser);
    await page.goto(`${server.baseUrl}/pages/account/Language`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Fairplay - Bahasa');
    await screenshot(page, 'shell-language-page');
    await page.getByTestId('language-en').click();
    await page.waitForURL(`${server.baseUrl}/`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Fairplay - Home');
    expect(await page.title()).toBe('Fairplay - Home');
    expect(await page.evaluate(() => localStorage.getItem('LANGUAGE_STORE_KEY'))).toBe('en');
    await expect.poll(() => page.getByRole('navigation').textContent()).toContain('Earn Money');
    await screenshot(page, 'shell-home-english');
    await page.context().close();
  });

  it('the service button starts bottom-right, drags and settles against an edge above the tab bar', async () => {
    const page = await openPhone(browser);
    await page.goto(`${server.baseUrl}/pages/home/Home`);
    const button = page.getByTestId('service-button');
    const start = await button.boundingBox();
    expect(start).toMatchObject({ x: 340, width: 50, height: 50 });
    expect(start!.y).toBeCloseTo(844 * 0.7, 0);
    await page.mouse.move(start!.x + 25, start!.y + 25);
    await page.mouse.down();
    await page.mouse.move(200, 300, { steps: 8 });
    await page.mouse.up();
    // Let go with its centre right of the middle: it slides to the right edge at that height.
    await expect.poll(async () => (await button.boundingBox())?.x).toBe(340);
    expect((await button.boundingBox())!.y).toBeCloseTo(275, 0);
    await page.mouse.move(365, 300);
    await page.mouse.down();
    await page.mouse.move(-100, 2000, { steps: 8 });
    await page.mouse.up();
    // Dragged past the bottom-left corner: left edge, above the 50 px tab bar (8 px apart).
    await expect.poll(async () => await button.boundingBox()).toMatchObject({ x: 0, y: 844 - 50 - 8 - 50 });
    await screenshot(page, 'shell-service-button-dragged');
    await page.context().close();
  });
});
