import { describe, expect, it } from 'vitest';
import {
  type AccountForm,
  accountFormProblems,
  accountKinds,
  accountNumberProblem,
  addAccountPayload,
  confirmNumberProblem,
  holderNameProblem,
  ifscProblem,
  normalizeIfscInput,
  parseAccountRule,
} from './account-rules.ts';

const typing = { isFinished: false };
const finished = { isFinished: true };

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
    expect(ifscProblem('HDFC000', typing)).toBeNull();
    expect(ifscProblem('HD1', typing)).toBe('ifscBank');
    expect(ifscProblem('HDFC1', typing)).toBe('ifscFifth');
    expect(ifscProblem('HDFCA001234', typing)).toBe('ifscFifth');
  });

  it('reports an empty or short code once finished', () => {
    expect(ifscProblem('', finished)).toBe('ifscEmpty');
    expect(ifscProblem('HDFC000', finished)).toBe('ifscLength');
    expect(ifscProblem('HDFC00012345', finished)).toBe('ifscLength');
    expect(ifscProblem('1234', finished)).toBe('ifscBank');
  });

  it('reads lower case as upper case', () => {
    expect(ifscProblem('hdfc0001234', finished)).toBeNull();
  });
});

describe('account number, confirmation and holder name', () => {
  it('needs 6-20 digits', () => {
    expect(accountNumberProblem('')).toBe('numberEmpty');
    expect(accountNumberProblem('12345')).toBe('numberFormat');
    expect(accountNumberProblem('123456')).toBeNull();
    expect(accountNumberProblem('1'.repeat(20))).toBeNull();
    expect(accountNumberProblem('1'.repeat(21))).toBe('numberFormat');
    expect(accountNumberProblem('12345a')).toBe('numberFormat');
  });

  it('needs the number typed again to match', () => {
    expect(confirmNumberProblem('123456', '')).toBe('confirmEmpty');
    expect(confirmNumberProblem('123456', '123457')).toBe('confirmDiffers');
    expect(confirmNumberProblem('123456', '123456')).toBeNull();
  });

  it('needs a name of letters, spaces, dots, apostrophes and hyphens', () => {
    expect(holderNameProblem('  ')).toBe('nameEmpty');
    expect(holderNameProblem('Ravi Kumar')).toBeNull();
    expect(holderNameProblem("D'Souza-Rao Jr.")).toBeNull();
    expect(holderNameProblem('Budi Santoso')).toBeNull();
    expect(holderNameProblem('R')).toBe('nameFormat');
    expect(holderNameProblem('Ravi 123')).toBe('nameFormat');
  });
});

describe('account types (gconfig withdrawTypes)', () => {
  const bank = {
    id: 1,
    name: 'Bank',
    type: 1,
    iconUrl: '/static/withdraw/bank.svg',
    withdrawAccountRule: '["accountNumber","accountIfsc","accountName"]',
  };
  const wallet = { id: 2, name: 'Wallet', type: 2, iconUrl: '', withdrawAccountRule: '["accountNumber"]' };

  it('reads the required fields of each type', () => {
    expect(accountKinds([bank, wallet])).toEqual([
      {
        id: 1,
        name: 'Bank',
        kind: 'bank',
        iconUrl: '/static/withdraw/bank.svg',
        fields: ['accountNumber', 'accountIfsc', 'accountName'],
      },
      { id: 2, name: 'Wallet', kind: 'wallet', iconUrl: '', fields: ['accountNumber'] },
    ]);
  });

  it('falls back to the usual fields for an unreadable rule and skips unknown types', () => {
    expect(parseAccountRule('not json')).toBeNull();
    expect(parseAccountRule('["accountName","somethingElse"]')).toEqual(['accountNumber', 'accountName']);
    const kinds = accountKinds([
      { ...bank, withdrawAccountRule: '{' },
      { ...wallet, type: 9 },
    ]);
    expect(kinds).toHaveLength(1);
    expect(kinds[0]?.fields).toEqual(['accountNumber', 'accountIfsc', 'accountName']);
  });

  it('offers Bank and Wallet when nothing is configured', () => {
    expect(accountKinds([]).map((kind) => kind.kind)).toEqual(['bank', 'wallet']);
    expect(accountKinds(undefined).map((kind) => kind.kind)).toEqual(['bank', 'wallet']);
  });
});

describe('the whole form', () => {
  const [bank, wallet] = accountKinds(undefined) as [
    ReturnType<typeof accountKinds>[number],
    ReturnType<typeof accountKinds>[number],
  ];
  const filled: AccountForm = {
    accountName: ' Ravi Kumar ',
    accountNumber: '12345678',
    confirmNumber: '12345678',
    ifsc: 'hdfc0001234',
    accountType: 'current',
  };

  it('checks only the fields the type asks for', () => {
    const empty: AccountForm = {
      accountName: '',
      accountNumber: '',
      confirmNumber: '',
      ifsc: '',
      accountType: 'savings',
    };
    expect(accountFormProblems(empty, bank)).toEqual({
      accountName: 'nameEmpty',
      accountNumber: 'numberEmpty',
      ifsc: 'ifscEmpty',
    });
    expect(accountFormProblems(empty, wallet)).toEqual({ accountNumber: 'numberEmpty' });
    expect(accountFormProblems({ ...filled, confirmNumber: '1' }, bank)).toEqual({
      confirmNumber: 'confirmDiffers',
    });
    expect(accountFormProblems(filled, bank)).toEqual({});
  });

  it('sends what /bank/addAccount takes for the type', () => {
    expect(addAccountPayload(filled, bank)).toEqual({
      type: 'bank',
      accountName: 'Ravi Kumar',
      accountNumber: '12345678',
      ifsc: 'HDFC0001234',
      accountType: 'current',
    });
    expect(addAccountPayload(filled, wallet)).toEqual({ type: 'wallet', accountNumber: '12345678' });
  });
});
