import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { deposit, playDice, readyToWithdraw } from '../../../test/players.ts';
import { depositOrders, users } from '../../db/schema.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { creditDeposit } from '../deposit/credit.ts';
import { grantReward } from '../rewards/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_DUPLICATE_PERCENT: '0' } });
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

async function read<T>(url: string): Promise<T> {
  const answer = await t.admin<T>('GET', url);
  expect(answer.status, `${url}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

/** A deposit credited as a gateway callback would, with the order's turnover multiple and a gift. */
async function depositWithWagering(player: TestSession, amount: number, wagerMultiple: number, gift: number) {
  await t.deps.db.transaction(async (tx) => {
    await lockPlayer(tx, player.userId);
    const [order] = await tx
      .insert(depositOrders)
      .values({
        orderNo: `PAGE${player.userId}X${randomUUID().slice(0, 8).toUpperCase()}`,
        userId: player.userId,
        kind: 'online',
        rail: 'gateway',
        typeName: 'Test',
        amount: BigInt(amount * 100),
        bonus: BigInt(gift * 100),
        wagerMultiple,
        status: 'pending',
        createdAt: t.clock.now(),
      })
      .returning();
    await creditDeposit(tx, order!, { finalStatus: 'success', at: t.clock.now(), timeZone: 'Asia/Jakarta' });
  });
}

/**
 * One player with a whole history: an inviter, two invitees, a paid withdrawal, five dice rounds, a
 * deposit with turnover and a gift, a reward with wagering, and a message from staff.
 */
async function playerWithHistory() {
  const inviter = await t.guest();
  const { player, accountId } = await readyToWithdraw(t, 0);
  // As if they had registered with the inviter's code.
  await t.deps.db.update(users).set({ inviterId: inviter.userId }).where(eq(users.id, player.userId));
  const [own] = await t.deps.db
    .select({ inviteCode: users.inviteCode })
    .from(users)
    .where(eq(users.id, player.userId));
  const ownCode = own!.inviteCode;
  const invitees = [
    await t.ok<TestSession>('/sso/guest', { referralCode: ownCode, deviceNumber: 'invitee' }),
    await t.ok<TestSession>('/sso/guest', { referralCode: ownCode, deviceNumber: 'invitee' }),
  ];
  await deposit(t, invitees[1]!, 500);

  await deposit(t, player, 100_000);
  const applied = await t.ok<{ orderNo: string }>(
    '/withdraw/apply',
    { amount: 20_000, accountId, withdrawPassword: '123456', requestId: randomUUID() },
    player,
  );
  expect((await t.admin('POST', `/withdrawals/${applied.orderNo}/approve`, {})).status).toBe(200);
  expect(await t.deliverCallbacks()).toBe(1);
  const dice = await playDice(t, player, 5, 1_000);
  await depositWithWagering(player, 10_000, 2, 5_000);
  await t.deps.db.transaction((tx) =>
    grantReward(tx, t.deps, {
      promotion: 'signin',
      userId: player.userId,
      period: 'page-test',
      amount: 100_000n,
      wagerMultiple: 3,
      delivery: { kind: 'direct' },
    }),
  );
  const mail = await t.admin<{ mailId: number }>('POST', '/mails', {
    userId: player.userId,
    title: 'Hello from staff',
    content: 'We looked at your account',
    requestId: randomUUID(),
  });
  expect(mail.status).toBe(200);
  return { player, inviter, invitees, dice, withdrawalNo: applied.orderNo, mailId: mail.body.mailId };
}

let history: Awaited<ReturnType<typeof playerWithHistory>>;
beforeAll(async () => {
  history = await playerWithHistory();
});

describe("a player's page", () => {
  it('sums up balances, wagering, VIP, totals, state, inviter, team and sessions from their records', async () => {
    const { player, inviter, dice } = history;
    const info = await t.ok<{ balance: number; wagerRemaining: number }>('/user/getUserInfo', {}, player);
    const summary = await read<Record<string, unknown>>(`/players/${player.userId}`);
    const cash = 100_000 - 20_000 - dice.bet + dice.payout + 10_000;
    expect(info.balance).toBe(cash);
    expect(summary).toMatchObject({
      userId: player.userId,
      publicId: player.uid,
      isGuest: true,
      balances: { cash, hold: 0, bonus: 5_000 + 1_000, referral: 0 },
      wagerRemaining: 20_000,
      // The gift at the seeded deposit-gift multiple (35), the reward at its own (3).
      bonusWagerRemaining: 5_000 * 35 + 1_000 * 3,
      vip: { exp: 5_000 },
      totals: { deposited: 110_000, depositCount: 2, withdrawn: 20_000, withdrawalCount: 1 },
      depositClosed: false,
      lockedAt: null,
      isWithdrawalFrozen: false,
      inviter: { userId: inviter.userId },
      teamSize: 2,
      tags: [],
      activeSessions: 1,
    });
  });

  it('records who looked at whose page, and only the summary', async () => {
    const { player } = history;
    const viewsOf = async () =>
      (
        await read<Page<{ action: string; actor: string }>>(
          `/audit?targetType=player&targetId=${player.userId}&action=player.view`,
        )
      ).total;
    const before = await viewsOf();
    await read(`/players/${player.userId}`);
    await read(`/players/${player.userId}/ledger`);
    await read(`/players/${player.userId}/sessions`);
    expect(await viewsOf()).toBe(before + 1);
    expect((await t.admin('GET', '/players/999999999')).status).toBe(404);
  });

  it("lists the ledger entries of each of the player's accounts, newest first, with balances after", async () => {
    const { player } = history;
    const ledger = await read<Page<{ code: string; account: string; amount: number; balanceAfter: number }>>(
      `/players/${player.userId}/ledger?pageSize=100`,
    );
    const codes = ledger.items.map((entry) => entry.code);
    expect(codes[0]).toBe('signin_bonus');
    expect(codes.filter((code) => code === 'bet')).toHaveLength(5);
    expect(codes).toEqual(
      expect.arrayContaining(['deposit', 'deposit_bonus', 'withdraw_hold', 'withdraw_paid']),
    );
    expect(ledger.total).toBe(ledger.items.length);
    const cash = await read<Page<{ account: string; balanceAfter: number }>>(
      `/players/${player.userId}/ledger?account=user_cash&pageSize=1`,
    );
    expect(cash.items).toHaveLength(1);
    expect(cash.items[0]!.account).toBe('user_cash');
    const info = await t.ok<{ balance: number }>('/user/getUserInfo', {}, player);
    expect(cash.items[0]!.balanceAfter).toBe(info.balance);
    const bonus = await read<Page<{ account: string; amount: number }>>(
      `/players/${player.userId}/ledger?account=user_bonus`,
    );
    expect(bonus.items.map((entry) => entry.amount)).toEqual([1_000, 5_000]);
    expect((await t.admin('GET', `/players/${player.userId}/ledger?account=house_bonus`)).status).toBe(400);
  });

  it('shows wagering per local day: what deposits and bonuses added and what valid bets took off', async () => {
    const { player, dice } = history;
    const wagering = await read<
      Page<Record<string, number | string>> & { wagerRemaining: number; bonusWagerRemaining: number }
    >(`/players/${player.userId}/wagering`);
    expect(wagering).toMatchObject({ wagerRemaining: 20_000, bonusWagerRemaining: 178_000, total: 1 });
    expect(wagering.items[0]).toEqual({
      day: '2026-01-15',
      deposited: 110_000,
      turnoverAdded: 20_000,
      bonusCredited: 6_000,
      bonusWagerAdded: 5_000 * 35 + 1_000 * 3,
      validBet: dice.bet,
    });
  });

  it('lists game rounds, bonuses, deposits and withdrawals, newest first', async () => {
    const { player, dice, withdrawalNo } = history;
    const rounds = await read<
      Page<{ gameCode: string; betAmount: number; winAmount: number; status: string }>
    >(`/players/${player.userId}/rounds?pageSize=3`);
    expect(rounds.total).toBe(5);
    expect(rounds.items).toHaveLength(3);
    expect(rounds.items.every((round) => round.betAmount === 1_000 && round.status === 'settled')).toBe(true);
    const allRounds = await read<Page<{ winAmount: number }>>(`/players/${player.userId}/rounds`);
    expect(allRounds.items.reduce((sum, round) => sum + round.winAmount, 0)).toBe(dice.payout);

    const bonuses = await read<Page<Record<string, unknown>>>(`/players/${player.userId}/bonuses`);
    expect(bonuses.items).toMatchObject([
      { promotion: 'signin', period: 'page-test', amount: 1_000, wagerMultiple: 3, status: 'claimed' },
    ]);

    const deposits = await read<
      Page<{ amount: number; bonus: number; status: string; wagerMultiple: number }>
    >(`/players/${player.userId}/deposits`);
    expect(
      deposits.items.map((order) => [order.amount, order.bonus, order.wagerMultiple, order.status]),
    ).toEqual([
      [10_000, 5_000, 2, 'success'],
      [100_000, 0, 0, 'success'],
    ]);
    const oldestFirst = await read<Page<{ amount: number }>>(
      `/players/${player.userId}/deposits?sortOrder=ascend`,
    );
    expect(oldestFirst.items.map((order) => order.amount)).toEqual([100_000, 10_000]);

    const withdrawals = await read<Page<Record<string, unknown>>>(`/players/${player.userId}/withdrawals`);
    expect(withdrawals.items).toMatchObject([{ orderNo: withdrawalNo, amount: 20_000, status: 'paid' }]);
  });

  it('lists the inviter and the team with deposits and validity', async () => {
    const { player, inviter, invitees } = history;
    const referrals = await read<
      Page<{ userId: number; totalDeposit: number; isValid: boolean }> & {
        inviter: { userId: number } | null;
      }
    >(`/players/${player.userId}/referrals`);
    expect(referrals.inviter).toMatchObject({ userId: inviter.userId });
    expect(referrals.items.map((member) => [member.userId, member.totalDeposit])).toEqual([
      [invitees[1]!.userId, 500],
      [invitees[0]!.userId, 0],
    ]);
    // No bound phone: neither counts as a valid invitee yet (modules/promo/valid-invitee.ts).
    expect(referrals.items.every((member) => !member.isValid)).toBe(true);
    const ofInviter = await read<Page<{ userId: number }> & { inviter: null }>(
      `/players/${inviter.userId}/referrals`,
    );
    expect(ofInviter).toMatchObject({ inviter: null, total: 1, items: [{ userId: player.userId }] });
  });

  it('shows the inbox as the player sees it, with read state', async () => {
    const { player, mailId } = history;
    const inbox = await read<Page<{ mailId: number; title: string; isRead: boolean }> & { unread: number }>(
      `/players/${player.userId}/inbox`,
    );
    const own = inbox.items.find((mail) => mail.mailId === mailId);
    expect(own).toMatchObject({ title: 'Hello from staff', isRead: false });
    const seen = await t.ok<{ list: { mailId: number }[]; total: number; unread: number }>(
      '/mail/list',
      { page: 1, pageSize: 20 },
      player,
    );
    expect(inbox.items.map((mail) => mail.mailId)).toEqual(seen.list.map((mail) => mail.mailId));
    expect([inbox.total, inbox.unread]).toEqual([seen.total, seen.unread]);
    await t.ok('/mail/read', { mailId }, player);
    const after = await read<Page<{ mailId: number; isRead: boolean }> & { unread: number }>(
      `/players/${player.userId}/inbox`,
    );
    expect(after.items.find((mail) => mail.mailId === mailId)?.isRead).toBe(true);
    expect(after.unread).toBe(inbox.unread - 1);
  });

  it('lists sessions, live or not, and how many other players share their device or address', async () => {
    const loner = await t.guest();
    const signIn = (remoteAddress: string, deviceNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sso/idlogin',
        remoteAddress,
        payload: { userId: loner.userId, password: loner.password, deviceNumber, locale: 'en' },
      });
    // Another player on the same device, from another address; nobody else on this address.
    const neighbour = await t.guest();
    await t.app.inject({
      method: 'POST',
      url: '/api/sso/idlogin',
      remoteAddress: '198.51.100.9',
      payload: { userId: neighbour.userId, password: neighbour.password, deviceNumber: 'shared-device-1' },
    });
    expect((await signIn('198.51.100.7', 'shared-device-1')).json().state).toBe('200');
    const alone = (await signIn('198.51.100.8', 'lonely-device-1')).json().resultData as TestSession;
    await t.ok('/sso/logout', {}, alone);
    const sessions = await read<
      Page<{ ip: string; deviceNumber: string; isActive: boolean; sharedWith: number }>
    >(`/players/${loner.userId}/sessions`);
    expect(sessions.total).toBe(3);
    expect(
      sessions.items.slice(0, 2).map((session) => [session.ip, session.isActive, session.sharedWith]),
    ).toEqual([
      ['198.51.100.8', false, 0],
      ['198.51.100.7', true, 1],
    ]);
    t.clock.advance(t.deps.config.sessionIdleMs);
    const idle = await read<Page<{ isActive: boolean }>>(`/players/${loner.userId}/sessions`);
    expect(idle.items.map((session) => session.isActive)).toEqual([false, false, false]);
  });

  it('answers 404 for the tables of a player who does not exist', async () => {
    for (const table of [
      'ledger',
      'wagering',
      'rounds',
      'bonuses',
      'referrals',
      'sessions',
      'inbox',
      'notes',
    ]) {
      expect((await t.admin('GET', `/players/999999999/${table}`)).status, table).toBe(404);
    }
    for (const table of ['deposits', 'withdrawals']) {
      expect((await t.admin('GET', `/players/999999999/${table}`)).status, table).toBe(404);
    }
  });
});
