import * as ops from '@fairplay/contract/operator';

/** The categories a player files feedback under, as the list call filters them. */
export const FEEDBACK_CATEGORIES = ops.listFeedback.query.shape.category.unwrap().options;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** The desk's filters, order and page as the page keeps them in its address. */
export interface FeedbackSearch {
  status: (typeof ops.FEEDBACK_QUEUE_STATUSES)[number];
  category: FeedbackCategory | null;
  sortOrder: 'ascend' | 'descend';
  page: number;
  pageSize: number;
}

export const FEEDBACK_PAGE_SIZES = [20, 50, 100] as const;
// The desk opens on what is still open, oldest first: the player waiting longest comes on top.
const DEFAULTS: FeedbackSearch = {
  status: 'open',
  category: null,
  sortOrder: 'ascend',
  page: 1,
  pageSize: 20,
};

/** The search in a page address, held to the list call's own query schema; anything malformed reads as the default. */
export function readFeedbackSearch(params: URLSearchParams): FeedbackSearch {
  const parsed = ops.listFeedback.query.safeParse({
    status: params.get('status') ?? DEFAULTS.status,
    category: params.get('category') ?? undefined,
    sortOrder: params.get('sortOrder') ?? DEFAULTS.sortOrder,
    page: params.get('page') ?? undefined,
    pageSize: params.get('pageSize') ?? DEFAULTS.pageSize,
  });
  if (!parsed.success) return DEFAULTS;
  const { status, category, sortOrder, page, pageSize } = parsed.data;
  return { status, category: category ?? null, sortOrder, page, pageSize };
}

/** The page address of a search: only what differs from the defaults. */
export function writeFeedbackSearch(search: FeedbackSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['status', 'category', 'sortOrder', 'page', 'pageSize'] as const) {
    const value = search[key];
    if (value !== null && value !== DEFAULTS[key]) params.set(key, String(value));
  }
  return params;
}

/** The list call's query for a search (rows come without their screenshots: opening one brings it). */
export function feedbackQuery(search: FeedbackSearch) {
  const { category, ...rest } = search;
  return category ? { ...rest, category } : rest;
}
