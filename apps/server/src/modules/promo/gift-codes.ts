import { toMajorNumber, toMinorUnits } from '@fairplay/contract/money';
import { and, eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { admins, giftCodeRedemptions, giftCodes } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { breakRefusal } from '../../kernel/player-block.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { audit, type Operator } from '../admin/index.ts';
import { creditBonus, walletOf } from '../bonus/index.ts';

/**
 * Redeems an operator-issued gift code (/promo/redeemGiftCode): once per player, within the code's
 * redemption limit and expiry; the gift goes to the bonus balance with its wagering requirement
 * (cash at once when the code carries no wagering). Refused during a break, the code untouched.
 */
export async function redeemGiftCode(deps: AppDeps, userId: number, rawCode: string) {
  const code = rawCode.trim().toUpperCase();
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      // The player first, then the code shared by every player who redeems it (decision 010).
      await lockPlayer(tx, userId);
      const onBreak = await breakRefusal(tx, userId, now);
      if (onBreak) throw onBreak;
      const [gift] = await tx.select().from(giftCodes).where(eq(giftCodes.code, code)).for('update');
      if (!gift || (gift.expiresAt && gift.expiresAt <= now)) throw AppError.refused('promo.giftCodeInvalid');
      if (gift.redeemedCount >= gift.maxRedemptions) throw AppError.refused('promo.giftCodeUsedUp');
      // The staff member who issued it never redeems it with their own player account: to them it
      // is invalid, as to anyone it was not meant for.
      const [issuer] = await tx
        .select({ id: admins.id })
        .from(admins)
        .where(and(eq(admins.username, gift.createdBy), eq(admins.playerUserId, userId)));
      if (issuer) throw AppError.refused('promo.giftCodeInvalid');
      await tx.insert(giftCodeRedemptions).values({ code, userId, createdAt: now });
      await tx
        .update(giftCodes)
        .set({ redeemedCount: sql`${giftCodes.redeemedCount} + 1` })
        .where(eq(giftCodes.code, code));
      await creditBonus(tx, {
        userId,
        amount: gift.amount,
        wagerMultiple: gift.wagerMultiple,
        code: 'gift',
        idempotencyKey: `gift_code:${code}:${userId}`,
        memo: { reference: code },
        at: now,
      });
      const decimals = deps.config.region.currencyDecimals;
      const wallet = await walletOf(tx, userId);
      return {
        amount: toMajorNumber(gift.amount, decimals),
        wagerMultiple: gift.wagerMultiple,
        balance: toMajorNumber(wallet.cash, decimals),
        bonusBalance: toMajorNumber(wallet.bonus, decimals),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'gift_code_redemptions_key'))
      throw AppError.refused('promo.giftCodeRedeemed');
    throw error;
  }
}

/** A gift code an operator issues (POST /admin/api/gift-codes). */
export interface GiftCodeIssue {
  code: string;
  amount: number;
  wagerMultiple: number;
  maxRedemptions: number;
  expiresAt?: string | undefined;
}

/**
 * An operator issues a gift code: its amount, wagering multiple, how many players may redeem it
 * and its expiry; audited in the same transaction. A code that exists already is a conflict.
 */
export async function issueGiftCode(deps: AppDeps, operator: Operator, body: GiftCodeIssue) {
  const amount = toMinorUnits(body.amount, deps.config.region.currencyDecimals);
  if (amount === null) throw AppError.badRequest('amount', 'operator.amountDecimals');
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(giftCodes).values({
        code: body.code,
        amount,
        wagerMultiple: body.wagerMultiple,
        maxRedemptions: body.maxRedemptions,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
        createdBy: operator.admin.username,
        createdAt: deps.clock.now(),
      });
      await audit(tx, {
        ...operator,
        action: 'gift_code.create',
        targetType: 'gift_code',
        targetId: body.code,
        details: {
          amount: body.amount,
          maxRedemptions: body.maxRedemptions,
          wagerMultiple: body.wagerMultiple,
          expiresAt: body.expiresAt ?? null,
        },
        at: deps.clock.now(),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict('operator.giftCodeExists');
    throw error;
  }
  return { code: body.code };
}
