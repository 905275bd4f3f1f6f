import { and, eq, notInArray } from 'drizzle-orm';
import { playerTags } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { lockPlayer } from '../../ledger/player-lock.ts';
import { audit, type Operator } from '../admin/index.ts';

/**
 * Replaces the player's tags with a new set (the contract bounds and lower-cases them), audited
 * with the set before and after. Under the player lock, so two editors' replacements take turns and
 * each audit row's "before" is what it replaced. A tag kept keeps who added it and when.
 */
export async function setPlayerTags(deps: AppDeps, operator: Operator, userId: number, wanted: string[]) {
  const at = deps.clock.now();
  const tags = [...new Set(wanted)].sort();
  return deps.db.transaction(async (tx) => {
    if (!(await lockPlayer(tx, userId))) throw AppError.notFound('operator.noSuchPlayer');
    const current = await tx
      .select({ tag: playerTags.tag })
      .from(playerTags)
      .where(eq(playerTags.userId, userId))
      .orderBy(playerTags.tag);
    const before = current.map((row) => row.tag);
    await tx
      .delete(playerTags)
      .where(
        and(eq(playerTags.userId, userId), tags.length > 0 ? notInArray(playerTags.tag, tags) : undefined),
      );
    const added = tags.filter((tag) => !before.includes(tag));
    if (added.length > 0) {
      await tx
        .insert(playerTags)
        .values(added.map((tag) => ({ userId, tag, createdBy: operator.admin.username, createdAt: at })));
    }
    if (added.length > 0 || before.some((tag) => !tags.includes(tag))) {
      await audit(tx, {
        ...operator,
        action: 'player.tags.set',
        targetType: 'player',
        targetId: userId,
        before: { tags: before },
        after: { tags },
        at,
      });
    }
    return { userId, tags };
  });
}
