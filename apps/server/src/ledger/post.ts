import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { isCheckViolation } from '../db/errors.ts';
import { preparedRows } from '../db/prepared-sql.ts';
import { ledgerEntries, ledgerTransfers } from '../db/schema.ts';
import { sha256Hex } from '../platform/secrets.ts';
import type { AccountRef } from './accounts.ts';
import { IdempotencyConflictError, InsufficientFundsError } from './errors.ts';
import { isPlayerLocked, isTransaction } from './player-lock.ts';
import type { TransferCode } from './transfer-codes.ts';

export interface Leg {
  account: AccountRef;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: bigint;
}

export interface Posting {
  /** Unique per business event, e.g. "deposit:<orderNo>"; a repeat returns the first result. */
  idempotencyKey: string;
  code: TransferCode;
  /** The player the transfer is about (for records and verification). */
  userId: number | null;
  legs: Leg[];
  memo?: Record<string, string | number | boolean | null>;
  at: Date;
}

export interface PostedEntry {
  accountId: number;
  userId: number | null;
  amount: bigint;
  balanceAfter: bigint | null;
}

export interface PostResult {
  transferId: number;
  isDuplicate: boolean;
  entries: PostedEntry[];
}

const MAX_LEGS = 8;

function accountKey(account: AccountRef): string {
  return 'house' in account ? account.house : `${account.userId}:${account.kind}`;
}

function checkPosting(posting: Posting): void {
  const { legs } = posting;
  if (legs.length < 2 || legs.length > MAX_LEGS) throw new Error(`A transfer needs 2-${MAX_LEGS} legs`);
  if (legs.some((leg) => leg.amount === 0n)) throw new Error('A leg cannot be zero');
  if (legs.reduce((sum, leg) => sum + leg.amount, 0n) !== 0n) throw new Error('Legs must sum to zero');
  if (new Set(legs.map((leg) => accountKey(leg.account))).size !== legs.length) {
    throw new Error('A transfer touches each account once');
  }
  if (posting.idempotencyKey.length === 0 || posting.idempotencyKey.length > 200) {
    throw new Error('Idempotency key must be 1-200 characters');
  }
}

/**
 * Inside a transaction, every player the posting touches must already hold the player lock
 * (player-lock.ts): the lock order is the player first, then accounts, then business rows. A
 * posting alone (autocommit) is one statement and needs no lock of its own.
 */
function checkPlayerLocks(db: Database, posting: Posting): void {
  if (!isTransaction(db)) return;
  for (const leg of posting.legs) {
    if ('house' in leg.account || isPlayerLocked(db, leg.account.userId)) continue;
    throw new Error(
      `post(${posting.idempotencyKey}): lock player ${leg.account.userId} first (lockPlayer) in this transaction`,
    );
  }
}

/** What makes two postings "the same": code, player and legs; memo and time may differ. */
function contentHash(posting: Posting): string {
  const legs = posting.legs.map((leg) => `${accountKey(leg.account)}=${leg.amount}`).sort();
  return sha256Hex(JSON.stringify([posting.code, posting.userId, legs]));
}

/**
 * The whole posting in one statement (one round trip, planned once per connection): insert the
 * transfer unless its key exists or a player leg would go negative, lock the player accounts in id
 * order (no deadlocks between transfers), apply the legs, write the entries with balances after.
 */
const POST_STATEMENT = `
  with legs as (
    select * from unnest($1::bigint[], $2::text[], $3::bigint[]) as leg(user_id, kind, amount)
  ),
  targets as (
    select a.id, a.user_id, l.amount, a.balance as seen_balance
    from legs l join ledger_accounts a on a.kind = l.kind and a.user_id is not distinct from l.user_id
  ),
  new_transfer as (
    insert into ledger_transfers (idempotency_key, code, user_id, amount, content_hash, memo, created_at)
    select $4, $5, $6::bigint, $7::bigint, $8, $9::jsonb, $10::timestamptz
    where (select count(*) from targets) = cardinality($3::bigint[])
      and not exists (select 1 from targets where seen_balance is not null and seen_balance + amount < 0)
    on conflict (idempotency_key) do nothing
    returning id
  ),
  locked as (
    select a.id from ledger_accounts a
    where a.id in (select id from targets where seen_balance is not null) and exists (select 1 from new_transfer)
    order by a.id
    for update
  ),
  updated as (
    update ledger_accounts a set balance = a.balance + t.amount
    from targets t
    where a.id = t.id and a.id in (select id from locked)
    returning a.id, a.balance
  ),
  inserted as (
    insert into ledger_entries (transfer_id, account_id, user_id, code, amount, balance_after, created_at)
    select nt.id, t.id, t.user_id, $5, t.amount, u.balance, $10::timestamptz
    from new_transfer nt cross join targets t left join updated u on u.id = t.id
    returning account_id, user_id, amount, balance_after
  )
  select
    (select id from new_transfer) as transfer_id,
    (select count(*) from targets) as target_count,
    (select count(*) from targets where seen_balance is not null and seen_balance + amount < 0) as short_count,
    (select coalesce(json_agg(json_build_object(
        'accountId', account_id, 'userId', user_id, 'amount', amount::text, 'balanceAfter', balance_after::text)), '[]')
     from inserted) as entries`;

interface PostRow {
  transfer_id: bigint | null;
  target_count: bigint;
  short_count: bigint;
  entries: string | PostedEntryJson[];
}

interface PostedEntryJson {
  accountId: number;
  userId: number | null;
  amount: string;
  balanceAfter: string | null;
}

/**
 * Posts one double-entry transfer; the only way any balance changes. One statement inserts the
 * transfer (unique idempotency key), locks the player accounts in id order, applies the legs and
 * writes the entries with each balance after. Player balances cannot go below zero: a short
 * balance is refused before writing, and the CHECK constraint refuses any race that slips past.
 * A repeated key with the same content returns the first transfer; with other content it throws.
 * Run it inside the caller's transaction so the transfer commits with the business change it pays for.
 */
export async function post(db: Database, posting: Posting): Promise<PostResult> {
  checkPosting(posting);
  checkPlayerLocks(db, posting);
  const hash = contentHash(posting);
  const amount = posting.legs.reduce((sum, leg) => (leg.amount > 0n ? sum + leg.amount : sum), 0n);
  const memo = posting.memo ? JSON.stringify(posting.memo) : null;
  let row: PostRow;
  try {
    const rows = await preparedRows<PostRow>(db, 'ledger_post', POST_STATEMENT, [
      posting.legs.map((leg) => ('house' in leg.account ? null : String(leg.account.userId))),
      posting.legs.map((leg) => ('house' in leg.account ? leg.account.house : leg.account.kind)),
      posting.legs.map((leg) => leg.amount.toString()),
      posting.idempotencyKey,
      posting.code,
      posting.userId === null ? null : String(posting.userId),
      amount.toString(),
      hash,
      memo,
      posting.at.toISOString(),
    ]);
    row = rows[0]!;
  } catch (error) {
    if (isCheckViolation(error, 'ledger_accounts_balance_check'))
      throw new InsufficientFundsError(posting.idempotencyKey);
    throw error;
  }
  if (row.transfer_id !== null) {
    const entries = (
      typeof row.entries === 'string' ? JSON.parse(row.entries) : row.entries
    ) as PostedEntryJson[];
    return {
      transferId: Number(row.transfer_id),
      isDuplicate: false,
      entries: entries.map((entry) => ({
        accountId: Number(entry.accountId),
        userId: entry.userId === null ? null : Number(entry.userId),
        amount: BigInt(entry.amount),
        balanceAfter: entry.balanceAfter === null ? null : BigInt(entry.balanceAfter),
      })),
    };
  }
  if (Number(row.target_count) !== posting.legs.length) {
    throw new Error(`Ledger account missing for transfer ${posting.idempotencyKey}`);
  }
  const existing = await findTransfer(db, posting.idempotencyKey);
  if (existing) {
    if (existing.contentHash !== hash) throw new IdempotencyConflictError(posting.idempotencyKey);
    return { transferId: existing.id, isDuplicate: true, entries: existing.entries };
  }
  if (Number(row.short_count) > 0) throw new InsufficientFundsError(posting.idempotencyKey);
  throw new Error(`Transfer ${posting.idempotencyKey} was neither posted nor found`);
}

async function findTransfer(db: Database, idempotencyKey: string) {
  const [transfer] = await db
    .select({ id: ledgerTransfers.id, contentHash: ledgerTransfers.contentHash })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, idempotencyKey))
    .limit(1);
  if (!transfer) return undefined;
  const entries = await db
    .select({
      accountId: ledgerEntries.accountId,
      userId: ledgerEntries.userId,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transferId, transfer.id))
    .orderBy(ledgerEntries.id);
  return { ...transfer, entries };
}
