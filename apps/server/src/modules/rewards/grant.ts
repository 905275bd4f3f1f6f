import type { MailTemplate } from '@fairplay/contract/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mails, promotionRewards } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { breakRefusal } from '../../kernel/player-block.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import type { TransferCode } from '../../ledger/transfer-codes.ts';
import { creditBonus, walletOf } from '../bonus/index.ts';

/** Every promotion that pays money, with the transfer code its payments carry (their balance-record type). */
export const PROMOTION_CODES = {
  signin: 'signin_bonus',
  signup_bonus: 'promotion_bonus',
  first_deposit: 'first_deposit_bonus',
  deposit_rebate: 'rebate_bonus',
  cashback: 'cashback',
  vip_bet_rebate: 'bet_rebate',
  vip_upgrade: 'vip_bonus',
  vip_weekly: 'vip_reward',
  vip_monthly: 'vip_reward',
  vip_birthday: 'vip_reward',
  ranking_daily: 'ranking_award',
  ranking_weekly: 'ranking_award',
  ranking_monthly: 'ranking_award',
  invitation: 'invitation_reward',
  feedback: 'feedback_award',
  mail: 'mail_reward',
} as const satisfies Record<string, TransferCode>;

export type Promotion = keyof typeof PROMOTION_CODES;

/** A message's English text and, for system messages, the template the app translates. */
export interface MailText {
  title: string;
  content: string;
  template?: { key: MailTemplate; params: Record<string, string | number> };
}

/** The columns of a message's text (mails.title, content, template, template_params). */
export function mailTextColumns(text: MailText) {
  return {
    title: text.title,
    content: text.content,
    template: text.template?.key ?? null,
    templateParams: text.template?.params ?? null,
  };
}

export type RewardRow = typeof promotionRewards.$inferSelect;

export interface RewardGrant {
  promotion: Promotion;
  userId: number;
  /** The period the reward belongs to: a local day, a week, "once", a mail id... */
  period: string;
  amount: bigint;
  wagerMultiple: number;
  detail?: Record<string, string | number | boolean | null>;
  /** Paid at once, or put in the inbox with a message and claimable until a deadline. */
  delivery:
    | { kind: 'direct'; notice?: MailText }
    | ({ kind: 'mail'; claimableUntil: Date | null } & MailText);
}

export interface GrantResult {
  reward: RewardRow;
  /** False when this (promotion, player, period) was granted before: nothing new happened. */
  isNew: boolean;
  /** The cash balance after a direct payment (a reward with wagering goes to the bonus balance). */
  balance: bigint | null;
}

/** The ledger key of a reward's payment: the same (promotion, player, period) as the reward row. */
export function rewardTransferKey(reward: Pick<RewardRow, 'promotion' | 'userId' | 'period'>): string {
  return `reward:${reward.promotion}:${reward.userId}:${reward.period}`;
}

/**
 * Pays a reward from the house bonus account: a reward with a wagering multiple goes to the bonus
 * balance with its requirement (modules/bonus), one without is cash at once. Returns the cash
 * balance afterwards.
 */
async function payReward(tx: Database, deps: Pick<AppDeps, 'clock'>, reward: RewardRow): Promise<bigint> {
  const { userId, amount } = reward;
  await creditBonus(tx, {
    userId,
    amount,
    wagerMultiple: reward.wagerMultiple,
    code: PROMOTION_CODES[reward.promotion as Promotion] ?? 'promotion_bonus',
    idempotencyKey: rewardTransferKey(reward),
    memo: { reference: `${reward.promotion}:${reward.period}` },
    at: deps.clock.now(),
  });
  return (await walletOf(tx, userId)).cash;
}

/**
 * Grants a reward once per (promotion, player, period), inside the caller's transaction: the unique
 * row decides who grants it (a second grant, from a job run twice or a double tap, finds the row
 * and does nothing); a direct reward is paid at once, a mail reward waits in the inbox. A player on
 * a break is refused with the break's refusal (decision 024): a scheduled payout skips them first
 * under the same lock (`breakRefusal`), so this is the guard no grant can forget.
 */
export async function grantReward(
  tx: Database,
  deps: Pick<AppDeps, 'clock'>,
  grant: RewardGrant,
): Promise<GrantResult> {
  if (grant.amount <= 0n) throw new Error('A reward must be positive');
  await lockPlayer(tx, grant.userId);
  const now = deps.clock.now();
  const onBreak = await breakRefusal(tx, grant.userId, now);
  if (onBreak) throw onBreak;
  const isDirect = grant.delivery.kind === 'direct';
  const [inserted] = await tx
    .insert(promotionRewards)
    .values({
      promotion: grant.promotion,
      userId: grant.userId,
      period: grant.period,
      amount: grant.amount,
      wagerMultiple: grant.wagerMultiple,
      status: isDirect ? 'claimed' : 'claimable',
      claimableUntil: grant.delivery.kind === 'mail' ? grant.delivery.claimableUntil : null,
      detail: grant.detail ?? null,
      createdAt: now,
      claimedAt: isDirect ? now : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted) {
    const [existing] = await tx
      .select()
      .from(promotionRewards)
      .where(
        and(
          eq(promotionRewards.promotion, grant.promotion),
          eq(promotionRewards.userId, grant.userId),
          eq(promotionRewards.period, grant.period),
        ),
      );
    if (!existing) throw new Error('A reward row vanished');
    return { reward: existing, isNew: false, balance: null };
  }
  if (grant.delivery.kind === 'direct') {
    const balance = await payReward(tx, deps, inserted);
    if (grant.delivery.notice) {
      await tx.insert(mails).values({
        userId: grant.userId,
        ...mailTextColumns(grant.delivery.notice),
        createdBy: 'system',
        createdAt: now,
      });
    }
    return { reward: inserted, isNew: true, balance };
  }
  await tx.insert(mails).values({
    userId: grant.userId,
    ...mailTextColumns(grant.delivery),
    rewardId: inserted.id,
    expiresAt: grant.delivery.claimableUntil,
    createdBy: 'system',
    createdAt: now,
  });
  return { reward: inserted, isNew: true, balance: null };
}

/**
 * Claims a claimable reward (from the inbox): one conditional update decides, so two taps or two
 * devices claim it once; an expired or claimed reward is refused with the reason, and so is a
 * claim during a break (the reward stays claimable until its deadline).
 */
export async function claimReward(
  tx: Database,
  deps: Pick<AppDeps, 'clock'>,
  rewardId: number,
  userId: number,
): Promise<{ reward: RewardRow; balance: bigint }> {
  await lockPlayer(tx, userId);
  const now = deps.clock.now();
  const onBreak = await breakRefusal(tx, userId, now);
  if (onBreak) throw onBreak;
  const [claimed] = await tx
    .update(promotionRewards)
    .set({ status: 'claimed', claimedAt: now })
    .where(
      and(
        eq(promotionRewards.id, rewardId),
        eq(promotionRewards.userId, userId),
        eq(promotionRewards.status, 'claimable'),
        sql`(${promotionRewards.claimableUntil} is null or ${promotionRewards.claimableUntil} > ${now})`,
      ),
    )
    .returning();
  if (!claimed) {
    const [reward] = await tx
      .select({ status: promotionRewards.status })
      .from(promotionRewards)
      .where(and(eq(promotionRewards.id, rewardId), eq(promotionRewards.userId, userId)));
    if (!reward) throw AppError.notFound('reward.notFound');
    if (reward.status === 'claimed') throw AppError.refused('reward.alreadyClaimed');
    throw AppError.refused('reward.expired');
  }
  return { reward: claimed, balance: await payReward(tx, deps, claimed) };
}

/** A reward's state as players see it: a claimable reward past its deadline is expired. */
export function rewardStatusOf(
  reward: Pick<RewardRow, 'status' | 'claimableUntil'>,
  now: Date,
): 'claimable' | 'claimed' | 'expired' {
  if (reward.status === 'claimed') return 'claimed';
  return reward.claimableUntil && reward.claimableUntil <= now ? 'expired' : 'claimable';
}
