import {
  TRANSFER_RAILS,
  type TransferProof,
  type TransferRail,
  transferProofOf,
} from '@fairplay/contract/deposit-rails';
import { toMajorNumber } from '@fairplay/contract/money';
import type { TStatementLine } from '@fairplay/contract/operator';
import { type AnyColumn, and, inArray, or, type SQL, sql } from 'drizzle-orm';
import { depositOrders, statementLineUses } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { sha256Hex } from '../../platform/secrets.ts';
import { getSetting } from '../settings/index.ts';
import { readBankStatement, type StatementRow } from './read-bank-statement.ts';
import { proofsIn, type StatementProof } from './statement-proofs.ts';
import { isAwaitingOperator } from './transfer.ts';

/** Orders an operator decides: transfers to our accounts and self-service claims (as approveTransfer). */
const MANUAL_KINDS = ['transfer', 'self'];
const TRANSACTION_ID_RAILS: string[] = TRANSFER_RAILS.filter(
  (rail) => transferProofOf(rail) === 'transactionId',
);

export interface ProvedOrder {
  orderNo: string;
  userId: number;
  amount: bigint;
  rail: string;
  status: string;
  reference: string | null;
  utr: string | null;
  transactionId: string | null;
}

/** The values as one text parameter: a statement may name thousands, more than a query's parameters. */
function anyOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} = any(string_to_array(${values.join(',')}, ','))`;
}

/**
 * Every manual order that any of these proofs names, whatever its status, in one query: references
 * and UTRs are unique, a transaction id is unique per rail. The values are letters and digits only
 * (statement-proofs), so a comma joins them safely.
 */
async function findOrdersByProof(deps: AppDeps, proofs: readonly StatementProof[]): Promise<ProvedOrder[]> {
  const valuesOf = (kind: TransferProof) => [
    ...new Set(proofs.filter((proof) => proof.kind === kind).map((proof) => proof.value)),
  ];
  const references = valuesOf('reference');
  const utrs = valuesOf('utr');
  const transactionIds = valuesOf('transactionId');
  const conditions = [
    references.length > 0 ? anyOf(depositOrders.reference, references) : null,
    utrs.length > 0 ? anyOf(depositOrders.utr, utrs) : null,
    transactionIds.length > 0
      ? and(
          inArray(depositOrders.rail, TRANSACTION_ID_RAILS),
          anyOf(depositOrders.transactionId, transactionIds),
        )
      : null,
  ].filter((condition): condition is SQL => condition !== null && condition !== undefined);
  if (conditions.length === 0) return [];
  return deps.db
    .select({
      orderNo: depositOrders.orderNo,
      userId: depositOrders.userId,
      amount: depositOrders.amount,
      rail: depositOrders.rail,
      status: depositOrders.status,
      reference: depositOrders.reference,
      utr: depositOrders.utr,
      transactionId: depositOrders.transactionId,
    })
    .from(depositOrders)
    .where(and(inArray(depositOrders.kind, MANUAL_KINDS), or(...conditions)));
}

/** The orders of a statement by the proof that names them ("utr:412345678901" -> orders). */
function indexByProof(orders: readonly ProvedOrder[]): Map<string, ProvedOrder[]> {
  const index = new Map<string, ProvedOrder[]>();
  const add = (key: string, order: ProvedOrder) => index.set(key, [...(index.get(key) ?? []), order]);
  for (const order of orders) {
    if (order.reference) add(`reference:${order.reference}`, order);
    if (order.utr) add(`utr:${order.utr}`, order);
    if (order.transactionId && TRANSACTION_ID_RAILS.includes(order.rail))
      add(`transactionId:${order.transactionId}`, order);
  }
  return index;
}

type LineOutcome = Pick<TStatementLine, 'problem' | 'reference'> & {
  order: ProvedOrder | null;
  matchedBy: TransferProof | null;
};

/**
 * What one credit line pays. A line pays one order: when its proofs name several orders (a payer
 * who wrote every reference they hold in one note, or numbers that look like UTRs), nothing is
 * matched and a person decides (severalOrders). The one order it names matches when it still waits,
 * its amount is the line's, no earlier line of the file took it, and this bank line never credited
 * an order before (lineUsed).
 */
function matchCredit(
  row: { amount: bigint; isUsed: boolean },
  proofs: readonly StatementProof[],
  ordersByProof: ReadonlyMap<string, ProvedOrder[]>,
  matchedOrders: ReadonlySet<string>,
): LineOutcome {
  const named = new Map<string, { proof: StatementProof; order: ProvedOrder }>();
  for (const proof of proofs) {
    for (const order of ordersByProof.get(`${proof.kind}:${proof.value}`) ?? []) {
      if (!named.has(order.orderNo)) named.set(order.orderNo, { proof, order });
    }
  }
  const refused = (problem: NonNullable<TStatementLine['problem']>, reference: string) => ({
    problem,
    reference,
    order: null,
    matchedBy: null,
  });
  if (named.size === 0) return refused('unknownReference', proofs[0]!.value);
  if (named.size > 1) return refused('severalOrders', proofs[0]!.value);
  const [{ proof, order }] = [...named.values()] as [{ proof: StatementProof; order: ProvedOrder }];
  if (row.isUsed) return refused('lineUsed', proof.value);
  if (!isAwaitingOperator(order)) return refused('alreadyDecided', proof.value);
  if (order.amount !== row.amount) return refused('amountDiffers', proof.value);
  if (matchedOrders.has(order.orderNo)) return refused('duplicateLine', proof.value);
  return { problem: null, reference: proof.value, order, matchedBy: proof.kind };
}

function outcomeOf(
  row: StatementRow & { isUsed: boolean },
  proofs: readonly StatementProof[],
  ordersByProof: ReadonlyMap<string, ProvedOrder[]>,
  matchedOrders: ReadonlySet<string>,
): LineOutcome {
  const reference = proofs[0]?.value ?? null;
  if (row.movement.kind === 'debit')
    return { problem: 'notACredit', reference, order: null, matchedBy: null };
  if (row.movement.kind === 'none') return { problem: 'noAmount', reference, order: null, matchedBy: null };
  if (proofs.length === 0) return { problem: 'noReference', reference, order: null, matchedBy: null };
  return matchCredit(
    { amount: row.movement.minor, isUsed: row.isUsed },
    proofs,
    ordersByProof,
    matchedOrders,
  );
}

/**
 * A bank line's identity: its date, signed amount and description, with case and spacing evened
 * out, hashed. The same payment read from the same statement again (or from a second download of
 * it) has the same fingerprint, so it can credit one order only (statement_line_uses).
 */
export function fingerprintOf(row: StatementRow): string {
  const even = (text: string | null) =>
    (text ?? '').normalize('NFKC').toUpperCase().replace(/\s+/g, ' ').trim();
  const amount = row.movement.kind === 'none' ? '' : `${row.movement.kind}:${row.movement.minor}`;
  return sha256Hex(JSON.stringify([even(row.date), amount, even(row.description)]));
}

/** The fingerprints among these that already credited an order. */
async function usedFingerprints(deps: AppDeps, fingerprints: readonly string[]): Promise<Set<string>> {
  if (fingerprints.length === 0) return new Set();
  const rows = await deps.db
    .select({ fingerprint: statementLineUses.fingerprint })
    .from(statementLineUses)
    .where(sql`${statementLineUses.fingerprint} = any(string_to_array(${fingerprints.join(',')}, ','))`);
  return new Set(rows.map((row) => row.fingerprint));
}

/** A statement line as matched: the line for the console, and what the approval needs of it. */
export interface MatchedLine {
  line: TStatementLine;
  fingerprint: string;
  order: ProvedOrder | null;
}

/**
 * Reads a statement and matches every line (a read: nothing changes). The approval calls it again
 * on the same file, so what it approves is what the server matched, never what a client says.
 */
export async function matchStatementLines(
  deps: AppDeps,
  csv: string,
): Promise<{
  lines: MatchedLine[];
  columns: ReturnType<typeof readBankStatement>['columns']['names'];
}> {
  const decimals = deps.config.region.currencyDecimals;
  const statement = readBankStatement(csv, decimals);
  const { transfer } = await getSetting(deps.db, 'deposit');
  const rails = [...new Set(transfer.cards.map((card) => card.type as TransferRail))];
  const proofsByRow = statement.rows.map((row) => proofsIn(row.description, rails));
  // Only credits can pay an order: the proofs of other lines are shown, not looked up.
  const isCredit = (index: number) => statement.rows[index]!.movement.kind === 'credit';
  const creditProofs = proofsByRow.filter((_, index) => isCredit(index));
  const fingerprints = statement.rows.map(fingerprintOf);
  const [orders, used] = await Promise.all([
    findOrdersByProof(deps, creditProofs.flat()),
    usedFingerprints(
      deps,
      fingerprints.filter((_, index) => isCredit(index)),
    ),
  ]);
  const ordersByProof = indexByProof(orders);
  const matchedOrders = new Set<string>();
  const lines = statement.rows.map((row, index): MatchedLine => {
    const fingerprint = fingerprints[index]!;
    const outcome = outcomeOf(
      { ...row, isUsed: used.has(fingerprint) },
      proofsByRow[index]!,
      ordersByProof,
      matchedOrders,
    );
    const { order } = outcome;
    if (order) matchedOrders.add(order.orderNo);
    const { movement } = row;
    return {
      fingerprint,
      order,
      line: {
        line: row.line,
        date: row.date,
        description: row.description,
        amount:
          movement.kind === 'none'
            ? null
            : toMajorNumber(movement.kind === 'debit' ? -movement.minor : movement.minor, decimals),
        match:
          order && outcome.matchedBy
            ? {
                orderNo: order.orderNo,
                userId: order.userId,
                amount: toMajorNumber(order.amount, decimals),
                rail: order.rail,
                status: order.status,
                matchedBy: outcome.matchedBy,
              }
            : null,
        problem: outcome.problem,
        reference: outcome.reference,
      },
    };
  });
  return { lines, columns: statement.columns.names };
}

/**
 * Reads the operator's bank statement and matches each credit line to the transfer it pays: by the
 * reference, UTR or transaction id in its description and the exact amount, one order per line and
 * one line per order. A read: it changes nothing and audits nothing (approving the matches does both).
 */
export async function matchBankStatement(deps: AppDeps, input: { csv: string }) {
  const decimals = deps.config.region.currencyDecimals;
  const { lines, columns } = await matchStatementLines(deps, input.csv);
  let matchedAmount = 0n;
  let unmatched = 0;
  for (const { order, line } of lines) {
    if (order) matchedAmount += order.amount;
    else if (line.problem !== 'notACredit') unmatched += 1;
  }
  return {
    lines: lines.map(({ line }) => line),
    columns,
    matched: lines.filter(({ order }) => order !== null).length,
    matchedAmount: toMajorNumber(matchedAmount, decimals),
    unmatched,
  };
}
