import * as ops from '@fairplay/contract/operator';
import { zoneOffsetMs } from '@fairplay/contract/time-zone';
import { z } from 'zod';

/** The filters as the page keeps them in its address (dates as the region's calendar days). */
export interface AuditSearch {
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  /** YYYY-MM-DD, the region's calendar day the range starts on (included). */
  fromDay: string;
  /** YYYY-MM-DD, the region's calendar day the range ends on (included). */
  toDay: string;
  page: number;
  pageSize: number;
  sortOrder: 'ascend' | 'descend';
}

export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_LIMITS = { actor: 64, action: 64, targetType: 32, targetId: 64 } as const;
const ZPage = z.object(ops.ZPaging);

function dayOf(value: string | null): string {
  return value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : '';
}

/** The search in a page address; anything malformed reads as unset (a shared link never breaks the page). */
export function readAuditSearch(params: URLSearchParams): AuditSearch {
  const text = (name: keyof typeof FILTER_LIMITS) =>
    (params.get(name) ?? '').trim().slice(0, FILTER_LIMITS[name]);
  const paging = ZPage.safeParse({
    page: params.get('page') ?? undefined,
    pageSize: params.get('pageSize') ?? undefined,
    sortOrder: params.get('sortOrder') ?? undefined,
  });
  const { page, pageSize, sortOrder } = paging.success ? paging.data : ZPage.parse({});
  return {
    actor: text('actor'),
    action: text('action'),
    targetType: text('targetType'),
    targetId: text('targetId'),
    fromDay: dayOf(params.get('from')),
    toDay: dayOf(params.get('to')),
    page,
    pageSize,
    sortOrder,
  };
}

/** The page address of a search: only what differs from the defaults. */
export function writeAuditSearch(search: AuditSearch): URLSearchParams {
  const params = new URLSearchParams();
  const put = (name: string, value: string) => {
    if (value) params.set(name, value);
  };
  put('actor', search.actor);
  put('action', search.action);
  put('targetType', search.targetType);
  put('targetId', search.targetId);
  put('from', search.fromDay);
  put('to', search.toDay);
  if (search.page !== 1) params.set('page', String(search.page));
  if (search.pageSize !== 20) params.set('pageSize', String(search.pageSize));
  if (search.sortOrder !== 'descend') params.set('sortOrder', search.sortOrder);
  return params;
}

/** The instant a calendar day starts in a time zone (00:00 there), exact across offset changes. */
export function startOfDayIn(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallClockMs = Date.UTC(year, month - 1, date);
  // The offset at the guess, then at the instant it gives: right even on a day the offset changes.
  const firstGuessMs = wallClockMs - zoneOffsetMs(new Date(wallClockMs), timeZone);
  return new Date(wallClockMs - zoneOffsetMs(new Date(firstGuessMs), timeZone));
}

function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The filters as the API takes them: the days become instants in the region's time zone, `to` included. */
export function auditFilters(search: AuditSearch, timeZone: string) {
  return {
    ...(search.actor ? { actor: search.actor } : {}),
    ...(search.action ? { action: search.action } : {}),
    ...(search.targetType ? { targetType: search.targetType } : {}),
    ...(search.targetId ? { targetId: search.targetId } : {}),
    ...(search.fromDay ? { from: startOfDayIn(search.fromDay, timeZone).toISOString() } : {}),
    ...(search.toDay
      ? { to: new Date(startOfDayIn(nextDay(search.toDay), timeZone).getTime() - 1).toISOString() }
      : {}),
  };
}
