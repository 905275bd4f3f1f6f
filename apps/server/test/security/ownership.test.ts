import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorReports } from '../../src/db/schema.ts';
import { changedTables, databaseState } from '../database-state.ts';
import { contractCalls, shapeOf } from '../fuzz/valid-sample.ts';
import { createTestApp, type TestApp, type TestSession } from '../harness.ts';
import { fund, playDice, readyToWithdraw } from '../players.ts';

/**
 * Every call that takes an id refuses another player's: the stranger gets the same answer as for
 * an id that does not exist (so ids cannot even be confirmed), and the owner's data is untouched.
 * The list of id-taking calls is read from the contract; a new one fails the coverage check until
 * it is tested here or explained.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SANDBOX_DUPLICATE_PERCENT: '0' } });
});
afterAll(async () => {
  await t?.expectLedgerHealthy();
  await t?.close();
});

const PNG = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64')}`;

/** The payload fields that carry an id or a number of something, by name. */
const ID_FIELD = /(?:Id|No)$/;

/** Id fields that do not name a player's own things, and why. */
const NOT_OWNED_IDS: Record<string, string> = {
  '/game/launch.gameId': 'a game of the catalogue',
  '/rg/playSession.gameId':
    "a game of the catalogue: the session read is the caller's own launch of it (rg/play-session.test.ts)",
  '/game/search.labelId': 'a label of the catalogue',
  '/recharge/createRechargeOrder.bankId': 'a bank of the deposit configuration',
  '/recharge/createCryptoOrder.coinId': 'a coin of the deposit configuration',
  '/recharge/submitTransactionId.transactionId':
    "the payer's wallet or bank receipt number, used once per rail across all players",
  '/user/reportOnline.placeId': 'a place in the app',
  '/sso/idlogin.userId': 'the login name of id + password login (the password is checked and throttled)',
  '/sso/googleLogin.googleId': 'must be the subject of the verified Google ID token, or the login is refused',
};

/** Id fields of a player's own things: each one has a check below. */
const OWN_IDS = [
  '/recharge/orderDetail.orderNo',
  '/recharge/submitUtr.orderNo',
  '/recharge/confirmTransfer.orderNo',
  '/recharge/submitTransactionId.orderNo',
  '/recharge/uploadReceipt.orderNo',
  '/withdraw/detail.orderNo',
  '/withdraw/apply.accountId',
  '/withdraw/apply.requestId',
  '/bank/remove.accountId',
  '/bank/setDefault.accountId',
  '/mail/read.mailId',
  '/mail/claim.mailId',
  '/u/appStackUpload.userId',
] as const;

describe("another player's ids", () => {
  it('every id a call takes is checked here or explained', () => {
    const idFields = contractCalls().flatMap((call) =>
      Object.keys(shapeOf(call))
        .filter((field) => ID_FIELD.test(field) && !['appId', 'h5No'].includes(field))
        .map((field) => `${call.path}.${field}`),
    );
    const unexplained = idFields.filter(
      (id) => !(id in NOT_OWNED_IDS) && !(OWN_IDS as readonly string[]).includes(id),
    );
    expect(unexplained).toEqual([]);
    expect([...OWN_IDS].filter((id) => !idFields.includes(id))).toEqual([]);
  });

  let owner: TestSession & { password: string };
  let ownerAccountId: number;
  let stranger: TestSession & { password: string };
  let strangerAccountId: number;
  const ids = {
    transferOrder: '',
    onlineOrder: '',
    withdrawal: '',
    withdrawalRequest: randomUUID(),
    mailId: 0,
  };

  beforeAll(async () => {
    const ready = await readyToWithdraw(t, 500_000);
    owner = ready.player;
    ownerAccountId = ready.accountId;
    const other = await readyToWithdraw(t, 500_000);
    stranger = other.player;
    strangerAccountId = other.accountId;
    ids.transferOrder = (
      await t.ok<{ orderNo: string }>(
        '/recharge/createTransferOrder',
        { amount: 1_000_000, type: 'bank' },
        owner,
      )
    ).orderNo;
    ids.onlineOrder = (
      await t.ok<{ orderNo: string }>(
        '/recharge/createRechargeOrder',
        { amount: 100_000, depositMethod: 19 },
        owner,
      )
    ).orderNo;
    ids.withdrawal = (
      await t.ok<{ orderNo: string }>(
        '/withdraw/apply',
        {
          amount: 30_000,
          accountId: ownerAccountId,
          withdrawPassword: '123456',
          requestId: ids.withdrawalRequest,
        },
        owner,
      )
    ).orderNo;
    const sent = await t.admin<{ mailId: number }>('POST', '/mails', {
      userId: owner.userId,
      title: 'For the owner only',
      content: 'A personal reward',
      rewardAmount: 5_000,
      requestId: randomUUID(),
    });
    ids.mailId = sent.body.mailId;
    await t.ok(
      '/feedback/submit',
      { category: 'other', suggestion: 'Private words of the owner, please' },
      owner,
    );
    await playDice(t, owner, 2, 500);
  });

  /** The stranger's answer for the owner's id equals the answer for an id nobody has. */
  async function expectLikeNonexistent(
    path: string,
    body: (id: string | number) => Record<string, unknown>,
    ownersId: string | number,
    nobodysId: string | number,
  ) {
    const before = await databaseState(t.deps.db);
    const forOwners = await t.call(path, body(ownersId), stranger);
    const forNobody = await t.call(path, body(nobodysId), stranger);
    expect(forOwners.state, `${path}: ${forOwners.msg}`).not.toBe('200');
    expect({ state: forOwners.state, msg: forOwners.msg }).toEqual({
      state: forNobody.state,
      msg: forNobody.msg,
    });
    expect(changedTables(before, await databaseState(t.deps.db)), path).toEqual([]);
  }

  it('deposit orders: detail, UTR, transfer proofs and receipt', async () => {
    for (const orderNo of [ids.transferOrder, ids.onlineOrder]) {
      await expectLikeNonexistent(
        '/recharge/orderDetail',
        (id) => ({ orderNo: id }),
        orderNo,
        'D20260101ZZZZZZ',
      );
    }
    await expectLikeNonexistent(
      '/recharge/submitUtr',
      (id) => ({ orderNo: id, utr: '998877665544' }),
      ids.transferOrder,
      'D20260101ZZZZZZ',
    );
    await expectLikeNonexistent(
      '/recharge/confirmTransfer',
      (id) => ({ orderNo: id }),
      ids.transferOrder,
      'D20260101ZZZZZZ',
    );
    await expectLikeNonexistent(
      '/recharge/submitTransactionId',
      (id) => ({ orderNo: id, transactionId: '04123456789' }),
      ids.transferOrder,
      'D20260101ZZZZZZ',
    );
    await expectLikeNonexistent(
      '/recharge/uploadReceipt',
      (id) => ({ orderNo: id, image: PNG }),
      ids.transferOrder,
      'D20260101ZZZZZZ',
    );
    const detail = await t.ok<{ utr: string | null; hasReceipt: boolean; status: string }>(
      '/recharge/orderDetail',
      { orderNo: ids.transferOrder },
      owner,
    );
    expect(detail).toMatchObject({ utr: null, hasReceipt: false, status: 'pending' });
  });

  it('withdrawals: detail, and a request id the owner already used', async () => {
    await expectLikeNonexistent(
      '/withdraw/detail',
      (id) => ({ orderNo: id }),
      ids.withdrawal,
      'W20260101ZZZZZZ',
    );
    // The owner's request id means nothing for the stranger: a new withdrawal of their own.
    const reused = await t.ok<{ orderNo: string }>(
      '/withdraw/apply',
      {
        amount: 20_000,
        accountId: strangerAccountId,
        withdrawPassword: '123456',
        requestId: ids.withdrawalRequest,
      },
      stranger,
    );
    expect(reused.orderNo).not.toBe(ids.withdrawal);
    expect(
      (await t.ok<{ status: string }>('/withdraw/detail', { orderNo: ids.withdrawal }, owner)).status,
    ).toBe('pending');
  });

  it("payout accounts: withdrawing to, removing or choosing the owner's account", async () => {
    await expectLikeNonexistent(
      '/withdraw/apply',
      (id) => ({ amount: 20_000, accountId: id, withdrawPassword: '123456', requestId: randomUUID() }),
      ownerAccountId,
      999_999_999,
    );
    await expectLikeNonexistent('/bank/remove', (id) => ({ accountId: id }), ownerAccountId, 999_999_999);
    await expectLikeNonexistent('/bank/setDefault', (id) => ({ accountId: id }), ownerAccountId, 999_999_999);
    const { accounts } = await t.ok<{ accounts: { accountId: number; isDefault: boolean }[] }>(
      '/bank/list',
      {},
      owner,
    );
    expect(accounts).toEqual([expect.objectContaining({ accountId: ownerAccountId, isDefault: true })]);
  });

  it("mail: reading or claiming the owner's message", async () => {
    await expectLikeNonexistent('/mail/read', (id) => ({ mailId: id }), ids.mailId, 999_999_999);
    await expectLikeNonexistent('/mail/claim', (id) => ({ mailId: id }), ids.mailId, 999_999_999);
    const { list } = await t.ok<{ list: { mailId: number; isRead: boolean; claimStatus: string }[] }>(
      '/mail/list',
      {},
      owner,
    );
    expect(list.find((mail) => mail.mailId === ids.mailId)).toMatchObject({
      isRead: false,
      claimStatus: 'claimable',
    });
  });

  it('a broadcast reward is claimed once per eligible player, never by one who joined after it', async () => {
    const sent = await t.admin<{ mailId: number }>('POST', '/mails', {
      title: 'For everyone already here',
      content: 'A broadcast reward',
      rewardAmount: 1_000,
      requestId: randomUUID(),
    });
    t.clock.advance(1_000);
    const newcomer = await t.guest();
    const refused = await t.call('/mail/claim', { mailId: sent.body.mailId }, newcomer);
    expect(refused.state, refused.msg).not.toBe('200');
    expect((await t.ok<{ balance: number }>('/user/getUserInfo', {}, newcomer)).balance).toBe(0);
    await t.ok('/mail/claim', { mailId: sent.body.mailId }, stranger);
    expect((await t.call('/mail/claim', { mailId: sent.body.mailId }, stranger)).state).toBe('1000');
  });

  it("client error reports are filed under the session's player, whatever userId says", async () => {
    await t.ok('/u/appStackUpload', { data: 'TypeError: x is undefined', userId: owner.userId }, stranger);
    const [report] = await t.deps.db
      .select({ userId: clientErrorReports.userId })
      .from(clientErrorReports)
      .orderBy(desc(clientErrorReports.id))
      .limit(1);
    expect(report?.userId).toBe(stranger.userId);
  });

  it("no list shows the stranger anything of the owner's", async () => {
    await fund(t, stranger, 1);
    const owned = [
      ids.transferOrder,
      ids.onlineOrder,
      ids.withdrawal,
      'For the owner only',
      'Private words of the owner',
      owner.uid,
    ];
    const lists = [
      '/recharge/record',
      '/withdraw/record',
      '/bank/list',
      '/mail/list',
      '/feedback/list',
      '/game/records',
      '/user/balanceRecords',
      '/withdraw/info',
      '/user/getUserInfo',
      '/promo/cashback/records',
      '/vip/rewards',
      '/invite/agent/team',
    ];
    const ownerRecords = JSON.stringify(await t.ok('/game/records', {}, owner));
    const ownerRounds = [...ownerRecords.matchAll(/"betId":"([^"]+)"/g)].map((match) => match[1]!);
    expect(ownerRounds.length).toBeGreaterThan(0);
    for (const path of lists) {
      const text = JSON.stringify(await t.ok(path, {}, stranger));
      for (const secret of [...owned, ...ownerRounds]) expect(text, path).not.toContain(secret);
    }
  });
});
