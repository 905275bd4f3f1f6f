import { moneyStyle } from '@fairplay/contract/money-format';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatCompactAmount } from './promo-format.ts';
import { medalOf, myStanding, rankingRows } from './ranking-rows.ts';

const RUPEES = moneyStyle({ code: 'IN', currency: 'INR', currencyDecimals: 2 }, 'en');
const compact = (value: number) => formatCompactAmount(value, RUPEES);
const exact = (value: number) => formatAmount(value, RUPEES);

const list = [
  { rank: 1, phone: '+91 987****210', totalBet: 1_234_567.5, award: 12_345.67 },
  { rank: 2, phone: '+91 912****555', totalBet: 45_000, award: 3_000 },
  { rank: 3, phone: 'ID 12****34', totalBet: 9_999, award: 800 },
  { rank: 4, phone: '+91 700****001', totalBet: 1_000, award: 0 },
];

describe('medalOf', () => {
  it('gives gold, silver and bronze to the top 3 only', () => {
    expect([1, 2, 3, 4, 0].map(medalOf)).toEqual(['gold', 'silver', 'bronze', null, null]);
  });
});

describe('rankingRows', () => {
  it('formats the bet and award of each standing (short, the Indian way) and highlights the top 3', () => {
    const rows = rankingRows({ list, me: null }, compact);
    expect(rows.map((row) => [row.rank, row.medal, row.phone, row.totalBet, row.award])).toEqual([
      [1, 'gold', '+91 987****210', '₹12.35L', '₹12.35K'],
      [2, 'silver', '+91 912****555', '₹45K', '₹3,000'],
      [3, 'bronze', 'ID 12****34', '₹9,999', '₹800'],
      [4, null, '+91 700****001', '₹1,000', '₹0'],
    ]);
    expect(rows.some((row) => row.isMe)).toBe(false);
  });

  it("marks the player's own row by rank", () => {
    const rows = rankingRows({ list, me: { rank: 2, totalBet: 45_000, award: 3_000 } }, compact);
    expect(rows.map((row) => row.isMe)).toEqual([false, true, false, false]);
  });
});

describe('myStanding', () => {
  it('is absent when logged out', () => {
    expect(myStanding(null, exact)).toBeNull();
  });

  it('shows the exact figures of a ranked player', () => {
    expect(myStanding({ rank: 1, totalBet: 1_234_567.5, award: 12_345.67 }, exact)).toEqual({
      rank: '#1',
      medal: 'gold',
      totalBet: '₹12,34,567.50',
      award: '₹12,345.67',
    });
  });

  it('has no rank for a player off the board', () => {
    expect(myStanding({ rank: null, totalBet: 120, award: 0 }, exact)).toEqual({
      rank: null,
      medal: null,
      totalBet: '₹120',
      award: '₹0',
    });
  });
});
