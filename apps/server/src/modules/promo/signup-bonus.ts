import { eq } from 'drizzle-orm';
import { mails, users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { grantReward, rewardStatusOf } from '../rewards/index.ts';
import { majorOf, promotionSettings, requireEnabled, rewardOf } from './shared.ts';

const HOUR_MS = 3_600_000;

async function playerOf(deps: AppDeps, userId: number) {
  const [player] = await deps.db
    .select({ createdAt: users.createdAt, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId));
  if (!player) throw AppError.unauthorized();
  return player;
}

function windowOf(createdAt: Date, setting: { openHours: number; keepDays: number }) {
  return {
    openUntil: new Date(createdAt.getTime() + setting.openHours * HOUR_MS),
    keepUntil: new Date(createdAt.getTime() + setting.keepDays * 24 * HOUR_MS),
  };
}

/**
 * Sign-up bonus: a new player can take it within 24 hours of registering; it goes to the inbox and
 * can be claimed until 7 days after registration.
 */
export async function signupBonusInfo(deps: AppDeps, userId: number) {
  const { signupBonus } = await promotionSettings(deps);
  const player = await playerOf(deps, userId);
  const { openUntil, keepUntil } = windowOf(player.createdAt, signupBonus);
  const reward = await rewardOf(deps.db, userId, 'signup_bonus', 'once');
  const now = deps.clock.now();
  const status: 'open' | 'inMailbox' | 'claimed' | 'closed' | 'expired' = reward
    ? ({ claimable: 'inMailbox', claimed: 'claimed', expired: 'expired' } as const)[
        rewardStatusOf(reward, now)
      ]
    : now < openUntil && signupBonus.isEnabled
      ? 'open'
      : 'closed';
  return {
    amount: majorOf(deps)(BigInt(signupBonus.amountMinor)),
    wagerMultiple: signupBonus.wagerMultiple,
    openHours: signupBonus.openHours,
    keepDays: signupBonus.keepDays,
    openUntil: openUntil.toISOString(),
    keepUntil: keepUntil.toISOString(),
    status,
  };
}

export async function signupBonusActivate(deps: AppDeps, userId: number) {
  const { signupBonus } = await promotionSettings(deps);
  requireEnabled(signupBonus);
  const player = await playerOf(deps, userId);
  const { openUntil, keepUntil } = windowOf(player.createdAt, signupBonus);
  if (deps.clock.now() >= openUntil)
    throw AppError.refused('promo.signupBonusClosed', { open: signupBonus.openHours * HOUR_MS });
  if (!player.mobile) throw AppError.refused('promo.signupBonusNeedsPhone');
  if (signupBonus.amountMinor <= 0) throw AppError.refused('promo.notRunning');
  const amount = BigInt(signupBonus.amountMinor);
  return deps.db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const granted = await grantReward(tx, deps, {
      promotion: 'signup_bonus',
      userId,
      period: 'once',
      amount,
      wagerMultiple: signupBonus.wagerMultiple,
      delivery: {
        kind: 'mail',
        title: 'Your sign-up bonus',
        content: `Welcome! Your sign-up bonus of ${majorOf(deps)(amount)} is waiting. Claim it before ${keepUntil.toISOString().slice(0, 10)}.`,
        template: {
          key: 'signupBonus',
          params: { amount: majorOf(deps)(amount), until: keepUntil.toISOString() },
        },
        claimableUntil: keepUntil,
      },
    });
    if (!granted.isNew) throw AppError.refused('promo.signupBonusInInbox');
    const [mail] = await tx.select({ id: mails.id }).from(mails).where(eq(mails.rewardId, granted.reward.id));
    return { mailId: mail?.id ?? 0 };
  });
}
