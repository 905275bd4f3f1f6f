import {
  getUserInfo as getUserInfoCall,
  reportAdid,
  reportOnline as reportOnlineCall,
  updateProfile as updateProfileCall,
} from '@fairplay/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { updateProfile } from './profile.ts';
import { getUserInfo, reportOnline, saveAdid } from './service.ts';

export function userRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, getUserInfoCall, async ({ user }) => getUserInfo(deps, user.userId));

  registerCall(app, deps, reportOnlineCall, async ({ body, user }) =>
    reportOnline(deps, user.userId, body.placeId),
  );

  registerCall(app, deps, reportAdid, async ({ body, user }) => saveAdid(deps, user.userId, body.adid));

  registerCall(app, deps, updateProfileCall, async ({ user, body }) =>
    updateProfile(deps, user.userId, body),
  );
}
