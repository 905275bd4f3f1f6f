import * as ops from '@fairplay/contract/operator';

/** The queue's filter, order and page as the page keeps them in its address. */
export interface WithdrawalSearch {
  status: ops.WithdrawalStatus;
  sortBy: 'createdAt' | 'amount';
  sortOrder: 'ascend' | 'descend';
  page: number;
  pageSize: number;
}

export const WITHDRAWAL_PAGE_SIZES = [20, 50, 100] as const;
// A work queue is worked oldest first: the player waiting longest comes on top.
const DEFAULTS: WithdrawalSearch = {
  status: 'pending',
  sortBy: 'createdAt',
  sortOrder: 'ascend',
  page: 1,
  pageSize: 20,
};

/** The search in a page address, held to the list call's own query schema; anything malformed reads as the default. */
export function readWithdrawalSearch(params: URLSearchParams): WithdrawalSearch {
  const parsed = ops.listWithdrawalsForReview.query.safeParse({
    status: params.get('status') ?? undefined,
    sortBy: params.get('sortBy') ?? undefined,
    sortOrder: params.get('sortOrder') ?? DEFAULTS.sortOrder,
    page: params.get('page') ?? undefined,
    pageSize: params.get('pageSize') ?? DEFAULTS.pageSize,
  });
  if (!parsed.success) return DEFAULTS;
  const { status, sortBy, sortOrder, page, pageSize } = parsed.data;
  return { status, sortBy, sortOrder, page, pageSize };
}

/** The page address of a search: only what differs from the defaults. */
export function writeWithdrawalSearch(search: WithdrawalSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['status', 'sortBy', 'sortOrder', 'page', 'pageSize'] as const) {
    if (search[key] !== DEFAULTS[key]) params.set(key, String(search[key]));
  }
  return params;
}
