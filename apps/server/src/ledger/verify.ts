import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';

export interface LedgerCheck {
  name: string;
  violations: number;
  examples: string[];
}

export interface LedgerReport {
  isHealthy: boolean;
  checks: LedgerCheck[];
  totals: { kind: string; balance: string }[];
  transferCount: number;
}

const EXAMPLE_LIMIT = 5;

/** Each query returns one text column "example" per violating row. */
const CHECKS: { name: string; query: ReturnType<typeof sql> }[] = [
  {
    name: 'every transfer has entries that sum to zero',
    query: sql`
      select concat('transfer ', t.id, ' sums to ', coalesce(sum(e.amount), 0)) as example
      from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
      group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`,
  },
  {
    name: 'no entry without its transfer',
    query: sql`
      select concat('entry ', e.id) as example from ledger_entries e
      where not exists (select 1 from ledger_transfers t where t.id = e.transfer_id)`,
  },
  {
    name: 'every player balance equals the sum of its entries',
    query: sql`
      select concat('account ', a.id, ' balance ', a.balance, ' entries ', coalesce(s.total, 0)) as example
      from ledger_accounts a
      left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s on s.account_id = a.id
      where a.balance is not null and a.balance <> coalesce(s.total, 0)`,
  },
  {
    name: 'no player balance below zero',
    query: sql`select concat('account ', id, ' balance ', balance) as example from ledger_accounts where balance < 0`,
  },
  {
    name: "each entry's balance after follows the one before",
    query: sql`
      select concat('entry ', id, ' balance_after ', balance_after, ' running ', running) as example
      from (
        select id, balance_after, sum(amount) over (partition by account_id order by id) as running
        from ledger_entries e
        where exists (select 1 from ledger_accounts a where a.id = e.account_id and a.balance is not null)
      ) chained
      where balance_after is distinct from running`,
  },
  {
    name: 'house entries carry no balance, player entries always do',
    query: sql`
      select concat('entry ', e.id) as example
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where (a.balance is null) <> (e.balance_after is null)`,
  },
  {
    name: "entries agree with their transfer's code and their account's owner",
    query: sql`
      select concat('entry ', e.id) as example
      from ledger_entries e
      join ledger_transfers t on t.id = e.transfer_id
      join ledger_accounts a on a.id = e.account_id
      where e.code <> t.code or e.user_id is distinct from a.user_id`,
  },
];

/** Checks every ledger invariant (DESIGN.md section 5); read-only. */
export async function verifyLedger(db: Database): Promise<LedgerReport> {
  const checks: LedgerCheck[] = [];
  for (const check of CHECKS) {
    const rows = await queryRows<{ example: string; total: bigint }>(
      db,
      sql`select example, count(*) over () as total from (${check.query}) found limit ${EXAMPLE_LIMIT}`,
    );
    checks.push({
      name: check.name,
      violations: rows[0] ? Number(rows[0].total) : 0,
      examples: rows.map((row) => row.example),
    });
  }
  const totals = await queryRows<{ kind: string; balance: string }>(
    db,
    sql`
    select a.kind, coalesce(sum(e.amount), 0)::text as balance
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    group by a.kind order by a.kind`,
  );
  const grandTotal = totals.reduce((sum, row) => sum + BigInt(row.balance), 0n);
  checks.push({
    name: 'player balances + holds + house accounts = 0 (money is neither created nor lost)',
    violations: grandTotal === 0n ? 0 : 1,
    examples: grandTotal === 0n ? [] : [`all accounts sum to ${grandTotal}`],
  });
  const [counted] = await queryRows<{ total: bigint }>(
    db,
    sql`select count(*) as total from ledger_transfers`,
  );
  const transferCount = Number(counted?.total ?? 0n);
  return { isHealthy: checks.every((check) => check.violations === 0), checks, totals, transferCount };
}
