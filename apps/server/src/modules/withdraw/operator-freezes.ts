import { toMajorString } from '@fairplay/contract/money';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit, type Operator } from '../admin/index.ts';
import { clearFreeze, listFreezes } from './freeze.ts';

/** Frozen players (open or cleared) for an operator, newest first. */
export async function listWithdrawalFreezes(
  deps: AppDeps,
  query: { status: 'open' | 'cleared'; beforeId?: number | undefined },
) {
  const decimals = deps.config.region.currencyDecimals;
  const { freezes, nextBeforeId } = await listFreezes(deps.db, query);
  return {
    freezes: freezes.map((freeze) => ({
      id: freeze.id,
      userId: freeze.userId,
      reason: freeze.reason,
      reference: freeze.reference,
      owed: toMajorString(freeze.owed, decimals),
      createdAt: freeze.createdAt.toISOString(),
      clearedAt: freeze.clearedAt?.toISOString() ?? null,
      clearedBy: freeze.clearedBy,
      clearNote: freeze.clearNote,
    })),
    nextBeforeId,
  };
}

/** An operator clears an open freeze with a note, audited in the same transaction. */
export async function clearWithdrawalFreeze(deps: AppDeps, operator: Operator, id: number, note: string) {
  return deps.db.transaction(async (tx) => {
    const at = deps.clock.now();
    const cleared = await clearFreeze(tx, { id, clearedBy: operator.admin.username, note, at });
    if (!cleared) throw AppError.conflict('operator.freezeNotOpen');
    await audit(tx, {
      ...operator,
      action: 'withdrawal.freeze.clear',
      targetType: 'withdrawal_freeze',
      targetId: id,
      details: { userId: cleared.userId, reference: cleared.reference, note },
      at,
    });
    return { id, cleared: true };
  });
}
