import { moneyStyle } from '@fairplay/contract/money-format';
import { describe, expect, it } from 'vitest';
import en from '../../shared/i18n/locales/en/games.ts';
import type { GameRecord } from './api.ts';
import { formatProfit, RECORD_STATUSES, recordRow, recordSummary } from './record-format.ts';

const RUPIAH = moneyStyle({ code: 'ID', currency: 'IDR', currencyDecimals: 2 }, 'ind');
const RUPEES = moneyStyle({ code: 'IN', currency: 'INR', currencyDecimals: 2 }, 'en');
/** Intl separates the symbol with a no-break space; the tests read it as a space. */
const plain = <T extends object>(row: T): T =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replace(/\u00a0/g, ' ') : value,
    ]),
  ) as T;

const round = (changes: Partial<GameRecord>): GameRecord => ({
  betId: 'r-7f3a',
  gameName: 'Dice',
  betAmount: 1000,
  validBet: 1000,
  winAmount: 1940,
  profit: 940,
  status: 'settled',
  betTime: '2025-01-02T20:00:00.000Z',
  settleTime: '2025-01-02T20:00:01.000Z',
  ...changes,
});

describe('game record rows', () => {
  it('show amounts with the currency, the win in green and the bet time in the region', () => {
    expect(plain(recordRow(round({}), 'Asia/Jakarta', RUPIAH))).toEqual({
      betId: 'r-7f3a',
      gameName: 'Dice',
      betAmount: 'Rp 1.000',
      validBet: 'Rp 1.000',
      profit: '+Rp 940',
      tone: 'win',
      statusKey: 'games.records.status.settled',
      betTime: '2025-01-03 03:00:00',
    });
  });

  it('show a loss in red with a minus sign', () => {
    const row = recordRow(round({ winAmount: 0, profit: -1000 }), 'Asia/Kolkata', RUPEES);
    expect(row.profit).toBe('-₹1,000');
    expect(row.tone).toBe('loss');
  });

  it('show no win/loss before a round settles or when it was cancelled', () => {
    expect(recordRow(round({ status: 'unsettled', profit: 0 }), 'Asia/Jakarta', RUPIAH)).toMatchObject({
      profit: '—',
      tone: 'even',
      statusKey: 'games.records.status.unsettled',
    });
    expect(recordRow(round({ status: 'cancel', profit: 0 }), 'Asia/Jakarta', RUPIAH).profit).toBe('—');
  });

  it('have a text for every status filter', () => {
    for (const status of RECORD_STATUSES) expect(en.records.status[status]).toBeTruthy();
    expect(en.records.empty).toBe('No record!');
  });
});

describe('the summary line', () => {
  it('totals bet, valid bet and win/loss', () => {
    expect(plain(recordSummary({ betAmount: 2500.5, validBet: 2000, profit: -120.25 }, RUPIAH))).toEqual({
      betAmount: 'Rp 2.500,50',
      validBet: 'Rp 2.000',
      profit: '-Rp 120,25',
      tone: 'loss',
    });
    expect(formatProfit(0, RUPIAH).replace(/\u00a0/g, ' ')).toBe('Rp 0');
  });
});
