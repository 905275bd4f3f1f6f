/** The next page of a paged list, or undefined once the last page is in (for useInfiniteQuery). */
export function nextPage(last: {
  page: number;
  pageSize: number;
  total: number;
  list: readonly unknown[];
}): number | undefined {
  return last.list.length > 0 && last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

/**
 * The next page of a list whose answers carry no page number: it follows from the pages already
 * loaded (for useInfiniteQuery's getNextPageParam).
 */
export function nextPageAfter(pageSize: number) {
  return (
    last: { total: number; list: readonly unknown[] },
    pages: readonly unknown[],
  ): number | undefined =>
    last.list.length > 0 && pages.length * pageSize < last.total ? pages.length + 1 : undefined;
}
