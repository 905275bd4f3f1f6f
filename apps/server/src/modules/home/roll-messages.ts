import { desc } from 'drizzle-orm';
import { rollMessages as rollMessagesTable } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { getSetting } from '../settings/index.ts';

const ROLL_MESSAGE_LIMIT = 30;

/** The home page's scrolling messages: the operator's templates and the latest 30 messages. */
export async function rollMessages(deps: AppDeps) {
  const [templates, messages] = await Promise.all([
    getSetting(deps.db, 'rollTemplates'),
    deps.db.select().from(rollMessagesTable).orderBy(desc(rollMessagesTable.id)).limit(ROLL_MESSAGE_LIMIT),
  ]);
  return {
    configList: templates,
    msgList: messages.map((message) => ({
      msgId: message.id,
      msgType: message.type,
      msgContent: message.content,
    })),
  };
}
