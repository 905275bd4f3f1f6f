import { REGIONS } from '@fairplay/contract/regions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { demoDepositSetting } from '../../seed/deposit-demo.ts';
import { putSetting } from '../settings/repository.ts';

/**
 * India's transfers (DESIGN.md section 4): the operator's IMPS account or UPI address, the 12-digit
 * UTR, an operator's approval. The test database is seeded for Indonesia, so this deployment gets
 * India's demo deposit configuration, as `npm start` seeds it with APP_REGION=IN.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { APP_REGION: 'IN', SANDBOX_DUPLICATE_PERCENT: '0' } });
  await putSetting(t.deps.db, 'deposit', demoDepositSetting(REGIONS.IN), t.clock.now());
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

const funds = async (player: TestSession) => {
  const { balance, bonusBalance } = await t.ok<{ balance: number; bonusBalance: number }>(
    '/user/getUserInfo',
    {},
    player,
  );
  return { cash: balance, bonus: bonusBalance };
};

describe('transfer deposits by IMPS and UPI, proved by the UTR', () => {
  async function transfer(player: TestSession, amount = 10_000, type = 'imps') {
    return t.ok<{ orderNo: string; bonus: number; account: { accountNo: string; upiLink: string | null } }>(
      '/recharge/createTransferOrder',
      { amount, type },
      player,
    );
  }
  let utrCounter = 100_000_000_000;
  const newUtr = () => {
    utrCounter += 7;
    return String(utrCounter);
  };

  it("shows the operator's account, takes a UTR, and is credited when an operator approves", async () => {
    const player = await t.guest();
    const order = await transfer(player);
    expect(order.account).toMatchObject({
      accountNo: '50200091237764',
      ifscCode: 'HDFC0004821',
      proof: 'utr',
    });
    expect(order.bonus).toBe(500);
    const upi = await transfer(player, 10_000, 'upi');
    expect(upi.account.upiLink).toBe(
      `upi://pay?pa=fairplaydigital%40hdfcbank&pn=Fairplay+Digital+Services+Pvt+Ltd&am=10000.00&cu=INR&tr=${upi.orderNo}&tn=FP${player.userId}`,
    );
    expect(await t.call('/recharge/submitUtr', { orderNo: order.orderNo, utr: '' }, player)).toMatchObject({
      state: '400',
      msg: 'utr: Please input UTR!',
    });
    expect(
      await t.call('/recharge/submitUtr', { orderNo: order.orderNo, utr: '12345' }, player),
    ).toMatchObject({
      msg: 'utr: Please enter a 12-digit UTR',
    });
    const utr = newUtr();
    expect(await t.ok('/recharge/submitUtr', { orderNo: order.orderNo, utr }, player)).toEqual({
      orderNo: order.orderNo,
      status: 'review',
    });
    const queue = await t.admin<{ deposits: { orderNo: string; utr: string }[] }>(
      'GET',
      '/deposits?status=review',
    );
    expect(queue.body.deposits.find((deposit) => deposit.orderNo === order.orderNo)?.utr).toBe(utr);
    expect(await t.admin('POST', `/deposits/${order.orderNo}/approve`, {})).toMatchObject({
      status: 200,
      body: { status: 'succeeded' },
    });
    expect(await funds(player)).toEqual({ cash: 10_000, bonus: 500 });
    expect((await t.admin('POST', `/deposits/${order.orderNo}/approve`, {})).status).toBe(409);
    const rejected = await transfer(player);
    await t.ok('/recharge/submitUtr', { orderNo: rejected.orderNo, utr: newUtr() }, player);
    expect(
      (await t.admin('POST', `/deposits/${rejected.orderNo}/reject`, { reason: 'No such payment' })).status,
    ).toBe(200);
    expect(await t.ok('/recharge/orderDetail', { orderNo: rejected.orderNo }, player)).toMatchObject({
      status: 'rejected',
      rejectReason: 'No such payment',
    });
  });

  it('allows at most 3 open manual orders per player', async () => {
    const player = await t.guest();
    await Promise.all([transfer(player), transfer(player), transfer(player)]);
    expect(
      await t.call('/recharge/createTransferOrder', { amount: 10_000, type: 'imps' }, player),
    ).toMatchObject({
      msg: 'You still have 3 orders being processed. Please try again later.',
    });
  });

  it('credits once when 20 operators approve the same order at once', async () => {
    const player = await t.guest();
    const order = await transfer(player);
    await t.ok('/recharge/submitUtr', { orderNo: order.orderNo, utr: newUtr() }, player);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.admin('POST', `/deposits/${order.orderNo}/approve`, {})),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    expect(await funds(player)).toEqual({ cash: 10_000, bonus: 500 });
    await t.expectLedgerHealthy();
  });

  it('gives a UTR to one of two players racing for it; the other gets a clear message', async () => {
    const [first, second] = await Promise.all([t.guest(), t.guest()]);
    const [firstOrder, secondOrder] = await Promise.all([transfer(first), transfer(second)]);
    const utr = newUtr();
    const answers = await Promise.all([
      t.call('/recharge/submitUtr', { orderNo: firstOrder.orderNo, utr }, first),
      t.call('/recharge/submitUtr', { orderNo: secondOrder.orderNo, utr }, second),
    ]);
    expect(answers.map((answer) => answer.state).sort()).toEqual(['200', '409']);
    expect(answers.find((answer) => answer.state === '409')?.msg).toBe(
      'This UTR has already been used. Please check the number',
    );
  });

  it("never shows or touches another player's order", async () => {
    const [owner, stranger] = await Promise.all([t.guest(), t.guest()]);
    const order = await transfer(owner);
    expect((await t.call('/recharge/orderDetail', { orderNo: order.orderNo }, stranger)).state).toBe('404');
    expect(
      (await t.call('/recharge/submitUtr', { orderNo: order.orderNo, utr: newUtr() }, stranger)).state,
    ).toBe('404');
    const records = await t.ok<{ list: unknown[] }>('/recharge/record', {}, stranger);
    expect(records.list).toEqual([]);
  });

  it('takes a receipt screenshot after checking its real type and size', async () => {
    const player = await t.guest();
    const order = await transfer(player);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString(
      'base64',
    );
    expect(
      await t.ok(
        '/recharge/uploadReceipt',
        { orderNo: order.orderNo, image: `data:image/png;base64,${png}` },
        player,
      ),
    ).toEqual({
      orderNo: order.orderNo,
      hasReceipt: true,
    });
    const fake = Buffer.from('<svg onload=alert(1)>').toString('base64');
    expect(
      await t.call(
        '/recharge/uploadReceipt',
        { orderNo: order.orderNo, image: `data:image/png;base64,${fake}` },
        player,
      ),
    ).toMatchObject({
      state: '400',
      msg: 'image: is not a real PNG image',
    });
    expect(
      (
        await t.call(
          '/recharge/uploadReceipt',
          { orderNo: order.orderNo, image: 'data:text/html;base64,AAAA' },
          player,
        )
      ).state,
    ).toBe('400');
    const receipt = await t.admin<{ contentType: string }>('GET', `/deposits/${order.orderNo}/receipt`);
    expect(receipt.body.contentType).toBe('image/png');
  });

  it('pays the self-service bonus: 1% per 6 hours between order and UTR, at most 30%', async () => {
    const player = await t.guest();
    const order = await transfer(player);
    t.clock.advance(13 * 3_600_000);
    await t.ok('/recharge/submitUtr', { orderNo: order.orderNo, utr: newUtr() }, player);
    await t.admin('POST', `/deposits/${order.orderNo}/approve`, {});
    expect(await funds(player)).toEqual({ cash: 10_000, bonus: 500 + 200 });
    const late = await transfer(player);
    t.clock.advance(40 * 24 * 3_600_000);
    const relogged = await t.ok<TestSession>('/sso/idlogin', {
      userId: player.userId,
      password: (player as unknown as { password: string }).password,
    });
    await t.ok('/recharge/submitUtr', { orderNo: late.orderNo, utr: newUtr() }, relogged);
    await t.admin('POST', `/deposits/${late.orderNo}/approve`, {});
    expect(await funds(relogged)).toEqual({
      cash: 10_000 + 10_000,
      bonus: 700 + 500 + 3_000,
    });
  });

  it('self-service claims need a UTR, count towards the open-order limit and go to review', async () => {
    const player = await t.guest();
    const claim = await t.ok<{ orderNo: string; status: string }>(
      '/recharge/selfUtr',
      { amount: 10_000, type: 'upi', utr: newUtr() },
      player,
    );
    expect(claim.status).toBe('review');
    const history = await t.ok<{ list: { orderNo: string; kind: string }[]; total: number }>(
      '/recharge/record',
      { status: 'pending' },
      player,
    );
    expect(history.list[0]).toMatchObject({ orderNo: claim.orderNo, kind: 'self' });
  });
});
