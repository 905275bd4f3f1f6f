import { eq, sql } from 'drizzle-orm';
import { depositOrders, users } from '../src/db/schema.ts';
import { lockPlayer } from '../src/ledger/player-lock.ts';
import { post } from '../src/ledger/post.ts';
import { creditDeposit } from '../src/modules/deposit/credit.ts';
import type { TestApp, TestSession } from './harness.ts';

let phoneCounter = 0;
/** A fresh valid Indonesian mobile number. */
export function newPhone(): string {
  phoneCounter += 1;
  return `85${String(10_000_000 + ((process.pid * 7919 + phoneCounter * 104_729) % 89_999_999)).padStart(9, '0')}`;
}

/** Funds a player's cash from the gateway account (as a settled deposit would) without a wager requirement. */
export async function fund(
  t: TestApp,
  player: TestSession,
  amountMajor: number,
  label = 'fund',
): Promise<void> {
  const amount = BigInt(Math.round(amountMajor * 100));
  await post(t.deps.db, {
    idempotencyKey: `test-${label}:${player.userId}:${amount}:${Math.random()}`,
    code: 'deposit',
    userId: player.userId,
    legs: [
      { account: { userId: player.userId, kind: 'user_cash' }, amount },
      { account: { house: 'house_gateway' }, amount: -amount },
    ],
    at: t.clock.now(),
  });
}

/** The wager requirement a test wants, as if the player had bet. */
export async function setWager(t: TestApp, player: TestSession, amountMajor: number): Promise<void> {
  await t.deps.db
    .update(users)
    .set({ wagerRemaining: sql`${BigInt(Math.round(amountMajor * 100))}` })
    .where(eq(users.id, player.userId));
}

/** Binds a phone with the code from the outbox; returns the phone. */
export async function bindPhone(t: TestApp, player: TestSession): Promise<string> {
  const phone = newPhone();
  await t.ok('/sms/send', { mobile: phone, type: 'bind' }, player);
  await t.ok('/user/bindPhone', { mobile: phone, verificationCode: await t.latestOtp(phone) }, player);
  return phone;
}

/** A player ready to withdraw: phone, withdrawal password 123456, one bank account, funded. */
export async function readyToWithdraw(t: TestApp, balanceMajor: number) {
  const player = await t.guest();
  const phone = await bindPhone(t, player);
  t.clock.advance(61_000);
  await t.ok('/sms/send', { type: 'withdrawPassword' }, player);
  await t.ok(
    '/user/setWithdrawPassword',
    { withdrawPassword: '123456', verificationCode: await t.latestOtp(phone) },
    player,
  );
  const { accountId } = await t.ok<{ accountId: number }>(
    '/bank/addAccount',
    { bankCode: 'BCA', accountName: 'Siti Rahayu', accountNumber: String(5_000_000_000 + player.userId) },
    player,
  );
  if (balanceMajor > 0) await fund(t, player, balanceMajor);
  return { player, accountId, phone };
}

let depositCounter = 0;
/** A credited deposit as the gateway callback would make it: balance, total, first-deposit mark, day stats. */
export async function deposit(t: TestApp, player: TestSession, amountMajor: number): Promise<void> {
  depositCounter += 1;
  const now = t.clock.now();
  await t.deps.db.transaction(async (tx) => {
    await lockPlayer(tx, player.userId);
    const [order] = await tx
      .insert(depositOrders)
      .values({
        orderNo: `TEST${player.userId}X${depositCounter}`,
        userId: player.userId,
        kind: 'online',
        rail: 'gateway',
        typeName: 'Test',
        amount: BigInt(Math.round(amountMajor * 100)),
        bonus: 0n,
        wagerMultiple: 0,
        status: 'pending',
        createdAt: now,
      })
      .returning();
    await creditDeposit(tx, order!, {
      finalStatus: 'success',
      at: now,
      timeZone: t.deps.config.region.timeZone,
    });
  });
}

/** Plays Dice rounds through the real provider and seamless wallet; returns the total bet and payout. */
export async function playDice(
  t: TestApp,
  player: TestSession,
  rounds: number,
  bet: number,
): Promise<{ bet: number; payout: number }> {
  const { url } = await t.ok<{ url: string }>('/game/launch', { gameId: 100_001 }, player);
  const token = new URL(url, 'http://test').searchParams.get('token');
  const session = await t.app.inject({
    method: 'POST',
    url: '/provider/api/session',
    payload: { token, game: 'dice' },
  });
  const { sessionId } = session.json() as { sessionId: string };
  let payout = 0;
  for (let index = 0; index < rounds; index += 1) {
    const played = await t.app.inject({
      method: 'POST',
      url: '/provider/api/play',
      payload: { sessionId, bet, dice: { targetHundredths: 5_000, direction: 'under' } },
    });
    if (played.statusCode !== 200) throw new Error(`Dice round failed: ${played.body}`);
    payout += (played.json() as { payout: number }).payout;
  }
  return { bet: rounds * bet, payout };
}
