import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { auditVerifyCommand } from '../../scripts/audit-verify-command.ts';
import { verifyAuditChain } from './audit-chain.ts';
import { csvCell } from './audit-log.ts';

/**
 * The audit log: every row linked to the one before by its hash, the database refusing to change
 * or remove a row, and npm run audit:verify (and the console's Verify) finding any row changed,
 * removed or added behind the triggers' back.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Row = { seq: string | number; prev_hash: string; hash: string };
const chain = () => queryRows<Row>(t.deps.db, sql`select seq, prev_hash, hash from audit_log order by seq`);

describe('the audit chain', () => {
  it('links each row to the one before, in order, including rows written at the same moment', async () => {
    const player = await t.guest();
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        t.admin('POST', `/players/${player.userId}/deposit-status`, { closed: index % 2 === 0 }),
      ),
    );
    const rows = await chain();
    expect(rows.length).toBeGreaterThanOrEqual(13);
    rows.forEach((row, index) => {
      expect(Number(row.seq)).toBe(index + 1);
      expect(row.prev_hash).toBe(index === 0 ? '0'.repeat(64) : rows[index - 1]!.hash);
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    });
    expect(await verifyAuditChain(t.deps.db)).toMatchObject({
      isIntact: true,
      rows: rows.length,
      problems: [],
    });
    const [head] = await queryRows<{ seq: string | number; hash: string }>(
      t.deps.db,
      sql`select seq, hash from audit_chain_head`,
    );
    expect(Number(head!.seq)).toBe(rows.length);
    expect(head!.hash).toBe(rows.at(-1)!.hash);
  });

  it('is append-only: the database refuses to update, delete or truncate it, and to rewind its head', async () => {
    const attempts = [
      sql`update audit_log set actor = 'someone-else' where seq = 1`,
      sql`delete from audit_log where seq = 1`,
      sql`truncate audit_log`,
      sql`update audit_chain_head set seq = 1`,
      sql`delete from audit_chain_head`,
    ];
    const before = await chain();
    for (const attempt of attempts) {
      await expect(t.deps.db.execute(attempt)).rejects.toThrow();
    }
    // A row inserted with its own seq and hash is given the chain's instead.
    await t.deps.db.execute(sql`
      insert into audit_log (actor, action, target_type, target_id, created_at, seq, prev_hash, hash)
      values ('forger', 'nothing', 'none', '0', now(), 1, 'x', 'y')`);
    const after = await chain();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(Number(after.at(-1)!.seq)).toBe(before.length + 1);
    expect(after.at(-1)!.prev_hash).toBe(before.at(-1)!.hash);
    expect((await verifyAuditChain(t.deps.db)).isIntact).toBe(true);
  });

  it('exports the filtered log as CSV a spreadsheet cannot run, and records the export', async () => {
    const answer = await t.admin<string>('GET', '/audit/export?action=player.deposit');
    expect(answer.status).toBe(200);
    const lines = answer.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'seq,createdAt,actor,ip,action,targetType,targetId,details,before,after,requestId,prevHash,hash',
    );
    expect(lines.length).toBe(13);
    expect(lines.slice(1).every((line) => line.includes('player.deposit.'))).toBe(true);
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell({ a: 'b,c' })).toBe('"{""a"":""b,c""}"');
    const page = await t.admin<{ items: { action: string; details: { rows: number } }[] }>(
      'GET',
      '/audit?action=audit.export',
    );
    expect(page.body.items[0]).toMatchObject({ action: 'audit.export', details: { rows: 12 } });
  });
});

describe('tampering behind the triggers', () => {
  let tampered: TestApp;
  beforeAll(async () => {
    tampered = await createTestApp();
    const player = await tampered.guest();
    for (const closed of [true, false, true, false]) {
      await tampered.admin('POST', `/players/${player.userId}/deposit-status`, { closed });
    }
  });
  afterAll(async () => {
    await tampered?.close();
  });

  /** What a database owner could do: switch the guard off, change the past, switch it on again. */
  const behindTheTriggers = (statement: ReturnType<typeof sql>) =>
    tampered.deps.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await tx.execute(statement);
      await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    });

  const command = async () => {
    const lines: string[] = [];
    const code = await auditVerifyCommand([], {
      openDatabase: async () => ({ db: tampered.deps.db, close: async () => {} }) as never,
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
    });
    return { code, lines };
  };

  it('finds a changed row, names it, and the command exits 1', async () => {
    expect((await command()).code).toBe(0);
    await behindTheTriggers(sql`update audit_log set actor = 'nobody' where seq = 2`);
    const report = await verifyAuditChain(tampered.deps.db);
    expect(report.isIntact).toBe(false);
    expect(report.problems).toEqual([
      { seq: 2, problem: expect.stringContaining('does not match its hash') },
    ]);
    const { code, lines } = await command();
    expect(code).toBe(1);
    expect(lines.join('\n')).toMatch(/BROKEN at 2/);
    const viaConsole = await tampered.admin<{ isIntact: boolean }>('POST', '/audit/verify', {});
    expect(viaConsole.body.isIntact).toBe(false);
  });

  it('finds a removed row in the middle and one removed from the end', async () => {
    await behindTheTriggers(sql`delete from audit_log where seq = 3`);
    await behindTheTriggers(sql`delete from audit_log where seq = (select max(seq) from audit_log)`);
    const problems = (await verifyAuditChain(tampered.deps.db)).problems.map((problem) => problem.problem);
    expect(problems.some((problem) => problem.includes('are missing'))).toBe(true);
    expect(problems.some((problem) => problem.includes('chain head'))).toBe(true);
  });
});
