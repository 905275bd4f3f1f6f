import { toMinorUnits } from '@fairplay/contract/money';
import { eq } from 'drizzle-orm';
import { mails, users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { breakRefusal } from '../../kernel/player-block.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { audit, confirmStaffAuthority, type Operator, requireFreshSecondFactor } from '../admin/index.ts';
import { grantReward } from '../rewards/index.ts';

const DAY_MS = 86_400_000;

/** A message an operator sends (POST /admin/api/mails). */
export interface OperatorMail {
  /** The player's numeric id; absent for a broadcast to every player. */
  userId?: number | undefined;
  title: string;
  content: string;
  rewardAmount?: number | undefined;
  wagerMultiple: number;
  /** How long a reward can be claimed. */
  claimDays: number;
  /** Made by the operator's client before sending: a retried request sends one message. */
  requestId: string;
}

/**
 * Sends an operator's message to one player (optionally with a reward claimable from it) or a
 * broadcast to everyone, once per client request id: a retry answers the first message as a
 * duplicate. Audited in the same transaction.
 */
export async function sendOperatorMail(deps: AppDeps, operator: Operator, body: OperatorMail) {
  const now = deps.clock.now();
  const reward =
    body.rewardAmount === undefined
      ? null
      : toMinorUnits(body.rewardAmount, deps.config.region.currencyDecimals);
  if (reward === null && body.rewardAmount !== undefined)
    throw AppError.badRequest('rewardAmount', 'operator.amountDecimals');
  // A reward is money a player claims: its own permission, a fresh second factor, never oneself.
  if (reward !== null) {
    if (!operator.admin.permissions.includes('rewards.grant'))
      throw AppError.forbidden('operator.rewardNeedsPermission');
    requireFreshSecondFactor(operator, now);
    if (body.userId !== undefined && body.userId === operator.admin.playerUserId)
      throw AppError.forbidden('operator.ownPlayerAccount');
  }
  const claimableUntil = new Date(now.getTime() + body.claimDays * DAY_MS);
  const createdBy = `admin:${operator.admin.username}`;
  const requestKey = `op:${body.requestId}`;
  return deps.db.transaction(async (tx) => {
    const existing = async () => {
      const [mail] = await tx.select({ id: mails.id }).from(mails).where(eq(mails.requestKey, requestKey));
      return { mailId: mail?.id ?? 0, isDuplicate: true };
    };
    let mailId: number;
    if (body.userId !== undefined) {
      const [player] = await tx.select({ id: users.id }).from(users).where(eq(users.id, body.userId));
      if (!player) throw AppError.notFound('operator.noPlayerWithId');
      if (reward) {
        await lockPlayer(tx, player.id);
        if (await breakRefusal(tx, player.id, now)) throw AppError.refused('operator.playerOnBreak');
        const granted = await grantReward(tx, deps, {
          promotion: 'mail',
          userId: player.id,
          period: `op:${body.requestId}`,
          amount: reward,
          wagerMultiple: body.wagerMultiple,
          delivery: { kind: 'mail', title: body.title, content: body.content, claimableUntil },
        });
        const [mail] = await tx
          .select({ id: mails.id })
          .from(mails)
          .where(eq(mails.rewardId, granted.reward.id));
        if (!granted.isNew) return { mailId: mail?.id ?? 0, isDuplicate: true };
        mailId = mail?.id ?? 0;
      } else {
        const [mail] = await tx
          .insert(mails)
          .values({
            userId: player.id,
            title: body.title,
            content: body.content,
            requestKey,
            createdBy,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: mails.id });
        if (!mail) return existing();
        mailId = mail.id;
      }
    } else {
      const [mail] = await tx
        .insert(mails)
        .values({
          requestKey,
          userId: null,
          title: body.title,
          content: body.content,
          broadcastReward: reward,
          broadcastWagerMultiple: reward ? body.wagerMultiple : null,
          expiresAt: reward ? claimableUntil : null,
          createdBy,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: mails.id });
      if (!mail) return existing();
      mailId = mail.id;
    }
    if (reward !== null) await confirmStaffAuthority(tx, operator, 'rewards.grant');
    await audit(tx, {
      ...operator,
      action: body.userId === undefined ? 'mail.broadcast' : 'mail.send',
      targetType: 'mail',
      targetId: mailId,
      details: {
        userId: body.userId ?? null,
        title: body.title,
        rewardAmount: body.rewardAmount ?? null,
        ...(reward !== null ? { wagerMultiple: body.wagerMultiple, claimDays: body.claimDays } : {}),
      },
      at: now,
    });
    return { mailId, isDuplicate: false };
  });
}
