import { eq, inArray } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../apps/server/src/db/schema.ts';
import { getSetting } from '../apps/server/src/modules/settings/repository.ts';
import {
  apiOk,
  balanceOnAccount,
  bindPhoneByApi,
  type E2eServer,
  launchBrowser,
  loginAsGuest,
  openPhone,
  plainText,
  screenshot,
  sessionOf,
  startServer,
} from './harness.ts';

let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    // The operator runs the promotion jobs below; the scheduler would otherwise pay today's
    // invitation period on its own after 5:00 GMT+5:30, before the friends are valid.
    startServer({ SANDBOX_DUPLICATE_PERCENT: '30', OTP_RESEND_SECONDS: '0' }, { scheduledJobs: false }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A real deposit: order, sandbox checkout paid, callback credited. */
async function deposit(session: { sign: string; uid: string }, amount: number) {
  const { orderNo } = await apiOk<{ orderNo: string }>(server, '/recharge/createRechargeOrder', {
    ...session,
    amount,
    depositMethod: 19,
  });
  await fetch(`${server.baseUrl}/sandbox-pay/orders/${orderNo}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: 'success' }),
  });
  await expect
    .poll(async () => (await apiOk<{ balance: number }>(server, '/user/getUserInfo', session)).balance, {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(amount);
}

/** Dice rounds through the in-house provider, as the game page plays them. */
async function playDice(session: { sign: string; uid: string }, rounds: number, bet: number) {
  const { url } = await apiOk<{ url: string }>(server, '/game/launch', { ...session, gameId: 100_001 });
  const token = new URL(url, server.baseUrl).searchParams.get('token');
  const post = async (path: string, body: unknown) =>
    (
      await fetch(`${server.baseUrl}/provider/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json() as Promise<Record<string, unknown>>;
  const { sessionId } = (await post('session', { token, game: 'dice' })) as { sessionId: string };
  for (let index = 0; index < rounds; index += 1) {
    const round = await post('play', {
      sessionId,
      bet,
      dice: { targetHundredths: 5_000, direction: 'under' },
    });
    expect(round.roundId).toBeTruthy();
  }
}

/** An Indonesian amount ("Rp 1.234,50") as a number: dots group, the comma is the decimal mark. */
const money = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

describe('invite and earn in Chromium (390x844)', () => {
  it('an invite link brings friends; their deposits and bets show in the team, earnings and inbox, then the balance', async () => {
    const inviterPage = await openPhone(browser);
    await loginAsGuest(inviterPage, server.baseUrl);
    const inviter = await sessionOf(inviterPage);
    await bindPhoneByApi(server, inviter);
    await inviterPage.goto(`${server.baseUrl}/pages/earn/Earn`);
    const link = (await inviterPage.getByTestId('earn-invite-link').textContent()) ?? '';
    expect(link).toMatch(/\?invite_code=[A-Z0-9]{6,}$/);

    // Two friends open the link, log in as guests, bind a phone, deposit and play.
    const friendIds: number[] = [];
    for (let index = 0; index < 2; index += 1) {
      const friendPage = await openPhone(browser);
      await friendPage.goto(link.replace(/^https?:\/\/[^/]+/, server.baseUrl));
      friendIds.push(await loginAsGuest(friendPage, server.baseUrl));
      const friend = await sessionOf(friendPage);
      await bindPhoneByApi(server, friend);
      await deposit(friend, 100_000);
      await playDice(friend, 5, 10_000);
      expect(friendPage.errors).toEqual([]);
      await friendPage.context().close();
    }

    await inviterPage.reload();
    await expect.poll(() => inviterPage.getByTestId('earn-team-size').textContent()).toBe('2');
    await expect.poll(() => inviterPage.getByTestId('earn-member').count()).toBe(2);
    await screenshot(inviterPage, 'earn-team-before-payout');

    // Referral earnings accrue every few minutes; invitation pairs are paid at 5:00 GMT+5:30 for
    // friends valid before that day began. The operator runs both now; the friends' validity is
    // moved back a day so today's payout counts them.
    const yesterday = new Date(Date.now() - 86_400_000);
    await server.deps.db.update(users).set({ inviteValidAt: yesterday }).where(inArray(users.id, friendIds));
    const accrual = await server.admin('POST', '/jobs/run', {
      job: 'referral_accrual',
      period: new Date().toISOString(),
    });
    expect(accrual.status).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const payout = await server.admin<{ outcomes: { status: string }[] }>('POST', '/jobs/run', {
      job: 'invitation_rewards',
      period: today,
    });
    expect(payout.body.outcomes[0]?.status).toBe('done');

    await inviterPage.reload();
    await expect.poll(() => inviterPage.getByTestId('earn-available').textContent()).toMatch(/[1-9]/);
    const earned = money(await inviterPage.getByTestId('earn-available').textContent());
    expect(earned).toBe(500); // 0.5% of 2 × 50,000 valid bets
    const team = await apiOk<{ list: { status: string }[] }>(server, '/invite/agent/team', inviter);
    expect(team.list.map((member) => member.status)).toEqual(['claimable', 'claimable']);
    await screenshot(inviterPage, 'earn-after-payout');
    await inviterPage.getByTestId('earn-receive').click();
    await expect.poll(() => balanceOnAccount(inviterPage, server.baseUrl)).toBe('Rp 500');

    await inviterPage.goto(`${server.baseUrl}/pages/mail/Mail`);
    await inviterPage.getByTestId('mail-item').first().waitFor();
    await inviterPage.getByTestId('mail-item').first().getByRole('button').first().click();
    await screenshot(inviterPage, 'mail-invitation-reward');
    await inviterPage.getByTestId('mail-claim').click();
    // The reward is bonus money with its wagering; the cash balance stays.
    await expect
      .poll(async () => {
        await balanceOnAccount(inviterPage, server.baseUrl);
        return inviterPage
          .getByTestId('account-bonus')
          .textContent({ timeout: 2_000 })
          .then(plainText)
          .catch(() => '');
      })
      .toContain('Rp 20.000');
    expect(await balanceOnAccount(inviterPage, server.baseUrl)).toBe('Rp 500');
    const [row] = await server.deps.db
      .select({ wager: users.bonusWagerRemaining })
      .from(users)
      .where(eq(users.publicId, inviter.uid));
    const { invitation } = await getSetting(server.deps.db, 'promotions');
    expect(row?.wager).toBe(2_000_000n * BigInt(invitation.wagerMultiple)); // minor units
    expect(inviterPage.errors).toEqual([]);
    await inviterPage.context().close();
  });
});
