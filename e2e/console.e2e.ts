import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../apps/server/src/modules/admin/audit-chain.ts';
import {
  animationsSettled,
  apiOk,
  bindPhoneByApi,
  type E2eServer,
  fundPlayer,
  launchBrowser,
  screenshot as pageScreenshot,
  startServer,
  totpNow,
} from './harness.ts';

/**
 * The operator console in a desktop Chromium, against the real server: staff sign in with a
 * password and an authenticator (enrolling on the first sign-in), support is refused an approval
 * (the page offers none, the server answers 403 to the call made directly), a withdrawal above the
 * four-eyes amount needs two people, a bank statement is matched to two transfers, an adjustment is
 * asked by one and approved by another, and the audit chain holds after all of it.
 */

const DESKTOP = { width: 1440, height: 900 };

/** A picture of a console page once its drawers and dialogs have finished moving in. */
async function screenshot(page: Page, name: string): Promise<void> {
  await animationsSettled(page);
  await pageScreenshot(page, name);
}
const PASSWORD = 'a-long-staff-password';

let server: E2eServer;
let browser: Browser;

/** The staff of this run, made by the test admin before anyone signs in. */
const STAFF = {
  admin: { username: 'console-admin', role: 'super-admin' },
  support: { username: 'sam-support', role: 'support' },
  finance: { username: 'fiona-finance', role: 'finance' },
  payments: { username: 'paul-payments', role: 'payments' },
} as const;
type Member = keyof typeof STAFF;
const pages = new Map<Member, Page & { errors: string[] }>();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ OTP_RESEND_SECONDS: '0' }), launchBrowser()]);
  for (const member of Object.values(STAFF)) {
    const created = await server.admin('POST', '/staff', { ...member, password: PASSWORD });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
  }
  // Four eyes above Rp 100.000.
  const review = await server.admin('PUT', '/settings/withdrawReview', {
    fourEyesAboveMinor: 10_000_000,
    manyPerDay: 3,
  });
  expect(review.status).toBe(200);
});
afterAll(async () => {
  for (const page of pages.values()) expect(page.errors, 'page errors').toEqual([]);
  await browser?.close();
  await server?.close();
});

async function openDesktop(): Promise<Page & { errors: string[] }> {
  const context = await browser.newContext({ viewport: DESKTOP, deviceScaleFactor: 1 });
  const page = (await context.newPage()) as Page & { errors: string[] };
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(error.message));
  return page;
}

/** The first sign-in of a member in their own browser: password, then the authenticator's enrolment. */
async function signInFirstTime(member: Member, shots?: string): Promise<Page & { errors: string[] }> {
  const page = await openDesktop();
  await page.goto(`${server.baseUrl}/console/`);
  await page.waitForURL('**/console/login**');
  await page.getByLabel('Username').fill(STAFF[member].username);
  await page.getByLabel('Password').fill(PASSWORD);
  if (shots) await screenshot(page, `${shots}-password`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const secretText = page.locator('.enrol-secret code');
  await secretText.waitFor();
  await expect
    .poll(() => page.getByRole('img', { name: 'QR code of the authenticator key' }).count())
    .toBe(1);
  if (shots) await screenshot(page, `${shots}-enrol`);
  const secret = ((await secretText.textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('The 6-digit code the app shows now').fill(totpNow(secret));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  const codes = page.getByRole('list', { name: 'Your recovery codes' });
  await codes.waitFor();
  expect(await codes.getByRole('listitem').count()).toBe(10);
  if (shots) await screenshot(page, `${shots}-recovery-codes`);
  await page.getByRole('checkbox', { name: 'I saved these codes somewhere safe' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: `Welcome, ${STAFF[member].username}` }).waitFor();
  pages.set(member, page);
  return page;
}

/** The session token the console keeps for this tab, for a call made beside the page. */
async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => Object.entries(sessionStorage));
  const token = stored.map(([, value]) => value).find((value) => /^"?[0-9a-f]{64}"?$/.test(value));
  if (!token) throw new Error('no console token in sessionStorage');
  return token.replaceAll('"', '');
}

/** A guest player with a bound phone, a withdrawal password, a BCA account and this much cash. */
async function playerWithCash(cashMajor: number) {
  const guest = await apiOk<{ sign: string; uid: string; userId: number }>(server, '/sso/guest', {
    deviceNumber: `console-e2e-${randomUUID()}`,
  });
  const session = { sign: guest.sign, uid: guest.uid };
  const phone = await bindPhoneByApi(server, session);
  await apiOk(server, '/sms/send', { ...session, type: 'withdrawPassword' });
  await apiOk(server, '/user/setWithdrawPassword', {
    ...session,
    withdrawPassword: '135790',
    verificationCode: await server.latestOtp(phone),
  });
  const info = { userId: guest.userId };
  const { accountId } = await apiOk<{ accountId: number }>(server, '/bank/addAccount', {
    ...session,
    bankCode: 'BCA',
    accountName: 'Dewi Lestari',
    accountNumber: String(4_000_000_000 + info.userId),
  });
  if (cashMajor > 0) await fundPlayer(server, info.userId, cashMajor);
  const withdraw = async (amount: number) =>
    (
      await apiOk<{ orderNo: string }>(server, '/withdraw/apply', {
        ...session,
        amount,
        accountId,
        withdrawPassword: '135790',
        requestId: randomUUID(),
      })
    ).orderNo;
  const balance = async () =>
    (await apiOk<{ balance: number }>(server, '/user/getUserInfo', session)).balance;
  return { session, userId: info.userId, withdraw, balance };
}

/** Opens a withdrawal of the queue in its drawer. */
async function openWithdrawal(page: Page, orderNo: string) {
  await page.goto(`${server.baseUrl}/console/withdrawals`);
  await page.getByRole('row').filter({ hasText: orderNo }).getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: `Withdrawal ${orderNo}` });
  await drawer.waitFor();
  return drawer;
}

describe('operator console in Chromium (1440x900)', () => {
  it('a first sign-in enrols the authenticator: QR code, a code from it, recovery codes once', async () => {
    const page = await signInFirstTime('admin', 'console-e2e-first-sign-in');
    await screenshot(page, 'console-e2e-home');
    // A password alone never gives a session: the answer was a challenge, and only the code opened Home.
    const me = await fetch(`${server.baseUrl}/admin/api/me`, {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(((await me.json()) as { username: string }).username).toBe('console-admin');
  });

  it('support sees the withdrawal queue without an approval, and the server refuses the call made directly', async () => {
    const player = await playerWithCash(300_000);
    const orderNo = await player.withdraw(50_000);
    const page = await signInFirstTime('support');
    const drawer = await openWithdrawal(page, orderNo);
    await drawer.getByText('Your role can see withdrawals but not decide them.').waitFor();
    expect(await drawer.getByRole('button', { name: /Approve/ }).count()).toBe(0);
    await screenshot(page, 'console-e2e-support-withdrawal');
    const direct = await page.evaluate(
      async ({ url, token }) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        });
        return { status: response.status, body: await response.json() };
      },
      { url: `/admin/api/withdrawals/${orderNo}/approve`, token: await tokenOf(page) },
    );
    expect(direct.status).toBe(403);
    expect(direct.body.code).toBe('operator.permissionDenied');
    const denied = await server.admin<{ items: { actor: string; targetId: string }[] }>(
      'GET',
      '/audit?action=access.denied&actor=sam-support',
    );
    expect(denied.body.items[0]).toMatchObject({
      actor: 'sam-support',
      targetId: 'POST /withdrawals/:orderNo/approve',
    });
  });

  it('a withdrawal above the four-eyes amount is paid only after two different people approve it', async () => {
    const player = await playerWithCash(300_000);
    const orderNo = await player.withdraw(150_000);
    const finance = await signInFirstTime('finance');
    let drawer = await openWithdrawal(finance, orderNo);
    await drawer.getByText('Above the four-eyes amount').waitFor();
    await screenshot(finance, 'console-e2e-four-eyes-first');
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await finance.getByRole('tooltip').getByRole('button', { name: 'Approve' }).click();
    await drawer.getByText('You gave the first approval: another person gives the second.').waitFor();
    await drawer.getByText('Awaiting 2nd approval').waitFor();
    await screenshot(finance, 'console-e2e-four-eyes-awaiting');

    const payments = await signInFirstTime('payments');
    drawer = await openWithdrawal(payments, orderNo);
    await drawer.getByText('Approved first by fiona-finance').waitFor();
    await drawer.getByRole('button', { name: 'Give the second approval' }).click();
    await payments.getByRole('tooltip').getByRole('button', { name: 'Approve' }).click();
    await payments.getByText(`${orderNo} approved`).waitFor();
    await screenshot(payments, 'console-e2e-four-eyes-second');
    // The sandbox gateway pays and calls back: the player's withdrawal ends paid.
    await expect
      .poll(
        async () =>
          (await apiOk<{ status: string }>(server, '/withdraw/detail', { ...player.session, orderNo }))
            .status,
        { timeout: 20_000 },
      )
      .toBe('paid');
    const trail = await server.admin<{ items: { action: string; actor: string }[] }>(
      'GET',
      `/audit?targetId=${orderNo}&sortOrder=ascend`,
    );
    expect(trail.body.items.map((row) => [row.action, row.actor])).toEqual([
      ['withdrawal.approve.first', 'fiona-finance'],
      ['withdrawal.approve', 'paul-payments'],
    ]);
    await payments.goto(`${server.baseUrl}/console/withdrawals?status=processing`);
    await payments
      .getByRole('row')
      .filter({ hasText: orderNo })
      .or(payments.getByText('No withdrawal has this status.'))
      .first()
      .waitFor();
    await payments.goto(`${server.baseUrl}/console/withdrawals`);
    await payments.getByRole('row').nth(1).waitFor();
    await screenshot(payments, 'console-e2e-withdrawals-queue');
  });

  it('a bank statement CSV is matched to two transfer deposits and both are approved in one step', async () => {
    const transfers = [];
    for (const amount of [250_000, 1_000_000]) {
      const player = await playerWithCash(0);
      const order = await apiOk<{ orderNo: string; reference: string }>(
        server,
        '/recharge/createTransferOrder',
        {
          ...player.session,
          amount,
          type: 'bank',
        },
      );
      await apiOk(server, '/recharge/confirmTransfer', { ...player.session, orderNo: order.orderNo });
      transfers.push({ player, amount, ...order });
    }
    const csv = [
      'Tanggal;Keterangan;Cabang;Jumlah;Saldo',
      `26/11;TRSF E-BANKING CR 2611/FTSCY/WS95031 ${transfers[0]!.reference} DEWI LESTARI;0000;250.000,00 CR;5.250.000,00`,
      '26/11;BIAYA ADM;0000;15.000,00 DB;5.235.000,00',
      `26/11;SWITCHING CR TRF ${transfers[1]!.reference} BUDI SANTOSO;0000;1.000.000,00 CR;6.235.000,00`,
      '26/11;SETORAN TUNAI;0000;200.000,00 CR;6.435.000,00',
    ].join('\n');
    const page = pages.get('admin')!;
    await page.goto(`${server.baseUrl}/console/deposits`);
    await page.getByRole('row').filter({ hasText: transfers[0]!.orderNo }).waitFor();
    await screenshot(page, 'console-e2e-deposits-queue');
    await page.goto(`${server.baseUrl}/console/deposits/statement`);
    await page.locator('input[type=file]').setInputFiles({
      name: 'bca-november.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const approve = page.getByRole('button', { name: 'Approve matches (2)' });
    await approve.waitFor();
    await screenshot(page, 'console-e2e-statement-matched');
    await approve.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Approve/ })
      .click();
    await page.locator('.ant-alert-title', { hasText: '2 of 2 deposits approved.' }).waitFor();
    await screenshot(page, 'console-e2e-statement-approved');
    for (const transfer of transfers) {
      await expect.poll(() => transfer.player.balance()).toBe(transfer.amount);
    }
  });

  it('an adjustment asked for by one person and approved by another reaches the player balance', async () => {
    const player = await playerWithCash(10_000);
    const payments = pages.get('payments')!;
    await payments.goto(`${server.baseUrl}/console/players/${player.userId}`);
    await payments.getByRole('button', { name: 'Adjust balance' }).click();
    const form = payments.getByRole('dialog');
    await form.getByLabel('Amount').fill('50000');
    await form.getByLabel('Reason').click();
    await payments.getByTitle('Goodwill').click();
    await form.getByLabel('Note').fill('Game froze mid-round on 26 Nov; goodwill agreed by phone');
    await screenshot(payments, 'console-e2e-adjustment-request');
    await form.getByRole('button', { name: 'Ask for approval' }).click();
    await form.waitFor({ state: 'hidden' });
    // Nothing moves before a second person approves.
    expect(await player.balance()).toBe(10_000);

    const finance = pages.get('finance')!;
    await finance.goto(`${server.baseUrl}/console/adjustments`);
    const row = finance.getByRole('row').filter({ hasText: `${player.userId}` });
    await row.waitFor();
    await screenshot(finance, 'console-e2e-adjustments-queue');
    await row.click();
    const drawer = finance.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await finance.getByRole('tooltip').getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => player.balance()).toBe(60_000);
    await screenshot(finance, 'console-e2e-adjustment-approved');
    // The player's balance records show it under its own transfer code.
    const records = await apiOk<{ list: { code: string; amount: number }[] }>(
      server,
      '/user/balanceRecords',
      {
        ...player.session,
        type: 'all',
        page: 1,
        pageSize: 10,
      },
    );
    expect(records.list[0]).toMatchObject({ code: 'manual_adjustment', amount: 50_000 });
  });

  it('a deposit that arrives during a break opens a protection case: assigned, noted and resolved', async () => {
    const guest = await apiOk<{ sign: string; uid: string; userId: number }>(server, '/sso/guest', {
      deviceNumber: `console-e2e-${randomUUID()}`,
    });
    const session = { sign: guest.sign, uid: guest.uid };
    const { orderNo } = await apiOk<{ orderNo: string }>(server, '/recharge/createTransferOrder', {
      ...session,
      amount: 500_000,
      type: 'bank',
    });
    await apiOk(server, '/rg/timeout', { ...session, hours: 24 });
    const approved = await server.admin('POST', `/deposits/${orderNo}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const page = pages.get('admin')!;
    await page.goto(`${server.baseUrl}/console/protection`);
    await page.getByRole('heading', { name: 'Player protection' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Deposit during a break' });
    await row.getByRole('button', { name: 'Open' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: /Case #\d+/ });
    await drawer.getByText(orderNo).first().waitFor();
    await screenshot(page, 'console-e2e-protection-case');
    await drawer.getByRole('button', { name: 'Assign to me' }).click();
    await drawer.getByText(STAFF.admin.username).first().waitFor();
    await drawer
      .getByLabel('Note', { exact: true })
      .fill('Transfer sent before the time-out; called the player.');
    await drawer.getByRole('button', { name: 'Add note' }).click();
    await drawer.getByText('called the player', { exact: false }).first().waitFor();
    // Staff lower a limit (here a first one) at once, and are refused a raise.
    await drawer.getByLabel('Amount').fill('400000');
    await drawer.getByRole('button', { name: 'Lower the limit' }).click();
    await page.getByText('The deposit limit per day is lowered.').waitFor();
    await drawer.getByLabel('Amount').fill('900000');
    await drawer.getByRole('button', { name: 'Lower the limit' }).click();
    await drawer.getByText('Staff can lower a limit, never raise or remove it').waitFor();
    await screenshot(page, 'console-e2e-protection-lower-limit');
    await drawer.getByLabel('Outcome').click();
    await page.getByTitle('Player contacted').click();
    await drawer.getByLabel('Closing note').fill('Player aware; the money stays withdrawable.');
    await drawer.getByRole('button', { name: 'Resolve' }).click();
    await drawer.getByText('Resolved by').waitFor();
    await screenshot(page, 'console-e2e-protection-resolved');
    await page.keyboard.press('Escape');
    await page.goto(`${server.baseUrl}/console/protection?status=resolved`);
    await page.getByRole('row').filter({ hasText: 'Player contacted' }).first().waitFor();
    await screenshot(page, 'console-e2e-protection-queue');
  });

  it('shows every page of the console with what this run left in it', async () => {
    const player = await playerWithCash(20_000);
    await apiOk(server, '/feedback/submit', {
      ...player.session,
      category: 'withdraw',
      suggestion: 'My withdrawal to BCA took longer than two hours yesterday evening.',
    });
    const page = pages.get('admin')!;
    const visits: [string, string, string][] = [
      ['/console/', 'Welcome, console-admin', 'home'],
      ['/console/withdrawals?status=paid', 'Withdrawals', 'withdrawals-paid'],
      ['/console/adjustments?status=all', 'Adjustments', 'adjustments'],
      [`/console/players?q=${player.userId}`, 'Players', 'players-search'],
      [`/console/players/${player.userId}`, `Guest${player.userId}`, 'player'],
      ['/console/deposits?status=success', 'Deposits under review', 'deposits-credited'],
      ['/console/deposits/statement', 'Match a bank statement', 'statement'],
      ['/console/feedback', 'Feedback', 'feedback'],
      ['/console/staff', 'Staff', 'staff'],
      ['/console/roles', 'Roles', 'roles'],
      ['/console/sessions', 'Sessions', 'sessions'],
      ['/console/protection', 'Player protection', 'protection'],
      ['/console/audit', 'Audit log', 'audit'],
      ['/console/account', 'My account', 'account'],
    ];
    for (const [path, heading, name] of visits) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await page
        .locator('.ant-skeleton')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => {});
      await screenshot(page, `console-e2e-page-${name}`);
    }
    // A tablet holds the same pages with the menu folded away.
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${server.baseUrl}/console/withdrawals?status=paid`);
    await page.getByRole('heading', { name: 'Withdrawals' }).waitFor();
    await screenshot(page, 'console-e2e-tablet-withdrawals');
    await page.setViewportSize(DESKTOP);
  });

  it('the audit chain holds after all of it: the console verifies it, and so does the command', async () => {
    const page = pages.get('admin')!;
    await page.goto(`${server.baseUrl}/console/audit`);
    await page.getByRole('button', { name: /Verify/ }).click();
    await page
      .getByText(/intact/i)
      .first()
      .waitFor();
    await screenshot(page, 'console-e2e-audit-verified');
    const report = await verifyAuditChain(server.deps.db);
    expect(report).toMatchObject({ isIntact: true, problems: [] });
    expect(report.rows).toBeGreaterThan(15);
  });
});
