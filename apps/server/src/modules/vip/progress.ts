import { toMajorNumber } from '@fairplay/contract/money';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { breakRefusal } from '../../kernel/player-block.ts';
import { sendNotice } from '../mail/index.ts';
import { grantReward } from '../rewards/index.ts';
import { getVipTable, type VipLevelRow } from './repository.ts';

/** Upgrade rewards carry a 1× wagering requirement (bonus money until wagered). */
export const UPGRADE_WAGER_MULTIPLE = 1;

/** A level is reached when experience reaches the previous level's expLimit (VIP0's 1,000 opens VIP1). */
export function levelForExperience(table: VipLevelRow[], experience: bigint): number {
  let level = 0;
  for (const row of table) {
    if (experience >= row.expLimit && table.some((next) => next.level === row.level + 1))
      level = row.level + 1;
  }
  return level;
}

/**
 * Promotes a player whose experience passed their level (after the caller added it); each level
 * reached pays its upgrade reward once (promotion vip_upgrade, period = the level) and leaves a
 * message in the inbox. A level reached during a break (a round that settles after the break began)
 * is kept, but its reward and message are not given, then or later (decision 024). Runs under the
 * player lock of the settling transaction.
 */
export async function applyLevelUps(
  tx: Database,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  player: { userId: number; experience: bigint; level: number },
): Promise<boolean> {
  const table = await getVipTable(tx);
  const reached = levelForExperience(table, player.experience);
  if (reached <= player.level) return false;
  const { userId } = player;
  await tx.update(users).set({ vipLevel: reached }).where(eq(users.id, userId));
  if (await breakRefusal(tx, userId, deps.clock.now())) return true;
  for (let level = player.level + 1; level <= reached; level += 1) {
    const reward = table.find((row) => row.level === level)?.upgradeReward ?? 0n;
    const title = `Welcome to VIP${level}`;
    if (reward > 0n) {
      const amount = toMajorNumber(reward, deps.config.region.currencyDecimals);
      await grantReward(tx, deps, {
        promotion: 'vip_upgrade',
        userId,
        period: String(level),
        amount: reward,
        wagerMultiple: UPGRADE_WAGER_MULTIPLE,
        delivery: {
          kind: 'direct',
          notice: {
            title,
            content: `Congratulations, you reached VIP${level}! Your upgrade reward of ${amount} has been added to your balance.`,
            template: { key: 'vipUpgradeReward', params: { level, amount } },
          },
        },
      });
    } else {
      await sendNotice(tx, {
        userId,
        title,
        content: `Congratulations, you reached VIP${level}! Open the VIP page to see your new benefits.`,
        template: { key: 'vipUpgrade', params: { level } },
        createdBy: 'system',
        at: deps.clock.now(),
      });
    }
  }
  return true;
}
