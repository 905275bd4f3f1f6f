import type { PayoutBank } from '@fairplay/contract/payout-rails';
import { REGIONS } from '@fairplay/contract/regions';
import { describe, expect, it } from 'vitest';
import {
  type AccountForm,
  accountFormProblems,
  addAccountPayload,
  banksOfKind,
  confirmNumberProblem,
  holderNameProblem,
  ifscProblem,
  kindLabel,
  normalizeIfscInput,
  numberInput,
  payoutKinds,
} from './account-rules.ts';

const typing = { isFinished: false };
const finished = { isFinished: true };
const BCA: PayoutBank = {
  code: 'BCA',
  name: 'BCA',
  kind: 'bank',
  rule: { kind: 'digits', minLength: 10, maxLength: 10 },
};
const DANA: PayoutBank = { code: 'DANA', name: 'DANA', kind: 'ewallet', rule: { kind: 'mobile' } };
const HDFC: PayoutBank = {
  code: 'HDFC',
  name: 'HDFC Bank',
  kind: 'bank',
  rule: { kind: 'digits', minLength: 9, maxLength: 18, ifscPrefix: 'HDFC' },
};
const UPI: PayoutBank = { code: 'UPI', name: 'UPI ID', kind: 'ewallet', rule: { kind: 'vpa' } };
const HBL: PayoutBank = {
  code: 'HBL',
  name: 'HBL',
  kind: 'bank',
  rule: { kind: 'iban', bankLetters: 'HABB' },
};

describe('IFSC (4 letters, then 0, then 6 letters or digits)', () => {
  it('accepts a valid code', () => {
    expect(ifscProblem('HDFC0001234', finished)).toBeNull();
    expect(ifscProblem('SBIN0ABC12Z', finished)).toBeNull();
  });

  it('is upper-cased and cleaned as it is typed', () => {
    expect(normalizeIfscInput('hdfc 0001-234')).toBe('HDFC0001234');
    expect(normalizeIfscInput('hdfc00012345678')).toBe('HDFC0001234');
  });

  it('reports a broken character at once while typing, but not a code still being typed', () => {
    expect(ifscProblem('', typing)).toBeNull();
    expect(ifscProblem('HD', typing)).toBeNull();
    expect(ifscProblem('HDFC0', typing)).toBeNull();
    expect(ifscProblem('HD1', typing)).toBe('ifscLetters');
    expect(ifscProblem('HDFC1', typing)).toBe('ifscFifth');
    expect(ifscProblem('HDFCA001234', typing)).toBe('ifscFifth');
  });

  it("reports an empty or short code once finished, and another bank's code", () => {
    expect(ifscProblem('', finished)).toBe('ifscEmpty');
    expect(ifscProblem('HDFC000', finished)).toBe('ifscLength');
    expect(ifscProblem('1234', finished)).toBe('ifscLetters');
    expect(ifscProblem('SBIN0001234', { isFinished: true, bank: HDFC })).toBe('ifscOtherBank');
    expect(ifscProblem('hdfc0001234', { isFinished: true, bank: HDFC })).toBeNull();
  });
});

describe('the region list', () => {
  it('groups banks and e-wallets, banks first; an UPI-only kind is called UPI', () => {
    expect(payoutKinds([DANA, BCA])).toEqual(['bank', 'ewallet']);
    expect(payoutKinds([BCA])).toEqual(['bank']);
    expect(banksOfKind([BCA, DANA, HDFC], 'bank')).toEqual([BCA, HDFC]);
    expect(kindLabel([BCA, DANA], 'ewallet')).toBe('ewallet');
    expect(kindLabel([HDFC, UPI], 'ewallet')).toBe('upi');
  });

  it('keeps in the number field what the rule can use', () => {
    expect(numberInput(BCA, '123-456 78x90')).toBe('123456 7890');
    expect(numberInput(DANA, '+62 812-3456')).toBe('+62 812-3456');
    expect(numberInput(UPI, 'asha rao@okaxis')).toBe('asharao@okaxis');
    expect(numberInput(HBL, 'PK72-HABB 0012')).toBe('PK72HABB 0012');
  });
});

describe('holder name and confirmation', () => {
  it('needs a name of letters, spaces, dots, apostrophes and hyphens', () => {
    expect(holderNameProblem('  ')).toBe('nameEmpty');
    expect(holderNameProblem("D'Souza-Rao Jr.")).toBeNull();
    expect(holderNameProblem('Budi Santoso')).toBeNull();
    expect(holderNameProblem('R')).toBe('nameFormat');
    expect(holderNameProblem('Ravi 123')).toBe('nameFormat');
  });

  it('compares the numbers as stored: spaces, case and the mobile prefix aside', () => {
    expect(confirmNumberProblem(BCA, REGIONS.ID, '1234567890', '')).toBe('confirmEmpty');
    expect(confirmNumberProblem(BCA, REGIONS.ID, '1234567890', '123 456 7890')).toBeNull();
    expect(confirmNumberProblem(DANA, REGIONS.ID, '081234567890', '+62 812 3456 7890')).toBeNull();
    expect(confirmNumberProblem(UPI, REGIONS.IN, 'asha@okaxis', 'ASHA@okaxis')).toBeNull();
    expect(confirmNumberProblem(BCA, REGIONS.ID, '1234567890', '1234567891')).toBe('confirmDiffers');
  });
});

describe('the whole form', () => {
  const empty: AccountForm = {
    accountName: '',
    accountNumber: '',
    confirmNumber: '',
    ifsc: '',
    accountType: 'savings',
  };
  const filled: AccountForm = {
    accountName: ' Siti Rahayu ',
    accountNumber: '123 456 7890',
    confirmNumber: '1234567890',
    ifsc: '',
    accountType: 'current',
  };

  it("checks the number by the chosen bank's rule, and the IFSC only for an Indian bank", () => {
    expect(accountFormProblems(empty, BCA, REGIONS.ID)).toEqual({
      accountName: 'nameEmpty',
      accountNumber: 'empty',
    });
    expect(accountFormProblems({ ...filled, accountNumber: '12345' }, BCA, REGIONS.ID)).toEqual({
      accountNumber: 'digits',
    });
    expect(accountFormProblems(filled, BCA, REGIONS.ID)).toEqual({});
    expect(
      accountFormProblems(
        { ...filled, accountNumber: '50100123456789', confirmNumber: '50100123456789' },
        HDFC,
        REGIONS.IN,
      ),
    ).toEqual({
      ifsc: 'ifscEmpty',
    });
    const iban = {
      ...filled,
      accountNumber: 'PK73HABB0012345678901234',
      confirmNumber: 'PK73HABB0012345678901234',
    };
    expect(accountFormProblems(iban, HBL, REGIONS.PK)).toEqual({ accountNumber: 'ibanCheckDigits' });
  });

  it('sends the bank, the holder and the number as stored; the IFSC and account type only where they belong', () => {
    expect(addAccountPayload(filled, BCA, REGIONS.ID)).toEqual({
      type: 'bank',
      bankCode: 'BCA',
      accountName: 'Siti Rahayu',
      accountNumber: '1234567890',
    });
    expect(addAccountPayload({ ...filled, accountNumber: '+62 812 3456 7890' }, DANA, REGIONS.ID)).toEqual({
      type: 'wallet',
      bankCode: 'DANA',
      accountName: 'Siti Rahayu',
      accountNumber: '081234567890',
    });
    expect(
      addAccountPayload(
        { ...filled, accountNumber: '50100123456789', ifsc: 'hdfc0001234' },
        HDFC,
        REGIONS.IN,
      ),
    ).toEqual({
      type: 'bank',
      bankCode: 'HDFC',
      accountName: 'Siti Rahayu',
      accountNumber: '50100123456789',
      ifsc: 'HDFC0001234',
      accountType: 'current',
    });
  });
});
