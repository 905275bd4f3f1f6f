import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { depositOrders, users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { grantReward } from '../rewards/index.ts';
import type { PromotionsSetting } from '../settings/index.ts';
import { applyPpm, majorOf, ppmToPercent, promotionSettings, requireEnabled, rewardOf } from './shared.ts';

const DAY_MS = 86_400_000;

async function firstDepositOf(db: Database, userId: number) {
  const [player] = await db
    .select({ mobile: users.mobile, firstDepositAt: users.firstDepositAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!player) throw AppError.unauthorized();
  if (!player.firstDepositAt) return { ...player, amount: null };
  // The first deposit is the one that set the mark: one credited earlier, during a break, does not
  // count for promotions (deposit/credit.ts, decision 024).
  const [order] = await db
    .select({ amount: depositOrders.creditedAmount })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.userId, userId),
        isNotNull(depositOrders.creditedAmount),
        gte(depositOrders.paidAt, player.firstDepositAt),
      ),
    )
    .orderBy(asc(depositOrders.paidAt), asc(depositOrders.id))
    .limit(1);
  return { ...player, amount: order?.amount ?? null };
}

/** The first-deposit bonus of a first deposit: its share, at most the cap. */
export function firstDepositBonusFor(
  setting: PromotionsSetting['firstDeposit'],
  deposit: bigint | null,
): bigint {
  if (deposit === null) return 0n;
  const bonus = applyPpm(deposit, setting.ratePpm);
  const cap = BigInt(setting.maxBonusMinor);
  return bonus > cap ? cap : bonus;
}

/** First-deposit bonus: a share of the first deposit, claimable for a few days, with a bound phone. */
export async function firstDepositInfo(deps: AppDeps, userId: number) {
  const { firstDeposit } = await promotionSettings(deps);
  const player = await firstDepositOf(deps.db, userId);
  const reward = await rewardOf(deps.db, userId, 'first_deposit', 'once');
  const bonus = reward?.amount ?? firstDepositBonusFor(firstDeposit, player.amount);
  const claimUntil = player.firstDepositAt
    ? new Date(player.firstDepositAt.getTime() + firstDeposit.claimDays * DAY_MS)
    : null;
  const status = reward
    ? 'claimed'
    : !claimUntil || bonus <= 0n
      ? 'locked'
      : claimUntil <= deps.clock.now()
        ? 'expired'
        : 'claimable';
  const major = majorOf(deps);
  return {
    ratePercent: ppmToPercent(firstDeposit.ratePpm),
    maxBonus: major(BigInt(firstDeposit.maxBonusMinor)),
    wagerMultiple: firstDeposit.wagerMultiple,
    hasPhone: player.mobile !== null,
    firstDepositAmount: player.amount === null ? null : major(player.amount),
    bonus: major(bonus),
    status,
    claimDays: firstDeposit.claimDays,
    claimUntil: claimUntil?.toISOString() ?? null,
  } as const;
}

export async function firstDepositClaim(deps: AppDeps, userId: number) {
  const { firstDeposit } = await promotionSettings(deps);
  requireEnabled(firstDeposit);
  return deps.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const player = await firstDepositOf(tx, userId);
    if (!player.mobile) throw AppError.refused('promo.firstDepositNeedsPhone');
    if (!player.firstDepositAt || player.amount === null) throw AppError.refused('promo.firstDepositNeeded');
    if (player.firstDepositAt.getTime() + firstDeposit.claimDays * DAY_MS <= deps.clock.now().getTime())
      throw AppError.refused('promo.firstDepositExpired');
    const amount = firstDepositBonusFor(firstDeposit, player.amount);
    if (amount <= 0n) throw AppError.refused('promo.firstDepositNeeded');
    const granted = await grantReward(tx, deps, {
      promotion: 'first_deposit',
      userId,
      period: 'once',
      amount,
      wagerMultiple: firstDeposit.wagerMultiple,
      detail: { deposit: player.amount.toString() },
      delivery: { kind: 'direct' },
    });
    if (!granted.isNew) throw AppError.refused('promo.firstDepositClaimed');
    const major = majorOf(deps);
    return { amount: major(amount), balance: major(granted.balance ?? 0n) };
  });
}
