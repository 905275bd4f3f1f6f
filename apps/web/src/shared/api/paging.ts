/** The next page of a paged list, or undefined once the last page is in (for useInfiniteQuery). */
export function nextPage(last: {
  page: number;
  pageSize: number;
  total: number;
  list: readonly unknown[];
}): number | undefined {
  return last.list.length > 0 && last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}
