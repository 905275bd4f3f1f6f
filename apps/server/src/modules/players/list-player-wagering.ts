import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { zoneOffsetMs } from '../../platform/time.ts';
import { getSetting } from '../settings/index.ts';
import { moneyOf, type PageQuery, pageAnswer, windowOf } from './player-pages.ts';

type Amount = bigint | number | string;

interface DayRow {
  day: string;
  deposited: Amount;
  turnover_added: Amount;
  bonus_credited: Amount;
  bonus_wager_added: Amount;
  valid_bet: Amount;
}

/**
 * Both wagering requirements as they stand, and per local day what raised them and what play took
 * off (contract ZWageringDay says how wagering works). The days come from four sources, each read
 * by the player's index: credited deposits (amount × the order's multiple; the gift × the deposit
 * gift multiple), claimed rewards and redeemed gift codes with a multiple (bonus × multiple; one
 * without is cash and adds nothing), and the day totals' valid bets.
 */
export async function listPlayerWagering(deps: AppDeps, userId: number, query: PageQuery) {
  const [player] = await deps.db
    .select({ wagerRemaining: users.wagerRemaining, bonusWagerRemaining: users.bonusWagerRemaining })
    .from(users)
    .where(eq(users.id, userId));
  if (!player) throw AppError.notFound('operator.noSuchPlayer');
  const { bonusRules } = await getSetting(deps.db, 'promotions');
  const giftMultiple = bonusRules.depositBonusWagerMultiple;
  // The regions' zones keep one offset all year (Jakarta, Kolkata, Karachi), as player_daily_stats' days.
  const offsetSeconds = Math.round(zoneOffsetMs(deps.clock.now(), deps.config.region.timeZone) / 1000);
  const localDay = (column: string) =>
    sql.raw(
      `to_char((${column} at time zone 'UTC') + make_interval(secs => ${offsetSeconds}), 'YYYY-MM-DD')`,
    );
  const days = sql`
    with parts as (
      select ${localDay('paid_at')} as day, credited_amount as deposited,
        credited_amount * wager_multiple as turnover_added,
        case when ${giftMultiple}::integer > 0 then coalesce(credited_bonus, 0) else 0 end as bonus_credited,
        coalesce(credited_bonus, 0) * ${giftMultiple}::integer as bonus_wager_added, 0 as valid_bet
      from deposit_orders
      where user_id = ${userId} and credited_amount is not null and paid_at is not null
      union all
      select ${localDay('coalesce(claimed_at, created_at)')}, 0, 0, amount, amount * wager_multiple, 0
      from promotion_rewards
      where user_id = ${userId} and status = 'claimed' and wager_multiple > 0
      union all
      select ${localDay('redemption.created_at')}, 0, 0, gift.amount, gift.amount * gift.wager_multiple, 0
      from gift_code_redemptions redemption join gift_codes gift on gift.code = redemption.code
      where redemption.user_id = ${userId} and gift.wager_multiple > 0
      union all
      select day, 0, 0, 0, 0, valid_bet
      from player_daily_stats
      where user_id = ${userId} and valid_bet > 0
    ),
    days as (
      select day, sum(deposited) as deposited, sum(turnover_added) as turnover_added,
        sum(bonus_credited) as bonus_credited, sum(bonus_wager_added) as bonus_wager_added,
        sum(valid_bet) as valid_bet
      from parts group by day
    )`;
  const { limit, offset } = windowOf(query);
  const direction = sql.raw(query.sortOrder === 'ascend' ? 'asc' : 'desc');
  const [rows, [counted]] = await Promise.all([
    queryRows<DayRow>(
      deps.db,
      sql`${days} select * from days order by day ${direction} limit ${limit} offset ${offset}`,
    ),
    queryRows<{ total: Amount }>(deps.db, sql`${days} select count(*) as total from days`),
  ]);
  const money = moneyOf(deps);
  const items = rows.map((row) => ({
    day: row.day,
    deposited: money(row.deposited),
    turnoverAdded: money(row.turnover_added),
    bonusCredited: money(row.bonus_credited),
    bonusWagerAdded: money(row.bonus_wager_added),
    validBet: money(row.valid_bet),
  }));
  return {
    ...pageAnswer(items, BigInt(counted?.total ?? 0), query),
    wagerRemaining: money(player.wagerRemaining),
    bonusWagerRemaining: money(player.bonusWagerRemaining),
  };
}
