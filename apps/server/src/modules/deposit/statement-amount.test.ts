import { MAX_AMOUNT_MINOR } from '@fairplay/contract/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStatementAmount } from './statement-amount.ts';

const DECIMALS = 2;
const read = (cell: string) => readStatementAmount(cell, DECIMALS);
const credit = (minor: bigint) => ({ minor, isDebit: false });
const debit = (minor: bigint) => ({ minor, isDebit: true });

describe('amounts of bank statements', () => {
  it('reads the ways Indonesian, Indian and Pakistani banks write an amount, exactly', () => {
    expect(read('1,000,000.00')).toEqual(credit(100_000_000n));
    expect(read('1.000.000,00')).toEqual(credit(100_000_000n));
    expect(read('1000000')).toEqual(credit(100_000_000n));
    expect(read('Rp 1.000.000')).toEqual(credit(100_000_000n));
    expect(read('Rp1.000.000,50')).toEqual(credit(100_000_050n));
    expect(read('IDR 250.000')).toEqual(credit(25_000_000n));
    expect(read('₹1,00,000.00')).toEqual(credit(10_000_000n));
    expect(read('₹ 12,34,567.89')).toEqual(credit(123_456_789n));
    expect(read('10,00,000')).toEqual(credit(100_000_000n));
    expect(read('INR 1,000.00')).toEqual(credit(100_000n));
    expect(read('1,000.00 INR')).toEqual(credit(100_000n));
    expect(read('PKR 150,000')).toEqual(credit(15_000_000n));
    expect(read('Rs. 2,500')).toEqual(credit(250_000n));
    expect(read('Rs.2,500.5')).toEqual(credit(250_050n));
    expect(read('1 000 000,00')).toEqual(credit(100_000_000n));
    expect(read('1\u00a0000\u00a0000,00')).toEqual(credit(100_000_000n));
    expect(read('  42  ')).toEqual(credit(4_200n));
    expect(read('0.5')).toEqual(credit(50n));
    expect(read('.75')).toEqual(credit(75n));
    expect(read('12,50')).toEqual(credit(1_250n));
    expect(read('0')).toEqual(credit(0n));
    expect(read('0.00')).toEqual(credit(0n));
  });

  it('tells a thousand from a decimal: three digits after a single mark are a group', () => {
    expect(read('1.000')).toEqual(credit(100_000n));
    expect(read('1,000')).toEqual(credit(100_000n));
    expect(read('100.000')).toEqual(credit(10_000_000n));
    expect(read('1.5')).toEqual(credit(150n));
    expect(read('1,05')).toEqual(credit(105n));
  });

  it('knows money that left the account: minus, brackets, DB and DR markers', () => {
    expect(read('-250')).toEqual(debit(25_000n));
    expect(read('250-')).toEqual(debit(25_000n));
    expect(read('-Rp 1.000')).toEqual(debit(100_000n));
    expect(read('Rp -1.000')).toEqual(debit(100_000n));
    expect(read('(1,000.00)')).toEqual(debit(100_000n));
    expect(read('500,000.00 DB')).toEqual(debit(50_000_000n));
    expect(read('500,000.00 CR')).toEqual(credit(50_000_000n));
    expect(read('500,000.00CR')).toEqual(credit(50_000_000n));
    expect(read('1,000.00 Dr.')).toEqual(debit(100_000n));
    expect(read('Cr 1,000.00')).toEqual(credit(100_000n));
    expect(read('DR 1,000.00')).toEqual(debit(100_000n));
    expect(read('+1,000.00')).toEqual(credit(100_000n));
    // IDR ends in "dr" and is no debit marker.
    expect(read('1.000 IDR')).toEqual(credit(100_000n));
  });

  it('refuses what is not one clear amount', () => {
    for (const cell of [
      '',
      '0.001',
      '0,500',
      '   ',
      '-',
      '—',
      'abc',
      '=1+1',
      '=HYPERLINK("http://x")',
      '1e5',
      'NaN',
      'Infinity',
      '1.000,000.00',
      '1,000.000,00',
      '1.2.3',
      '1,0000',
      '1000.000',
      '12,3456',
      '0.001',
      '1,000.505',
      '1 2',
      '1.000 000',
      '1,,000',
      '1.',
      ',',
      '١٢٣',
      '１２３',
      `${'9'.repeat(70)}`,
      '99999999999999999999',
      'Rp',
      '₹',
      'CR',
      'Rp 1.000 Rp 2.000',
    ]) {
      expect(read(cell), cell).toBeNull();
    }
  });

  const amounts = fc.bigInt({ min: 0n, max: MAX_AMOUNT_MINOR });

  function groups(digits: string, style: 'western' | 'indian', separator: string): string {
    if (style === 'western' || digits.length <= 3) return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
    const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, separator);
    return `${head}${separator}${digits.slice(-3)}`;
  }

  /** An amount written as one of the banks would: grouping, decimal mark, currency, marker. */
  const written = fc
    .record({
      minor: amounts,
      style: fc.constantFrom(
        { group: ',', decimal: '.', lakhs: false },
        { group: '.', decimal: ',', lakhs: false },
        { group: ' ', decimal: ',', lakhs: false },
        { group: ',', decimal: '.', lakhs: true },
        { group: '', decimal: '.', lakhs: false },
        { group: '', decimal: ',', lakhs: false },
      ),
      hasFraction: fc.boolean(),
      currency: fc.constantFrom('', 'Rp ', 'Rp', 'IDR ', '₹', '₹ ', 'INR ', 'Rs. ', 'PKR '),
      marker: fc.constantFrom('', ' CR', ' DB', ' Dr', 'CR'),
      isNegative: fc.boolean(),
    })
    .map(({ minor, style, hasFraction, currency, marker, isNegative }) => {
      const digits = minor.toString().padStart(DECIMALS + 1, '0');
      const whole = digits.slice(0, -DECIMALS);
      const fraction = digits.slice(-DECIMALS);
      const showsFraction = hasFraction || fraction !== '00';
      const grouped = groups(whole, style.lakhs ? 'indian' : 'western', style.group);
      const number = `${grouped}${showsFraction ? `${style.decimal}${fraction}` : ''}`;
      const cell = `${isNegative ? '-' : ''}${currency}${number}${marker}`;
      const isDebit = isNegative || /DB|Dr/.test(marker);
      return { cell, minor, isDebit };
    });

  it('reads every amount back exactly as a bank writes it (fast-check)', () => {
    fc.assert(
      fc.property(written, ({ cell, minor, isDebit }) => {
        expect(read(cell)).toEqual({ minor, isDebit });
      }),
      { numRuns: 3_000 },
    );
  });

  it('never throws, and answers null or an amount in range for any text (fast-check)', () => {
    const texts = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.stringMatching(/^[-+(]?(Rp|₹|Rs\.)?\s?[\d.,\s]{0,20}\)?\s?(CR|DB|Dr)?$/),
    );
    fc.assert(
      fc.property(texts, (cell) => {
        const amount = read(cell);
        if (amount !== null) {
          expect(amount.minor >= 0n && amount.minor <= MAX_AMOUNT_MINOR).toBe(true);
        }
      }),
      { numRuns: 5_000 },
    );
  });

  it('never takes one mark as both grouping and decimals: a cell reads one way only (fast-check)', () => {
    // Any text of digits and marks that reads at all reads the same after its grouping is removed.
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,3}([.,]\d{1,3}){0,4}$/), (cell) => {
        const amount = read(cell);
        if (amount === null) return;
        const decimals = /[.,](\d{1,2})$/.exec(cell)?.[1] ?? '';
        const digits = cell.replace(/[.,]/g, '');
        expect(amount.minor).toBe(BigInt(digits) * 10n ** BigInt(DECIMALS - decimals.length));
      }),
      { numRuns: 3_000 },
    );
  });

  it('follows the currency decimals: none for a currency without minor units', () => {
    expect(readStatementAmount('1.000', 0)).toEqual(credit(1_000n));
    expect(readStatementAmount('1.50', 0)).toBeNull();
    expect(readStatementAmount('1.5', 1)).toEqual(credit(15n));
  });
});
