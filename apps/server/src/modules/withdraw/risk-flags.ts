import type { RiskFlag } from '@fairplay/contract/operator';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { zoneOffsetMs } from '../../platform/time.ts';

/** How far back "another player on the same device or address" looks. */
const SHARED_LOOKBACK_DAYS = 30;
/** The player's newest sessions compared with everyone else's (a bound on the work per order). */
const SHARED_SESSIONS_CHECKED = 20;

interface FlagRow {
  id: string | number;
  first_withdrawal: boolean;
  new_payout_account: boolean;
  little_play: boolean;
  active_bonus: boolean;
  shared_device: boolean;
  today_count: string | number;
}

/**
 * The risk flags of a page of withdrawals (contract RISK_FLAGS), each computed as of the order's own
 * request time, in one statement whose every lookup goes through an index of the player's rows
 * (user_id first) or of one device or address. "Today" is the region's local day.
 */
export async function riskFlagsOf(
  db: Database,
  orderIds: number[],
  options: { timeZone: string; manyPerDay: number; now: Date },
): Promise<Map<number, RiskFlag[]>> {
  const flags = new Map<number, RiskFlag[]>();
  if (orderIds.length === 0) return flags;
  // The regions' zones keep one offset all year (Jakarta, Kolkata, Karachi).
  const offsetSeconds = Math.round(zoneOffsetMs(options.now, options.timeZone) / 1000);
  const rows = await queryRows<FlagRow>(
    db,
    sql`
      select w.id,
        not exists (
          select 1 from withdrawal_orders earlier
          where earlier.user_id = w.user_id and earlier.id < w.id
            and earlier.status in ('processing', 'unknown', 'paid', 'paid_after_refund')
        ) as first_withdrawal,
        coalesce(account.created_at > w.created_at - interval '24 hours', false) as new_payout_account,
        coalesce(last_deposit.amount > (
          select coalesce(sum(round.valid_bet), 0) from game_rounds round
          where round.user_id = w.user_id and round.created_at >= last_deposit.paid_at
            and round.created_at < w.created_at
        ), false) as little_play,
        (player.bonus_wager_remaining > 0 or coalesce(bonus.balance, 0) > 0) as active_bonus,
        exists (
          select 1 from (
            select mine.ip, mine.device_number from sessions mine
            where mine.user_id = w.user_id
              and mine.created_at > w.created_at - make_interval(days => ${SHARED_LOOKBACK_DAYS})
            order by mine.created_at desc limit ${SHARED_SESSIONS_CHECKED}
          ) recent
          where exists (
            select 1 from sessions other
            where other.ip = recent.ip and other.user_id <> w.user_id
              and other.created_at > w.created_at - make_interval(days => ${SHARED_LOOKBACK_DAYS})
          ) or exists (
            select 1 from sessions other
            where other.device_number = recent.device_number and other.user_id <> w.user_id
              and other.created_at > w.created_at - make_interval(days => ${SHARED_LOOKBACK_DAYS})
          )
        ) as shared_device,
        (
          select count(*) from withdrawal_orders same_day
          where same_day.user_id = w.user_id
            and ((same_day.created_at at time zone 'UTC') + make_interval(secs => ${offsetSeconds}))::date
              = ((w.created_at at time zone 'UTC') + make_interval(secs => ${offsetSeconds}))::date
        ) as today_count
      from withdrawal_orders w
      join users player on player.id = w.user_id
      left join payout_accounts account on account.id = w.payout_account_id
      left join ledger_accounts bonus on bonus.user_id = w.user_id and bonus.kind = 'user_bonus'
      left join lateral (
        select deposit.amount, deposit.paid_at from deposit_orders deposit
        where deposit.user_id = w.user_id and deposit.paid_at is not null and deposit.paid_at <= w.created_at
          and deposit.status in ('success', 'succeeded')
        order by deposit.paid_at desc limit 1
      ) last_deposit on true
      where w.id in (${sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  for (const row of rows) {
    const raised: RiskFlag[] = [];
    if (row.first_withdrawal) raised.push('firstWithdrawal');
    if (row.new_payout_account) raised.push('newPayoutAccount');
    if (row.little_play) raised.push('littlePlay');
    if (row.active_bonus) raised.push('activeBonus');
    if (row.shared_device) raised.push('sharedDevice');
    if (Number(row.today_count) >= options.manyPerDay) raised.push('manyToday');
    flags.set(Number(row.id), raised);
  }
  return flags;
}
