import { STATEMENT_MAX_LINES } from '@fairplay/contract/operator';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import {
  approveLines,
  auditOf,
  auditRows,
  csvOf,
  fundsOf,
  linkStaffToPlayer,
  matchedLinesOf,
  matchStatement,
} from '../../../test/statements.ts';
import { TEST_ADMIN } from '../../../test/test-admin.ts';

/**
 * The bank statement desk in Indonesia: the operator uploads the bank's CSV export, each credit line
 * is matched to the transfer whose reference (FP…) it carries and whose amount it equals, and the
 * matches are approved in one step, each credited once. (India's UTRs and Pakistan's transaction
 * ids: statement-markets.test.ts; races on PostgreSQL: statement-races.test.ts.)
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_DUPLICATE_PERCENT: '0' } });
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

interface TransferOrder {
  orderNo: string;
  reference: string;
}

async function bankTransfer(player: TestSession, amount: number): Promise<TransferOrder> {
  return t.ok<TransferOrder>('/recharge/createTransferOrder', { amount, type: 'bank' }, player);
}

/** "FP4K7MN2Q" as a payer types it in the transfer note: lower case with a space. */
const typedLoosely = (reference: string) => `${reference.slice(0, 5).toLowerCase()} ${reference.slice(5)}`;

describe('matching a bank statement', () => {
  it('matches two transfers of a BCA export (semicolons, Rupiah dots, CR/DB) and approves both in one step', async () => {
    const [first, second] = [await t.guest(), await t.guest()];
    const big = await bankTransfer(first, 1_000_000);
    const small = await bankTransfer(second, 250_000);
    // One player says the transfer is sent; the other has not yet, which the statement may precede.
    await t.ok('/recharge/confirmTransfer', { orderNo: small.orderNo }, second);
    const csv = csvOf(
      [
        ['No. Rekening', '8720194563'],
        ['Nama', 'PT Fairplay Demo Nusantara'],
        ['Periode', '01/06/2026 - 30/06/2026'],
        [],
        ['Tanggal', 'Keterangan', 'Cabang', 'Jumlah', 'Saldo'],
        [
          '01/06',
          `TRSF E-BANKING CR 0106/FTSCY/WS95031 ${big.reference} ANDI`,
          '0000',
          'Rp 1.000.000,00 CR',
          '9.000.000,00',
        ],
        ['01/06', 'BIAYA ADM', '0000', '15.000,00 DB', '8.985.000,00'],
        [
          '02/06',
          `BI-FAST CR ${typedLoosely(small.reference)} SITI`,
          '0000',
          '250.000,00 CR',
          '9.235.000,00',
        ],
      ],
      ';',
    );
    await t.admin('GET', '/deposits'); // signed in (sign-ins are audited) before the count
    const auditBefore = await auditRows(t);
    const statement = await matchStatement(t, csv, 'bca-june.csv');
    expect(statement.status).toBe(200);
    expect(await auditRows(t)).toBe(auditBefore);
    expect(statement.body.columns).toEqual({ date: 'Tanggal', description: 'Keterangan', amount: 'Jumlah' });
    expect(statement.body.lines).toEqual([
      {
        line: 6,
        date: '01/06',
        description: `TRSF E-BANKING CR 0106/FTSCY/WS95031 ${big.reference} ANDI`,
        amount: 1_000_000,
        match: {
          orderNo: big.orderNo,
          userId: first.userId,
          amount: 1_000_000,
          rail: 'bank',
          status: 'pending',
          matchedBy: 'reference',
        },
        problem: null,
        reference: big.reference,
      },
      expect.objectContaining({ line: 7, amount: -15_000, match: null, problem: 'notACredit' }),
      expect.objectContaining({
        line: 8,
        amount: 250_000,
        match: expect.objectContaining({ orderNo: small.orderNo, status: 'review', matchedBy: 'reference' }),
        reference: small.reference,
      }),
    ]);
    expect(statement.body).toMatchObject({ matched: 2, matchedAmount: 1_250_000, unmatched: 0 });

    const approval = await approveLines(t, csv, matchedLinesOf(statement.body), 'bca-june.csv');
    expect(approval).toEqual({
      status: 200,
      body: {
        results: [
          { line: 6, orderNo: big.orderNo, outcome: 'approved', problem: null, status: 'succeeded' },
          { line: 8, orderNo: small.orderNo, outcome: 'approved', problem: null, status: 'succeeded' },
        ],
        approved: 2,
      },
    });
    // The transfer bonus (5%) comes with each deposit, as with a manual approval.
    expect(await fundsOf(t, first)).toEqual({ cash: 1_000_000, bonus: 50_000 });
    expect(await fundsOf(t, second)).toEqual({ cash: 250_000, bonus: 12_500 });
    const [audited] = await auditOf(t, 'deposit.approve', big.orderNo);
    expect(audited).toMatchObject({
      actor: TEST_ADMIN.username,
      targetType: 'deposit',
      details: {
        source: 'statement',
        fileName: 'bca-june.csv',
        line: 6,
        fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
        creditedAmount: '1000000.00',
      },
    });

    // The same statement again: nothing more is credited, and the lines say why.
    const again = await approveLines(t, csv, [6, 8], 'bca-june.csv');
    expect(again.body.results.map((result) => [result.outcome, result.problem])).toEqual([
      ['notMatched', 'lineUsed'],
      ['notMatched', 'lineUsed'],
    ]);
    expect(again.body.approved).toBe(0);
    expect(await fundsOf(t, first)).toEqual({ cash: 1_000_000, bonus: 50_000 });
    const rematched = await matchStatement(t, csv);
    expect(rematched.body.lines.map((line) => line.problem)).toEqual(['lineUsed', 'notACredit', 'lineUsed']);
    expect(rematched.body).toMatchObject({ matched: 0, matchedAmount: 0, unmatched: 2 });
    expect(await auditOf(t, 'deposit.approve', big.orderNo)).toHaveLength(1);
  });

  it('names the problem of every line that pays no order', async () => {
    const [player, other, third] = [await t.guest(), await t.guest(), await t.guest()];
    const waiting = await bankTransfer(player, 500_000);
    const differs = await bankTransfer(player, 300_000);
    const rejected = await bankTransfer(other, 100_000);
    expect(
      (await t.admin('POST', `/deposits/${rejected.orderNo}/reject`, { reason: 'No such payment' })).status,
    ).toBe(200);
    const twice = await bankTransfer(third, 200_000);
    const csv = csvOf([
      ['Date', 'Description', 'Debit', 'Credit', 'Balance'],
      ['03/06', `TRANSFER ${waiting.reference}`, '', '500,000.00', '1'],
      ['03/06', `TRANSFER ${differs.reference}`, '', '299,000.00', '1'],
      ['03/06', `TRANSFER ${rejected.reference}`, '', '100,000.00', '1'],
      ['03/06', 'TRANSFER FPZZZZZZZ', '', '100,000.00', '1'],
      ['03/06', 'SETORAN TUNAI ANDI', '', '75,000.00', '1'],
      ['03/06', `TRANSFER ${waiting.reference}`, '', '', '1'],
      ['03/06', `TRANSFER KE ${waiting.reference}`, '500,000.00', '', '1'],
      ['04/06', `TRSF ${twice.reference}`, '', '200,000.00', '1'],
      ['04/06', `TRSF ULANG ${twice.reference}`, '', '200,000.00', '1'],
      ['04/06', 'Saldo akhir', '', 'n/a', ''],
    ]);
    const { body, status } = await matchStatement(t, csv);
    expect(status).toBe(200);
    expect(body.columns).toEqual({ date: 'Date', description: 'Description', amount: 'Credit' });
    expect(
      body.lines.map((line) => [line.line, line.problem, line.reference, line.match?.orderNo ?? null]),
    ).toEqual([
      [2, null, waiting.reference, waiting.orderNo],
      [3, 'amountDiffers', differs.reference, null],
      [4, 'alreadyDecided', rejected.reference, null],
      [5, 'unknownReference', 'FPZZZZZZZ', null],
      [6, 'noReference', null, null],
      [7, 'noAmount', waiting.reference, null],
      [8, 'notACredit', waiting.reference, null],
      [9, null, twice.reference, twice.orderNo],
      [10, 'duplicateLine', twice.reference, null],
      [11, 'noAmount', null, null],
    ]);
    expect(body.lines[6]!.amount).toBe(-500_000);
    expect(body.lines[5]!.amount).toBeNull();
    expect(body).toMatchObject({ matched: 2, matchedAmount: 700_000, unmatched: 7 });
  });

  it('finds the header by its names in any case and language, after the account details', async () => {
    const player = await t.guest();
    const order = await bankTransfer(player, 150_000);
    const layouts: [string, string][] = [
      [
        csvOf([
          ['TANGGAL', 'BERITA', 'KREDIT'],
          ['05/06', order.reference, '150.000'],
        ]),
        'KREDIT',
      ],
      [
        csvOf(
          [
            ['Posting Date', 'Remark', 'Amount'],
            ['05/06', order.reference, '150000'],
          ],
          '\t',
        ),
        'Amount',
      ],
      [
        csvOf(
          [
            ['tgl', 'keterangan', 'jumlah'],
            ['05/06', order.reference, 'IDR 150.000,00'],
          ],
          '|',
        ),
        'jumlah',
      ],
      [
        `\uFEFFValue Date,Particulars,Credit Amount (IDR)\n05/06,${order.reference},"150,000.00"\n`,
        'Credit Amount (IDR)',
      ],
    ];
    for (const [csv, amountColumn] of layouts) {
      const { body, status } = await matchStatement(t, csv);
      expect(status, csv).toBe(200);
      expect(body.columns.amount).toBe(amountColumn);
      expect(body.lines.map((line) => line.match?.orderNo)).toEqual([order.orderNo]);
    }
  });

  it('changes nothing: matching is a read, and an order is approved only by the approve step', async () => {
    const player = await t.guest();
    const order = await bankTransfer(player, 120_000);
    const csv = csvOf([
      ['Date', 'Description', 'Amount'],
      ['06/06', order.reference, '120,000.00'],
    ]);
    for (let round = 0; round < 2; round += 1) expect((await matchStatement(t, csv)).body.matched).toBe(1);
    expect(await fundsOf(t, player)).toEqual({ cash: 0, bonus: 0 });
  });
});

describe('approving the matches', () => {
  const statementOf = (lines: [string, string][]) =>
    csvOf([
      ['Date', 'Description', 'Amount'],
      ...lines.map(([description, amount]) => ['06/06', description, amount]),
    ]);

  it('matches each chosen line again on the server: what it pays now, never what a client says', async () => {
    const player = await t.guest();
    const good = await bankTransfer(player, 400_000);
    const changed = await bankTransfer(player, 600_000);
    const gone = await bankTransfer(player, 700_000);
    expect(
      (await t.admin('POST', `/deposits/${gone.orderNo}/reject`, { reason: 'Duplicate order' })).status,
    ).toBe(200);
    const csv = statementOf([
      [`TRF ${good.reference}`, '400,000.00'],
      [`TRF ${changed.reference}`, '599,999.99'],
      [`TRF ${gone.reference}`, '700,000.00'],
      ['SETORAN TUNAI', '1,000.00'],
    ]);
    const approval = await approveLines(t, csv, [2, 3, 4, 5, 99]);
    expect(approval.body).toEqual({
      results: [
        { line: 2, orderNo: good.orderNo, outcome: 'approved', problem: null, status: 'succeeded' },
        { line: 3, orderNo: null, outcome: 'notMatched', problem: 'amountDiffers', status: null },
        { line: 4, orderNo: null, outcome: 'notMatched', problem: 'alreadyDecided', status: null },
        { line: 5, orderNo: null, outcome: 'notMatched', problem: 'noReference', status: null },
        { line: 99, orderNo: null, outcome: 'notMatched', problem: null, status: null },
      ],
      approved: 1,
    });
    expect(await fundsOf(t, player)).toEqual({ cash: 400_000, bonus: 20_000 });
  });

  it('credits one order for one payment, however the note and the files are made', async () => {
    // One payment whose note carries three references the payer holds: a person must decide.
    const payer = await t.guest();
    const orders = [
      await bankTransfer(payer, 100_000),
      await bankTransfer(payer, 100_000),
      await bankTransfer(payer, 100_000),
    ];
    const crowded = statementOf([
      [`TRSF CR ${orders.map((order) => order.reference).join(' ')}`, '100,000.00'],
    ]);
    expect((await matchStatement(t, crowded)).body.lines[0]).toMatchObject({
      match: null,
      problem: 'severalOrders',
    });
    expect((await approveLines(t, crowded, [2])).body.results[0]).toMatchObject({
      outcome: 'notMatched',
      problem: 'severalOrders',
    });
    // One order per line: matched and approved, the same bank line credits nothing more, in this
    // file or in another download of the statement with other lines around it.
    const single = statementOf([[`TRSF CR ${orders[0]!.reference}`, '100,000.00']]);
    expect((await approveLines(t, single, [2])).body.approved).toBe(1);
    const redownloaded = statementOf([
      ['BIAYA ADM', '-5,000.00'],
      [`trsf  cr ${orders[0]!.reference.toLowerCase()}`, '100000'],
    ]);
    expect((await matchStatement(t, redownloaded)).body.lines[1]).toMatchObject({ problem: 'lineUsed' });
    // The crowded line now names a decided order and two waiting ones: still a person's call.
    expect((await matchStatement(t, crowded)).body.lines[0]).toMatchObject({ problem: 'severalOrders' });
    expect(await fundsOf(t, payer)).toEqual({ cash: 100_000, bonus: 5_000 });
  });

  it('refuses more than 500 lines, none, or a line twice, before anything changes', async () => {
    const player = await t.guest();
    const order = await bankTransfer(player, 90_000);
    const csv = statementOf([[`TRF ${order.reference}`, '90,000.00']]);
    const many = Array.from({ length: 501 }, (_, index) => index + 2);
    expect((await approveLines(t, csv, many)).status).toBe(400);
    expect((await approveLines(t, csv, [])).status).toBe(400);
    expect(await approveLines(t, csv, [2, 2])).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/^body: lines: /) },
    });
    expect(await fundsOf(t, player)).toEqual({ cash: 0, bonus: 0 });
  });

  it('never lets a staff member approve a deposit to their own player account', async () => {
    const payments = await t.staff('payments');
    const own = await t.guest();
    const order = await bankTransfer(own, 80_000);
    await payments.call('GET', '/deposits');
    await linkStaffToPlayer(t, payments.username, own.userId);
    const csv = statementOf([[`TRF ${order.reference}`, '80,000.00']]);
    const approval = await approveLines(t, csv, [2], 'x.csv', payments);
    expect(approval.body.results).toEqual([
      { line: 2, orderNo: order.orderNo, outcome: 'ownPlayerAccount', problem: null, status: null },
    ]);
    expect(await payments.call('POST', `/deposits/${order.orderNo}/approve`, {})).toMatchObject({
      status: 403,
      body: { code: 'operator.ownPlayerAccount' },
    });
    expect(await fundsOf(t, own)).toEqual({ cash: 0, bonus: 0 });
    // Another staff member may, and the line is then used.
    expect((await approveLines(t, csv, [2])).body.approved).toBe(1);
  });

  it('needs deposits.decide for both steps', async () => {
    const support = await t.staff('support');
    const csv = csvOf([
      ['Date', 'Description', 'Amount'],
      ['06/06', 'FPZZZZZZZ', '1'],
    ]);
    expect(await matchStatement(t, csv, 'x.csv', support)).toMatchObject({
      status: 403,
      body: { code: 'operator.permissionDenied' },
    });
    expect((await approveLines(t, csv, [2], 'x.csv', support)).status).toBe(403);
  });
});

describe('statements that are not what they should be', () => {
  const header = ['Date', 'Description', 'Amount'];

  it('reads 10,000 lines and refuses 10,001', async () => {
    const line = (index: number) => [`${(index % 28) + 1}/06`, `TRANSFER ${index}`, '1,000.00'];
    const rows = (count: number) => [header, ...Array.from({ length: count - 1 }, (_, index) => line(index))];
    const largest = await matchStatement(t, csvOf(rows(STATEMENT_MAX_LINES)));
    expect(largest.status).toBe(200);
    expect(largest.body.lines).toHaveLength(STATEMENT_MAX_LINES - 1);
    expect(largest.body.lines.at(-1)?.line).toBe(STATEMENT_MAX_LINES);
    expect(await matchStatement(t, csvOf(rows(STATEMENT_MAX_LINES + 1)))).toMatchObject({
      status: 400,
      // Figures are written the region's way (Indonesia: 10.000).
      body: { message: 'csv: The statement has more than 10.000 lines: split it into smaller files' },
    });
  });

  it('reads a file near 1 MB full of quotes and line breaks (its JSON body is near twice as large)', async () => {
    const line = `01/06,"TRANSFER ${'""'.repeat(40)}",100`;
    const csv = [header.join(','), ...Array.from({ length: 9_999 }, () => line)].join('\r\n');
    expect(csv.length).toBeGreaterThan(900_000);
    expect(JSON.stringify({ csv }).length).toBeGreaterThan(1_700_000);
    const { status, body } = await matchStatement(t, csv);
    expect(status).toBe(200);
    expect(body.lines).toHaveLength(9_999);
  });

  it('refuses a file without a header it can read', async () => {
    for (const csv of [
      'just some text',
      csvOf([
        ['Date', 'Amount'],
        ['01/06', '100'],
      ]),
      csvOf([
        ['Date', 'Description', 'Balance'],
        ['01/06', 'x', '100'],
      ]),
      csvOf([['01/06', 'FPABCDEFG', '100']]),
      '\n\n\n',
      ' ',
    ]) {
      expect(await matchStatement(t, csv), csv).toMatchObject({
        status: 400,
        body: { message: expect.stringMatching(/^csv: The statement needs a header row/) },
      });
    }
  });

  it('answers hostile files with 400 or plain lines, never 500', async () => {
    const unclosed = `${csvOf([header])}\n01/06,"FPABCDEFG,100\n`;
    expect(await matchStatement(t, unclosed)).toMatchObject({
      status: 400,
      body: {
        message: 'csv: The statement cannot be read as CSV: a quote is opened and never closed (line 2)',
      },
    });
    const hugeCell = csvOf([header, ['01/06', 'X'.repeat(5_000), '100']]);
    expect(await matchStatement(t, hugeCell)).toMatchObject({
      status: 400,
      body: {
        message: 'csv: The statement cannot be read as CSV: a cell is longer than 2,000 characters (line 2)',
      },
    });
    const withNul = csvOf([header, ['01/06', 'FP\u0000ABC', '100']]);
    expect((await matchStatement(t, withNul)).status).toBe(400);
    expect((await matchStatement(t, 'x'.repeat(1_048_577))).status).toBe(400);
    const oversized = await t.admin('POST', '/deposits/statement/match', { csv: 'x'.repeat(2_200_000) });
    expect(oversized.status).toBe(413);

    // Formulas and quotes are text: shown as they are, matching nothing, never evaluated.
    const formulas = csvOf([
      header,
      ['=NOW()', '=HYPERLINK("http://evil.example","FPZZZZZZZ")', '=1+1'],
      ['@SUM(A1)', "+cmd|' /C calc'!A0", '-2+3'],
      ['01/06', 'He said ""hi"" FP', '100'],
      ['01/06', 'TRANSFER "QUOTED" NOTE', '100'],
    ]);
    const read = await matchStatement(t, formulas);
    expect(read.status).toBe(200);
    expect(read.body.lines.map((line) => [line.date, line.description, line.problem])).toEqual([
      ['=NOW()', '=HYPERLINK("http://evil.example","FPZZZZZZZ")', 'noAmount'],
      ['@SUM(A1)', "+cmd|' /C calc'!A0", 'noAmount'],
      ['01/06', 'He said ""hi"" FP', 'noReference'],
      ['01/06', 'TRANSFER "QUOTED" NOTE', 'noReference'],
    ]);
  });

  it('answers any text with 200 or 400, never 500 (fast-check)', async () => {
    const cell = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom(
        '"',
        '""',
        '"a,b"',
        '=1+1',
        '\r\n',
        ';',
        '\t',
        'FP',
        'Rp 1.000',
        '1,00,000.00',
        'DB',
        '\u202e',
      ),
    );
    const statementText = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc
        .array(fc.array(cell, { minLength: 1, maxLength: 5 }), { maxLength: 8 })
        .map((rows) => [header.join(','), ...rows.map((row) => row.join(','))].join('\n')),
    );
    await fc.assert(
      fc.asyncProperty(statementText, async (csv) => {
        const { status } = await matchStatement(t, csv);
        expect([200, 400]).toContain(status);
      }),
      { numRuns: 60 },
    );
  });
});
