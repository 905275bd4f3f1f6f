import { describe, expect, it } from 'vitest';
import {
  HOLDER_NAME_PATTERN,
  hasValidIbanCheckDigits,
  ifscProblem,
  maskPayoutNumber,
  normalizePayoutNumber,
  type PayoutNumberRule,
  payoutNumberProblem,
} from './payout-rails.ts';
import { REGIONS } from './regions.ts';

/** Makes the check digits of a PK IBAN from its bank letters and account digits (ISO 13616). */
function pkIban(bankLetters: string, account: string): string {
  const numeric = [...`${bankLetters}${account}PK00`]
    .map((character) => (/[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character))
    .join('');
  const check = 98 - Number(BigInt(numeric) % 97n);
  return `PK${String(check).padStart(2, '0')}${bankLetters}${account}`;
}

describe('holder names', () => {
  it('takes names in every script with their marks, and needs a letter', () => {
    for (const name of ['Siti Rahayu', 'राहुल शर्मा', 'عِمران خان', "Zoe\u0308 D'Souza-Rao"])
      expect(HOLDER_NAME_PATTERN.test(name), name).toBe(true);
    for (const name of ['..', "''", '--', 'R', 'Ravi 123'])
      expect(HOLDER_NAME_PATTERN.test(name), name).toBe(false);
  });
});

describe('payout number rules', () => {
  const { ID, IN, PK } = REGIONS;
  const check = (rule: PayoutNumberRule, input: string, region = ID) =>
    payoutNumberProblem(rule, normalizePayoutNumber(rule, input, region), region);

  it('takes a bank account number of exactly the bank digits, spaces and dashes aside', () => {
    const bca: PayoutNumberRule = { kind: 'digits', minLength: 10, maxLength: 10 };
    expect(check(bca, '123 456-7890')).toBeNull();
    expect(check(bca, '123456789')).toBe('digits');
    expect(check(bca, '12345678901')).toBe('digits');
    expect(check(bca, '12345678a0')).toBe('digits');
    expect(check(bca, '  ')).toBe('empty');
  });

  it("takes an e-wallet as the region's mobile number, stored national with 0", () => {
    const wallet: PayoutNumberRule = { kind: 'mobile' };
    for (const input of ['081234567890', '+62 812 3456 7890', '6281234567890'])
      expect(normalizePayoutNumber(wallet, input, ID), input).toBe('081234567890');
    expect(check(wallet, '081234567890')).toBeNull();
    expect(check(wallet, '071234567890')).toBe('mobile');
    expect(check(wallet, '0812')).toBe('mobile');
    expect(check(wallet, '03001234567', PK)).toBeNull();
    expect(check(wallet, '+92 300 1234567', PK)).toBeNull();
    expect(check(wallet, '081234567890', PK)).toBe('mobile');
  });

  it('takes a UPI ID as name@handle, case-insensitively', () => {
    const vpa: PayoutNumberRule = { kind: 'vpa' };
    expect(normalizePayoutNumber(vpa, ' Asha.Rao@OKAXIS ', IN)).toBe('asha.rao@okaxis');
    for (const good of ['asha.rao@okaxis', '9876543210@ybl', 'a_b-c@paytm'])
      expect(check(vpa, good, IN)).toBeNull();
    for (const bad of [
      'asha',
      '@okaxis',
      'asha@',
      'a@okaxis',
      'asha rao@ybl',
      'asha@ok axis',
      'asha@1bank',
      '..@ok',
      '--@ok',
      `${'a'.repeat(31)}@ybl`,
    ])
      expect(check(vpa, bad, IN), bad).toBe('vpa');
  });

  it('takes a Pakistani IBAN with verified check digits and the chosen bank letters', () => {
    const hbl: PayoutNumberRule = { kind: 'iban', bankLetters: 'HABB' };
    const iban = pkIban('HABB', '0012345678901234');
    expect(hasValidIbanCheckDigits('PK36SCBL0000001123456702')).toBe(true);
    expect(check(hbl, iban.replace(/(.{4})/g, '$1 ').toLowerCase(), PK)).toBeNull();
    const wrongDigit = `${iban.slice(0, -1)}${(Number(iban.at(-1)) + 1) % 10}`;
    expect(check(hbl, wrongDigit, PK)).toBe('ibanCheckDigits');
    expect(check(hbl, pkIban('MUCB', '0012345678901234'), PK)).toBe('ibanBank');
    expect(check(hbl, 'PK36HABB001234567890123', PK)).toBe('iban');
    expect(check(hbl, 'GB82WEST12345698765432', PK)).toBe('iban');
  });

  it("checks an IFSC's shape and that it is the chosen bank's", () => {
    const hdfc: PayoutNumberRule = { kind: 'digits', minLength: 9, maxLength: 18, ifscPrefix: 'HDFC' };
    expect(ifscProblem(hdfc, 'HDFC0001234')).toBeNull();
    expect(ifscProblem(hdfc, 'SBIN0001234')).toBe('ifscBank');
    expect(ifscProblem(hdfc, 'HDFC1001234')).toBe('ifsc');
  });

  it('masks every kind so the owner recognises it', () => {
    expect(maskPayoutNumber('1234567890')).toBe('**** 7890');
    expect(maskPayoutNumber('asha.rao@okaxis')).toBe('as****@okaxis');
    // A short UPI name shows less of itself, never all of it.
    expect(maskPayoutNumber('ab@okaxis')).toBe('****@okaxis');
    expect(maskPayoutNumber('abc@okaxis')).toBe('a****@okaxis');
    expect(maskPayoutNumber('PK36SCBL0000001123456702')).toBe('PK36 **** 6702');
  });
});
