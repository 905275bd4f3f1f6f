import { describe, expect, it } from 'vitest';
import { readDepositSearch, writeDepositSearch } from './deposit-search.ts';

describe('the deposit queue search in the page address', () => {
  it('opens on the transfers in review, oldest first, and reads what it wrote', () => {
    expect(readDepositSearch(new URLSearchParams())).toEqual({
      status: 'review',
      sortBy: 'createdAt',
      sortOrder: 'ascend',
      page: 1,
      pageSize: 20,
    });
    const search = {
      status: 'rejected' as const,
      sortBy: 'amount' as const,
      sortOrder: 'descend' as const,
      page: 2,
      pageSize: 100,
    };
    expect(readDepositSearch(writeDepositSearch(search))).toEqual(search);
    expect(readDepositSearch(new URLSearchParams({ sortBy: 'nickname' })).sortBy).toBe('createdAt');
  });
});
