import { describe, expect, it } from 'vitest';
import { readAdjustmentSearch, writeAdjustmentSearch } from './adjustment-search.ts';

describe('the adjustments search in the page address', () => {
  it('reads what it wrote, and the queue of waiting ones is the bare address', () => {
    const search = { status: 'rejected' as const, page: 3, pageSize: 50 };
    expect(readAdjustmentSearch(writeAdjustmentSearch(search))).toEqual(search);
    expect(readAdjustmentSearch(new URLSearchParams())).toEqual({
      status: 'requested',
      page: 1,
      pageSize: 20,
    });
    expect(writeAdjustmentSearch(readAdjustmentSearch(new URLSearchParams())).toString()).toBe('');
    expect(readAdjustmentSearch(new URLSearchParams({ status: 'all' })).status).toBe('all');
  });

  it('reads a malformed address as the waiting queue instead of breaking the page', () => {
    for (const address of ['status=pending', 'page=-1', 'pageSize=5000', 'page=x']) {
      expect(readAdjustmentSearch(new URLSearchParams(address))).toEqual({
        status: 'requested',
        page: 1,
        pageSize: 20,
      });
    }
  });
});
