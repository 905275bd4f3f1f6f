import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.ts';
import { sandboxCallbacks } from '../../db/schema.ts';
import { signCallback } from '../sandbox-gateway/signature.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_DUPLICATE_PERCENT: '0' } });
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

type UserInfo = {
  balance: number;
  wagerRemaining: number;
  bonusBalance: number;
  bonusWagerRemaining: number;
  firstRecharge: number;
};
const info = (player: TestSession) => t.ok<UserInfo>('/user/getUserInfo', {}, player);
/** The deposit in cash, its gift in the bonus balance (not withdrawable until wagered). */
const funds = async (player: TestSession) => {
  const { balance, bonusBalance } = await info(player);
  return { cash: balance, bonus: bonusBalance };
};

// Demo configuration for region ID: INR amounts × 200. PAY 1 (id 19) takes 100,000 - 10,000,000;
// the quick amount 100,000 carries a 19,400 bonus; type A wagers the deposit 5×, the bonus 35×.
const PAY_1 = 19;

async function onlineOrder(player: TestSession, amount = 100_000) {
  return t.ok<{ orderNo: string; payUrl: string; bonus: number }>(
    '/recharge/createRechargeOrder',
    { amount, depositMethod: PAY_1 },
    player,
  );
}

async function queuedCallback(orderNo: string) {
  const [row] = await t.deps.db.select().from(sandboxCallbacks).where(eq(sandboxCallbacks.orderNo, orderNo));
  return row!.body;
}

function signed(body: string, at = t.clock.now().getTime(), secret = t.deps.config.sandboxGatewaySecret) {
  return {
    'content-type': 'application/json',
    'x-sandbox-timestamp': String(at),
    'x-sandbox-signature': signCallback(secret, at, body),
  };
}

describe('online deposit through the sandbox gateway', () => {
  it('pays at the checkout, is credited once with its bonus, wager and first-deposit mark', async () => {
    const player = await t.guest();
    const order = await onlineOrder(player);
    expect(order.payUrl).toBe(`/sandbox-pay/orders/${order.orderNo}`);
    expect(order.bonus).toBe(19_400);
    const checkout = await t.app.inject({ method: 'GET', url: order.payUrl });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain('IDR 100,000');
    const paid = await t.app.inject({
      method: 'POST',
      url: `${order.payUrl}/pay`,
      payload: { outcome: 'success' },
    });
    expect(paid.json()).toMatchObject({
      status: 'SUCCESS',
      returnUrl: `/pages/wallet/DepositOrderDetail?orderNo=${order.orderNo}`,
    });
    expect(await info(player)).toMatchObject({ balance: 0, firstRecharge: 0 });
    expect(await t.deliverCallbacks()).toBe(1);
    expect(await info(player)).toEqual(
      expect.objectContaining({
        balance: 100_000,
        wagerRemaining: 100_000 * 5,
        bonusBalance: 19_400,
        bonusWagerRemaining: 19_400 * 35,
        firstRecharge: 1,
      }),
    );
    const detail = await t.ok<{ status: string; arrivalTime: string | null }>(
      '/recharge/orderDetail',
      { orderNo: order.orderNo },
      player,
    );
    expect(detail.status).toBe('success');
    expect(detail.arrivalTime).not.toBeNull();
    const records = await t.ok<{ list: { type: string; amount: number; balanceAfter: number }[] }>(
      '/user/balanceRecords',
      {},
      player,
    );
    // Cash records only: the gift is on the bonus balance until its wagering is done.
    expect(records.list.map((record) => [record.type, record.amount, record.balanceAfter])).toEqual([
      ['deposit', 100_000, 100_000],
    ]);
    const onlyDeposits = await t.ok<{ list: unknown[] }>('/user/balanceRecords', { type: 'deposit' }, player);
    expect(onlyDeposits.list).toHaveLength(1);
  });

  it('credits once when the same callback arrives 50 times at once', async () => {
    const player = await t.guest();
    const order = await onlineOrder(player, 150_000);
    await t.sandbox.pay(order.orderNo, 'success');
    const body = await queuedCallback(order.orderNo);
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.postCallback(body, signed(body))));
    expect(answers.every((answer) => answer.status === 200 && answer.body === 'success')).toBe(true);
    expect(await funds(player)).toEqual({ cash: 150_000, bonus: 1_500 });
    await t.expectLedgerHealthy();
  });

  it('refuses forged and stale callbacks and changes nothing', async () => {
    const player = await t.guest();
    const order = await onlineOrder(player);
    await t.sandbox.pay(order.orderNo, 'success');
    const body = await queuedCallback(order.orderNo);
    expect((await t.postCallback(body, signed(body, undefined, 'not-the-secret-at-all'))).status).toBe(401);
    const tampered = body.replace('100000', '900000');
    expect(
      (await t.postCallback(tampered, { ...signed(body), 'content-type': 'application/json' })).status,
    ).toBe(401);
    const stale = t.clock.now().getTime() - 6 * 60_000;
    expect((await t.postCallback(body, signed(body, stale))).status).toBe(401);
    expect((await t.postCallback(body, { 'content-type': 'application/json' })).status).toBe(401);
    expect(await funds(player)).toEqual({ cash: 0, bonus: 0 });
    expect((await t.postCallback(body, signed(body))).body).toBe('success');
    expect(await funds(player)).toEqual({ cash: 100_000, bonus: 19_400 });
  });

  it('keeps a success when a failure arrives after it, and credits a success that follows a failure', async () => {
    const player = await t.guest();
    const first = await onlineOrder(player);
    await t.sandbox.pay(first.orderNo, 'fail');
    const failure = await queuedCallback(first.orderNo);
    await t.sandbox.pay(first.orderNo, 'success');
    const rows = await t.deps.db
      .select()
      .from(sandboxCallbacks)
      .where(eq(sandboxCallbacks.orderNo, first.orderNo));
    const success = rows.find((row) => row.body !== failure)!.body;
    expect((await t.postCallback(success, signed(success))).body).toBe('success');
    expect((await t.postCallback(failure, signed(failure))).body).toBe('success');
    expect(await t.ok('/recharge/orderDetail', { orderNo: first.orderNo }, player)).toMatchObject({
      status: 'success',
    });
    expect(await funds(player)).toEqual({ cash: 100_000, bonus: 19_400 });
  });

  it('reconciles an order whose callbacks never arrive', async () => {
    const player = await t.guest();
    const order = await onlineOrder(player);
    await t.sandbox.pay(order.orderNo, 'success');
    await t.deps.db.delete(sandboxCallbacks).where(eq(sandboxCallbacks.orderNo, order.orderNo));
    const { reconcilePendingDeposits } = await import('./online.ts');
    expect(await reconcilePendingDeposits(t.deps)).toBe(0);
    t.clock.advance(11 * 60_000);
    expect(await reconcilePendingDeposits(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await funds(player)).toEqual({ cash: 100_000, bonus: 19_400 });
  });

  it('refuses amounts out of the method range, unknown methods, and closed deposits', async () => {
    const player = await t.guest();
    expect(
      await t.call('/recharge/createRechargeOrder', { amount: 50, depositMethod: PAY_1 }, player),
    ).toMatchObject({
      state: '1000',
      msg: 'Deposit amount must during 100000 - 10000000',
    });
    expect(await t.call('/recharge/createRechargeOrder', { depositMethod: PAY_1 }, player)).toMatchObject({
      state: '400',
      msg: 'amount: Please input deposit amount!',
    });
    expect(
      await t.call('/recharge/createRechargeOrder', { amount: 100.001, depositMethod: PAY_1 }, player),
    ).toMatchObject({ state: '400' });
    expect(
      (await t.call('/recharge/createRechargeOrder', { amount: 100_000, depositMethod: 999 }, player)).state,
    ).toBe('400');
    await t.admin('POST', `/players/${player.userId}/deposit-status`, { closed: true });
    expect(
      await t.call('/recharge/createRechargeOrder', { amount: 100_000, depositMethod: PAY_1 }, player),
    ).toMatchObject({
      msg: 'Your deposit function has been closed, please contact customer service',
    });
  });

  it('virtual-account and crypto orders go through the same gateway', async () => {
    const player = await t.guest();
    const va = await t.ok<{ orderNo: string }>(
      '/recharge/createRechargeOrder',
      { amount: 100_000, depositMethod: 61, bankId: 2 },
      player,
    );
    expect(await t.ok('/recharge/orderDetail', { orderNo: va.orderNo }, player)).toMatchObject({
      kind: 'va',
      bankName: 'BNI',
    });
    const crypto = await t.ok<{ orderNo: string; coinAmount: string; address: string }>(
      '/recharge/createCryptoOrder',
      { amount: (18_366_00 / 100) * 10, coinId: 1 },
      player,
    );
    expect(crypto.coinAmount).toBe('10.000');
    await t.sandbox.pay(crypto.orderNo, 'success');
    await t.deliverCallbacks();
    expect(await funds(player)).toEqual({ cash: 183_660, bonus: 9_183 });
  });
});

describe('transfer deposits', () => {
  async function transfer(player: TestSession, amount = 1_000_000, type = 'imps') {
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
    expect(order.account.accountNo).toBe('39871234560021');
    expect(order.bonus).toBe(50_000);
    const upi = await transfer(player, 1_000_000, 'upi');
    expect(upi.account.upiLink).toMatch(/^upi:\/\/pay\?pa=fairplay.demo%40upi/);
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
    expect(await funds(player)).toEqual({ cash: 1_000_000, bonus: 50_000 });
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
      await t.call('/recharge/createTransferOrder', { amount: 1_000_000, type: 'imps' }, player),
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
    expect(await funds(player)).toEqual({ cash: 1_000_000, bonus: 50_000 });
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
    expect(await funds(player)).toEqual({ cash: 1_000_000, bonus: 50_000 + 20_000 });
    const late = await transfer(player);
    t.clock.advance(40 * 24 * 3_600_000);
    const relogged = await t.ok<TestSession>('/sso/idlogin', {
      userId: player.userId,
      password: (player as unknown as { password: string }).password,
    });
    await t.ok('/recharge/submitUtr', { orderNo: late.orderNo, utr: newUtr() }, relogged);
    await t.admin('POST', `/deposits/${late.orderNo}/approve`, {});
    expect(await funds(relogged)).toEqual({
      cash: 1_000_000 + 1_000_000,
      bonus: 70_000 + 50_000 + 300_000,
    });
  });

  it('self-service claims need a UTR, count towards the open-order limit and go to review', async () => {
    const player = await t.guest();
    const claim = await t.ok<{ orderNo: string; status: string }>(
      '/recharge/selfUtr',
      { amount: 1_000_000, type: 'upi', utr: newUtr() },
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
