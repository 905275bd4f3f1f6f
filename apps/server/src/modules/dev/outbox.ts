import { checkPhone } from '@fairplay/contract/phone';
import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';

const OUTBOX_LIMIT = 50;

/** The latest 50 text messages the development SMS provider kept, optionally to one number. */
export async function outboxMessages(deps: AppDeps, rawTo: string | undefined) {
  // An unencoded "+" in a query string arrives as a space: "?to=+62812..." reads " 62812...".
  const raw = typeof rawTo === 'string' ? rawTo.replace(/^ (?=\d)/, '+').trim() : '';
  const checked = raw ? checkPhone(raw, deps.config.region) : null;
  const to = checked?.ok ? checked.e164 : raw;
  const rows = await deps.db
    .select()
    .from(smsOutbox)
    .where(to ? eq(smsOutbox.to, to) : undefined)
    .orderBy(desc(smsOutbox.id))
    .limit(OUTBOX_LIMIT);
  return {
    messages: rows.map((row) => ({
      to: row.to,
      text: row.text,
      code: row.code,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
