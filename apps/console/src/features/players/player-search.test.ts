import { describe, expect, it } from 'vitest';
import { readPlayerSearch, writePlayerSearch } from './player-search.ts';

describe('the player search in the address', () => {
  it('reads back what it wrote, keeping only what differs from the defaults', () => {
    const search = { q: 'Zeta_', by: 'nickname' as const, page: 2, pageSize: 50 };
    const params = writePlayerSearch(search);
    expect(params.toString()).toBe('q=Zeta_&by=nickname&page=2&pageSize=50');
    expect(readPlayerSearch(params)).toEqual(search);
    expect(writePlayerSearch({ q: '', by: 'auto', page: 1, pageSize: 20 }).toString()).toBe('');
  });

  it('reads a malformed address as a plain search of its text', () => {
    expect(readPlayerSearch(new URLSearchParams('q=%2062812&by=email&page=-1'))).toEqual({
      q: '62812',
      by: 'auto',
      page: 1,
      pageSize: 20,
    });
    expect(readPlayerSearch(new URLSearchParams(''))).toMatchObject({ q: '', by: 'auto' });
  });
});
