import { and, count, eq, sql } from 'drizzle-orm';
import { ledgerAccounts, referralAccruals, users } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { majorOf, todayKey } from '../promo/index.ts';

/** The inviter's card: invite code and link, players invited, referral earnings available, today and ever. */
export async function inviteAgentInfo(deps: AppDeps, userId: number, linkFor: (code: string) => string) {
  const [[me], [invited], [available], [accrued], [today]] = await Promise.all([
    deps.db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, userId)),
    deps.db.select({ total: count() }).from(users).where(eq(users.inviterId, userId)),
    deps.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, 'user_referral'))),
    deps.db
      .select({ total: sql<bigint>`coalesce(sum(${referralAccruals.accrued}), 0)`.mapWith(BigInt) })
      .from(referralAccruals)
      .where(eq(referralAccruals.inviterId, userId)),
    deps.db
      .select({ accrued: referralAccruals.accrued })
      .from(referralAccruals)
      .where(and(eq(referralAccruals.inviterId, userId), eq(referralAccruals.day, todayKey(deps)))),
  ]);
  const inviteCode = me?.inviteCode ?? '';
  const major = majorOf(deps);
  return {
    referralUrl: linkFor(inviteCode),
    inviteCode,
    inviteCount: invited?.total ?? 0,
    baseInfo: {
      availableRebate: major(available?.balance ?? 0n),
      todayRebate: major(today?.accrued ?? 0n),
      totalRebate: major(accrued?.total ?? 0n),
      totalCount: invited?.total ?? 0,
    },
  };
}
