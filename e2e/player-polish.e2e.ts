import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type E2eServer,
  launchBrowser,
  loginAsGuest,
  openPhone,
  PHONE_VIEWPORT,
  screenshot,
  startServer,
} from './harness.ts';

/**
 * The player-app polish points of the issue, in Chromium at 390x844 (default region ID, Indonesian):
 * the Terms page linked from the sign-in checkbox, offline and failed reads with Retry, the service
 * button that keeps clear and keeps its place, the navigation bar title and unclipped badges.
 */

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const TAB_BAR_TOP = PHONE_VIEWPORT.height - 50;

async function boxOf(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} is not on screen`);
  return box;
}

/** The Promo tab's list of events is on screen. */
async function promoListShown(page: Page) {
  await page.getByTestId('promo-list').waitFor();
}

/** Drags the service button by its centre to (x, y) with the finger's path in steps, then lets go. */
async function dragServiceButton(page: Page, x: number, y: number) {
  const start = await boxOf(page, 'service-button');
  await page.mouse.move(start.x + 25, start.y + 25);
  await page.mouse.down();
  await page.mouse.move(x, y, { steps: 8 });
  await page.mouse.up();
}

/** The button's place once its settling slide has ended. */
async function settledServiceButton(page: Page) {
  let previous = '';
  await expect
    .poll(async () => {
      const box = await boxOf(page, 'service-button');
      const now = `${box.x},${box.y}`;
      const isStill = now === previous;
      previous = now;
      return isStill;
    })
    .toBe(true);
  return boxOf(page, 'service-button');
}

describe('the Terms page', () => {
  it('opens in Indonesian from the registration checkbox, and the form is still filled on the way back', async () => {
    const page = await openPhone(browser);
    await page.goto(`${server.baseUrl}/pages/Login/Register`);
    await page.getByLabel('Nomor telepon').fill('81234567890');
    const checkbox = page.getByRole('checkbox');
    expect(await checkbox.isChecked()).toBe(false);
    await screenshot(page, 'polish-register-terms-link');

    await page.getByTestId('terms-link').click();
    await page.waitForURL('**/pages/terms/Terms');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Fairplay - Syarat dan Ketentuan');
    expect(await page.title()).toBe('Fairplay - Syarat dan Ketentuan');
    const age = page.getByTestId('terms-section-age');
    expect(await age.textContent()).toContain('Anda harus berusia 18 tahun ke atas');
    expect(await age.textContent()).toContain('minimal 18 tahun');
    expect(await page.getByTestId('terms-page').textContent()).toContain('operator Fairplay');
    await screenshot(page, 'polish-terms-page-id');

    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.waitForURL('**/pages/Login/Register');
    expect(await page.getByLabel('Nomor telepon').inputValue()).toBe('81234567890');
    expect(await page.getByRole('checkbox').isChecked()).toBe(false); // the link did not tick it

    await page.getByTestId('terms-link-age').click();
    await page.waitForURL('**/pages/terms/Terms?section=age');
    await expect
      .poll(async () => (await boxOf(page, 'terms-section-age')).y)
      .toBeLessThan(PHONE_VIEWPORT.height / 3);
    expect((await boxOf(page, 'terms-section-age')).y).toBeGreaterThanOrEqual(44); // not under the header
    await screenshot(page, 'polish-terms-page-age');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe('offline and failed reads', () => {
  it('shows the error state with Retry offline; back online the page reads again and the banner goes', async () => {
    const page = await openPhone(browser);
    // Promo's chunk is loaded (logged out), then the player logs in: the logged-in list is not read yet.
    await page.goto(`${server.baseUrl}/pages/promo/Promo`);
    await promoListShown(page);
    await loginAsGuest(page, server.baseUrl);
    await page.context().setOffline(true);
    await page.getByRole('link', { name: 'Promo' }).click();
    await page.waitForURL('**/pages/promo/Promo');
    const error = page.getByTestId('error-state');
    await error.waitFor();
    expect(await error.textContent()).toContain('Anda sedang offline');
    expect(await page.getByTestId('loading-state').count()).toBe(0);
    const banner = page.getByTestId('retry-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toBe('Jaringan bermasalah. Ketuk layar untuk mencoba lagi.');
    // The banner is a fixed bottom bar: the service button keeps clear of it.
    const bannerBox = await boxOf(page, 'retry-banner');
    expect((await settledServiceButton(page)).y + 50).toBeLessThanOrEqual(bannerBox.y);
    await screenshot(page, 'polish-offline-error-state');

    // A Retry while still offline fails again and says so; it never spins for ever.
    await error.getByRole('button', { name: 'Coba lagi' }).click();
    await error.waitFor();

    // Back online while the server is still unreachable: the online event's read fails too.
    let refused = 0;
    await page.route('**/api/promo/list', (route) => {
      refused += 1;
      return route.abort('connectionrefused');
    });
    await page.context().setOffline(false);
    // The online event's read and its one retry (its delay stretches on a loaded machine): then the
    // page says it could not load, never a spinner for ever. The error state already says 'Gagal
    // memuat' the moment the phone is online, before that read starts: what counts is the error state
    // after a refused read (while a read and its retry run, the page shows the spinner instead).
    await expect
      .poll(async () => refused >= 1 && (await error.count()) === 1, { timeout: 15_000 })
      .toBe(true);
    expect(await error.textContent()).toContain('Gagal memuat');
    expect(refused).toBeLessThanOrEqual(2);
    expect(await banner.textContent()).toBe('Koneksi habis waktu. Ketuk layar untuk mencoba lagi.');
    await screenshot(page, 'polish-online-server-unreachable');
    // The server answers again: Retry reads the page, and the banner goes.
    await page.unroute('**/api/promo/list');
    await error.getByRole('button', { name: 'Coba lagi' }).click();
    await promoListShown(page);
    await expect.poll(() => banner.count()).toBe(0);
    expect(await page.getByTestId('error-state').count()).toBe(0);
    await screenshot(page, 'polish-back-online');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('back online, the page reads again by itself (the online event) and the banner goes', async () => {
    const page = await openPhone(browser);
    await page.goto(`${server.baseUrl}/pages/promo/Promo`);
    await promoListShown(page);
    await loginAsGuest(page, server.baseUrl);
    await page.context().setOffline(true);
    await page.getByRole('link', { name: 'Promo' }).click();
    await page.getByTestId('error-state').waitFor();
    await page.getByTestId('retry-banner').waitFor();
    await page.context().setOffline(false);
    await promoListShown(page);
    await expect.poll(() => page.getByTestId('retry-banner').count()).toBe(0);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('a page chunk that could not arrive offline loads in place once back online', async () => {
    const page = await openPhone(browser);
    await page.goto(`${server.baseUrl}/pages/account/Account`);
    await page.getByTestId('account-login').waitFor();
    await page.context().setOffline(true);
    await page.getByRole('link', { name: 'Vip' }).click();
    const failed = page.getByTestId('page-failed');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('Anda sedang offline');
    await screenshot(page, 'polish-offline-page-chunk');
    await page.context().setOffline(false);
    await page.getByTestId('page-failed').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('h1').textContent()).toBe('Fairplay - Vip');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe('the customer-service button', () => {
  it('snaps to the nearer side edge, never onto the tab bar, and keeps its place after a reload', async () => {
    const page = await openPhone(browser);
    await page.goto(`${server.baseUrl}/pages/account/Account`);
    const start = await settledServiceButton(page);
    expect(start).toMatchObject({ x: 340, width: 50, height: 50 });
    expect(start.y).toBeCloseTo(844 * 0.7, 0);

    await dragServiceButton(page, 120, 300);
    const left = await settledServiceButton(page);
    expect(left.x).toBe(0);
    expect(left.y).toBeCloseTo(300 - 25, 0);
    await screenshot(page, 'polish-service-button-left');

    await page.reload();
    await page.getByTestId('account-login').waitFor();
    const reloaded = await settledServiceButton(page);
    expect(reloaded.x).toBe(0);
    expect(reloaded.y).toBeCloseTo(left.y, 0);

    // Let go over the tab bar: it rests above it, against the right edge.
    await dragServiceButton(page, 300, 830);
    const low = await settledServiceButton(page);
    expect(low.x).toBe(340);
    expect(low.y + 50).toBeLessThanOrEqual(TAB_BAR_TOP);
    await screenshot(page, 'polish-service-button-above-tab-bar');

    // A sub page without a tab bar keeps the same place; the header is never covered.
    await page.goto(`${server.baseUrl}/pages/account/Language`);
    const onSubPage = await settledServiceButton(page);
    expect(onSubPage.x).toBe(340);
    expect(onSubPage.y).toBeCloseTo(low.y, 0);
    await dragServiceButton(page, 30, 5);
    const top = await settledServiceButton(page);
    expect(top.x).toBe(0);
    expect(top.y).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => localStorage.getItem('fairplay-service-button'))).toMatch(
      /^\{"side":"left","topRatio":0\.\d+\}$/,
    );
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe('navigation bar and badges', () => {
  it('titles each page with the app name and the translated route name', async () => {
    const page = await openPhone(browser);
    for (const [path, title] of [
      ['/pages/home/Home', 'Fairplay - Beranda'],
      ['/pages/earn/Earn', 'Fairplay - Hasilkan Uang'],
      ['/pages/Login/Register', 'Fairplay - Daftar'],
      ['/pages/account/Language', 'Fairplay - Bahasa'],
    ] as const) {
      await page.goto(`${server.baseUrl}${path}`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(title);
      expect(await page.title()).toBe(title);
    }
    await screenshot(page, 'polish-nav-title');
    await page.context().close();
  });

  it('shows the unread count on the Account tab and the inbox entry, whole and inside the screen', async () => {
    const page = await openPhone(browser);
    const userId = await loginAsGuest(page, server.baseUrl);
    for (let index = 0; index < 3; index += 1) {
      const sent = await server.admin('POST', '/mails', {
        userId,
        title: `Hello ${index}`,
        content: 'A message for the badge',
        requestId: `polish-badge-${userId}-${index}`,
      });
      expect(sent.status).toBe(200);
    }
    await page.reload();
    const tabBadge = page.getByTestId('tab-badge');
    await tabBadge.waitFor();
    expect(await tabBadge.textContent()).toMatch(/^3/);
    const inboxBadge = page.getByTestId('mail-badge');
    await inboxBadge.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    for (const badge of [tabBadge, inboxBadge]) {
      // Seen: the topmost element at its middle is the badge itself, nothing covers it.
      expect(
        await badge.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return top !== null && element.contains(top);
        }),
      ).toBe(true);
      const box = await badge.boundingBox();
      if (!box) throw new Error('badge not on screen');
      // Whole: its box is not cut by the screen's edges, and its text fits it.
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
      expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    const tabBox = await tabBadge.boundingBox();
    expect(tabBox?.y).toBeGreaterThanOrEqual(TAB_BAR_TOP); // inside the tab bar, not above it
    await screenshot(page, 'polish-badges');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});
