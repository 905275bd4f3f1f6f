import { describe, expect, it } from 'vitest';
import { readWithdrawalSearch, writeWithdrawalSearch } from './withdrawal-search.ts';

describe('the withdrawal queue address', () => {
  it('reads the defaults from an empty or malformed address and writes only what differs', () => {
    const defaults = readWithdrawalSearch(new URLSearchParams());
    expect(defaults).toEqual({
      status: 'pending',
      sortBy: 'createdAt',
      sortOrder: 'ascend',
      page: 1,
      pageSize: 20,
    });
    expect(readWithdrawalSearch(new URLSearchParams('status=stolen&page=-3'))).toEqual(defaults);
    expect(writeWithdrawalSearch(defaults).toString()).toBe('');
    const held = readWithdrawalSearch(
      new URLSearchParams('status=held&sortBy=amount&sortOrder=descend&page=2'),
    );
    expect(held).toMatchObject({ status: 'held', sortBy: 'amount', sortOrder: 'descend', page: 2 });
    expect(readWithdrawalSearch(writeWithdrawalSearch(held))).toEqual(held);
  });
});
