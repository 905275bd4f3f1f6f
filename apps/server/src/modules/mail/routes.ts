import { mailClaim, mailList, mailRead, mailUnreadCount } from '@fairplay/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { claimMail, listMails, markRead, unreadCount } from './service.ts';

export function mailRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, mailList, async ({ user, body, messages }) =>
    listMails(deps, user.userId, { page: body.page, pageSize: body.pageSize, messages }),
  );
  registerCall(app, deps, mailUnreadCount, async ({ user }) => unreadCount(deps, user.userId));
  registerCall(app, deps, mailRead, async ({ user, body }) => markRead(deps, user.userId, body.mailId));
  registerCall(app, deps, mailClaim, async ({ user, body }) => claimMail(deps, user.userId, body.mailId));
}
