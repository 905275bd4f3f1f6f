import { AppError } from './app-error.ts';

/** A permanent self-exclusion blocks until this instant (modules/rg). */
export const PERMANENT_BLOCK_UNTIL = new Date('9999-12-31T00:00:00.000Z');

/**
 * A time-out or self-exclusion the player took (users.rg_blocked_until, modules/rg) running at
 * `now`, as the refusal it causes; null when none runs. Read where sessions begin (modules/auth)
 * and where money moves (modules/rg).
 */
export function blockRefusal(block: { rgBlockedUntil: Date | null; rgBlockKind: string | null }, now: Date) {
  if (!block.rgBlockedUntil || block.rgBlockedUntil <= now) return null;
  if (block.rgBlockKind === 'timeout')
    return AppError.refused('rg.timedOut', { until: block.rgBlockedUntil });
  if (block.rgBlockedUntil.getTime() >= PERMANENT_BLOCK_UNTIL.getTime())
    return AppError.refused('rg.selfExcludedPermanently');
  return AppError.refused('rg.selfExcluded', { until: block.rgBlockedUntil });
}
