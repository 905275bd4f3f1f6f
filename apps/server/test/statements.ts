import type * as ops from '@fairplay/contract/operator';
import type { OperatorResult } from '@fairplay/contract/operator';
import { count, eq } from 'drizzle-orm';
import { admins, auditLog } from '../src/db/schema.ts';
import type { StaffClient, TestApp, TestSession } from './harness.ts';

export type StatementMatch = OperatorResult<typeof ops.matchBankStatement>;
export type StatementApproval = OperatorResult<typeof ops.approveStatementMatches>;

/** A CSV text from rows, quoting the cells that need it (the delimiter, quotes, line breaks). */
export function csvOf(rows: readonly (readonly string[])[], delimiter = ','): string {
  const quoted = (cell: string) =>
    cell.includes(delimiter) || /["\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
  return rows.map((row) => row.map(quoted).join(delimiter)).join('\r\n');
}

type Caller = Pick<StaffClient, 'call'>;
const asTestAdmin = (t: TestApp): Caller => ({ call: (method, url, body) => t.admin(method, url, body) });

/** POST /deposits/statement/match as the test admin (or a given staff member). */
export function matchStatement(t: TestApp, csv: string, fileName = 'statement.csv', caller?: Caller) {
  return (caller ?? asTestAdmin(t)).call<StatementMatch>('POST', '/deposits/statement/match', {
    fileName,
    csv,
  });
}

/** The lines of a statement that matched an order (what the console offers to approve). */
export function matchedLinesOf(statement: StatementMatch): number[] {
  return statement.lines.flatMap((line) => (line.match ? [line.line] : []));
}

/** POST /deposits/statement/approve: the file again and the lines to approve. */
export function approveLines(
  t: TestApp,
  csv: string,
  lines: number[],
  fileName = 'statement.csv',
  caller?: Caller,
) {
  return (caller ?? asTestAdmin(t)).call<StatementApproval>('POST', '/deposits/statement/approve', {
    fileName,
    csv,
    lines,
  });
}

/** A player's cash and bonus balances as the app shows them. */
export async function fundsOf(t: TestApp, player: TestSession) {
  const info = await t.ok<{ balance: number; bonusBalance: number }>('/user/getUserInfo', {}, player);
  return { cash: info.balance, bonus: info.bonusBalance };
}

export async function auditRows(t: TestApp): Promise<number> {
  const [row] = await t.deps.db.select({ total: count() }).from(auditLog);
  return row?.total ?? 0;
}

/** The audit rows of one target and action, oldest first. */
export async function auditOf(t: TestApp, action: string, targetId: string | number) {
  const rows = await t.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(targetId)));
  return rows.filter((row) => row.action === action);
}

/** Links a staff member to a player account (as POST /staff with playerUserId does). */
export async function linkStaffToPlayer(t: TestApp, username: string, userId: number): Promise<void> {
  await t.deps.db.update(admins).set({ playerUserId: userId }).where(eq(admins.username, username));
}
