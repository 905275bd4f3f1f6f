import type { TVipConfig, TVipInfo } from '@fairplay/contract';
import { toMajorNumber } from '@fairplay/contract/money';
import { eq, sql } from 'drizzle-orm';
import { prepared } from '../../db/prepared.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { getVipTable, type VipLevelRow } from './repository.ts';

const PPM = 1_000_000;

export function toVipConfig(row: VipLevelRow, decimals: number): TVipConfig {
  const major = (minor: bigint) => toMajorNumber(minor, decimals);
  return {
    id: row.level + 1,
    name: `VIP${row.level}`,
    level: row.level,
    expLimit: major(row.expLimit),
    relegationRechargeAmount: major(row.relegationDeposit),
    upgradeReward: major(row.upgradeReward),
    weekReward: major(row.weekReward),
    monthlyReward: major(row.monthlyReward),
    birthdayReward: major(row.birthdayReward),
    withdrawLimit: major(row.withdrawDailyMax),
    withdrawFee: row.withdrawFeePpm / PPM,
    withdrawCountLimit: row.withdrawDailyCount,
    betRebateRate: row.betRebatePpm / PPM,
    picUrl: row.picUrl,
  };
}

/** Current level, experience towards the next level and the whole table (/vip/getVipInfo). */
export async function getVipInfo(deps: AppDeps, userId: number): Promise<TVipInfo> {
  const [table, [user]] = await Promise.all([
    getVipTable(deps.db),
    prepared(deps.db, 'vip_progress', (root) =>
      root
        .select({ level: users.vipLevel, exp: users.vipExp })
        .from(users)
        .where(eq(users.id, sql.placeholder('userId')))
        .limit(1)
        .prepare('vip_progress'),
    ).execute({ userId }),
  ]);
  if (!user) throw AppError.unauthorized();
  if (table.length === 0) throw new Error('The VIP table is empty');
  const decimals = deps.config.region.currencyDecimals;
  const current = table.find((row) => row.level === user.level) ?? table[0]!;
  const next = table.find((row) => row.level === current.level + 1) ?? null;
  return {
    vipLevel: `VIP${current.level}`,
    nextLevel: next ? `VIP${next.level}` : null,
    level: current.level,
    exp: toMajorNumber(user.exp, decimals),
    expMax: toMajorNumber(current.expLimit, decimals),
    currentVipConfig: toVipConfig(current, decimals),
    nextVipConfig: next ? toVipConfig(next, decimals) : null,
    vipConfigList: table.map((row) => toVipConfig(row, decimals)),
  };
}
