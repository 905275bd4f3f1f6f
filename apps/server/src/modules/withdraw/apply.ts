import { toMajorNumber } from '@fairplay/contract/money';
import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users, withdrawalOrders } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { blockRefusal } from '../../kernel/player-block.ts';
import { getPlayerBalances } from '../../ledger/balances.ts';
import { InsufficientFundsError } from '../../ledger/errors.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { post } from '../../ledger/post.ts';
import { startOfLocalDay } from '../../platform/time.ts';
import { forfeitBonus, hasBonusInPlay, isBonusActive, walletOf } from '../bonus/index.ts';
import { minorOf, newOrderNo, ratioOf } from '../deposit/index.ts';
import { getSetting } from '../settings/index.ts';
import { getVipTable, type VipLevelRow } from '../vip/index.ts';
import { activeAccounts, ownAccount, toPayoutAccount } from './accounts.ts';
import { assertWithdrawalsNotFrozen } from './freeze.ts';
import { checkWithdrawPassword } from './security.ts';

/** Orders that count against today's limits: everything but what was given back. */
const NOT_COUNTED = ['rejected', 'failed'];

async function vipLevelOf(db: Database, level: number): Promise<VipLevelRow> {
  const table = await getVipTable(db);
  const row = table.find((candidate) => candidate.level === level) ?? table[0];
  if (!row) throw new Error('The VIP table is empty');
  return row;
}

async function usedToday(
  db: Database,
  userId: number,
  since: Date,
): Promise<{ amount: bigint; count: number }> {
  const [row] = await db
    .select({
      amount: sql<string>`coalesce(sum(${withdrawalOrders.amount}), 0)::text`,
      count: sql<number>`count(*)::int`,
    })
    .from(withdrawalOrders)
    .where(
      and(
        eq(withdrawalOrders.userId, userId),
        gte(withdrawalOrders.createdAt, since),
        notInArray(withdrawalOrders.status, NOT_COUNTED),
      ),
    );
  return { amount: BigInt(row?.amount ?? '0'), count: row?.count ?? 0 };
}

async function ensureWithdrawalsOpen(deps: AppDeps): Promise<void> {
  if ((await getSetting(deps.db, 'app')).auditStatus) throw AppError.refused('withdraw.unavailable');
}

/** Everything the Withdraw page shows (/withdraw/info). */
export async function withdrawInfo(deps: AppDeps, userId: number) {
  const decimals = deps.config.region.currencyDecimals;
  const major = (minor: bigint) => toMajorNumber(minor, decimals);
  const [[user], accounts, setting, service, app] = await Promise.all([
    deps.db.select().from(users).where(eq(users.id, userId)),
    activeAccounts(deps.db, userId),
    getSetting(deps.db, 'withdraw'),
    getSetting(deps.db, 'service'),
    getSetting(deps.db, 'app'),
  ]);
  if (!user) throw AppError.unauthorized();
  const [balances, vip, used] = await Promise.all([
    getPlayerBalances(deps.db, userId),
    vipLevelOf(deps.db, user.vipLevel),
    usedToday(deps.db, userId, startOfLocalDay(deps.clock.now(), deps.config.region.timeZone)),
  ]);
  const remainingLimit = vip.withdrawDailyMax > used.amount ? vip.withdrawDailyMax - used.amount : 0n;
  return {
    balance: major(balances.cash),
    frozen: major(balances.hold),
    wagerRemaining: major(user.wagerRemaining),
    bonusBalance: major(balances.bonus),
    bonusWagerRemaining: major(user.bonusWagerRemaining),
    vipLevel: vip.level,
    dailyLimit: major(vip.withdrawDailyMax),
    remainingLimit: major(remainingLimit),
    dailyCount: vip.withdrawDailyCount,
    remainingTimes: Math.max(0, vip.withdrawDailyCount - used.count),
    feeRate: vip.withdrawFeePpm / 1_000_000,
    minAmount: major(BigInt(setting.minAmountMinor)),
    maxAmount: major(vip.withdrawDailyMax),
    processingHours: service.withdrawalTimeHour,
    processingDay: service.withdrawalTimeDay,
    hasWithdrawPassword: user.withdrawPasswordHash !== null,
    hasPhone: user.mobile !== null,
    accounts: accounts.map(toPayoutAccount),
    isOpen: !app.auditStatus,
  };
}

/**
 * Before money leaves: an active bonus is refused with its amount unless the player confirmed the
 * forfeit; confirmed, it goes back to the house and its requirement ends. Bonus money still staked
 * in an open round cannot be forfeited yet (its win would come back as bonus with nothing to wager).
 */
async function forfeitActiveBonus(
  tx: Database,
  userId: number,
  isConfirmed: boolean,
  event: { key: string; at: Date },
): Promise<void> {
  const wallet = await walletOf(tx, userId);
  if (!isBonusActive(wallet)) return;
  if (await hasBonusInPlay(tx, userId)) throw AppError.refused('withdraw.bonusInPlay');
  if (!isConfirmed) {
    throw AppError.refused('withdraw.bonusForfeit', {
      bonus: wallet.bonus,
      wager: wallet.bonusWagerRemaining,
    });
  }
  await forfeitBonus(tx, userId, { key: `withdraw:${event.key}`, at: event.at });
}

export interface ApplyWithdrawInput {
  amount: number;
  accountId: number;
  withdrawPassword: string;
  requestId: string;
  /** The player confirmed that withdrawing now gives up the active bonus. */
  forfeitBonus?: boolean | undefined;
}

/**
 * A withdrawal request: the amount moves from cash to hold until an operator decides. The
 * client's requestId makes retries safe: the same id answers the first order; the same id with
 * other content is refused. The player's row is locked, so limits hold under parallel requests.
 * Bonus money is never withdrawn: with an active bonus the request is refused unless the player
 * confirms the forfeit, and then the bonus goes back to the house in the same transaction as the hold.
 */
export async function applyWithdraw(deps: AppDeps, userId: number, input: ApplyWithdrawInput) {
  const decimals = deps.config.region.currencyDecimals;
  const major = (minor: bigint) => toMajorNumber(minor, decimals);
  await ensureWithdrawalsOpen(deps);
  const amount = minorOf(input.amount, decimals);
  const replay = async (db: Database) => {
    const [order] = await db
      .select()
      .from(withdrawalOrders)
      .where(and(eq(withdrawalOrders.userId, userId), eq(withdrawalOrders.requestId, input.requestId)));
    if (!order) return null;
    if (order.amount !== amount || order.payoutAccountId !== input.accountId) {
      throw AppError.conflict('withdraw.requestIdReused');
    }
    return {
      orderNo: order.orderNo,
      amount: major(order.amount),
      fee: major(order.fee),
      arrivalAmount: major(order.amount - order.fee),
      status: order.status,
    };
  };
  const earlier = await replay(deps.db);
  if (earlier) return earlier;
  await checkWithdrawPassword(deps, userId, input.withdrawPassword);
  const setting = await getSetting(deps.db, 'withdraw');
  try {
    return await deps.db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      await assertWithdrawalsNotFrozen(tx, userId);
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      if (!user) throw AppError.unauthorized();
      // Read under the player lock: a request that was on its way when staff locked the account
      // (its session checked before the lock) takes no money out.
      if (user.lockedAt) throw AppError.refused('auth.accountLocked');
      const repeated = await replay(tx);
      if (repeated) return repeated;
      // The deposit turnover holds cash back from a player who can play it through (money is not
      // moved through the wallet unplayed). A self-excluded player cannot for months or for good,
      // and their cash must stay withdrawable (issue 14): the turnover does not hold it. A time-out
      // (six weeks at most) keeps it: waiving it there would make a day's break a way round it.
      const isSelfExcluded =
        user.rgBlockKind === 'selfExclusion' && blockRefusal(user, deps.clock.now()) !== null;
      if (user.wagerRemaining > 0n && !isSelfExcluded) {
        throw AppError.refused('withdraw.wagerRemaining', { amount: user.wagerRemaining });
      }
      const account = await ownAccount(tx, userId, input.accountId);
      const vip = await vipLevelOf(tx, user.vipLevel);
      if (amount < BigInt(setting.minAmountMinor)) {
        throw AppError.refused('withdraw.minimum', { amount: BigInt(setting.minAmountMinor) });
      }
      const used = await usedToday(
        tx,
        userId,
        startOfLocalDay(deps.clock.now(), deps.config.region.timeZone),
      );
      if (used.count >= vip.withdrawDailyCount) throw AppError.refused('withdraw.noneLeftToday');
      if (used.amount + amount > vip.withdrawDailyMax) {
        throw AppError.refused('withdraw.dailyLimit', { amount: vip.withdrawDailyMax - used.amount });
      }
      const fee = ratioOf(amount, vip.withdrawFeePpm);
      const orderNo = newOrderNo('W', deps.clock.now());
      await forfeitActiveBonus(tx, userId, input.forfeitBonus === true, {
        key: orderNo,
        at: deps.clock.now(),
      });
      await post(tx, {
        idempotencyKey: `withdraw_hold:${orderNo}`,
        code: 'withdraw_hold',
        userId,
        legs: [
          { account: { userId, kind: 'user_cash' }, amount: -amount },
          { account: { userId, kind: 'user_hold' }, amount },
        ],
        memo: { orderNo },
        at: deps.clock.now(),
      });
      await tx.insert(withdrawalOrders).values({
        orderNo,
        userId,
        requestId: input.requestId,
        amount,
        fee,
        payoutAccountId: account.id,
        accountType: account.type,
        bankCode: account.bankCode,
        bankName: account.bankName,
        accountName: account.accountName,
        accountNumber: account.accountNumber,
        ifsc: account.ifsc,
        status: 'pending',
        createdAt: deps.clock.now(),
      });
      return {
        orderNo,
        amount: major(amount),
        fee: major(fee),
        arrivalAmount: major(amount - fee),
        status: 'pending',
      };
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw AppError.refused('withdraw.insufficientBalance');
    throw error;
  }
}
