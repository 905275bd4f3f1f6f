import { AUDIT_EXPORT_MAX_ROWS } from '@fairplay/contract/operator';
import { and, count, desc, eq, gte, like, lt, lte, notLike, type SQL } from 'drizzle-orm';
import { auditLog } from '../../db/schema.ts';
import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { audit } from './audit.ts';
import { verifyAuditChain } from './audit-chain.ts';
import type { Operator } from './auth.ts';

export interface AuditFilters {
  actor?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** LIKE's own characters written literally, so an action filter is a plain prefix. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Audit rows that name players who may be at risk and what staff wrote of them (decision 022): only
 * staff who may read the protection cases see them in the log or its export.
 */
const PROTECTION_ACTION_PREFIXES = ['rgCase.', 'rgLimit.'];

function whereOf(filters: AuditFilters, operator: Operator): SQL | undefined {
  const conditions: SQL[] = [];
  if (!operator.admin.permissions.includes('protection.read'))
    for (const prefix of PROTECTION_ACTION_PREFIXES)
      conditions.push(notLike(auditLog.action, `${escapeLike(prefix)}%`));
  if (filters.actor) conditions.push(eq(auditLog.actor, filters.actor));
  if (filters.action) conditions.push(like(auditLog.action, `${escapeLike(filters.action)}%`));
  if (filters.targetType) conditions.push(eq(auditLog.targetType, filters.targetType));
  if (filters.targetId) conditions.push(eq(auditLog.targetId, filters.targetId));
  if (filters.from) conditions.push(gte(auditLog.createdAt, new Date(filters.from)));
  if (filters.to) conditions.push(lte(auditLog.createdAt, new Date(filters.to)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function entryOf(row: typeof auditLog.$inferSelect) {
  return {
    id: row.id,
    seq: row.seq,
    actor: row.actor,
    staffId: row.adminId,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
    before: row.before,
    after: row.after,
    ip: row.ip,
    requestId: row.requestId,
    createdAt: row.createdAt.toISOString(),
    hash: row.hash,
  };
}

/** The audit log, newest first, a page at a time, with the filters the console offers. */
export async function listAudit(
  deps: AppDeps,
  operator: Operator,
  query: AuditFilters & { page: number; pageSize: number; sortOrder: 'ascend' | 'descend' },
) {
  const where = whereOf(query, operator);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(query.sortOrder === 'ascend' ? auditLog.seq : desc(auditLog.seq))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { items: rows.map(entryOf), total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

const CSV_COLUMNS = [
  'seq',
  'createdAt',
  'actor',
  'ip',
  'action',
  'targetType',
  'targetId',
  'details',
  'before',
  'after',
  'requestId',
  'prevHash',
  'hash',
] as const;

/**
 * One CSV cell: quoted when it holds a quote, comma or line break; a cell a spreadsheet would run as
 * a formula (= + - @ at the start) gets a leading apostrophe.
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The most text one export holds: a log of long notes stops there (the answer says it is cut). */
const EXPORT_MAX_BYTES = 32 * 1024 * 1024;
const EXPORT_BATCH_ROWS = 1_000;
/** One export at a time in a process: each holds up to EXPORT_MAX_BYTES while it is made. */
let isExporting = false;

/**
 * The filtered audit log as CSV, newest first: at most AUDIT_EXPORT_MAX_ROWS rows and
 * EXPORT_MAX_BYTES of text, read a batch at a time, one export at a time per process (another
 * waits: 429). Whether it was cut is in the answer's x-export-truncated header. The export itself
 * is audited.
 */
export async function exportAudit(deps: AppDeps, operator: Operator, filters: AuditFilters) {
  if (isExporting) throw AppError.tooManyRequests('operator.exportBusy');
  isExporting = true;
  try {
    const lines = [CSV_COLUMNS.join(',')];
    let bytes = lines[0]!.length;
    let rows = 0;
    let isTruncated = false;
    let beforeSeq = Number.MAX_SAFE_INTEGER;
    const where = whereOf(filters, operator);
    while (rows < AUDIT_EXPORT_MAX_ROWS && !isTruncated) {
      const batch = await deps.db
        .select()
        .from(auditLog)
        .where(and(where, lt(auditLog.seq, beforeSeq)))
        .orderBy(desc(auditLog.seq))
        .limit(Math.min(EXPORT_BATCH_ROWS, AUDIT_EXPORT_MAX_ROWS - rows));
      for (const row of batch) {
        const values: Record<(typeof CSV_COLUMNS)[number], unknown> = {
          ...row,
          createdAt: row.createdAt.toISOString(),
        };
        const line = CSV_COLUMNS.map((column) => csvCell(values[column])).join(',');
        if (bytes + line.length + 2 > EXPORT_MAX_BYTES) {
          isTruncated = true;
          break;
        }
        lines.push(line);
        bytes += line.length + 2;
        rows += 1;
        beforeSeq = row.seq;
      }
      if (batch.length < EXPORT_BATCH_ROWS) break;
    }
    if (rows === AUDIT_EXPORT_MAX_ROWS) isTruncated = true;
    await audit(deps.db, {
      ...operator,
      action: 'audit.export',
      targetType: 'audit_log',
      targetId: 'export',
      details: { filters: { ...filters }, rows, isTruncated },
      at: deps.clock.now(),
    });
    return { csv: `${lines.join('\r\n')}\r\n`, isTruncated };
  } finally {
    isExporting = false;
  }
}

/** Walks the whole chain now (the console's Verify button), as npm run audit:verify does. */
export async function verifyAudit(deps: AppDeps) {
  const report = await verifyAuditChain(deps.db);
  return { ...report, checkedAt: deps.clock.now().toISOString() };
}
