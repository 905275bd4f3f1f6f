import type { Database } from '../db/client.ts';
import { smsOutbox } from '../db/schema.ts';
import type { Clock } from './clock.ts';

/** Sends text messages. Real providers implement this; development uses the outbox. */
export interface SmsProvider {
  readonly name: string;
  send(message: { to: string; text: string; code?: string }): Promise<void>;
}

/** Keeps messages in the sms_outbox table, read back by GET /dev/outbox outside production. */
export function createOutboxSmsProvider(db: Database, clock: Clock): SmsProvider {
  return {
    name: 'outbox',
    async send(message) {
      await db.insert(smsOutbox).values({
        to: message.to,
        text: message.text,
        code: message.code ?? null,
        createdAt: clock.now(),
      });
    },
  };
}
