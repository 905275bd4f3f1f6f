import { count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { moneyOf, orderOf, type PageQuery, pageAnswer, windowOf } from './player-pages.ts';

const inviters = alias(users, 'inviter');

/**
 * Who invited the player, and the players they invited (their team), newest first, each with the
 * deposits credited to them and whether they count as a valid invitee: stamped once they had a
 * bound phone and deposits reaching the invitation threshold (modules/promo/valid-invitee.ts).
 */
export async function listPlayerReferrals(deps: AppDeps, userId: number, query: PageQuery) {
  const [player] = await deps.db
    .select({ inviterId: inviters.id, inviterNickname: inviters.nickname })
    .from(users)
    .leftJoin(inviters, eq(inviters.id, users.inviterId))
    .where(eq(users.id, userId));
  if (!player) throw AppError.notFound('operator.noSuchPlayer');
  const { limit, offset } = windowOf(query);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({
        userId: users.id,
        nickname: users.nickname,
        createdAt: users.createdAt,
        totalDeposit: users.totalDeposit,
        inviteValidAt: users.inviteValidAt,
      })
      .from(users)
      .where(eq(users.inviterId, userId))
      .orderBy(orderOf(query, users.id))
      .limit(limit)
      .offset(offset),
    deps.db.select({ total: count() }).from(users).where(eq(users.inviterId, userId)),
  ]);
  const money = moneyOf(deps);
  const items = rows.map((member) => ({
    userId: member.userId,
    nickname: member.nickname,
    createdAt: member.createdAt.toISOString(),
    totalDeposit: money(member.totalDeposit),
    isValid: member.inviteValidAt !== null,
  }));
  return {
    ...pageAnswer(items, counted?.total ?? 0, query),
    inviter:
      player.inviterId === null ? null : { userId: player.inviterId, nickname: player.inviterNickname ?? '' },
  };
}
