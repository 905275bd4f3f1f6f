import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../src/db/client.ts';
import { verifyLedger } from '../src/ledger/verify.ts';

/**
 * What must hold after any interleaving of requests, read from the database alone (the race matrix
 * and the attack tests call it after every round of parallel requests). Each check returns the
 * problems it found, as sentences; an empty list means the database is consistent.
 *
 * - the ledger's own invariants (ledger:verify);
 * - nothing half-applied and nothing paid twice: every business row that moves money has exactly
 *   its transfer, and every transfer its business row (withdrawals, deposits, seamless
 *   transactions, rewards, gift codes); a withdrawal paid after its refund has its paid transfer,
 *   its refund, and a freeze exactly when the player was left owing the house;
 * - limits held: feedback per day, payout accounts, open manual deposits, OTP sends per phone;
 * - provably fair games: no open round's server seed has been revealed.
 */
export interface InvariantLimits {
  feedbackPerDay: number;
  payoutAccounts: number;
  openManualDeposits: number;
  otpSendsPerPhonePerHour: number;
  /** The region's zone: the feedback limit counts local days. */
  timeZone: string;
}

export async function moneyProblems(db: Database): Promise<string[]> {
  const problems: string[] = [];
  const report = await verifyLedger(db);
  for (const check of report.checks.filter((candidate) => candidate.violations > 0))
    problems.push(`ledger: ${check.name} has ${check.violations} violations`);

  const unmatched = await queryRows<{ problem: string }>(
    db,
    sql`
    with keys as (select idempotency_key from ledger_transfers)
    select 'withdrawal ' || w.order_no || ' has no hold' as problem
      from withdrawal_orders w
      where not exists (select 1 from keys where idempotency_key = 'withdraw_hold:' || w.order_no)
    union all
    select 'withdrawal ' || w.order_no || ' is ' || w.status || ' but its paid transfer is '
        || case when p.idempotency_key is null then 'missing' else 'present' end
      from withdrawal_orders w
      left join keys p on p.idempotency_key = 'withdraw_paid:' || w.order_no
      where (w.status in ('paid', 'paid_after_refund')) <> (p.idempotency_key is not null)
    union all
    select 'withdrawal ' || w.order_no || ' is ' || w.status || ' but its refund is '
        || case when r.idempotency_key is null then 'missing' else 'present' end
      from withdrawal_orders w
      left join keys r on r.idempotency_key = 'withdraw_refund:' || w.order_no
      where (w.status in ('rejected', 'failed', 'paid_after_refund')) <> (r.idempotency_key is not null)
    union all
    select 'withdrawal ' || w.order_no || ' of ' || w.user_id || ' owes ' || coalesce(-owed.total, 0)
        || ' but its freeze is ' || case when f.id is null then 'missing' else 'present' end
      from withdrawal_orders w
      left join lateral (
        select sum(e.amount) as total from ledger_transfers t
        join ledger_entries e on e.transfer_id = t.id
        join ledger_accounts a on a.id = e.account_id and a.kind = 'house_receivable'
        where t.idempotency_key = 'withdraw_paid:' || w.order_no) owed on true
      left join withdrawal_freezes f on f.reason = 'payout_paid_after_refund' and f.reference = w.order_no
      where w.status = 'paid_after_refund'
        and (coalesce(owed.total, 0) < 0) <> (f.id is not null)
    union all
    select 'deposit ' || d.order_no || ' credited mark and transfer disagree'
      from deposit_orders d
      left join keys k on k.idempotency_key = 'deposit:' || d.order_no
      where (d.credited_amount is not null) <> (k.idempotency_key is not null)
    union all
    select 'seamless ' || s.kind || ' ' || s.transaction_id || ' (' || s.status || ') and its transfer disagree'
      from seamless_transactions s
      left join keys k on k.idempotency_key = 'seamless:' || s.provider || ':' || s.transaction_id
      where ((s.kind = 'bet' and s.status in ('ok', 'rolled_back'))
          or (s.kind = 'win' and s.amount > 0)
          or (s.kind = 'rollback' and s.status = 'ok')) <> (k.idempotency_key is not null)
    union all
    select 'reward ' || r.promotion || ' of ' || r.user_id || ' for ' || r.period || ' is ' || r.status
        || ' but its payment is ' || case when k.idempotency_key is null then 'missing' else 'present' end
      from promotion_rewards r
      left join keys k on k.idempotency_key = 'reward:' || r.promotion || ':' || r.user_id || ':' || r.period
      where (r.status = 'claimed') <> (k.idempotency_key is not null)
    union all
    select 'gift code ' || g.code || ' redeemed by ' || g.user_id || ' without its payment'
      from gift_code_redemptions g
      where not exists (select 1 from keys where idempotency_key = 'gift_code:' || g.code || ':' || g.user_id)
    union all
    select 'gift code ' || g.code || ' redeemed ' || g.redeemed_count || ' times, limit ' || g.max_redemptions
      from gift_codes g
      where g.redeemed_count > g.max_redemptions
         or g.redeemed_count <> (select count(*) from gift_code_redemptions r where r.code = g.code)
`,
  );
  problems.push(...unmatched.map((row) => row.problem), ...(await seedProblems(db)));
  return problems;
}

/**
 * Provably fair games: a server seed is revealed only when none of its rounds can still be played.
 * A round still open on a revealed seed, or numbered at or after the point where its seed was
 * revealed (it opened while the rotation ran), means its player could know the outcome.
 */
export async function seedProblems(db: Database, playerRef?: string): Promise<string[]> {
  const rows = await queryRows<{ problem: string }>(
    db,
    sql`
    select 'game round ' || r.round_id || ' (' || r.status || ', nonce ' || r.nonce
        || ') was played on a server seed revealed at nonce ' || s.previous_nonce as problem
      from provider_rounds r
      join provider_seeds s on s.player_ref = r.player_ref
      where r.server_seed_hash = s.previous_server_seed_hash
        and (r.status in ('betting', 'open', 'awaiting_win') or r.nonce >= s.previous_nonce)
        and (${playerRef ?? null}::text is null or r.player_ref = ${playerRef ?? null})`,
  );
  return rows.map((row) => row.problem);
}

/** Limits that counts must respect however requests interleave (per player, per local day/hour). */
export async function limitProblems(db: Database, limits: InvariantLimits): Promise<string[]> {
  const rows = await queryRows<{ problem: string }>(
    db,
    sql`
    select 'player ' || user_id || ' sent ' || count(*) || ' feedback messages on ' || day as problem
      from (select user_id, date_trunc('day', created_at at time zone ${limits.timeZone}) as day from feedback) f
      group by user_id, day having count(*) > ${limits.feedbackPerDay}
    union all
    select 'player ' || user_id || ' has ' || count(*) || ' payout accounts'
      from payout_accounts where removed_at is null
      group by user_id having count(*) > ${limits.payoutAccounts}
    union all
    select 'player ' || user_id || ' has ' || count(*) || ' default payout accounts'
      from payout_accounts where removed_at is null and is_default
      group by user_id having count(*) > 1
    union all
    select 'player ' || user_id || ' has ' || count(*) || ' open manual deposits'
      from deposit_orders where kind in ('transfer', 'self') and status in ('pending', 'review')
      group by user_id having count(*) > ${limits.openManualDeposits}
    union all
    select 'phone ' || a.phone || ' got ' || count(*) || ' codes within an hour'
      from otp_codes a join otp_codes b
        on b.phone = a.phone and b.created_at >= a.created_at
       and b.created_at < a.created_at + interval '1 hour'
      group by a.id, a.phone having count(*) > ${limits.otpSendsPerPhonePerHour}`,
  );
  return rows.map((row) => row.problem);
}
