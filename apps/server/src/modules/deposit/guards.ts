import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { type DepositSetting, getSetting } from '../settings/index.ts';

export interface Depositor {
  id: number;
  abMode: string;
}

/** The deposit configuration and the player, refusing when deposits are closed (globally or for them). */
export async function openDepositContext(
  deps: AppDeps,
  userId: number,
): Promise<{ setting: DepositSetting; player: Depositor }> {
  const [setting, [player]] = await Promise.all([
    getSetting(deps.db, 'deposit'),
    deps.db
      .select({ id: users.id, abMode: users.abMode, depositClosed: users.depositClosed })
      .from(users)
      .where(eq(users.id, userId)),
  ]);
  if (!player) throw AppError.unauthorized();
  if (!setting.rechargeOpen || player.depositClosed) throw AppError.refused('deposit.closed');
  return { setting, player };
}

/** "D" + UTC yyMMddHHmmss + 6 random digits: sortable, unguessable enough, unique by index. */
export function newOrderNo(prefix: 'D' | 'W', now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(2, 14);
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** 'Deposit amount must during Rp 100 - Rp 50.000', the spec's words for an amount out of range. */
export function outOfRange(minMinor: bigint, maxMinor: bigint): AppError {
  return AppError.refused('deposit.amountRange', { min: minMinor, max: maxMinor });
}

/** A new order number or reference that clashes with an existing one is drawn again, this often. */
const INSERT_ATTEMPTS = 3;

/**
 * Runs an insert again (its callback draws fresh keys each time) when its random order number or
 * reference was already taken (rare).
 */
export async function insertWithFreshKeys<T>(insert: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insert();
    } catch (error) {
      const isKeyClash =
        isUniqueViolation(error, 'deposit_orders_order_no_key') ||
        isUniqueViolation(error, 'deposit_orders_reference_key');
      if (!isKeyClash || attempt >= INSERT_ATTEMPTS) throw error;
    }
  }
}
