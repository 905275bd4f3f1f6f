import { REGIONS } from '@fairplay/contract/regions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { approveLines, csvOf, fundsOf, matchedLinesOf, matchStatement } from '../../../test/statements.ts';
import { demoDepositSetting } from '../../seed/deposit-demo.ts';
import { putSetting } from '../settings/repository.ts';

/**
 * The bank statement in India (IMPS and UPI proved by the 12-digit UTR, amounts in lakhs) and in
 * Pakistan (JazzCash, Easypaisa and IBFT proved by the transaction id). The test database is seeded
 * for Indonesia, so each deployment gets its market's deposit configuration, as npm start seeds it.
 */

let india: TestApp;
let pakistan: TestApp;
beforeAll(async () => {
  [india, pakistan] = await Promise.all([
    createTestApp({ env: { APP_REGION: 'IN', SANDBOX_DUPLICATE_PERCENT: '0' } }),
    createTestApp({ env: { APP_REGION: 'PK', SANDBOX_DUPLICATE_PERCENT: '0' } }),
  ]);
  await putSetting(india.deps.db, 'deposit', demoDepositSetting(REGIONS.IN), india.clock.now());
  await putSetting(pakistan.deps.db, 'deposit', demoDepositSetting(REGIONS.PK), pakistan.clock.now());
}, 60_000);
afterAll(async () => {
  for (const app of [india, pakistan]) {
    await app?.expectLedgerHealthy();
    await app?.close();
  }
});

describe('India: transfers matched by their UTR', () => {
  async function utrTransfer(player: TestSession, amount: number, type: 'imps' | 'upi', utr: string) {
    const order = await india.ok<{ orderNo: string }>(
      '/recharge/createTransferOrder',
      { amount, type },
      player,
    );
    await india.ok('/recharge/submitUtr', { orderNo: order.orderNo, utr }, player);
    return order;
  }

  it('matches an HDFC export (lakh grouping, the UTR padded in the reference column) and approves both in one step', async () => {
    const [first, second] = [await india.guest(), await india.guest()];
    const imps = await utrTransfer(first, 150_000, 'imps', '412345678901');
    const upi = await utrTransfer(second, 10_000, 'upi', '412345678902');
    const csv = csvOf([
      ['Date', 'Narration', 'Chq./Ref.No.', 'Value Dt', 'Withdrawal Amt.', 'Deposit Amt.', 'Closing Balance'],
      [
        '01/06/26',
        'IMPS-412345678901-ANIL KUMAR-SBIN-XXXXXXX1234-DEPOSIT',
        '0000412345678901',
        '01/06/26',
        '',
        '1,50,000.00',
        '6,50,000.00',
      ],
      [
        '02/06/26',
        'UPI-PRIYA SHARMA-priya@okaxis-UTIB0000553-412345678902-PAYMENT',
        '0000412345678902',
        '02/06/26',
        '',
        '10,000.00',
        '6,60,000.00',
      ],
      [
        '02/06/26',
        'NEFT DR-BESCOM ELECTRICITY',
        'N153261234567890',
        '02/06/26',
        '2,000.00',
        '',
        '6,58,000.00',
      ],
      [
        '03/06/26',
        'UPI-RAVI-ravi@ybl-412345678999-PAYMENT',
        '0000412345678999',
        '03/06/26',
        '',
        '₹5,000.00',
        '6,63,000.00',
      ],
    ]);
    const { body, status } = await matchStatement(india, csv, 'hdfc-june.csv');
    expect(status).toBe(200);
    expect(body.columns).toEqual({
      date: 'Date',
      description: 'Narration + Chq./Ref.No.',
      amount: 'Deposit Amt.',
    });
    expect(
      body.lines.map((line) => [line.amount, line.problem, line.reference, line.match?.matchedBy ?? null]),
    ).toEqual([
      [150_000, null, '412345678901', 'utr'],
      [10_000, null, '412345678902', 'utr'],
      [-2_000, 'notACredit', null, null],
      [5_000, 'unknownReference', '412345678999', null],
    ]);
    expect(body).toMatchObject({ matched: 2, matchedAmount: 160_000, unmatched: 1 });
    const approval = await approveLines(india, csv, matchedLinesOf(body), 'hdfc-june.csv');
    expect(approval.body.results.map((result) => [result.orderNo, result.outcome])).toEqual([
      [imps.orderNo, 'approved'],
      [upi.orderNo, 'approved'],
    ]);
    // Each transfer with its 5% bonus, credited once.
    expect(await fundsOf(india, first)).toEqual({ cash: 150_000, bonus: 7_500 });
    expect(await fundsOf(india, second)).toEqual({ cash: 10_000, bonus: 500 });
  });

  it('credits one order for a payment whose narration carries other 12-digit numbers, even ones a player claims later', async () => {
    const player = await india.guest();
    const paid = await utrTransfer(player, 5_000, 'imps', '412345678910');
    const csv = csvOf([
      ['Date', 'Narration', 'Deposit Amt.'],
      ['05/06/26', 'IMPS-412345678910-RAVI-NOTE 998877665544 556677889900', '5,000.00'],
    ]);
    expect((await approveLines(india, csv, [2])).body.results[0]).toMatchObject({
      orderNo: paid.orderNo,
      outcome: 'approved',
    });
    // The player opens another order and claims a number of the same narration as its UTR.
    const claimed = await utrTransfer(player, 5_000, 'imps', '998877665544');
    const again = await matchStatement(india, csv);
    expect(again.body.lines[0]).toMatchObject({ match: null, problem: 'severalOrders' });
    expect((await approveLines(india, csv, [2])).body.results[0]).toMatchObject({ outcome: 'notMatched' });
    expect(claimed.orderNo).not.toBe(paid.orderNo);
    expect((await fundsOf(india, player)).cash).toBe(5_000);
  });

  it('reads a separate Dr/Cr column and rupees without decimals', async () => {
    const player = await india.guest();
    const order = await utrTransfer(player, 20_000, 'upi', '512345678901');
    const csv = csvOf([
      ['Txn Date', 'Description', 'Amount (INR)', 'Dr/Cr'],
      ['04/06/26', 'BY TRANSFER-UPI/CR/512345678901/MEERA/SBIN/meera@oksbi', '20,000', 'CR'],
      ['04/06/26', 'TO TRANSFER-UPI/DR/612345678901/SHOP', '20,000', 'DR'],
    ]);
    const { body } = await matchStatement(india, csv);
    expect(body.columns.amount).toBe('Amount (INR)');
    expect(body.lines.map((line) => [line.amount, line.problem, line.match?.orderNo ?? null])).toEqual([
      [20_000, null, order.orderNo],
      [-20_000, 'notACredit', null],
    ]);
  });
});

describe('Pakistan: transfers matched by their transaction id', () => {
  it("matches a wallet's TID written with spaces and an IBFT reference, and approves them", async () => {
    const player = await pakistan.guest();
    const jazzcash = await pakistan.ok<{ orderNo: string }>(
      '/recharge/createTransferOrder',
      { amount: 5_000, type: 'jazzcash' },
      player,
    );
    await pakistan.ok(
      '/recharge/submitTransactionId',
      { orderNo: jazzcash.orderNo, transactionId: 'TID: 0412 3456 789' },
      player,
    );
    const ibft = await pakistan.ok<{ orderNo: string }>(
      '/recharge/createTransferOrder',
      { amount: 25_000, type: 'ibft' },
      player,
    );
    await pakistan.ok(
      '/recharge/submitTransactionId',
      { orderNo: ibft.orderNo, transactionId: 'FT23156XK2P9' },
      player,
    );
    const csv = csvOf([
      ['Transaction Date', 'Particulars', 'Debit', 'Credit', 'Balance'],
      [
        '05-06-2026',
        'MOBILE WALLET TRF JAZZCASH TID: 0412 3456 789 ALI RAZA',
        '',
        'PKR 5,000.00',
        'PKR 105,000.00',
      ],
      ['05-06-2026', 'IBFT INWARD FROM HBL REF FT23156XK2P9 ALI RAZA', '', '25,000.00', '130,000.00'],
      ['05-06-2026', 'ATM WDL 0001 KARACHI', '10,000.00', '', '120,000.00'],
    ]);
    const { body } = await matchStatement(pakistan, csv, 'meezan.csv');
    expect(body.lines.map((line) => [line.problem, line.reference, line.match?.orderNo ?? null])).toEqual([
      [null, '4123456789', jazzcash.orderNo],
      [null, 'FT23156XK2P9', ibft.orderNo],
      ['notACredit', null, null],
    ]);
    expect((await approveLines(pakistan, csv, matchedLinesOf(body), 'meezan.csv')).body.approved).toBe(2);
    expect(await fundsOf(pakistan, player)).toEqual({ cash: 30_000, bonus: 1_500 });
  });
});
