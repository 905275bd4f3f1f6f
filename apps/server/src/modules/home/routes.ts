import {
  bannerList as bannerListCall,
  rechargeButtonStatus as rechargeButtonStatusCall,
  rollMessages as rollMessagesCall,
} from '@fairplay/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { bannerList } from './banners.ts';
import { rechargeButtonStatus } from './recharge-button.ts';
import { rollMessages } from './roll-messages.ts';

export function homeRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, rollMessagesCall, async ({ body }) => rollMessages(deps, body.locale));
  registerCall(app, deps, bannerListCall, async ({ body }) => bannerList(deps, body.locale));
  registerCall(app, deps, rechargeButtonStatusCall, async ({ user }) =>
    rechargeButtonStatus(deps, user?.userId ?? null),
  );
}
