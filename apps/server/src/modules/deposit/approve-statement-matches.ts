import { toMinorUnits } from '@fairplay/contract/money';
import type * as ops from '@fairplay/contract/operator';
import type { OperatorResult } from '@fairplay/contract/operator';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit, type Operator } from '../admin/index.ts';
import { approveTransfer } from './transfer.ts';

type StatementApproval = OperatorResult<typeof ops.approveStatementMatches>['results'][number];

/** The statement's amounts in minor units, all checked before any order is touched. */
function amountsOf(matches: readonly { amount: number }[], decimals: number): bigint[] {
  return matches.map((match, index) => {
    const minor = toMinorUnits(match.amount, decimals);
    if (minor === null || minor <= 0n)
      throw AppError.badRequest(`matches.${index}.amount`, 'operator.amountDecimals');
    return minor;
  });
}

async function approveOne(
  deps: AppDeps,
  operator: Operator,
  match: { orderNo: string; line: number },
  amount: bigint,
  fileName: string | null,
): Promise<StatementApproval> {
  const { orderNo } = match;
  try {
    const decision = await approveTransfer(deps, orderNo, operator.admin, {
      expectedAmount: amount,
      onApproved: (tx, creditedAmount) =>
        audit(tx, {
          ...operator,
          action: 'deposit.approve',
          targetType: 'deposit',
          targetId: orderNo,
          details: { source: 'statement', fileName, line: match.line, creditedAmount },
          at: deps.clock.now(),
        }),
    });
    if (decision.ok) return { orderNo, outcome: 'approved', status: decision.status };
    return {
      orderNo,
      outcome: decision.problem === 'amountDiffers' ? 'amountDiffers' : 'alreadyDecided',
      status: decision.status,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'operator.noSuchTransferDeposit')
      return { orderNo, outcome: 'notFound', status: null };
    if (error instanceof AppError && error.code === 'operator.ownPlayerAccount')
      return { orderNo, outcome: 'ownPlayerAccount', status: null };
    // One order failing (a lost connection, a deadlock) leaves the others to go on; it is logged.
    deps.log.error({ err: error, orderNo }, 'approving a statement match failed');
    return { orderNo, outcome: 'failed', status: null };
  }
}

/**
 * Approves the matches of a bank statement in one step: each order in its own transaction through
 * the one approval path (approveTransfer: credited exactly once, only while it waits, only at the
 * statement's amount, checked under the order's lock), audited with the statement's file and line.
 * One order failing does not undo the others; each gets its own outcome.
 */
export async function approveStatementMatches(
  deps: AppDeps,
  operator: Operator,
  input: { fileName?: string | undefined; matches: { orderNo: string; amount: number; line: number }[] },
) {
  const amounts = amountsOf(input.matches, deps.config.region.currencyDecimals);
  const results: StatementApproval[] = [];
  // One after another: each order's locks are taken and released before the next (one lock order).
  for (const [index, match] of input.matches.entries()) {
    results.push(await approveOne(deps, operator, match, amounts[index]!, input.fileName ?? null));
  }
  return { results, approved: results.filter((result) => result.outcome === 'approved').length };
}
