import { and, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { getSetting } from '../settings/index.ts';

/**
 * Stamps the moment an invited player becomes a valid invitee (bound phone and deposits reaching the
 * invitation threshold); called where either changes, in the same transaction. The 5:00 payout
 * rewards the invitees who became valid before that day began.
 */
export async function markValidInvitee(db: Database, userId: number, at: Date): Promise<void> {
  const { invitation } = await getSetting(db, 'promotions');
  await db
    .update(users)
    .set({ inviteValidAt: at })
    .where(
      and(
        eq(users.id, userId),
        isNotNull(users.inviterId),
        isNull(users.inviteValidAt),
        isNotNull(users.mobile),
        gte(users.totalDeposit, BigInt(invitation.validDepositMinor)),
      ),
    );
}
