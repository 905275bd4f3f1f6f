import {
  earnOverview as earnOverviewCall,
  inviteAgentInfo as inviteAgentInfoCall,
  receiveRebate as receiveRebateCall,
  teamMembers as teamMembersCall,
} from '@fairplay/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { inviteAgentInfo } from './agent-info.ts';
import { earnOverview, receiveRebate, teamMembers } from './earnings.ts';
import { inviteLinkOf } from './invite-link.ts';

export function inviteRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, inviteAgentInfoCall, async ({ user, request }) =>
    inviteAgentInfo(deps, user.userId, inviteLinkOf(deps, request)),
  );
  registerCall(app, deps, earnOverviewCall, async ({ user, body, request }) =>
    earnOverview(deps, user.userId, body.period, inviteLinkOf(deps, request)),
  );
  registerCall(app, deps, teamMembersCall, async ({ user, body }) => teamMembers(deps, user.userId, body));
  registerCall(app, deps, receiveRebateCall, async ({ user }) => receiveRebate(deps, user.userId));
}
