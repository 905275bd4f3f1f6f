import type { TPlayerSummary } from '@fairplay/contract/operator';
import { and, count, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  depositOrders,
  ledgerAccounts,
  playerTags,
  sessions,
  users,
  withdrawalFreezes,
  withdrawalOrders,
} from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit, type Operator } from '../admin/index.ts';
import { moneyOf } from './player-pages.ts';

/** Withdrawals whose money reached the player (paid after its refund too: it left the house twice). */
const PAID_WITHDRAWAL_STATUSES = ['paid', 'paid_after_refund'];

/** Everything but the profile, read in parallel: one statement each, every one by an index of the player. */
async function factsOf(deps: AppDeps, userId: number, inviterId: number | null) {
  const { db } = deps;
  const now = deps.clock.now();
  const idleSince = new Date(now.getTime() - deps.config.sessionIdleMs);
  const [accounts, [deposits], [withdrawals], [freeze], inviter, [team], tags, [live]] = await Promise.all([
    db
      .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId)),
    db
      .select({ total: sql<string>`coalesce(sum(${depositOrders.creditedAmount}), 0)`, count: count() })
      .from(depositOrders)
      .where(and(eq(depositOrders.userId, userId), isNotNull(depositOrders.creditedAmount))),
    db
      .select({ total: sql<string>`coalesce(sum(${withdrawalOrders.amount}), 0)`, count: count() })
      .from(withdrawalOrders)
      .where(
        and(eq(withdrawalOrders.userId, userId), inArray(withdrawalOrders.status, PAID_WITHDRAWAL_STATUSES)),
      ),
    // A freeze no one has cleared stops withdrawals (modules/withdraw/freeze.ts).
    db
      .select({ id: withdrawalFreezes.id })
      .from(withdrawalFreezes)
      .where(and(eq(withdrawalFreezes.userId, userId), isNull(withdrawalFreezes.clearedAt)))
      .limit(1),
    inviterId === null
      ? Promise.resolve([])
      : db.select({ userId: users.id, nickname: users.nickname }).from(users).where(eq(users.id, inviterId)),
    db.select({ size: count() }).from(users).where(eq(users.inviterId, userId)),
    db
      .select({ tag: playerTags.tag })
      .from(playerTags)
      .where(eq(playerTags.userId, userId))
      .orderBy(playerTags.tag),
    // Live as resolveSession sees it: not revoked, not expired, not idle too long.
    db
      .select({ count: count() })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, idleSince),
        ),
      ),
  ]);
  const balanceOf = (kind: string) => accounts.find((account) => account.kind === kind)?.balance ?? 0n;
  return {
    balances: {
      cash: balanceOf('user_cash'),
      hold: balanceOf('user_hold'),
      bonus: balanceOf('user_bonus'),
      referral: balanceOf('user_referral'),
    },
    deposited: BigInt(deposits?.total ?? 0),
    depositCount: deposits?.count ?? 0,
    withdrawn: BigInt(withdrawals?.total ?? 0),
    withdrawalCount: withdrawals?.count ?? 0,
    isWithdrawalFrozen: freeze !== undefined,
    inviter: inviter[0] ?? null,
    teamSize: team?.size ?? 0,
    tags: tags.map((row) => row.tag),
    activeSessions: live?.count ?? 0,
  };
}

/**
 * A player's page header and overview: profile, balances (ledger accounts), both wagering
 * requirements, VIP, deposit and withdrawal totals, what is closed, locked or frozen, inviter and
 * team, tags, live sessions. Reading it is audited as player.view: who looked at whose data.
 */
export async function readPlayerSummary(
  deps: AppDeps,
  operator: Operator,
  userId: number,
): Promise<TPlayerSummary> {
  const [player] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!player) throw AppError.notFound('operator.noSuchPlayer');
  const facts = await factsOf(deps, userId, player.inviterId);
  await audit(deps.db, {
    ...operator,
    action: 'player.view',
    targetType: 'player',
    targetId: userId,
    at: deps.clock.now(),
  });
  const money = moneyOf(deps);
  return {
    userId: player.id,
    publicId: player.publicId,
    nickname: player.nickname,
    avatar: player.avatar,
    mobile: player.mobile,
    email: player.email,
    isGuest: player.isGuest,
    hasGoogle: player.googleSubject !== null,
    regChannel: player.regChannel,
    deviceNumber: player.deviceNumber,
    createdAt: player.createdAt.toISOString(),
    lastLoginAt: player.lastLoginAt?.toISOString() ?? null,
    lastOnlineAt: player.lastOnlineAt?.toISOString() ?? null,
    balances: {
      cash: money(facts.balances.cash),
      hold: money(facts.balances.hold),
      bonus: money(facts.balances.bonus),
      referral: money(facts.balances.referral),
    },
    wagerRemaining: money(player.wagerRemaining),
    bonusWagerRemaining: money(player.bonusWagerRemaining),
    vip: { level: player.vipLevel, exp: money(player.vipExp) },
    totals: {
      deposited: money(facts.deposited),
      withdrawn: money(facts.withdrawn),
      depositCount: facts.depositCount,
      withdrawalCount: facts.withdrawalCount,
    },
    depositClosed: player.depositClosed,
    lockedAt: player.lockedAt?.toISOString() ?? null,
    lockedBy: player.lockedBy,
    lockReason: player.lockReason,
    isWithdrawalFrozen: facts.isWithdrawalFrozen,
    inviter: facts.inviter,
    teamSize: facts.teamSize,
    tags: facts.tags,
    activeSessions: facts.activeSessions,
  };
}
