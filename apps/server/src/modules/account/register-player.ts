import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { sessions, users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { exclusionRegisterRefusal } from '../../kernel/exclusion-check.ts';
import { isOnBreakAt } from '../../kernel/player-block.ts';
import { openPlayerAccounts } from '../../ledger/accounts.ts';
import { findUserIdByInviteCode, insertUser, type NewUser, type UserRow } from './repository.ts';

const INVITE_CODE_RETRIES = 3;

export interface RegisterPlayerInput extends Omit<NewUser, 'abMode' | 'createdAt' | 'inviterId'> {
  referralCode?: string | null | undefined;
}

/**
 * Whether a player on a break (or an ended self-exclusion not yet returned from) used this device:
 * they cannot open a new account on the same phone to play on. Answered with a neutral message that
 * names no player and no date (decision 023). So that nobody can deny others new accounts with it,
 * only a player with a verified phone bound counts (a real phone number per account, one account per
 * phone), and only on a device their own sessions signed in from: the device number is a random
 * install id the server never shows, so blocking a device takes its id and a verified phone. The
 * device number is still the client's word: this stops the easy way, not a determined one.
 */
async function deviceBlock(db: Database, deviceNumber: string | null | undefined, now: Date) {
  if (!deviceNumber) return null;
  const [blocked] = await db
    .select({ id: users.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.deviceNumber, deviceNumber),
        eq(sessions.scope, 'full'),
        isNotNull(users.mobile),
        isOnBreakAt(now),
      ),
    )
    .limit(1);
  return blocked ? AppError.refused('rg.deviceBlocked') : null;
}

/**
 * Creates a player and their ledger accounts in one transaction (refused on a device whose player
 * is on a break or excluded, and for a person on the exclusion register). A referral code
 * attaches the new player to its inviter; an unknown code is ignored rather than blocking sign-up.
 */
export async function registerPlayer(
  deps: Pick<AppDeps, 'db' | 'clock' | 'exclusionRegister' | 'log'>,
  input: RegisterPlayerInput,
): Promise<UserRow> {
  const block = await deviceBlock(deps.db, input.deviceNumber, deps.clock.now());
  if (block) throw block;
  // The exclusion register, for the person the account would be (decision 023); fail-closed.
  const registered = await exclusionRegisterRefusal(deps, {
    mobile: input.mobile ?? null,
    email: input.email ?? null,
    googleSubject: input.googleSubject ?? null,
  });
  if (registered) throw registered;
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
