import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/** India and Pakistan: each market's own payout accounts (Indonesia: withdraw.test.ts). */
describe('payout accounts in India', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_REGION: 'IN' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers banks with IFSC and UPI, nothing Indonesian', async () => {
    const player = await t.guest();
    const { banks } = await t.ok<{ banks: { code: string; kind: string }[] }>('/bank/banks', {}, player);
    expect(banks.map((bank) => bank.code)).toEqual(expect.arrayContaining(['SBIN', 'HDFC', 'ICIC', 'UPI']));
    expect(banks.some((bank) => ['BCA', 'DANA', 'JAZZCASH'].includes(bank.code))).toBe(false);
  });

  it("adds a bank account with the bank's IFSC and a UPI ID", async () => {
    const player = await t.guest();
    const add = (payload: Record<string, unknown>) =>
      t.call('/bank/addAccount', { accountName: 'Asha Rao', ...payload }, player);
    expect(await add({ bankCode: 'HDFC', accountNumber: '50100123456789' })).toMatchObject({
      state: '400',
      msg: 'ifsc: The IFSC cannot be empty',
    });
    expect(
      await add({ bankCode: 'HDFC', accountNumber: '50100123456789', ifsc: 'SBIN0001234' }),
    ).toMatchObject({
      msg: 'ifsc: This IFSC belongs to another bank',
    });
    expect(
      await add({ bankCode: 'HDFC', accountNumber: '50100123456789', ifsc: 'HDFC1001234' }),
    ).toMatchObject({
      msg: 'ifsc: The IFSC must be 4 letters, then 0, then 6 letters or digits',
    });
    expect(await add({ bankCode: 'HDFC', accountNumber: '12345678', ifsc: 'HDFC0001234' })).toMatchObject({
      msg: 'accountNumber: The account number does not have the digits this bank uses',
    });
    expect(
      (
        await add({
          bankCode: 'HDFC',
          accountNumber: '50100123456789',
          ifsc: ' hdfc0001234 ',
          accountType: 'current',
        })
      ).state,
    ).toBe('200');
    expect(await add({ bankCode: 'UPI', accountNumber: 'asha rao@okaxis' })).toMatchObject({
      msg: 'accountNumber: The UPI ID must look like name@bank',
    });
    expect(await add({ bankCode: 'UPI', accountNumber: 'Asha.Rao@OKAXIS' })).toMatchObject({ state: '200' });
    expect(await add({ bankCode: 'UPI', accountNumber: 'asha.rao@okaxis' })).toMatchObject({
      msg: 'This account is already added',
    });
    const { accounts } = await t.ok<{ accounts: unknown[] }>('/bank/list', {}, player);
    expect(accounts).toMatchObject([
      { bankCode: 'HDFC', bankName: 'HDFC Bank', ifsc: 'HDFC0001234', accountType: 'current', type: 'bank' },
      { bankCode: 'UPI', type: 'wallet', accountNumber: 'as****@okaxis', ifsc: null, accountType: null },
    ]);
  });
});

describe('payout accounts in Pakistan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_REGION: 'PK' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds a bank by IBAN with its check digits verified, and JazzCash / Easypaisa by mobile number', async () => {
    const player = await t.guest();
    const { banks } = await t.ok<{ banks: { code: string }[] }>('/bank/banks', {}, player);
    expect(banks.map((bank) => bank.code)).toEqual(
      expect.arrayContaining(['HBL', 'MEEZAN', 'JAZZCASH', 'EASYPAISA']),
    );
    const add = (payload: Record<string, unknown>) =>
      t.call('/bank/addAccount', { accountName: 'Ali Khan', ...payload }, player);
    expect(await add({ bankCode: 'HBL', accountNumber: 'PK73HABB0012345678901234' })).toMatchObject({
      state: '400',
      msg: 'accountNumber: The IBAN check digits do not match: please check the number',
    });
    expect(await add({ bankCode: 'HBL', accountNumber: 'PK76MUCB0012345678901234' })).toMatchObject({
      msg: 'accountNumber: This IBAN belongs to another bank',
    });
    expect(await add({ bankCode: 'HBL', accountNumber: '0012345678901234' })).toMatchObject({
      msg: 'accountNumber: The IBAN must be PK, 2 check digits, 4 bank letters and 16 digits',
    });
    expect(await add({ bankCode: 'HBL', accountNumber: 'pk72 habb 0012 3456 7890 1234' })).toMatchObject({
      state: '200',
    });
    expect(await add({ bankCode: 'JAZZCASH', accountNumber: '0812345678' })).toMatchObject({
      msg: 'accountNumber: Please enter the mobile number registered with this e-wallet',
    });
    expect(await add({ bankCode: 'JAZZCASH', accountNumber: '0300 1234567' })).toMatchObject({
      state: '200',
    });
    const { accounts } = await t.ok<{ accounts: unknown[] }>('/bank/list', {}, player);
    expect(accounts).toMatchObject([
      { bankName: 'Habib Bank Limited', accountNumber: 'PK72 **** 1234', ifsc: null },
      { bankName: 'JazzCash', type: 'wallet', accountNumber: '**** 4567' },
    ]);
  });
});
