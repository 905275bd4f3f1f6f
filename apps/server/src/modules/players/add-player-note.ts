import { eq } from 'drizzle-orm';
import { playerNotes, users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit, type Operator } from '../admin/index.ts';
import { noteView } from './list-player-notes.ts';

/**
 * Writes a note on a player, audited with its text in the same transaction. Notes are never edited
 * or deleted (there is no call for it): a correction is a new note.
 */
export async function addPlayerNote(deps: AppDeps, operator: Operator, userId: number, text: string) {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [player] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!player) throw AppError.notFound('operator.noSuchPlayer');
    const [note] = await tx
      .insert(playerNotes)
      .values({
        userId,
        text,
        author: operator.admin.username,
        authorId: operator.admin.adminId,
        createdAt: at,
      })
      .returning();
    await audit(tx, {
      ...operator,
      action: 'player.note.add',
      targetType: 'player',
      targetId: userId,
      details: { noteId: note!.id },
      after: { text },
      at,
    });
    return noteView(note!);
  });
}
