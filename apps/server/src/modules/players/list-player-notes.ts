import { count, eq } from 'drizzle-orm';
import { playerNotes } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { orderOf, type PageQuery, pageAnswer, requirePlayer, windowOf } from './player-pages.ts';

export type PlayerNoteRow = typeof playerNotes.$inferSelect;

/** A note as the console shows it. */
export function noteView(note: PlayerNoteRow) {
  return { id: note.id, text: note.text, author: note.author, createdAt: note.createdAt.toISOString() };
}

/** The notes staff wrote on the player, newest first. */
export async function listPlayerNotes(deps: AppDeps, userId: number, query: PageQuery) {
  await requirePlayer(deps.db, userId);
  const { limit, offset } = windowOf(query);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(playerNotes)
      .where(eq(playerNotes.userId, userId))
      .orderBy(orderOf(query, playerNotes.id))
      .limit(limit)
      .offset(offset),
    deps.db.select({ total: count() }).from(playerNotes).where(eq(playerNotes.userId, userId)),
  ]);
  return pageAnswer(rows.map(noteView), counted?.total ?? 0, query);
}
