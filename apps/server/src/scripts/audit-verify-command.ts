import type { DatabaseHandle } from '../db/client.ts';
import { verifyAuditChain } from '../modules/admin/audit-chain.ts';

type Write = (line: string) => void;

/** What the command reads and writes: a way to open the database, two outputs. */
export interface AuditVerifyIo {
  openDatabase: () => Promise<DatabaseHandle>;
  out: Write;
  err: Write;
}

/**
 * npm run audit:verify [-- --json]: walks the audit log's hash chain on the configured database.
 * Exit 0 when every link holds, 1 when one is broken (each broken row is named), 2 on a usage error.
 */
export async function auditVerifyCommand(args: string[], io: AuditVerifyIo): Promise<number> {
  const isJson = args.includes('--json');
  const unknown = args.filter((arg) => arg !== '--json');
  if (unknown.length > 0) {
    io.err(`unknown argument: ${unknown.join(' ')}\nusage: npm run audit:verify -- [--json]`);
    return 2;
  }
  const database = await io.openDatabase();
  try {
    const report = await verifyAuditChain(database.db);
    if (isJson) io.out(JSON.stringify(report));
    else {
      io.out(`audit log: ${report.rows} rows, chain head at ${report.headSeq}`);
      for (const problem of report.problems) io.out(`  BROKEN at ${problem.seq}: ${problem.problem}`);
      io.out(report.isIntact ? 'audit chain intact' : 'audit chain BROKEN');
    }
    return report.isIntact ? 0 : 1;
  } finally {
    await database.close();
  }
}
