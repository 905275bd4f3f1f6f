import * as ops from '@fairplay/contract/operator';

/** The statuses the queue filters by, waiting first (the page opens on it). */
export const ADJUSTMENT_FILTERS = [...ops.ADJUSTMENT_STATUSES, 'all'] as const;
export type AdjustmentFilter = (typeof ADJUSTMENT_FILTERS)[number];

/** The queue's filter and page as the page keeps them in its address. */
export interface AdjustmentSearch {
  status: AdjustmentFilter;
  page: number;
  pageSize: number;
}

export const ADJUSTMENT_PAGE_SIZES = [20, 50, 100] as const;
const DEFAULTS: AdjustmentSearch = { status: 'requested', page: 1, pageSize: 20 };

/** The search in a page address, held to the list call's own query schema; anything malformed reads as the default. */
export function readAdjustmentSearch(params: URLSearchParams): AdjustmentSearch {
  const parsed = ops.listAdjustments.query.safeParse({
    status: params.get('status') ?? undefined,
    page: params.get('page') ?? undefined,
    pageSize: params.get('pageSize') ?? undefined,
  });
  if (!parsed.success) return DEFAULTS;
  const { status, page, pageSize } = parsed.data;
  return { status, page, pageSize };
}

/** The page address of a search: only what differs from the defaults. */
export function writeAdjustmentSearch(search: AdjustmentSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.status !== DEFAULTS.status) params.set('status', search.status);
  if (search.page !== DEFAULTS.page) params.set('page', String(search.page));
  if (search.pageSize !== DEFAULTS.pageSize) params.set('pageSize', String(search.pageSize));
  return params;
}
