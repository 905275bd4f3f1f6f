import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { openPlayerAccounts } from '../../ledger/accounts.ts';
import { findUserIdByInviteCode, insertUser, type NewUser, type UserRow } from './repository.ts';

const INVITE_CODE_RETRIES = 3;

export interface RegisterPlayerInput extends Omit<NewUser, 'abMode' | 'createdAt' | 'inviterId'> {
  referralCode?: string | null | undefined;
}

/**
 * Creates a player and their ledger accounts in one transaction. A referral code
 * attaches the new player to its inviter; an unknown code is ignored rather than blocking sign-up.
 */
export async function registerPlayer(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: RegisterPlayerInput,
): Promise<UserRow> {
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
