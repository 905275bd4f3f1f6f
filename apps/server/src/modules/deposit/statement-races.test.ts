import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type StaffClient, type TestApp, type TestSession } from '../../../test/harness.ts';
import {
  approveLines,
  auditOf,
  csvOf,
  fundsOf,
  matchedLinesOf,
  matchStatement,
} from '../../../test/statements.ts';

/**
 * A statement approved by two staff members at once, or racing a manual approve or reject of one of
 * its orders, credits each order once. Meaningful on PostgreSQL (PGlite has one connection):
 * DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx vitest run --project server <this file>
 */

let t: TestApp;
let payments: StaffClient;
let finance: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_DUPLICATE_PERCENT: '0' } });
  [payments, finance] = [await t.staff('payments'), await t.staff('finance')];
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

interface Transfer {
  player: TestSession;
  orderNo: string;
  reference: string;
  amount: number;
}

async function transfers(count: number, amount: number): Promise<Transfer[]> {
  const made: Transfer[] = [];
  for (let index = 0; index < count; index += 1) {
    const player = await t.guest();
    const order = await t.ok<{ orderNo: string; reference: string }>(
      '/recharge/createTransferOrder',
      { amount: amount + index * 1_000, type: 'bank' },
      player,
    );
    made.push({ player, ...order, amount: amount + index * 1_000 });
  }
  return made;
}

/** 201000 -> "201.000", as an Indonesian bank writes it. */
const rupiah = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

function statementOf(orders: readonly Transfer[]): string {
  return csvOf([
    ['Tanggal', 'Keterangan', 'Jumlah'],
    ...orders.map((order) => [
      '07/06',
      `TRSF E-BANKING CR ${order.reference}`,
      `${rupiah(order.amount)},00 CR`,
    ]),
  ]);
}

/** Each order's deposit as the player sees it: credited once (cash and the 5% bonus) or not at all. */
async function expectCreditedOnce(order: Transfer, isCredited: boolean) {
  const expected = isCredited ? { cash: order.amount, bonus: order.amount / 20 } : { cash: 0, bonus: 0 };
  expect(await fundsOf(t, order.player)).toEqual(expected);
  expect(await auditOf(t, 'deposit.approve', order.orderNo)).toHaveLength(isCredited ? 1 : 0);
}

describe('statement approvals racing', () => {
  it('credits each order once when two staff members approve the same statement at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const orders = await transfers(6, 100_000);
      const csv = statementOf(orders);
      const statement = await matchStatement(t, csv);
      expect(statement.body.matched).toBe(6);
      const lines = matchedLinesOf(statement.body);
      const [byPayments, byFinance] = await Promise.all([
        approveLines(t, csv, lines, 'june.csv', payments),
        approveLines(t, csv, lines, 'june.csv', finance),
      ]);
      expect([byPayments.status, byFinance.status]).toEqual([200, 200]);
      expect(byPayments.body.approved + byFinance.body.approved).toBe(6);
      for (const [index, order] of orders.entries()) {
        const outcomes = [
          byPayments.body.results[index]!.outcome,
          byFinance.body.results[index]!.outcome,
        ].sort();
        // The other finds the order decided, or (reading the file after the first committed) the line used.
        expect(outcomes.filter((outcome) => outcome === 'approved')).toHaveLength(1);
        const other = outcomes.find((outcome) => outcome !== 'approved');
        expect(['alreadyDecided', 'lineUsed', 'notMatched']).toContain(other);
        await expectCreditedOnce(order, true);
      }
    }
    await t.expectLedgerHealthy();
  });

  it('credits once when the statement races a manual approve, and never credits an order rejected first', async () => {
    for (let round = 0; round < 4; round += 1) {
      const [approvedByHand, rejectedByHand, onlyStatement] = await transfers(3, 200_000);
      const orders = [approvedByHand!, rejectedByHand!, onlyStatement!];
      const csv = statementOf(orders);
      const statement = await matchStatement(t, csv);
      const [approval, manualApproval, manualRejection] = await Promise.all([
        approveLines(t, csv, matchedLinesOf(statement.body), 'june.csv', payments),
        finance.call('POST', `/deposits/${approvedByHand!.orderNo}/approve`, {}),
        finance.call('POST', `/deposits/${rejectedByHand!.orderNo}/reject`, { reason: 'Not on our account' }),
      ]);
      const [first, second, third] = approval.body.results;
      // One of the two approvals of the first order wins; the other is told it is decided.
      expect([first!.outcome === 'approved', manualApproval.status === 200].filter(Boolean)).toHaveLength(1);
      await expectCreditedOnce(approvedByHand!, true);
      // The second order is either rejected (and the statement finds it decided) or approved (and the
      // rejection comes too late): never both, never credited without being approved.
      const isRejected = manualRejection.status === 200;
      if (isRejected) expect(['alreadyDecided', 'notMatched']).toContain(second!.outcome);
      else expect(second).toMatchObject({ outcome: 'approved', status: 'succeeded' });
      if (!isRejected) expect(manualRejection.status).toBe(409);
      await expectCreditedOnce(rejectedByHand!, !isRejected);
      expect(third!.outcome).toBe('approved');
      await expectCreditedOnce(onlyStatement!, true);
    }
    await t.expectLedgerHealthy();
  });
});
