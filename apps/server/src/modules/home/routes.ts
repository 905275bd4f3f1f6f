import { bannerList, rechargeButtonStatus, rollMessages as rollMessagesCall } from '@fairplay/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { banners, rollMessages, users } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { registerCall } from '../../kernel/register-call.ts';
import { getSetting } from '../settings/repository.ts';

const ROLL_MESSAGE_LIMIT = 30;

export function homeRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, rollMessagesCall, async () => {
    const [templates, messages] = await Promise.all([
      getSetting(deps.db, 'rollTemplates'),
      deps.db.select().from(rollMessages).orderBy(desc(rollMessages.id)).limit(ROLL_MESSAGE_LIMIT),
    ]);
    return {
      configList: templates,
      msgList: messages.map((message) => ({
        msgId: message.id,
        msgType: message.type,
        msgContent: message.content,
      })),
    };
  });

  registerCall(app, deps, bannerList, async () => {
    const rows = await deps.db
      .select()
      .from(banners)
      .where(and(eq(banners.isActive, true)))
      .orderBy(desc(banners.sortOrder));
    return {
      bannerVersion: 1,
      bannerList: rows.map((row) => ({
        id: row.id,
        imageUrl: row.imageUrl,
        width: row.width,
        height: row.height,
        type: row.type,
        pageKey: row.pageKey,
        path: row.path,
        webUrl: row.webUrl,
        gameId: row.gameId,
        title: row.title,
      })),
    };
  });

  registerCall(app, deps, rechargeButtonStatus, async ({ user }) => {
    const rechargeOpen = (await getSetting(deps.db, 'deposit')).rechargeOpen ? 1 : 0;
    if (!user) return { show: rechargeOpen === 1, rechargeOpen };
    const [row] = await deps.db
      .select({ closed: users.depositClosed })
      .from(users)
      .where(eq(users.id, user.userId));
    return { show: rechargeOpen === 1 && !row?.closed, rechargeOpen };
  });
}
