import { getVipInfo as getVipInfoCall, vipRewards } from '@fairplay/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { vipRewardRecords } from './rewards.ts';
import { getVipInfo } from './service.ts';

export function vipRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, getVipInfoCall, async ({ user }) => getVipInfo(deps, user.userId));
  registerCall(app, deps, vipRewards, async ({ user, body }) =>
    vipRewardRecords(deps, user.userId, body.page, body.pageSize),
  );
}
