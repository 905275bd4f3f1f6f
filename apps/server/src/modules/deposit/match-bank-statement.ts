import {
  TRANSFER_RAILS,
  type TransferProof,
  type TransferRail,
  transferProofOf,
} from '@fairplay/contract/deposit-rails';
import { toMajorNumber } from '@fairplay/contract/money';
import type { TStatementLine } from '@fairplay/contract/operator';
import { type AnyColumn, and, inArray, or, type SQL, sql } from 'drizzle-orm';
import { depositOrders } from '../../db/schema.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { getSetting } from '../settings/index.ts';
import { readBankStatement, type StatementRow } from './read-bank-statement.ts';
import { proofsIn, type StatementProof } from './statement-proofs.ts';
import { isAwaitingOperator } from './transfer.ts';

/** Orders an operator decides: transfers to our accounts and self-service claims (as approveTransfer). */
const MANUAL_KINDS = ['transfer', 'self'];
const TRANSACTION_ID_RAILS: string[] = TRANSFER_RAILS.filter(
  (rail) => transferProofOf(rail) === 'transactionId',
);

interface ProvedOrder {
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
 * What one credit line pays: of the orders its proofs name, the best candidate decides — a waiting
 * order of the same amount not matched yet (a match), one already matched by an earlier line
 * (duplicateLine), one of another amount (amountDiffers), one decided already (alreadyDecided).
 */
function matchCredit(
  amount: bigint,
  proofs: readonly StatementProof[],
  ordersByProof: ReadonlyMap<string, ProvedOrder[]>,
  matchedOrders: ReadonlySet<string>,
): LineOutcome {
  const named = proofs.flatMap((proof) =>
    (ordersByProof.get(`${proof.kind}:${proof.value}`) ?? []).map((order) => ({ proof, order })),
  );
  const rank = ({ order }: { order: ProvedOrder }) => {
    if (!isAwaitingOperator(order)) return 3;
    if (order.amount !== amount) return 2;
    return matchedOrders.has(order.orderNo) ? 1 : 0;
  };
  const [best] = named.sort((first, second) => rank(first) - rank(second));
  if (!best)
    return { problem: 'unknownReference', reference: proofs[0]!.value, order: null, matchedBy: null };
  const problems = ['duplicateLine', 'amountDiffers', 'alreadyDecided'] as const;
  const bestRank = rank(best);
  return {
    problem: bestRank === 0 ? null : problems[bestRank - 1]!,
    reference: best.proof.value,
    order: bestRank === 0 ? best.order : null,
    matchedBy: bestRank === 0 ? best.proof.kind : null,
  };
}

function outcomeOf(
  row: StatementRow,
  proofs: readonly StatementProof[],
  ordersByProof: ReadonlyMap<string, ProvedOrder[]>,
  matchedOrders: ReadonlySet<string>,
): LineOutcome {
  const reference = proofs[0]?.value ?? null;
  if (row.movement.kind === 'debit')
    return { problem: 'notACredit', reference, order: null, matchedBy: null };
  if (row.movement.kind === 'none') return { problem: 'noAmount', reference, order: null, matchedBy: null };
  if (proofs.length === 0) return { problem: 'noReference', reference, order: null, matchedBy: null };
  return matchCredit(row.movement.minor, proofs, ordersByProof, matchedOrders);
}

/**
 * Reads the operator's bank statement and matches each credit line to the transfer it pays: by the
 * reference, UTR or transaction id in its description and the exact amount, each order to one line.
 * A read: it changes nothing and audits nothing (approving the matches does both).
 */
export async function matchBankStatement(deps: AppDeps, input: { csv: string }) {
  const decimals = deps.config.region.currencyDecimals;
  const statement = readBankStatement(input.csv, decimals);
  const { transfer } = await getSetting(deps.db, 'deposit');
  const rails = [...new Set(transfer.cards.map((card) => card.type as TransferRail))];
  const proofsByRow = statement.rows.map((row) => proofsIn(row.description, rails));
  // Only credits can pay an order: the proofs of other lines are shown, not looked up.
  const creditProofs = proofsByRow.filter((_, index) => statement.rows[index]!.movement.kind === 'credit');
  const ordersByProof = indexByProof(await findOrdersByProof(deps, creditProofs.flat()));
  const matchedOrders = new Set<string>();
  let matchedAmount = 0n;
  let unmatched = 0;
  const lines = statement.rows.map((row, index): TStatementLine => {
    const outcome = outcomeOf(row, proofsByRow[index]!, ordersByProof, matchedOrders);
    const { order } = outcome;
    if (order) {
      matchedOrders.add(order.orderNo);
      matchedAmount += order.amount;
    } else if (row.movement.kind !== 'debit') unmatched += 1;
    const { movement } = row;
    return {
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
    };
  });
  return {
    lines,
    columns: statement.columns.names,
    matched: matchedOrders.size,
    matchedAmount: toMajorNumber(matchedAmount, decimals),
    unmatched,
  };
}
