import { describe, expect, it } from 'vitest';
import { auditFilters, readAuditSearch, startOfDayIn, writeAuditSearch } from './audit-search.ts';

describe('the audit search in the page address', () => {
  it('reads what it wrote', () => {
    const search = {
      actor: 'ana',
      action: 'withdrawal.',
      targetType: 'staff',
      targetId: '12',
      fromDay: '2026-03-01',
      toDay: '2026-03-02',
      page: 3,
      pageSize: 50,
      sortOrder: 'ascend' as const,
    };
    expect(readAuditSearch(writeAuditSearch(search))).toEqual(search);
    expect(writeAuditSearch(readAuditSearch(new URLSearchParams())).toString()).toBe('');
  });

  it('reads a malformed address as unset instead of breaking the page', () => {
    const search = readAuditSearch(
      new URLSearchParams({
        page: '-4',
        pageSize: '5000',
        sortOrder: 'sideways',
        from: '2026-13-45',
        to: 'x',
      }),
    );
    expect(search).toMatchObject({ page: 1, pageSize: 20, sortOrder: 'descend', fromDay: '', toDay: '' });
    expect(readAuditSearch(new URLSearchParams({ actor: 'a'.repeat(500) })).actor).toHaveLength(64);
  });
});

describe('the days of an audit search', () => {
  it('start at midnight on the region clock', () => {
    expect(startOfDayIn('2026-03-01', 'Asia/Jakarta').toISOString()).toBe('2026-02-28T17:00:00.000Z');
    expect(startOfDayIn('2026-03-01', 'Asia/Kolkata').toISOString()).toBe('2026-02-28T18:30:00.000Z');
    // A zone that moves its clocks: New York's spring-forward day starts at 05:00 UTC, the next at 04:00.
    expect(startOfDayIn('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayIn('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('include the whole last day and only the filters that are set', () => {
    const search = readAuditSearch(
      new URLSearchParams({ from: '2026-03-01', to: '2026-03-01', actor: 'ana' }),
    );
    expect(auditFilters(search, 'Asia/Jakarta')).toEqual({
      actor: 'ana',
      from: '2026-02-28T17:00:00.000Z',
      to: '2026-03-01T16:59:59.999Z',
    });
  });
});
