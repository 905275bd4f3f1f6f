import * as ops from '@fairplay/contract/operator';

export type SearchField = (typeof ops.PLAYER_SEARCH_FIELDS)[number];

/** The search as the players page keeps it in its address (so Back and a shared link work). */
export interface PlayerSearch {
  q: string;
  by: SearchField;
  page: number;
  pageSize: number;
}

export const PLAYER_PAGE_SIZES = [20, 50, 100] as const;
const DEFAULTS: PlayerSearch = { q: '', by: 'auto', page: 1, pageSize: 20 };

/** The search in a page address, held to the search call's own query schema; malformed reads as none. */
export function readPlayerSearch(params: URLSearchParams): PlayerSearch {
  const q = (params.get('q') ?? '').trim();
  const parsed = ops.searchPlayers.query.safeParse({
    q: q || '-',
    by: params.get('by') ?? undefined,
    page: params.get('page') ?? undefined,
    pageSize: params.get('pageSize') ?? undefined,
  });
  if (!parsed.success) return { ...DEFAULTS, q: q.slice(0, 64) };
  const { by, page, pageSize } = parsed.data;
  return { q, by, page, pageSize };
}

/** The page address of a search: only what differs from the defaults. */
export function writePlayerSearch(search: PlayerSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.by !== DEFAULTS.by) params.set('by', search.by);
  if (search.page !== DEFAULTS.page) params.set('page', String(search.page));
  if (search.pageSize !== DEFAULTS.pageSize) params.set('pageSize', String(search.pageSize));
  return params;
}
