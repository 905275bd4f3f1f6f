import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * The harness checks every success answer against its call's result schema (CHECK_REPLIES). These
 * are the calls no other test answers successfully, so their answers are checked here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('answers as the contract describes them', () => {
  it('choosing and removing a payout account', async () => {
    const player = await t.guest();
    for (const accountNumber of ['081298765432', '081298765433']) {
      await t.ok('/bank/addAccount', { bankCode: 'DANA', accountName: 'Siti Rahayu', accountNumber }, player);
    }
    const { accounts } = await t.ok<{ accounts: { accountId: number; isDefault: boolean }[] }>(
      '/bank/list',
      {},
      player,
    );
    const [first, second] = accounts.map((account) => account.accountId);
    expect(await t.ok('/bank/setDefault', { accountId: second }, player)).toEqual({ accountId: second });
    expect(await t.ok('/bank/remove', { accountId: first }, player)).toEqual({ accountId: first });
    const after = await t.ok<{ accounts: { accountId: number; isDefault: boolean }[] }>(
      '/bank/list',
      {},
      player,
    );
    expect(after.accounts).toEqual([expect.objectContaining({ accountId: second, isDefault: true })]);
  });
});
