import type { AppDeps } from '../../kernel/context.ts';
import { listMails } from '../mail/index.ts';
import { type PageQuery, requirePlayer } from './player-pages.ts';

/**
 * The player's inbox exactly as the app lists it (modules/mail listMails: their own messages, the
 * announcements, the reward broadcasts sent after they registered), with read and claim state;
 * system messages in English, the staff's language. Always newest first, as the player sees it.
 */
export async function listPlayerInbox(deps: AppDeps, userId: number, query: PageQuery) {
  await requirePlayer(deps.db, userId);
  const inbox = await listMails(deps, userId, {
    page: query.page,
    pageSize: query.pageSize,
    messages: { language: 'en', region: deps.config.region },
  });
  return {
    items: inbox.list,
    total: inbox.total,
    page: query.page,
    pageSize: query.pageSize,
    unread: inbox.unread,
  };
}
