import type * as ops from '@fairplay/contract/operator';
import type { OperatorResult } from '@fairplay/contract/operator';
import { isUniqueViolation } from '../../db/errors.ts';
import { statementLineUses } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { sha256Hex } from '../../platform/secrets.ts';
import { audit, confirmStaffAuthority, type Operator } from '../admin/index.ts';
import { type MatchedLine, matchStatementLines } from './match-bank-statement.ts';
import { approveTransfer } from './transfer.ts';

type StatementApproval = OperatorResult<typeof ops.approveStatementMatches>['results'][number];

/** Thrown inside an approval when its bank line credited another order meanwhile: the credit rolls back. */
class LineUsedMeanwhile extends Error {}

const REFUSALS: Partial<Record<string, StatementApproval['outcome']>> = {
  'operator.noSuchTransferDeposit': 'notFound',
  'operator.ownPlayerAccount': 'ownPlayerAccount',
};

/**
 * Credits the order one matched line names, in its own transaction through the one approval path
 * (approveTransfer: exactly once, only while it waits, only at the line's amount, under the order's
 * lock), and records the line as used in the same transaction: its fingerprint is unique, so a
 * payment on the statement credits one order, even when two staff approve two files at once.
 */
async function approveLine(
  deps: AppDeps,
  operator: Operator,
  matched: MatchedLine & { order: NonNullable<MatchedLine['order']> },
  file: { name: string | null; sha256: string },
): Promise<StatementApproval> {
  const { order, line, fingerprint } = matched;
  const fileName = file.name;
  const result = { line: line.line, orderNo: order.orderNo, problem: null };
  try {
    const decision = await approveTransfer(deps, order.orderNo, operator.admin, {
      expectedAmount: order.amount,
      onApproved: async (tx, creditedAmount) => {
        const at = deps.clock.now();
        const [recorded] = await tx
          .insert(statementLineUses)
          .values({
            fingerprint,
            orderNo: order.orderNo,
            fileName,
            line: line.line,
            approvedBy: operator.admin.username,
            approvedAt: at,
          })
          .onConflictDoNothing()
          .returning({ fingerprint: statementLineUses.fingerprint });
        if (!recorded) throw new LineUsedMeanwhile();
        await confirmStaffAuthority(tx, operator, 'deposits.decide');
        await audit(tx, {
          ...operator,
          action: 'deposit.approve',
          targetType: 'deposit',
          targetId: order.orderNo,
          // The file as uploaded (its hash) and the line: what the staff member showed as the bank's word.
          details: {
            source: 'statement',
            fileName,
            fileSha256: file.sha256,
            line: line.line,
            fingerprint,
            creditedAmount,
          },
          at,
        });
      },
    });
    if (decision.ok) return { ...result, outcome: 'approved', status: decision.status };
    return {
      ...result,
      outcome: decision.problem === 'amountDiffers' ? 'amountDiffers' : 'alreadyDecided',
      status: decision.status,
    };
  } catch (error) {
    if (error instanceof LineUsedMeanwhile || isUniqueViolation(error))
      return { ...result, outcome: 'lineUsed', status: null };
    const refusal = error instanceof AppError ? REFUSALS[error.code] : undefined;
    if (refusal === 'ownPlayerAccount') {
      // A refusal of this person for this order, recorded as the single approval's refusal is.
      await audit(deps.db, {
        ...operator,
        action: 'access.denied',
        targetType: 'route',
        targetId: 'POST /deposits/statement/approve',
        details: { reason: 'operator.ownPlayerAccount', orderNo: order.orderNo, line: line.line },
        at: deps.clock.now(),
      });
    }
    if (refusal) return { ...result, outcome: refusal, status: null };
    // One order failing (a lost connection, a deadlock) leaves the others to go on; it is logged.
    deps.log.error({ err: error, orderNo: order.orderNo }, 'approving a statement match failed');
    return { ...result, outcome: 'failed', status: null };
  }
}

/**
 * Approves chosen lines of a bank statement in one step. The server reads the file again and
 * matches every line again (what a client says a line pays is never taken), then credits the order
 * of each chosen line that still matches, one after another; a chosen line that matches nothing now
 * answers notMatched with its problem. One order failing does not undo the others.
 */
export async function approveStatementMatches(
  deps: AppDeps,
  operator: Operator,
  input: { fileName?: string | undefined; csv: string; lines: number[] },
) {
  const { lines } = await matchStatementLines(deps, input.csv);
  const file = { name: input.fileName ?? null, sha256: sha256Hex(input.csv) };
  const byLine = new Map(lines.map((matched) => [matched.line.line, matched]));
  const results: StatementApproval[] = [];
  // One after another: each order's locks are taken and released before the next (one lock order).
  for (const lineNumber of input.lines) {
    const matched = byLine.get(lineNumber);
    if (!matched?.order) {
      results.push({
        line: lineNumber,
        orderNo: null,
        outcome: 'notMatched',
        problem: matched?.line.problem ?? null,
        status: null,
      });
      continue;
    }
    results.push(await approveLine(deps, operator, { ...matched, order: matched.order }, file));
  }
  return { results, approved: results.filter((result) => result.outcome === 'approved').length };
}
