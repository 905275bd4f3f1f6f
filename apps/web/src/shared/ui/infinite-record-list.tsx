import type { CSSProperties, ReactNode } from 'react';
import { ErrorState, LoadingState } from './page-states.tsx';
import recordStyles from './record-list.module.css';
import { RecordListFooter } from './record-list-footer.tsx';

/** What the record lists read of a `useInfiniteQuery` result whose pages each hold a `list`. */
export interface InfiniteRecords<T> {
  data: { pages: readonly { list: readonly T[] }[] } | undefined;
  isPending: boolean;
  isError: boolean;
  /** Reading again (a Retry after a failure shows the spinner, not the failure). */
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch(): unknown;
  fetchNextPage(): unknown;
}

interface ListProps<T> {
  records: InfiniteRecords<T>;
  /** One record's `<li>`, with its key. */
  renderItem(item: T): ReactNode;
  /** The `<ul>`'s class: the shared record list unless the page has its own. */
  className?: string;
  style?: CSSProperties;
}

/** The records loaded so far, then the footer that loads the next page (by scroll or by tap). */
export function PagedRecordList<T>({
  items,
  records,
  renderItem,
  className = recordStyles.list,
  style,
}: ListProps<T> & { items: readonly T[] }) {
  return (
    <>
      <ul className={className} style={style}>
        {items.map((item) => renderItem(item))}
      </ul>
      <RecordListFooter
        hasNextPage={records.hasNextPage}
        isFetchingNextPage={records.isFetchingNextPage}
        onLoadMore={() => void records.fetchNextPage()}
      />
    </>
  );
}

/**
 * A paged list of records in its states: a spinner while the first page loads (or while `loading`,
 * e.g. before the session is known, or while a Retry runs), a retry when it failed, `empty` when there is no record, else
 * the records and the footer that loads more.
 */
export function InfiniteRecordList<T>({
  loading = false,
  empty,
  ...list
}: ListProps<T> & { loading?: boolean; empty: ReactNode }) {
  const { records } = list;
  const items = records.data?.pages.flatMap((page) => page.list) ?? [];
  if (loading || records.isPending) return <LoadingState />;
  if (records.isError && items.length === 0) {
    return records.isFetching ? <LoadingState /> : <ErrorState onRetry={() => void records.refetch()} />;
  }
  if (items.length === 0) return empty;
  return <PagedRecordList items={items} {...list} />;
}
