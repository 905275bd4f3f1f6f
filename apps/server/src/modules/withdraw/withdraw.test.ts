import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { bindPhone, fund, newPhone, readyToWithdraw, setWager } from '../../../test/players.ts';
import { reconcilePayouts } from './review.ts';

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
  frozen: number;
  bankStatus: boolean;
  withdrawPwdStatus: boolean;
  mobile: string | null;
};
const info = (player: { sign: string; uid: string; userId: number }) =>
  t.ok<UserInfo>('/user/getUserInfo', {}, player);
const apply = (player: { sign: string; uid: string; userId: number }, body: Record<string, unknown>) =>
  t.call<{ orderNo: string; fee: number; arrivalAmount: number }>(
    '/withdraw/apply',
    { withdrawPassword: '123456', requestId: randomUUID(), ...body },
    player,
  );

describe('phone binding and the withdrawal password', () => {
  it('binds a phone by code; a bound phone is needed for the withdrawal password', async () => {
    const player = await t.guest();
    expect(await t.call('/sms/send', { type: 'withdrawPassword' }, player)).toMatchObject({
      msg: 'Please bind your phone number first',
    });
    const phone = await bindPhone(t, player);
    expect((await info(player)).mobile).toMatch(/^\+62 85\d\*+\d{3}$/);
    expect(
      await t.call('/user/setWithdrawPassword', { withdrawPassword: '', verificationCode: '123456' }, player),
    ).toMatchObject({
      msg: 'withdrawPassword: The withdraw passwd cannot be empty',
    });
    expect(await t.call('/user/setWithdrawPassword', { withdrawPassword: '123456' }, player)).toMatchObject({
      msg: 'verificationCode: The verification code cannot be empty',
    });
    t.clock.advance(61_000);
    await t.ok('/sms/send', { type: 'withdrawPassword' }, player);
    await t.ok(
      '/user/setWithdrawPassword',
      { withdrawPassword: '654321', verificationCode: await t.latestOtp(phone) },
      player,
    );
    expect((await info(player)).withdrawPwdStatus).toBe(true);
    const other = await t.guest();
    const taken = await t.call('/user/bindPhone', { mobile: phone, verificationCode: '000000' }, other);
    expect(taken.state).not.toBe('200');
  });
});

describe('payout accounts', () => {
  it("adds Indonesian accounts by the chosen bank's rule: BCA 10 digits, DANA a mobile number", async () => {
    const player = await t.guest();
    const add = (payload: Record<string, unknown>) =>
      t.call('/bank/addAccount', { accountName: 'Siti Rahayu', ...payload }, player);
    expect(await add({ bankCode: 'BCA', accountNumber: '12345678' })).toMatchObject({
      state: '400',
      msg: 'accountNumber: The account number does not have the digits this bank uses',
    });
    expect(await add({ bankCode: 'BCA', accountNumber: '1234567890', ifsc: 'HDFC0001234' })).toMatchObject({
      msg: 'ifsc: This account has no IFSC',
    });
    expect(await add({ bankCode: 'XYZ', accountNumber: '1234567890' })).toMatchObject({
      msg: 'bankCode: Please choose a bank or e-wallet from the list',
    });
    expect(await add({ type: 'wallet', bankCode: 'BCA', accountNumber: '1234567890' })).toMatchObject({
      msg: 'type: BCA is a bank',
    });
    expect(
      await t.call('/bank/addAccount', { bankCode: 'BCA', accountNumber: '1234567890' }, player),
    ).toMatchObject({ msg: 'accountName: The account holder name cannot be empty' });
    expect((await add({ bankCode: 'BCA', accountNumber: '123 456 7890' })).state).toBe('200');
    expect(await add({ bankCode: 'DANA', accountNumber: '0712345678' })).toMatchObject({
      msg: 'accountNumber: Please enter the mobile number registered with this e-wallet',
    });
    expect((await add({ type: 2, bankCode: 'DANA', accountNumber: '+62 812-3456-7890' })).state).toBe('200');
    expect(await add({ bankCode: 'OVO', accountNumber: '081234567890' })).toMatchObject({ state: '200' });
    const { accounts } = await t.ok<{
      accounts: { accountNumber: string; bankName: string; type: string; isDefault: boolean; ifsc: null }[];
    }>('/bank/list', {}, player);
    expect(accounts).toMatchObject([
      { bankName: 'BCA', type: 'bank', accountNumber: '**** 7890', isDefault: true, ifsc: null },
      { bankName: 'DANA', type: 'wallet', accountNumber: '**** 7890', isDefault: false },
      { bankName: 'OVO', type: 'wallet', accountNumber: '**** 7890' },
    ]);
    expect((await info(player)).bankStatus).toBe(true);
  });

  it("lists the region's banks and e-wallets with their number rules", async () => {
    const player = await t.guest();
    const { banks } = await t.ok<{ banks: { code: string; kind: string; rule: { kind: string } }[] }>(
      '/bank/banks',
      {},
      player,
    );
    expect(banks.map((bank) => bank.code)).toEqual(
      expect.arrayContaining([
        'BCA',
        'BRI',
        'BNI',
        'MANDIRI',
        'DANA',
        'OVO',
        'GOPAY',
        'SHOPEEPAY',
        'LINKAJA',
      ]),
    );
    expect(banks.find((bank) => bank.code === 'BRI')).toMatchObject({
      kind: 'bank',
      rule: { kind: 'digits', minLength: 15, maxLength: 15 },
    });
    expect(banks.find((bank) => bank.code === 'GOPAY')).toMatchObject({
      kind: 'ewallet',
      rule: { kind: 'mobile' },
    });
    expect(banks.some((bank) => bank.code === 'UPI' || bank.code === 'HDFC')).toBe(false);
  });

  it("never lists, chooses or removes another player's account", async () => {
    const owner = await readyToWithdraw(t, 0);
    const stranger = await t.guest();
    expect((await t.call('/bank/remove', { accountId: owner.accountId }, stranger)).state).toBe('404');
    expect((await t.call('/bank/setDefault', { accountId: owner.accountId }, stranger)).state).toBe('404');
    expect(await t.ok('/bank/list', {}, stranger)).toMatchObject({ accounts: [] });
    await fund(t, stranger, 5_000);
    const answer = await t.call(
      '/withdraw/apply',
      { amount: 1_000, accountId: owner.accountId, withdrawPassword: '123456', requestId: randomUUID() },
      stranger,
    );
    expect(answer.state).not.toBe('200');
  });
});

describe('withdrawals', () => {
  it('holds the amount, shows the fee and arrival amount, and is paid when an operator approves', async () => {
    const { player, accountId } = await readyToWithdraw(t, 50_000);
    const status = await t.ok<{ remainingTimes: number; feeRate: number; dailyLimit: number }>(
      '/withdraw/info',
      {},
      player,
    );
    expect(status).toMatchObject({ remainingTimes: 2, feeRate: 0.032, dailyLimit: 200_000 });
    const answer = await apply(player, { amount: 20_000, accountId });
    expect(answer).toMatchObject({ state: '200', resultData: { fee: 640, arrivalAmount: 19_360 } });
    const orderNo = (answer as { resultData: { orderNo: string } }).resultData.orderNo;
    expect(await info(player)).toMatchObject({ balance: 30_000, frozen: 20_000 });
    const queue = await t.admin<{ withdrawals: { orderNo: string }[] }>('GET', '/withdrawals?status=pending');
    expect(queue.body.withdrawals.map((withdrawal) => withdrawal.orderNo)).toContain(orderNo);
    expect(await t.admin('POST', `/withdrawals/${orderNo}/approve`, {})).toMatchObject({
      status: 200,
      body: { status: 'processing' },
    });
    expect(await t.deliverCallbacks()).toBe(1);
    expect(await info(player)).toMatchObject({ balance: 30_000, frozen: 0 });
    const history = await t.ok<{ list: { status: string; account: string; fee: number }[] }>(
      '/withdraw/record',
      {},
      player,
    );
    expect(history.list[0]).toMatchObject({
      status: 'paid',
      fee: 640,
      account: expect.stringMatching(/^\*\*\*\* \d{4}$/),
    });
    const records = await t.ok<{ list: { code: string; amount: number }[] }>(
      '/user/balanceRecords',
      { type: 'withdrawal' },
      player,
    );
    expect(records.list.map((record) => [record.code, record.amount])).toEqual([['withdraw_hold', -20_000]]);
    const audit = await t.admin<{ items: { action: string; actor: string }[] }>(
      'GET',
      `/audit?targetId=${orderNo}`,
    );
    expect(audit.body.items[0]).toMatchObject({ action: 'withdrawal.approve', actor: 'operator' });
  });

  it('refunds on rejection with the reason shown to the player', async () => {
    const { player, accountId } = await readyToWithdraw(t, 50_000);
    const answer = await apply(player, { amount: 25_000, accountId });
    const orderNo = (answer as { resultData: { orderNo: string } }).resultData.orderNo;
    expect(
      (await t.admin('POST', `/withdrawals/${orderNo}/reject`, { reason: 'Account name does not match' }))
        .status,
    ).toBe(200);
    expect(await info(player)).toMatchObject({ balance: 50_000, frozen: 0 });
    expect(await t.ok('/withdraw/detail', { orderNo }, player)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Account name does not match',
    });
  });

  it('refuses while a wager requirement remains, with the amount left', async () => {
    const { player, accountId } = await readyToWithdraw(t, 10_000);
    await setWager(t, player, 2_500);
    expect(await apply(player, { amount: 1_000, accountId })).toMatchObject({
      msg: 'You still have Rp\u00a02.500 left to bet in the game',
    });
  });

  it('asks for the withdrawal password and limits wrong guesses', async () => {
    const { player, accountId } = await readyToWithdraw(t, 10_000);
    expect(await apply(player, { amount: 1_000, accountId, withdrawPassword: '' })).toMatchObject({
      msg: 'withdrawPassword: Please enter your withdrawal password',
    });
    expect(await apply(player, { accountId, amount: undefined })).toMatchObject({
      msg: 'amount: The withdrawal amount cannot be empty',
    });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await apply(player, { amount: 1_000, accountId, withdrawPassword: '000000' })).msg).toBe(
        'The withdrawal password is incorrect',
      );
    }
    expect((await apply(player, { amount: 1_000, accountId })).state).toBe('429');
    expect((await info(player)).balance).toBe(10_000);
  });

  it('applies the VIP daily count and amount limits', async () => {
    const { player, accountId } = await readyToWithdraw(t, 500_000);
    expect((await apply(player, { amount: 150_000, accountId })).state).toBe('200');
    expect(await apply(player, { amount: 60_000, accountId })).toMatchObject({
      msg: 'Your remaining withdrawal limit today is Rp\u00a050.000',
    });
    expect((await apply(player, { amount: 50_000, accountId })).state).toBe('200');
    expect(await apply(player, { amount: 20_000, accountId })).toMatchObject({
      msg: 'You have no withdrawals left today',
    });
    t.clock.advance(24 * 3_600_000);
    const relogged = await t.ok<{ sign: string; uid: string; userId: number }>('/sso/idlogin', {
      userId: player.userId,
      password: (player as unknown as { password: string }).password,
    });
    expect((await t.ok<{ remainingTimes: number }>('/withdraw/info', {}, relogged)).remainingTimes).toBe(2);
  });

  it('20 parallel withdrawals against a balance for 7: exactly 7 succeed and the balance never goes negative', async () => {
    const { player, accountId } = await readyToWithdraw(t, 140_000);
    await t.deps.db.execute(
      (await import('drizzle-orm')).sql`update vip_levels set withdraw_daily_count = 100 where level = 0`,
    );
    const { forgetVipTable } = await import('../vip/repository.ts');
    forgetVipTable();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => apply(player, { amount: 20_000, accountId })),
    );
    expect(answers.filter((answer) => answer.state === '200')).toHaveLength(7);
    expect(
      answers
        .filter((answer) => answer.state !== '200')
        .every((answer) => answer.msg === 'Insufficient balance'),
    ).toBe(true);
    expect(await info(player)).toMatchObject({ balance: 0, frozen: 140_000 });
    await t.deps.db.execute(
      (await import('drizzle-orm')).sql`update vip_levels set withdraw_daily_count = 2 where level = 0`,
    );
    forgetVipTable();
    await t.expectLedgerHealthy();
  });

  it('the same request id sent 10 times in parallel creates one withdrawal', async () => {
    const { player, accountId } = await readyToWithdraw(t, 100_000);
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => apply(player, { amount: 20_000, accountId, requestId })),
    );
    const orderNumbers = new Set(
      answers.map((answer) => (answer as { resultData?: { orderNo: string } }).resultData?.orderNo),
    );
    expect(answers.every((answer) => answer.state === '200')).toBe(true);
    expect(orderNumbers.size).toBe(1);
    expect(await info(player)).toMatchObject({ balance: 80_000, frozen: 20_000 });
    expect((await apply(player, { amount: 30_000, accountId, requestId })).state).toBe('409');
  });

  it('approve and reject racing on one order: exactly one wins', async () => {
    const { player, accountId } = await readyToWithdraw(t, 100_000);
    const answer = await apply(player, { amount: 40_000, accountId });
    const orderNo = (answer as { resultData: { orderNo: string } }).resultData.orderNo;
    const decisions = await Promise.all([
      t.admin('POST', `/withdrawals/${orderNo}/approve`, {}),
      t.admin('POST', `/withdrawals/${orderNo}/reject`, { reason: 'race' }),
      t.admin('POST', `/withdrawals/${orderNo}/approve`, {}),
      t.admin('POST', `/withdrawals/${orderNo}/reject`, { reason: 'race' }),
    ]);
    expect(decisions.filter((decision) => decision.status === 200)).toHaveLength(1);
    await t.deliverCallbacks();
    const { balance, frozen } = await info(player);
    expect(frozen).toBe(0);
    const approved = decisions.find((decision) => decision.status === 200)!.body as { status: string };
    expect(balance).toBe(approved.status === 'rejected' ? 100_000 : 60_000);
  });

  it('a duplicated payout callback pays once', async () => {
    const { player, accountId } = await readyToWithdraw(t, 100_000);
    const answer = await apply(player, { amount: 40_000, accountId });
    const orderNo = (answer as { resultData: { orderNo: string } }).resultData.orderNo;
    await t.admin('POST', `/withdrawals/${orderNo}/approve`, {});
    const { sandboxCallbacks } = await import('../../db/schema.ts');
    const { eq } = await import('drizzle-orm');
    const [callback] = await t.deps.db
      .select()
      .from(sandboxCallbacks)
      .where(eq(sandboxCallbacks.orderNo, orderNo));
    const { signCallback } = await import('../sandbox-gateway/signature.ts');
    const at = t.clock.now().getTime();
    const headers = {
      'content-type': 'application/json',
      'x-sandbox-timestamp': String(at),
      'x-sandbox-signature': signCallback(t.deps.config.sandboxGatewaySecret, at, callback!.body),
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/withdraw/callback/sandbox',
          headers,
          payload: callback!.body,
        }),
      ),
    );
    expect(answers.every((response) => response.body === 'success')).toBe(true);
    expect(await info(player)).toMatchObject({ balance: 60_000, frozen: 0 });
    await t.expectLedgerHealthy();
  });

  it('a payout the bank refuses is refunded; one whose answer is lost stays held until reconciled', async () => {
    const refused = await readyToWithdraw(t, 100_000);
    const { accountId: failingAccount } = await t.ok<{ accountId: number }>(
      '/bank/addAccount',
      { bankCode: 'BCA', accountName: 'Siti Rahayu', accountNumber: '1234560000' },
      refused.player,
    );
    const failed = await apply(refused.player, { amount: 30_000, accountId: failingAccount });
    const failedNo = (failed as { resultData: { orderNo: string } }).resultData.orderNo;
    await t.admin('POST', `/withdrawals/${failedNo}/approve`, {});
    await t.deliverCallbacks();
    expect(await t.ok('/withdraw/detail', { orderNo: failedNo }, refused.player)).toMatchObject({
      status: 'failed',
    });
    expect(await info(refused.player)).toMatchObject({ balance: 100_000, frozen: 0 });

    const lost = await readyToWithdraw(t, 100_000);
    const { accountId: lostAccount } = await t.ok<{ accountId: number }>(
      '/bank/addAccount',
      { bankCode: 'DANA', accountName: 'Siti Rahayu', accountNumber: '081276549999' },
      lost.player,
    );
    const pending = await apply(lost.player, { amount: 30_000, accountId: lostAccount });
    const lostNo = (pending as { resultData: { orderNo: string } }).resultData.orderNo;
    expect(await t.admin('POST', `/withdrawals/${lostNo}/approve`, {})).toMatchObject({
      status: 200,
      body: { status: 'unknown' },
    });
    expect(await t.deliverCallbacks()).toBe(0);
    expect(await info(lost.player)).toMatchObject({ balance: 70_000, frozen: 30_000 });
    expect(await reconcilePayouts(t.deps)).toBe(0);
    t.clock.advance(6 * 60_000);
    expect(await reconcilePayouts(t.deps)).toBe(1);
    expect(await info(lost.player)).toMatchObject({ balance: 70_000, frozen: 0 });
    expect(newPhone()).toMatch(/^85\d{9}$/);
  });

  it('is hidden everywhere when the config says auditStatus', async () => {
    const { player, accountId } = await readyToWithdraw(t, 10_000);
    const { body: app } = await t.admin<Record<string, unknown>>('GET', '/settings/app');
    await t.admin('PUT', '/settings/app', { ...app, auditStatus: 1 });
    expect((await t.ok<{ isOpen: boolean }>('/withdraw/info', {}, player)).isOpen).toBe(false);
    expect(await apply(player, { amount: 1_000, accountId })).toMatchObject({
      msg: 'Withdrawals are not available',
    });
    await t.admin('PUT', '/settings/app', app);
  });
});
