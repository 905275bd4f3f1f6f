import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';

const GENESIS_HASH = '0'.repeat(64);
const BATCH_ROWS = 5_000;
const MAX_PROBLEMS = 100;

export interface AuditChainReport {
  isIntact: boolean;
  rows: number;
  headSeq: number;
  problems: { seq: number; problem: string }[];
}

/**
 * Walks the audit log's hash chain in seq order (npm run audit:verify, POST /admin/api/audit/verify):
 * each row's seq follows the last, names the last row's hash, and hashes (the database's own
 * audit_hash, the one its insert trigger used) to what it stores; the chain head names the last row.
 * A changed, removed, reordered or inserted row shows as a broken link.
 */
export async function verifyAuditChain(db: Database): Promise<AuditChainReport> {
  const problems: AuditChainReport['problems'] = [];
  const report = (seq: number, problem: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ seq, problem });
  };
  let lastSeq = 0;
  let lastHash = GENESIS_HASH;
  let rows = 0;
  for (;;) {
    const batch = await queryRows<{
      seq: string | number;
      prev_hash: string;
      hash: string;
      recomputed: string;
    }>(
      db,
      sql`select seq, prev_hash, hash, audit_hash(entry) as recomputed
          from audit_log entry where seq > ${lastSeq} order by seq limit ${BATCH_ROWS}`,
    );
    for (const row of batch) {
      const seq = Number(row.seq);
      if (seq !== lastSeq + 1) report(seq, `follows ${lastSeq}: rows ${lastSeq + 1}..${seq - 1} are missing`);
      if (row.prev_hash !== lastHash) report(seq, 'does not name the previous row’s hash');
      if (row.recomputed !== row.hash)
        report(seq, 'its content does not match its hash (changed after it was written)');
      lastSeq = seq;
      lastHash = row.hash;
      rows += 1;
    }
    if (batch.length < BATCH_ROWS) break;
  }
  const [zeroOrNegative] = await queryRows<{ total: string | number }>(
    db,
    sql`select count(*) as total from audit_log where seq <= 0`,
  );
  if (Number(zeroOrNegative?.total ?? 0) > 0)
    report(0, `${zeroOrNegative?.total} rows are outside the chain`);
  const [head] = await queryRows<{ seq: string | number; hash: string }>(
    db,
    sql`select seq, hash from audit_chain_head where id = 1`,
  );
  const headSeq = Number(head?.seq ?? -1);
  if (!head) report(lastSeq, 'the chain head is missing');
  else if (headSeq !== lastSeq || head.hash !== lastHash)
    report(
      headSeq,
      `the chain head names row ${headSeq}, the last row is ${lastSeq}: rows were removed from the end`,
    );
  return { isIntact: problems.length === 0, rows, headSeq: Math.max(headSeq, 0), problems };
}
