import {
  earnOverview as earnOverviewCall,
  inviteAgentInfo,
  receiveRebate as receiveRebateCall,
  teamMembers as teamMembersCall,
} from '@fairplay/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ledgerAccounts, referralAccruals, users } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { majorOf, todayKey } from '../promo/shared.ts';
import { earnOverview, receiveRebate, teamMembers } from './earnings.ts';

/** The site address invite links point at: PUBLIC_URL, or the address the player reached us on. */
export function publicBaseUrl(deps: AppDeps, request: FastifyRequest): string {
  return deps.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export function inviteRoutes(app: FastifyInstance, deps: AppDeps): void {
  const linkFor = (request: FastifyRequest) => (code: string) =>
    `${publicBaseUrl(deps, request)}/?invite_code=${code}`;
  registerCall(app, deps, inviteAgentInfo, async ({ user, request }) => {
    const [[me], [invited], [available], [accrued], [today]] = await Promise.all([
      deps.db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, user.userId)),
      deps.db.select({ total: count() }).from(users).where(eq(users.inviterId, user.userId)),
      deps.db
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.userId, user.userId), eq(ledgerAccounts.kind, 'user_referral'))),
      deps.db
        .select({ total: sql<bigint>`coalesce(sum(${referralAccruals.accrued}), 0)`.mapWith(BigInt) })
        .from(referralAccruals)
        .where(eq(referralAccruals.inviterId, user.userId)),
      deps.db
        .select({ accrued: referralAccruals.accrued })
        .from(referralAccruals)
        .where(and(eq(referralAccruals.inviterId, user.userId), eq(referralAccruals.day, todayKey(deps)))),
    ]);
    const inviteCode = me?.inviteCode ?? '';
    const major = majorOf(deps);
    return {
      referralUrl: linkFor(request)(inviteCode),
      inviteCode,
      inviteCount: invited?.total ?? 0,
      baseInfo: {
        availableRebate: major(available?.balance ?? 0n),
        todayRebate: major(today?.accrued ?? 0n),
        totalRebate: major(accrued?.total ?? 0n),
        totalCount: invited?.total ?? 0,
      },
    };
  });
  registerCall(app, deps, earnOverviewCall, async ({ user, body, request }) =>
    earnOverview(deps, user.userId, body.period, linkFor(request)),
  );
  registerCall(app, deps, teamMembersCall, async ({ user, body }) => teamMembers(deps, user.userId, body));
  registerCall(app, deps, receiveRebateCall, async ({ user }) => receiveRebate(deps, user.userId));
}
