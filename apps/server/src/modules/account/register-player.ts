import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { blockRefusal } from '../../kernel/player-block.ts';
import { openPlayerAccounts } from '../../ledger/accounts.ts';
import { findUserIdByInviteCode, insertUser, type NewUser, type UserRow } from './repository.ts';

const INVITE_CODE_RETRIES = 3;

export interface RegisterPlayerInput extends Omit<NewUser, 'abMode' | 'createdAt' | 'inviterId'> {
  referralCode?: string | null | undefined;
}

/**
 * The break running for a player of this device, as a refusal: a player who took a time-out or
 * excluded themselves cannot open a new account on the same phone to play on (the device number is
 * the client's word, so this stops the easy way, not a determined one).
 */
async function deviceBlock(db: Database, deviceNumber: string | null | undefined, now: Date) {
  if (!deviceNumber) return null;
  const [blocked] = await db
    .select({ rgBlockedUntil: users.rgBlockedUntil, rgBlockKind: users.rgBlockKind })
    .from(users)
    .where(and(eq(users.deviceNumber, deviceNumber), gt(users.rgBlockedUntil, now)))
    .orderBy(desc(users.rgBlockedUntil))
    .limit(1);
  return blocked ? blockRefusal(blocked, now) : null;
}

/**
 * Creates a player and their ledger accounts in one transaction (refused on a device whose player
 * is on a break or excluded). A referral code
 * attaches the new player to its inviter; an unknown code is ignored rather than blocking sign-up.
 */
export async function registerPlayer(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: RegisterPlayerInput,
): Promise<UserRow> {
  const block = await deviceBlock(deps.db, input.deviceNumber, deps.clock.now());
  if (block) throw block;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deps.db.transaction(async (tx) => {
        const { referralCode, ...fields } = input;
        const inviterId = referralCode ? ((await findUserIdByInviteCode(tx, referralCode)) ?? null) : null;
        const now = deps.clock.now();
        const user = await insertUser(tx, { ...fields, inviterId, abMode: 'A', createdAt: now });
        await openPlayerAccounts(tx, user.id, now);
        return user;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_invite_code_key') && attempt < INVITE_CODE_RETRIES) continue;
      if (isUniqueViolation(error, 'users_mobile_key')) {
        throw AppError.conflict('auth.phoneRegistered');
      }
      if (isUniqueViolation(error, 'users_google_subject_key')) {
        throw AppError.conflict('auth.googleRegistered');
      }
      throw error;
    }
  }
}
