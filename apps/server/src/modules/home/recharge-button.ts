import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { getSetting } from '../settings/index.ts';

/** Whether the home page shows the deposit button: deposits open, and not closed for this player. */
export async function rechargeButtonStatus(deps: AppDeps, userId: number | null) {
  const rechargeOpen = (await getSetting(deps.db, 'deposit')).rechargeOpen ? 1 : 0;
  if (userId === null) return { show: rechargeOpen === 1, rechargeOpen };
  const [row] = await deps.db.select({ closed: users.depositClosed }).from(users).where(eq(users.id, userId));
  return { show: rechargeOpen === 1 && !row?.closed, rechargeOpen };
}
